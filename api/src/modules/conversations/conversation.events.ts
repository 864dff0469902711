import { registerEnumType } from 'type-graphql';

/**
 * Live updates of conversations and the triage queue (docs/product.md §10): the PubSub topics,
 * their payloads, and the sink the conversation services tell what they changed. Every sink call
 * is made once the change committed (InboundService's `onStored` hook is; inside a transaction use
 * common/after-commit.ts `afterCommit(manager, key, () => sink.…)`).
 */

/** PubSub topic: something happened in a conversation (payload `ConversationEvent`). */
export const CONVERSATION_EVENTS_TOPIC = 'CONVERSATION_EVENTS';
/** PubSub topic: the triage queue changed (payload `TriageEvent`). */
export const TRIAGE_EVENTS_TOPIC = 'TRIAGE_EVENTS';

export enum ConversationEventKindValue {
  /** A message (inbound or outbound) joined the conversation. */
  MESSAGE_ADDED = 'message_added',
  /** A message's status changed (a reply sent or failed, a message triaged). */
  MESSAGE_UPDATED = 'message_updated',
  /** The conversation was linked to a ticket. */
  CONVERSATION_LINKED = 'conversation_linked',
  /** Its state or assignee changed. */
  CONVERSATION_UPDATED = 'conversation_updated',
}
export type ConversationEventKind = `${ConversationEventKindValue}`;

export enum TriageEventKindValue {
  /** A message is waiting for triage. */
  ADDED = 'added',
  /** A message left the queue (assigned, made a ticket) or its suggestion changed. */
  TRIAGED = 'triaged',
}
export type TriageEventKind = `${TriageEventKindValue}`;

registerEnumType(ConversationEventKindValue, { name: 'ConversationEventKind', description: 'What happened in a conversation.' });
registerEnumType(TriageEventKindValue, { name: 'TriageEventKind', description: 'How the triage queue changed.' });

export interface ConversationEvent {
  conversationId: string;
  messageId: string | null;
  kind: ConversationEventKind;
}

export interface TriageEvent {
  messageId: string;
  kind: TriageEventKind;
}

/** Where the conversation services announce committed changes (services.ts builds it on the PubSub). */
export interface ConversationEventSink {
  /** A message was stored in a conversation; one waiting for triage (`pendingTriage`) also joins the queue. */
  messageStored(event: { conversationId: string; messageId: string; pendingTriage?: boolean }): void;
  /** A stored message changed (an outbound reply `sent` or `failed`, ...). */
  messageUpdated(event: { conversationId: string; messageId: string }): void;
  /** A conversation was linked to a ticket (through `messageId`, when one message did it). */
  conversationLinked(event: { conversationId: string; messageId?: string | null }): void;
  /** A conversation's state or assignee changed. */
  conversationUpdated(event: { conversationId: string }): void;
  /** The triage queue changed: a message joined it (`added`) or left it / got a new suggestion (`triaged`). */
  triageChanged(event: TriageEvent): void;
}

/** A sink that publishes each event on its topic. */
export function conversationEventSink(publish: (topic: string, payload: ConversationEvent | TriageEvent) => void): ConversationEventSink {
  return {
    messageStored({ conversationId, messageId, pendingTriage }) {
      publish(CONVERSATION_EVENTS_TOPIC, { conversationId, messageId, kind: 'message_added' });
      if (pendingTriage) publish(TRIAGE_EVENTS_TOPIC, { messageId, kind: 'added' });
    },
    messageUpdated({ conversationId, messageId }) {
      publish(CONVERSATION_EVENTS_TOPIC, { conversationId, messageId, kind: 'message_updated' });
    },
    conversationLinked({ conversationId, messageId }) {
      publish(CONVERSATION_EVENTS_TOPIC, { conversationId, messageId: messageId ?? null, kind: 'conversation_linked' });
    },
    conversationUpdated({ conversationId }) {
      publish(CONVERSATION_EVENTS_TOPIC, { conversationId, messageId: null, kind: 'conversation_updated' });
    },
    triageChanged(event) {
      publish(TRIAGE_EVENTS_TOPIC, { messageId: event.messageId, kind: event.kind });
    },
  };
}

/** A sink that tells nobody (tests and scripts that build services without live updates). */
export const NO_CONVERSATION_EVENTS: ConversationEventSink = conversationEventSink(() => undefined);
