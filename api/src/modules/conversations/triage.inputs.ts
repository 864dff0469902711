import { IsBoolean, IsEnum, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../common/paging';
import { TICKET_LIMITS, TICKET_MESSAGES, TRIAGE_LIMITS, TRIAGE_MESSAGES } from '@pmp/shared';
import { CreateTicketInput } from '../tickets/ticket.inputs';
import { TriageActionValue, TriageDismissReasonValue } from './triage.enums';

@ArgsType()
export class TriageQueueArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Messages per page (1 to ${PAGE_SIZE_MAX}).` })
  @IsInt()
  @Min(1, { message: 'limit must be at least 1' })
  @Max(PAGE_SIZE_MAX, { message: `limit must be at most ${PAGE_SIZE_MAX}` })
  limit: number = PAGE_SIZE_DEFAULT;

  @Field(() => Int, { defaultValue: 0, description: 'Messages to skip.' })
  @IsInt()
  @Min(0, { message: 'offset must not be negative' })
  offset: number = 0;
}

/**
 * What an agent does with a waiting message: `assign` it (with its conversation) to `ticketId`, or
 * `create_ticket` from it. The REST body is `{ messageId, action, ticketId }` (and `clientId` when
 * the server could not tell the new ticket's client, or `ticket`: the draft as the agent confirmed it).
 */
@InputType({ description: 'Triage a waiting message: assign it to a ticket, or create a ticket from it.' })
export class TriageActionInput {
  @Field(() => ID)
  @IsUUID('all', { message: TRIAGE_MESSAGES.messageNotFound })
  messageId: string;

  @Field(() => TriageActionValue)
  @IsEnum(TriageActionValue, { message: TRIAGE_MESSAGES.action })
  action: TriageActionValue;

  @Field(() => ID, { nullable: true, description: 'assign: the ticket (required). create_ticket: ignored.' })
  @IsOptional()
  @IsUUID('all', { message: TRIAGE_MESSAGES.ticketNotFound })
  ticketId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "create_ticket: the new ticket's client, when the sender's cannot be told (the answer is then 400 on clientId).",
  })
  @IsOptional()
  @IsUUID('all', { message: TRIAGE_MESSAGES.clientNotFound })
  clientId?: string | null;

  @Field(() => CreateTicketInput, {
    nullable: true,
    description: 'create_ticket: the new ticket as the agent confirmed it (from triageTicketDraft); absent: the draft as it is.',
  })
  @IsOptional()
  @ValidateNested()
  ticket?: CreateTicketInput | null;
}

@ArgsType()
export class TriageTicketChoicesArgs {
  @Field(() => ID, { description: 'The waiting message: its sender decides which tickets come first.' })
  @IsUUID('all', { message: TRIAGE_MESSAGES.messageNotFound })
  messageId: string;

  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of title, description or number.' })
  @IsOptional()
  @MaxLength(TICKET_LIMITS.search, { message: TICKET_MESSAGES.search })
  @IsString({ message: TICKET_MESSAGES.search })
  search?: string | null;
}

/**
 * Takes a waiting message out of the queue without a ticket: nothing to do, or spam. Spam may block
 * its sender: their waiting messages leave the queue with it, and what they send later is stored
 * but never waits for triage.
 */
@InputType({ description: 'Dismiss a waiting message: no action needed, or spam (optionally blocking the sender).' })
export class TriageDismissInput {
  @Field(() => ID)
  @IsUUID('all', { message: TRIAGE_MESSAGES.messageNotFound })
  messageId: string;

  @Field(() => TriageDismissReasonValue)
  @IsEnum(TriageDismissReasonValue, { message: TRIAGE_MESSAGES.dismissReason })
  reason: TriageDismissReasonValue;

  @Field(() => String, { nullable: true, description: "Why, in the agent's words." })
  @IsOptional()
  @IsString({ message: TRIAGE_MESSAGES.dismissNoteTooLong })
  @MaxLength(TRIAGE_LIMITS.dismissNote, { message: TRIAGE_MESSAGES.dismissNoteTooLong })
  note?: string | null;

  @Field(() => Boolean, { nullable: true, description: "spam only: block the sender's address or number." })
  @IsOptional()
  @IsBoolean({ message: 'blockSender must be true or false' })
  blockSender?: boolean | null;
}
