import type { DocumentNode } from 'graphql';
import { useMutation, useQuery } from '@apollo/client/react';
import { CONVERSATION_TOASTS, EMAIL_MESSAGES } from '@pmp/shared';
import { useCallback, useEffect, useState } from 'react';
import {
  ComposeEmailSettingsDocument,
  ConversationCountsDocument,
  ConversationsDocument,
  MarkConversationReadDocument,
  UpdateConversationDocument,
  ConversationThreadDocument,
  DashboardMetricsDocument,
  RetryMessageDocument,
  SendConversationEmailDocument,
  SendingChannelsDocument,
  SendReplyDocument,
  SendTicketEmailDocument,
  SendWhatsAppTemplateDocument,
  TicketActivitiesDocument,
  TicketConversationsDocument,
  TicketDetailDocument,
  WhatsAppTemplatesDocument,
  type Channel,
  type ConversationCardFieldsFragment,
  type ConversationMessageFieldsFragment,
  type ConversationThreadQuery,
  type ConversationsQueryVariables,
  type UpdateConversationInput,
  type WhatsAppTemplatesQuery,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useRefetchMounted } from '../../lib/refetch';
import { showError, showInfo, showSuccess, showWarning } from '../../lib/toaster';

export type ConversationCard = ConversationCardFieldsFragment;
export type ConversationMessage = ConversationMessageFieldsFragment;
/** A message as its thread shows it: with its urgent record. */
export type ThreadMessage = ConversationThreadQuery['conversation']['messages'][number];

/** The conversation list refreshes every 60 s (live events refresh it sooner). */
export const CONVERSATIONS_POLL_MS = 60_000;
export const CONVERSATIONS_PAGE = 50;

/** What narrows the list (ConversationsPanel reads it from the address). */
export type ConversationFilter = Omit<ConversationsQueryVariables, 'limit' | 'offset'>;

/**
 * A page of the list as `filter` narrows it. While the next answer is on its way the previous
 * page stays (no flash of the spinner); `stale` says the rows are not yet the filter's.
 */
