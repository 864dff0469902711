import { useMutation, useQuery } from '@apollo/client/react';
import { CONVERSATION_TOASTS } from '@pmp/shared';
import { useEffect } from 'react';
import {
  ComposeEmailSettingsDocument,
  ConversationsDocument,
  ConversationThreadDocument,
  SendConversationEmailDocument,
  SendReplyDocument,
  SendTicketEmailDocument,
  TicketConversationsDocument,
  type ConversationCardFieldsFragment,
  type ConversationMessageFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';

export type ConversationCard = ConversationCardFieldsFragment;
export type ConversationMessage = ConversationMessageFieldsFragment;

/** The conversation list refreshes every 60 s (live events refresh it sooner). */
export const CONVERSATIONS_POLL_MS = 60_000;
export const CONVERSATIONS_PAGE = 50;

export function useConversationList() {
  const { data, previousData, loading, error, refetch } = useQuery(ConversationsDocument, {
    variables: { limit: CONVERSATIONS_PAGE, offset: 0 },
    pollInterval: CONVERSATIONS_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.conversations;
  return {
    conversations: page?.nodes ?? [],
    totalCount: page?.totalCount ?? 0,
    activeCount: page?.activeCount ?? 0,
    loading: loading && !page,
    error,
    refetch,
  };
}

/** While a reply is still leaving (queued), the thread is read again this often until it is sent or failed. */
const PENDING_POLL_MS = 2_000;

export function useConversationThread(id: string | null) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ConversationThreadDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const thread = data?.conversation;
  const pending = Boolean(thread?.messages.some((m) => m.status === 'PENDING'));
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  return { conversation: thread?.conversation ?? null, messages: thread?.messages ?? [], loading: loading && !thread, error, refetch };
}

/** After a send the thread and the list (count, order) are read again. */
const AFTER_SEND = ['ConversationThread', 'Conversations', 'TicketConversations'];

export function useSendReply() {
  const [mutate, { loading }] = useMutation(SendReplyDocument, { refetchQueries: AFTER_SEND, awaitRefetchQueries: true });
  return {
    sendReply: async (conversationId: string, body: string) => {
      const result = await mutate({ variables: { input: { conversationId, body } } });
      return result.data?.sendReply ?? null;
    },
    sending: loading,
  };
}

export function useSendConversationEmail() {
  const [mutate, { loading }] = useMutation(SendConversationEmailDocument, { refetchQueries: AFTER_SEND, awaitRefetchQueries: true });
  return {
    sendEmail: async (conversationId: string, subject: string, message: string) => {
      const result = await mutate({ variables: { input: { conversationId, subject, message } } });
      return result.data?.sendConversationEmail ?? null;
    },
    sending: loading,
  };
}

/**
 * Sends an e-mail (`send` is one of the send hooks' functions) and toasts how it went: sent, or
 * not sent with the reason (a send the mail server refused comes back FAILED; a failed request
 * rejects). Resolves to whether it was sent.
 */
export async function sendEmailWithToasts(send: () => Promise<{ status: string; error?: string | null } | null>): Promise<boolean> {
  try {
    const sent = await send();
    if (sent?.status === 'FAILED') {
      showError(CONVERSATION_TOASTS.emailFailed, sent.error ?? CONVERSATION_TOASTS.emailFailedHint);
      return false;
    }
    showSuccess(CONVERSATION_TOASTS.emailSent);
    return true;
  } catch (error) {
    showError(CONVERSATION_TOASTS.emailFailed, errorMessage(error) || CONVERSATION_TOASTS.emailFailedHint);
    return false;
  }
}

/** The signed-in user's e-mail switch and signature, for Compose Email. */
export function useComposeEmailSettings(skip: boolean) {
  const { data, loading } = useQuery(ComposeEmailSettingsDocument, { skip, fetchPolicy: 'cache-and-network' });
  return { settings: data?.emailSettings ?? null, loading };
}

export function useTicketConversations(ticketId: string) {
  const { data, loading } = useQuery(TicketConversationsDocument, { variables: { ticketId }, fetchPolicy: 'cache-and-network' });
  return { conversations: data?.ticketConversations ?? [], loading };
}

/** Send Email from a ticket: to its requester, in the ticket's e-mail conversation; the feed records it. */
export function useSendTicketEmail() {
  const [mutate, { loading }] = useMutation(SendTicketEmailDocument, {
    refetchQueries: ['TicketActivities', 'TicketDetail', 'TicketConversations', 'Conversations', 'DashboardMetrics'],
  });
  return {
    sendTicketEmail: async (ticketId: string, subject: string, body: string) => {
      const result = await mutate({ variables: { input: { ticketId, subject, body } } });
      return result.data?.sendTicketEmail ?? null;
    },
    sending: loading,
  };
}
