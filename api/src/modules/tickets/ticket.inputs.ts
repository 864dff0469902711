import { OptionalMatching, OptionalTextList, RequiredText } from '../../common/validation';
import { IsEnum, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { CLIENT_ACTIVITY_TYPES, TICKET_LIMITS, TICKET_MESSAGES } from '@pmp/shared';
import { PageArgs } from '../../common/paging';
import { ActivityTypeValue, CategoryValue, TicketPriorityValue, TicketStatusValue } from './ticket.enums';

const UUID_OR_KEYWORD = /^(all|assigned|unassigned|me|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

// class-validator reports the bottom decorator first, so each "required" check sits closest to its property.

@InputType()
export class CreateTicketInput {
  @Field()
  @RequiredText(TICKET_LIMITS.title, { required: TICKET_MESSAGES.title, tooLong: TICKET_MESSAGES.titleTooLong })
  title: string;

  @Field()
  @RequiredText(TICKET_LIMITS.description, { required: TICKET_MESSAGES.description, tooLong: TICKET_MESSAGES.descriptionTooLong })
  description: string;

  @Field(() => TicketPriorityValue)
  @IsEnum(TicketPriorityValue, { message: TICKET_MESSAGES.priority })
  priority: TicketPriorityValue;

  @Field(() => CategoryValue)
  @IsEnum(CategoryValue, { message: TICKET_MESSAGES.category })
  category: CategoryValue;

  @Field(() => ID)
  @IsUUID('all', { message: TICKET_MESSAGES.clientNotFound })
  @IsNotEmpty({ message: TICKET_MESSAGES.client })
  clientId: string;

  @Field(() => ID)
  @IsUUID('all', { message: TICKET_MESSAGES.requesterNotFound })
  @IsNotEmpty({ message: TICKET_MESSAGES.requester })
  requesterId: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.propertyNotFound })
  propertyId?: string | null;

  @Field(() => ID, { nullable: true, description: 'null or absent: unassigned.' })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.assigneeNotFound })
  assigneeId?: string | null;

  @OptionalTextList({
    maxItems: TICKET_LIMITS.tags,
    maxLength: TICKET_LIMITS.tagLength,
    message: TICKET_MESSAGES.tags,
    description: 'Trimmed; empty and duplicate tags are dropped.',
  })
  tags?: string[] | null;

  @Field(() => ID, { nullable: true, description: 'Troubleshooting session escalated into this ticket (with articleId and source).' })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.session })
  fromSession?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.article })
  articleId?: string | null;

  @Field(() => String, { nullable: true, description: "'troubleshooting' records the link to fromSession." })
  @IsOptional()
  @MaxLength(50)
  @IsString()
  source?: string | null;
}

/** The guided session a new ticket escalates: named by fromSession, articleId and source 'troubleshooting', all three. */
export function escalatedSession(input: CreateTicketInput): { sessionId: string; articleId: string } | null {
  return input.fromSession && input.articleId && input.source === 'troubleshooting'
    ? { sessionId: input.fromSession, articleId: input.articleId }
    : null;
}

@InputType({ description: 'Change one or more of assignee, priority and status.' })
export class UpdateTicketInput {
  @Field(() => ID)
  @IsUUID('all', { message: TICKET_MESSAGES.ticketNotFound })
  id: string;

  @Field(() => ID, { nullable: true, description: 'null unassigns.' })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.assigneeNotFound })
  assigneeId?: string | null;

  @Field(() => TicketPriorityValue, { nullable: true })
  @IsOptional()
  @IsEnum(TicketPriorityValue, { message: TICKET_MESSAGES.priority })
  priority?: TicketPriorityValue;

  @Field(() => TicketStatusValue, { nullable: true })
  @IsOptional()
  @IsEnum(TicketStatusValue, { message: TICKET_MESSAGES.status })
  status?: TicketStatusValue;
}

@InputType()
export class ChangeTicketStatusInput {
  @Field(() => ID)
  @IsUUID('all', { message: TICKET_MESSAGES.ticketNotFound })
  id: string;

  @Field(() => TicketStatusValue)
  @IsEnum(TicketStatusValue, { message: TICKET_MESSAGES.status })
  status: TicketStatusValue;
}

@InputType()
export class AddTicketActivityInput {
  @Field(() => ID)
  @IsUUID('all', { message: TICKET_MESSAGES.ticketNotFound })
  ticketId: string;

  @Field(() => ActivityTypeValue)
  @IsIn(CLIENT_ACTIVITY_TYPES, { message: TICKET_MESSAGES.activityType })
  type: ActivityTypeValue;

  @Field()
  @RequiredText(TICKET_LIMITS.activityContent, { required: TICKET_MESSAGES.content, tooLong: TICKET_MESSAGES.contentTooLong })
  content: string;

  @Field(() => ID, { nullable: true, description: 'The contact called or written to.' })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.contactNotFound })
  contactId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.clientNotFound })
  clientId?: string | null;
}

@InputType({ description: 'Ticket list filters; all optional and combined with AND.' })
export class TicketFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of title, description or number.' })
  @IsOptional()
  @MaxLength(TICKET_LIMITS.search, { message: TICKET_MESSAGES.search })
  @IsString({ message: TICKET_MESSAGES.search })
  search?: string | null;

  @Field(() => TicketStatusValue, { nullable: true })
  @IsOptional()
  @IsEnum(TicketStatusValue, { message: TICKET_MESSAGES.status })
  status?: TicketStatusValue | null;

  @Field(() => TicketPriorityValue, { nullable: true })
  @IsOptional()
  @IsEnum(TicketPriorityValue, { message: TICKET_MESSAGES.priority })
  priority?: TicketPriorityValue | null;

  @Field(() => CategoryValue, { nullable: true })
  @IsOptional()
  @IsEnum(CategoryValue, { message: TICKET_MESSAGES.category })
  category?: CategoryValue | null;

  @Field(() => String, { nullable: true, description: "'all' (default), 'assigned' (anyone), 'unassigned', 'me' or a user id." })
  @OptionalMatching(UUID_OR_KEYWORD, TICKET_MESSAGES.assignment)
  assignment?: string | null;
}

@ArgsType()
export class TicketsArgs extends PageArgs {
  @Field(() => TicketFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: TicketFilter | null;
}

@ArgsType()
export class TicketActivitiesArgs extends PageArgs {
  @Field(() => ID)
  @IsUUID('all', { message: TICKET_MESSAGES.ticketNotFound })
  ticketId: string;
}

export const BOARD_COLUMN_DEFAULT = 20;
export const BOARD_COLUMN_MAX = 100;

@ArgsType()
export class TicketBoardArgs {
  @Field(() => TicketFilter, { nullable: true, description: 'The status filter is ignored: the board shows every status.' })
  @IsOptional()
  @ValidateNested()
  filter?: TicketFilter | null;

  @Field(() => Int, { defaultValue: BOARD_COLUMN_DEFAULT, description: `Newest tickets per column (1 to ${BOARD_COLUMN_MAX}).` })
  @IsInt()
  @Min(1, { message: 'perColumn must be at least 1' })
  @Max(BOARD_COLUMN_MAX, { message: `perColumn must be at most ${BOARD_COLUMN_MAX}` })
  perColumn: number = BOARD_COLUMN_DEFAULT;
}
