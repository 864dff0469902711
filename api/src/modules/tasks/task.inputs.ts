import { ISO_DATE_OR_DATETIME, OptionalChoice, OptionalMatching, OptionalText, RequiredText } from '../../common/validation';
import { IsEnum, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { FIELD_LIMITS, oneOf } from '@pmp/shared';
import { PageArgs } from '../../common/paging';
import {
  OVERDUE_REPEAT_OPTIONS,
  REMIND_BEFORE_OPTIONS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TaskPriorityValue,
  TaskStatusValue,
} from './task.enums';

/** Messages of docs/product.md §5; the web form uses the same texts. */
export const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${FIELD_LIMITS.taskTitle} characters`,
  descriptionTooLong: `Description must be at most ${FIELD_LIMITS.taskDescription} characters`,
  dueDateInvalid: 'Due date must be an ISO date or date and time',
  dueDatePast: 'Due date cannot be in the past',
  remindBefore: `Remind before must be one of ${REMIND_BEFORE_OPTIONS.join(', ')} minutes`,
  overdueRepeat: `Overdue repeat must be one of ${OVERDUE_REPEAT_OPTIONS.join(', ')} minutes`,
  remindersNeedDueDate: 'Reminder settings need a due date',
  snoozeInvalid: 'Snoozed until must be an ISO date and time',
  priority: `Priority must be ${oneOf(TASK_PRIORITIES)}`,
  status: `Status must be ${oneOf(TASK_STATUSES)}`,
  ticketId: 'Ticket id must be a valid id',
  assigneeId: 'Assignee id must be a valid id',
  ticketNotFound: 'Ticket not found',
  assigneeNotFound: 'Assignee not found',
  taskNotFound: 'Task not found',
} as const;

// class-validator reports the bottom decorator first, so the "required" check sits closest to the property.

@InputType({ description: 'A new task; it starts as pending and its creator is the signed-in user.' })
export class CreateTaskInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: TASK_MESSAGES.ticketId })
  ticketId?: string | null;

  @Field()
  @RequiredText(FIELD_LIMITS.taskTitle, { required: TASK_MESSAGES.titleRequired, tooLong: TASK_MESSAGES.titleTooLong })
  title: string;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.taskDescription, TASK_MESSAGES.descriptionTooLong)
  description?: string | null;

  @Field(() => TaskPriorityValue, { nullable: true, description: 'Defaults to MEDIUM.' })
  @IsOptional()
  @IsEnum(TaskPriorityValue, { message: TASK_MESSAGES.priority })
  priority?: TaskPriorityValue;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: TASK_MESSAGES.assigneeId })
  assigneeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO date and time, or a date (meaning the end of that day, UTC). Not in the past.',
  })
  @OptionalMatching(ISO_DATE_OR_DATETIME, TASK_MESSAGES.dueDateInvalid)
  dueDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only with a due date; one of 60, 240, 1440, 2880, 10080.' })
  @OptionalChoice(REMIND_BEFORE_OPTIONS, TASK_MESSAGES.remindBefore)
  remindBeforeMinutes?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only with a due date; one of 240, 1440, 2880, 10080.' })
  @OptionalChoice(OVERDUE_REPEAT_OPTIONS, TASK_MESSAGES.overdueRepeat)
  overdueRepeatMinutes?: number | null;
}

@InputType({ description: 'Changes to a task: only the fields given change; null clears a field.' })
export class UpdateTaskInput {
  /** An id that is not a uuid is "not found" (404), decided by the service. */
  @Field(() => ID)
  @IsString({ message: TASK_MESSAGES.taskNotFound })
  id: string;

  @Field({ nullable: true })
  @ValidateIf((o: UpdateTaskInput) => o.title !== undefined)
  @RequiredText(FIELD_LIMITS.taskTitle, { required: TASK_MESSAGES.titleRequired, tooLong: TASK_MESSAGES.titleTooLong })
  title?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.taskDescription, TASK_MESSAGES.descriptionTooLong)
  description?: string | null;

  @Field(() => TaskStatusValue, { nullable: true })
  @ValidateIf((o: UpdateTaskInput) => o.status !== undefined)
  @IsEnum(TaskStatusValue, { message: TASK_MESSAGES.status })
  status?: TaskStatusValue;

  @Field(() => TaskPriorityValue, { nullable: true })
  @ValidateIf((o: UpdateTaskInput) => o.priority !== undefined)
  @IsEnum(TaskPriorityValue, { message: TASK_MESSAGES.priority })
  priority?: TaskPriorityValue;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: TASK_MESSAGES.assigneeId })
  assigneeId?: string | null;

  @Field(() => String, { nullable: true, description: 'As on create; null removes the due date and its reminders.' })
  @OptionalMatching(ISO_DATE_OR_DATETIME, TASK_MESSAGES.dueDateInvalid)
  dueDate?: string | null;

  @Field(() => Int, { nullable: true })
  @OptionalChoice(REMIND_BEFORE_OPTIONS, TASK_MESSAGES.remindBefore)
  remindBeforeMinutes?: number | null;

  @Field(() => Int, { nullable: true })
  @OptionalChoice(OVERDUE_REPEAT_OPTIONS, TASK_MESSAGES.overdueRepeat)
  overdueRepeatMinutes?: number | null;

  @Field(() => String, { nullable: true, description: 'No reminder before this time; null ends the snooze.' })
  @OptionalMatching(ISO_DATE_OR_DATETIME, TASK_MESSAGES.snoozeInvalid)
  snoozedUntil?: string | null;
}

@ArgsType()
export class TasksArgs extends PageArgs {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: TASK_MESSAGES.ticketId })
  ticketId?: string | null;

  @Field(() => [TaskStatusValue], { nullable: true })
  @IsOptional()
  @IsEnum(TaskStatusValue, { each: true, message: TASK_MESSAGES.status })
  statuses?: TaskStatusValue[] | null;
}

/** The filters of a task list, as the service takes them. */
export interface TaskFilter {
  ticketId?: string | null;
  statuses?: TaskStatusValue[] | null;
  /** null: every row from `offset` on. */
  limit: number | null;
  offset: number;
}
