import { useMutation, useQuery } from '@apollo/client/react';
import {
  TriageMessageDocument,
  TriageQueueDocument,
  TriageTicketOptionsDocument,
  type TriageAction,
  type TriageQueueItemFieldsFragment,
} from '../../gql/graphql';
import { useTriageQueueLive } from './useConversationEvents';

export type TriageItem = TriageQueueItemFieldsFragment;

/** The queue refreshes every 30 s, and at once when it changes anywhere (useTriageQueueLive). */
export const TRIAGE_POLL_MS = 30_000;
/** The waiting messages shown at once, urgent first, then oldest first. */
export const TRIAGE_PAGE = 50;

export function useTriageQueue() {
  const { data, previousData, loading, error, refetch } = useQuery(TriageQueueDocument, {
    variables: { limit: TRIAGE_PAGE, offset: 0 },
    pollInterval: TRIAGE_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  // A message that joins or leaves the queue anywhere shows at once; the interval is the fallback.
  useTriageQueueLive(refetch);
  const page = (data ?? previousData)?.triageQueue;
  return {
    items: page?.nodes ?? [],
    totalCount: page?.totalCount ?? 0,
    totalCountCapped: page?.totalCountCapped ?? false,
    loading: loading && !page,
    error,
    refetch,
  };
}

/** After a triage the queue and the conversation list (its 'Linked' badges) are read again. */
const AFTER_TRIAGE = ['TriageQueue', 'Conversations'];

export function useTriageMessage() {
  const [mutate, { loading }] = useMutation(TriageMessageDocument, { refetchQueries: AFTER_TRIAGE });
  const triage = async (input: { messageId: string; action: TriageAction; ticketId?: string | null; clientId?: string | null }) => {
    const { data } = await mutate({ variables: { input } });
    return data?.triageMessage ?? null;
  };
  return { triage, triaging: loading };
}

/** Assign to Ticket's choices: the newest 100 tickets, or those matching `search` (number, title or description). */
export function useTriageTicketOptions(search: string, skip: boolean) {
  const { data, previousData, loading } = useQuery(TriageTicketOptionsDocument, {
    variables: { search: search.trim() || null },
    skip,
  });
  const page = (data ?? previousData)?.tickets;
  return { tickets: page?.nodes ?? [], total: page?.totalCount ?? 0, loading };
}
