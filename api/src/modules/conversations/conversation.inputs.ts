import { NOT_BLANK } from '../../common/validation';
import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@pmp/shared';
import { PageArgs } from '../../common/paging';

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

@ArgsType()
export class ConversationsArgs extends PageArgs {}

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