export function useConversationList(filter: ConversationFilter, offset: number) {
  const { data, previousData, loading, error, refetch } = useQuery(ConversationsDocument, {
    variables: { ...filter, limit: CONVERSATIONS_PAGE, offset },
    pollInterval: CONVERSATIONS_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.conversations;
  return {
    conversations: page?.nodes ?? [],
    totalCount: page?.totalCount ?? 0,
    loading: loading && !page,
    stale: loading && !data,
    error,
    refetch,
  };
}

/** The page header's figures: all conversations, and the active ones. */
export function useConversationCounts() {
  const { data, refetch } = useQuery(ConversationCountsDocument, { pollInterval: CONVERSATIONS_POLL_MS, fetchPolicy: 'cache-and-network' });
  return { totalCount: data?.conversations.totalCount ?? 0, activeCount: data?.conversations.activeCount ?? 0, refetch };
}

const AFTER_UPDATE = [ConversationsDocument];

/** State and assignee of a conversation; the list is read again (the change may move it out of the filter). */
export function useUpdateConversation() {
  const refetchQueries = useRefetchMounted(AFTER_UPDATE);
  const [mutate, { loading }] = useMutation(UpdateConversationDocument, { refetchQueries });
  return {
    update: async (input: UpdateConversationInput) => (await mutate({ variables: { input } })).data?.updateConversation ?? null,
    updating: loading,
  };
}

/** Marks a conversation read for the signed-in user (its card loses the unread mark through the cache). */
export function useMarkConversationRead() {
  const [mutate] = useMutation(MarkConversationReadDocument);
  return useCallback((id: string) => mutate({ variables: { id } }).then(() => undefined), [mutate]);
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
const AFTER_SEND = [ConversationThreadDocument, ConversationsDocument, ConversationCountsDocument, TicketConversationsDocument];
/** After a ticket's Send Email: its feed and fields, its conversations, the list and the dashboard. */
const AFTER_TICKET_EMAIL = [
  TicketActivitiesDocument,
  TicketDetailDocument,
  TicketConversationsDocument,
  ConversationsDocument,
  DashboardMetricsDocument,
];

export function useSendReply() {
  const refetchQueries = useRefetchMounted(AFTER_SEND);
  const [mutate, { loading }] = useMutation(SendReplyDocument, { refetchQueries, awaitRefetchQueries: true });
  return {
    sendReply: async (conversationId: string, body: string) => {
      const result = await mutate({ variables: { input: { conversationId, body } } });
      return result.data?.sendReply ?? null;
    },
    sending: loading,
  };
}

export function useSendConversationEmail() {
  const refetchQueries = useRefetchMounted(AFTER_SEND);
  const [mutate, { loading }] = useMutation(SendConversationEmailDocument, { refetchQueries, awaitRefetchQueries: true });
  return {
    sendEmail: async (conversationId: string, subject: string, message: string) => {
      const result = await mutate({ variables: { input: { conversationId, subject, message } } });
      return result.data?.sendConversationEmail ?? null;
    },
    sending: loading,
  };
}

export type WhatsAppTemplate = WhatsAppTemplatesQuery['whatsappTemplates'][number];

/** The approved WhatsApp templates an agent can send. */
export function useWhatsAppTemplates() {
  const { data, loading, error } = useQuery(WhatsAppTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  return { templates: data?.whatsappTemplates ?? [], loading: loading && !data, error };
}

/** An approved template in a WhatsApp conversation, `values` by variable key. */
export function useSendWhatsAppTemplate() {
  const refetchQueries = useRefetchMounted(AFTER_SEND);
  const [mutate, { loading }] = useMutation(SendWhatsAppTemplateDocument, { refetchQueries, awaitRefetchQueries: true });
  return {
    sendTemplate: async (conversationId: string, templateId: string, values: { key: string; value: string }[]) => {
      const result = await mutate({ variables: { input: { conversationId, templateId, values } } });
      return result.data?.sendWhatsAppTemplate ?? null;
    },
    sending: loading,
  };
}

/**
 * Whether WhatsApp's window is closed now: as the server said, and again once `closesAt` passes
 * while the thread is open (the composer then offers templates only).
 */
export function useWhatsAppWindowClosed(state: { open: boolean; closesAt?: string | null } | null | undefined): boolean {
  const closesAt = state?.closesAt ? Date.parse(state.closesAt) : null;
  const open = state?.open ?? false;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open || closesAt === null || closesAt <= now) return undefined;
    // Timers take at most about 24.8 days; the window is never longer than a day.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(closesAt - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [open, closesAt, now]);
  if (!state) return false;
  return !open || (closesAt !== null && closesAt <= now);
}

/** What a send answers: the message's state after its first attempt. */
export interface SendOutcome {
  status: string;
  error?: string | null;
}

/** An e-mail (Send Email, Compose Email) or a reply on the conversation's channel. */
export type SendKind = 'email' | 'reply';

const SEND_TOASTS: Record<SendKind, { sent: string; failed: string; hint?: string }> = {
  email: { sent: CONVERSATION_TOASTS.emailSent, failed: CONVERSATION_TOASTS.emailFailed, hint: CONVERSATION_TOASTS.emailFailedHint },
  reply: { sent: CONVERSATION_TOASTS.replySent, failed: CONVERSATION_TOASTS.replyFailed },
};

/**
 * Toasts where a sent message stands, as the server answered it: 'sent' only when the provider
 * took it; failed with the reason; still on its way: 'Sending...', or 'Not sent yet' with the
 * reason of a first attempt that will be repeated (the thread and the feed show the outcome).
 */
export function announceDelivery(kind: SendKind, outcome: SendOutcome): void {
  const toasts = SEND_TOASTS[kind];
  if (outcome.status === 'SENT') showSuccess(toasts.sent);
  else if (outcome.status === 'FAILED') showError(toasts.failed, outcome.error ?? toasts.hint);
  else if (outcome.error) showWarning(CONVERSATION_TOASTS.retrying, CONVERSATION_TOASTS.retryingHint(outcome.error));
  else showInfo(CONVERSATION_TOASTS.sending, CONVERSATION_TOASTS.sendingHint);
}

/**
 * Sends (`send` is one of the send hooks' functions) and toasts how it went (announceDelivery); a
 * refused request toasts the server's message. Resolves to whether the message was stored: it then
 * shows in the thread and the feed with its state (and Retry when it failed), so the form closes.
 */
export async function sendWithToasts(kind: SendKind, send: () => Promise<SendOutcome | null>): Promise<boolean> {
  try {
    const outcome = await send();
    if (!outcome) throw new Error(SEND_TOASTS[kind].hint ?? 'Please try again');
    announceDelivery(kind, outcome);
    return true;
  } catch (error) {
    showError(SEND_TOASTS[kind].failed, errorMessage(error) || SEND_TOASTS[kind].hint);
    return false;
  }
}

/**
 * Retry on a failed message: the same message is sent again (a second click sends nothing more).
 * `refresh` names the screen's open query that shows the message (the feed or the thread).
 */
export function useRetryMessage(refresh: DocumentNode) {
  const [mutate, { loading }] = useMutation(RetryMessageDocument, { refetchQueries: [refresh], awaitRefetchQueries: true });
  return {
    retry: (kind: SendKind, messageId: string) =>
      sendWithToasts(kind, async () => (await mutate({ variables: { input: { messageId } } })).data?.retryMessage ?? null),
    retrying: loading,
  };
}

/** Whether the signed-in user can send on `channel` now; `known` stays false until the server has said. */
export function useChannelState(channel: Channel) {
  const { data } = useQuery(SendingChannelsDocument, { fetchPolicy: 'cache-and-network' });
  const state = data?.sendingChannels.find((entry) => entry.channel === channel);
  return {
    known: Boolean(state),
    canSend: state?.canSend ?? false,
    reason: state?.reason ?? null,
    // Only the server-wide gap is an administrator's; every other e-mail reason is fixed in Email Settings.
    fixInSettings: channel === 'EMAIL' && Boolean(state?.reason) && state?.reason !== EMAIL_MESSAGES.notSetUp,
  };
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
  const refetchQueries = useRefetchMounted(AFTER_TICKET_EMAIL);
  const [mutate, { loading }] = useMutation(SendTicketEmailDocument, { refetchQueries });
  return {
    sendTicketEmail: async (ticketId: string, subject: string, body: string) => {
      const result = await mutate({ variables: { input: { ticketId, subject, body } } });
      return result.data?.sendTicketEmail ?? null;
    },
    sending: loading,
  };
}
