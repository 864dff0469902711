import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ChannelValue, ConversationStateValue, MessageDirectionValue, MessageStatusValue } from './conversation.enums';

@ObjectType('ConversationAssignee', { simpleResolvers: true, description: 'The agent who answers a conversation.' })
export class ConversationAssigneeType {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType('ConversationContact', { simpleResolvers: true })
export class ConversationContactType {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;
}

@ObjectType('ConversationTicket', { description: 'The ticket a conversation is linked to.', simpleResolvers: true })
export class ConversationTicketType {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  number: number;

  @Field()
  title: string;

  @Field()
  status: string;
}

@ObjectType('MessageAttachment', { simpleResolvers: true })
export class MessageAttachmentType {
  @Field(() => ID)
  id: string;

  @Field()
  fileName: string;

  @Field()
  mimeType: string;

  @Field(() => Int)
  fileSize: number;

  @Field({ description: 'Where to fetch it: the provider (media of an SMS or WhatsApp message) or /api/attachments/{id}.' })
  url: string;
}

@ObjectType('ConversationMessage', { simpleResolvers: true })
export class ConversationMessageType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  conversationId: string;

  @Field(() => ID, { nullable: true })
  ticketId: string | null;

  @Field(() => ID, { nullable: true })
  contactId: string | null;

  @Field(() => ID, { nullable: true, description: 'The agent who wrote an outbound message.' })
  userId: string | null;

  @Field(() => ChannelValue)
  channel: ChannelValue;

  @Field(() => MessageDirectionValue)
  direction: MessageDirectionValue;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field()
  body: string;

  @Field(() => MessageStatusValue)
  status: MessageStatusValue;

  @Field(() => String, { nullable: true, description: 'Why an outbound message failed (a bounce too), or an inbound mail was unreadable.' })
  error: string | null;

  @Field(() => String, { nullable: true, description: "Why an inbound mail skipped triage: the desk's own, auto-reply, list, bounce." })
  filteredReason: string | null;

  @Field(() => String, { nullable: true, description: 'The original mail (message/rfc822, a download), for mail that arrived as MIME.' })
  rawMailUrl: string | null;

  @Field({ description: 'An inbound message that reads as an emergency (gas, CO, flood, fire, no heating in winter).' })
  urgent: boolean;

  @Field()
  createdAt: Date;

  @Field(() => [MessageAttachmentType])
  attachments: MessageAttachmentType[];
}

@ObjectType('ChannelSendState', { simpleResolvers: true, description: 'Whether the signed-in user can send on a channel now.' })
export class ChannelSendStateType {
  @Field(() => ChannelValue)
  channel: ChannelValue;

  @Field()
  canSend: boolean;

  @Field(() => String, { nullable: true, description: "Why not, in an agent's words; null when it can send." })
  reason: string | null;
}

@ObjectType('MessageDelivery', { simpleResolvers: true, description: 'Where an outbound message stands.' })
export class MessageDeliveryType {
  @Field(() => ID)
  messageId: string;

  @Field(() => MessageStatusValue, { description: 'PENDING, SENT or FAILED.' })
  status: MessageStatusValue;

  @Field(() => String, { nullable: true, description: 'Why it was not sent (or, while pending, why the last attempt failed).' })
  error: string | null;
}

@ObjectType('Conversation', { simpleResolvers: true })
export class ConversationType {
  @Field(() => ID)
  id: string;

  @Field(() => ChannelValue)
  channel: ChannelValue;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => ID, { nullable: true })
  contactId: string | null;

  @Field(() => ConversationContactType, { nullable: true })
  contact: ConversationContactType | null;

  @Field(() => ID, { nullable: true })
  ticketId: string | null;

  @Field(() => ConversationTicketType, { nullable: true })
  ticket: ConversationTicketType | null;

  @Field(() => Date, { nullable: true })
  lastMessageAt: Date | null;

  @Field(() => Int)
  messageCount: number;

  @Field()
  createdAt: Date;

  @Field(() => ConversationStateValue)
  state: ConversationStateValue;

  @Field(() => ID, { nullable: true })
  assigneeId: string | null;

  @Field(() => ConversationAssigneeType, { nullable: true })
  assignee: ConversationAssigneeType | null;

  @Field(() => Boolean, { description: 'The contact wrote since the signed-in user last opened it.' })
  unread: boolean;
}

@ObjectType('ConversationThread', { description: 'A conversation and its messages, oldest first.', simpleResolvers: true })
export class ConversationThreadType {
  @Field(() => ConversationType)
  conversation: ConversationType;

  @Field(() => [ConversationMessageType])
  messages: ConversationMessageType[];
}

@ObjectType('ConversationConnection', { simpleResolvers: true })
export class ConversationConnectionType {
  @Field(() => [ConversationType])
  nodes: ConversationType[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => Int, { description: 'Conversations with a message in the last 30 days.' })
  activeCount: number;
}
