import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@pmp/shared';
import { PageArgs } from '../../common/paging';

const NOT_BLANK = /\S/;

@ArgsType()
export class ConversationsArgs extends PageArgs {}

@InputType({ description: 'A reply in a conversation, sent on its channel.' })
export class SendReplyInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.conversationNotFound })
  conversationId: string;

  @Field()
  @MaxLength(CONVERSATION_LIMITS.messageBody, { message: CONVERSATION_MESSAGES.bodyTooLong })
  @Matches(NOT_BLANK, { message: CONVERSATION_MESSAGES.bodyRequired })
  @IsString({ message: CONVERSATION_MESSAGES.bodyRequired })
  body: string;
}

@InputType({ description: 'Compose Email in an e-mail conversation.' })
export class SendConversationEmailInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.conversationNotFound })
  conversationId: string;

  @Field()
  @MaxLength(CONVERSATION_LIMITS.emailSubject, { message: CONVERSATION_MESSAGES.subjectTooLong })
  @Matches(NOT_BLANK, { message: CONVERSATION_MESSAGES.subjectRequired })
  @IsString({ message: CONVERSATION_MESSAGES.subjectRequired })
  subject: string;

  @Field()
  @MaxLength(CONVERSATION_LIMITS.messageBody, { message: CONVERSATION_MESSAGES.bodyTooLong })
  @Matches(NOT_BLANK, { message: CONVERSATION_MESSAGES.bodyRequired })
  @IsString({ message: CONVERSATION_MESSAGES.bodyRequired })
  message: string;
}

@InputType({ description: "Send Email from a ticket: to its requester, in the ticket's e-mail conversation." })
export class SendTicketEmailInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.ticketNotFound })
  ticketId: string;

  @Field()
  @MaxLength(CONVERSATION_LIMITS.emailSubject, { message: CONVERSATION_MESSAGES.subjectTooLong })
  @Matches(NOT_BLANK, { message: CONVERSATION_MESSAGES.subjectRequired })
  @IsString({ message: CONVERSATION_MESSAGES.subjectRequired })
  subject: string;

  @Field()
  @MaxLength(CONVERSATION_LIMITS.messageBody, { message: CONVERSATION_MESSAGES.bodyTooLong })
  @Matches(NOT_BLANK, { message: CONVERSATION_MESSAGES.bodyRequired })
  @IsString({ message: CONVERSATION_MESSAGES.bodyRequired })
  body: string;
}
