import type { Attachment } from './attachment.entity';
import type { ConversationRecord, ThreadRecord } from './conversation.service';
import type { Message } from './message.entity';
import type { ConversationMessageType, ConversationThreadType, ConversationType, MessageAttachmentType } from './conversation.types';

/**
 * What conversations answer, over REST and GraphQL alike (the GraphQL types in
 * conversation.types.ts have these fields): a conversation with its contact and linked ticket, and
 * its messages with their attachments.
 */
export function toConversationView(record: ConversationRecord): ConversationType {
  const { conversation: c, contact, ticket, assignee } = record;
  return {
    id: c.id,
    channel: c.channel as ConversationType['channel'],
    subject: c.subject,
    contactId: c.contactId,
    contact,
    ticketId: c.ticketId,
    ticket: ticket ? { id: ticket.id, number: ticket.number, title: ticket.title, status: ticket.status } : null,
    lastMessageAt: c.lastMessageAt,
    messageCount: c.messageCount,
    createdAt: c.createdAt,
    state: c.state as ConversationType['state'],
    assigneeId: c.assigneeId,
    assignee,
    unread: record.unread ?? false,
  };
}

export function toAttachmentView(file: Attachment): MessageAttachmentType {
  return {
    id: file.id,
    fileName: file.fileName,
    mimeType: file.mimeType,
    fileSize: file.fileSize,
    url: file.url ?? `/api/attachments/${file.id}`,
  };
}

export function toMessageView(message: Message, attachments: readonly Attachment[] = []): ConversationMessageType {
  return {
    id: message.id,
    conversationId: message.conversationId,
    ticketId: message.ticketId,
    contactId: message.contactId,
    userId: message.userId,
    channel: message.channel as ConversationMessageType['channel'],
    direction: message.direction as ConversationMessageType['direction'],
    subject: message.subject,
    body: message.body,
    status: message.status as ConversationMessageType['status'],
    error: message.error,
    filteredReason: message.filteredReason,
    rawMailUrl: message.rawBlobRef ? `/api/attachments/raw/${message.id}` : null,
    urgent: message.urgent,
    createdAt: message.createdAt,
    attachments: attachments.map(toAttachmentView),
  };
}

/** A thread for GraphQL: the conversation and its messages. */
export function toThreadView(thread: ThreadRecord): ConversationThreadType {
  return {
    conversation: toConversationView(thread),
    messages: thread.messages.map((m) => toMessageView(m, thread.attachments.get(m.id))),
  };
}

/** A thread for REST: the conversation's fields and its `messages`. */
export function toThreadRestView(thread: ThreadRecord): ConversationType & { messages: ConversationMessageType[] } {
  const { conversation, messages } = toThreadView(thread);
  return { ...conversation, messages };
}
