import { NOT_BLANK } from '../../common/validation';
import { IsBoolean, IsEnum, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, FIELD_LIMITS } from '@pmp/shared';
import { PageArgs } from '../../common/paging';
import { ChannelValue, ConversationStateValue } from './conversation.enums';

/** A required, non-blank text of at most `max` characters (a subject or a message). */
function RequiredText(max: number, messages: { required: string; tooLong: string }): PropertyDecorator {
  const decorators = [
    Field(),
    MaxLength(max, { message: messages.tooLong }),
    Matches(NOT_BLANK, { message: messages.required }),
    IsString({ message: messages.required }),
  ];
  // Applied last to first, as stacked decorators are.
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}
const SubjectText = () =>
  RequiredText(CONVERSATION_LIMITS.emailSubject, {
    required: CONVERSATION_MESSAGES.subjectRequired,
    tooLong: CONVERSATION_MESSAGES.subjectTooLong,
  });
const MessageText = () =>
  RequiredText(CONVERSATION_LIMITS.messageBody, {
    required: CONVERSATION_MESSAGES.bodyRequired,
    tooLong: CONVERSATION_MESSAGES.bodyTooLong,
  });

/** What narrows the conversation list; every filter is optional and they combine. */
@ArgsType()
export class ConversationsArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: "A case-insensitive substring of the contact's name, address or number, the subject or a message's text.",
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(FIELD_LIMITS.search, { message: `Search must be at most ${FIELD_LIMITS.search} characters` })
  search?: string | null;

  @Field(() => ChannelValue, { nullable: true })
  @IsOptional()
  @IsEnum(ChannelValue, { message: CONVERSATION_MESSAGES.channel })
  channel?: ChannelValue | null;

  @Field(() => ConversationStateValue, { nullable: true })
  @IsOptional()
  @IsEnum(ConversationStateValue, { message: CONVERSATION_MESSAGES.state })
  state?: ConversationStateValue | null;

  @Field(() => ID, { nullable: true, description: 'Only the conversations this user answers.' })
  @IsOptional()
  @IsUUID('all', { message: CONVERSATION_MESSAGES.assigneeNotFound })
  assigneeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Only the signed-in user's conversations (the Mine view)." })
  @IsOptional()
  @IsBoolean({ message: 'mine must be true or false' })
  mine?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only the conversations nobody answers yet.' })
  @IsOptional()
  @IsBoolean({ message: 'unassigned must be true or false' })
  unassigned?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only those the signed-in user has not read since the contact last wrote.' })
  @IsOptional()
  @IsBoolean({ message: 'unread must be true or false' })
  unread?: boolean | null;
}

/** Who answers a conversation and where it stands; an absent field stays, `assigneeId: null` unassigns. */
@InputType({ description: "Change a conversation's state and/or assignee." })
export class UpdateConversationInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.conversationNotFound })
  id: string;

  @Field(() => ConversationStateValue, { nullable: true })
  @IsOptional()
  @IsEnum(ConversationStateValue, { message: CONVERSATION_MESSAGES.state })
  state?: ConversationStateValue | null;

  @Field(() => ID, { nullable: true, description: 'The agent who answers it; null unassigns.' })
  @IsOptional()
  @IsUUID('all', { message: CONVERSATION_MESSAGES.assigneeNotFound })
  assigneeId?: string | null;
}

@InputType({ description: 'A reply in a conversation, sent on its channel.' })
export class SendReplyInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.conversationNotFound })
  conversationId: string;

  @MessageText()
  body: string;
}

@InputType({ description: 'Compose Email in an e-mail conversation.' })
export class SendConversationEmailInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.conversationNotFound })
  conversationId: string;

  @SubjectText()
  subject: string;

  @MessageText()
  message: string;
}

@InputType({ description: "Send Email from a ticket: to its requester, in the ticket's e-mail conversation." })
export class SendTicketEmailInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.ticketNotFound })
  ticketId: string;

  @SubjectText()
  subject: string;

  @MessageText()
  body: string;
}

@InputType({ description: 'Send a failed outbound message again.' })
export class RetryMessageInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.messageNotFound })
  messageId: string;
}
