import { useSubscription } from '@apollo/client/react';
import { ConversationMessagesDocument, ConversationsChangedDocument, TriageQueueChangedDocument } from '../../gql/graphql';
import { useBurst } from '../../lib/useBurst';

/**
 * Live conversations and triage (docs/product.md §10, Live updates): each hook calls `refetch` when
 * what its screen shows changed anywhere, once per burst (250 ms after the first event). The
 * screens keep their refresh intervals as the fallback.
 */

/** Calls `refetch`; a failed read shows through the screen's own query, not as an unhandled rejection. */
function quietly(refetch: () => unknown): void {
  const result = refetch();
  if (result instanceof Promise) result.catch(() => undefined);
}

/** The triage queue: a message joined it, left it, or got a new suggestion. */
export function useTriageQueueLive(refetch: () => unknown): void {
  const fire = useBurst(() => quietly(refetch));
  useSubscription(TriageQueueChangedDocument, { ignoreResults: true, onData: () => fire() });
}

/** One conversation's thread: a new message, a reply's delivery status, its link to a ticket. */
export function useConversationLive(conversationId: string | null | undefined, refetch: () => unknown): void {
  const fire = useBurst(() => quietly(refetch));
  useSubscription(ConversationMessagesDocument, {
    variables: { conversationId: conversationId ?? '' },
    skip: !conversationId,
    ignoreResults: true,
    onData: () => fire(),
  });
}

/** The conversation list: any conversation got a message or changed. */
export function useConversationListLive(refetch: () => unknown): void {
  const fire = useBurst(() => quietly(refetch));
  useSubscription(ConversationsChangedDocument, { ignoreResults: true, onData: () => fire() });
}
