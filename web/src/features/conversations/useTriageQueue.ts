import { useMutation, useQuery } from '@apollo/client/react';
import {
  BlockedSendersDocument,
  ConversationsDocument,
  DismissTriageMessageDocument,
  TriageMessageDocument,
  UnblockSenderDocument,
  type TriageDismissInput,
  TriageQueueDocument,
  TriageTicketChoicesDocument,
  TriageTicketDraftDocument,
  type TriageActionInput,
  type TriageQueueItemFieldsFragment,
} from '../../gql/graphql';
import { useRefetchMounted } from '../../lib/refetch';
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
  };
}

/** After a triage the queue and the conversation list (its 'Linked' badges) are read again. */
const AFTER_TRIAGE = [TriageQueueDocument, ConversationsDocument];

export function useTriageMessage() {
  const refetchQueries = useRefetchMounted(AFTER_TRIAGE);
  const [mutate, { loading }] = useMutation(TriageMessageDocument, { refetchQueries });
  const triage = async (input: TriageActionInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.triageMessage ?? null;
  };
  return { triage, triaging: loading };
}

/** Assign to Ticket's choices for a message: its sender's open tickets first, then the others; `search` narrows them on the server. */
export function useTriageTicketChoices(messageId: string, search: string) {
  const { data, previousData, loading } = useQuery(TriageTicketChoicesDocument, {
    variables: { messageId, search: search.trim() || null },
  });
  const page = (data ?? previousData)?.triageTicketChoices;
  return { tickets: page?.nodes ?? [], total: page?.totalCount ?? 0, loading };
}

/** Create New Ticket's draft for a waiting message, read afresh each time the dialog opens. */
export function useTriageTicketDraft(messageId: string) {
  const { data, loading, error } = useQuery(TriageTicketDraftDocument, { variables: { messageId }, fetchPolicy: 'network-only' });
  return { draft: data?.triageTicketDraft, loading: loading && !data, error };
}

/** Dismiss: the queue, the conversation list (the conversation closes) and the blocked senders are read again. */
const AFTER_DISMISS = [TriageQueueDocument, ConversationsDocument, BlockedSendersDocument];

export function useDismissTriageMessage() {
  const refetchQueries = useRefetchMounted(AFTER_DISMISS);
  const [mutate, { loading }] = useMutation(DismissTriageMessageDocument, { refetchQueries });
  const dismiss = async (input: TriageDismissInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.dismissTriageMessage ?? null;
  };
  return { dismiss, dismissing: loading };
}

/** The senders whose messages are kept out of the queue, and Unblock. */
export function useBlockedSenders() {
  const { data, loading, error } = useQuery(BlockedSendersDocument, { fetchPolicy: 'cache-and-network' });
  const [mutate, { loading: unblocking }] = useMutation(UnblockSenderDocument, { refetchQueries: [BlockedSendersDocument] });
  return {
    blocked: data?.blockedSenders ?? [],
    loading: loading && !data,
    error,
    unblock: async (id: string) => Boolean((await mutate({ variables: { id } })).data?.unblockSender),
    unblocking,
  };
}
