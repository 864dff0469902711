import { pickFields } from '../../common/pick-fields';
import { toUserSummary, type UserSummary } from '../users/user.view';
import type { Task } from './task.entity';

/** What REST answers of a task (`/api/tasks`), in this order, before the assignee's summary. */
export const TASK_VIEW_FIELDS = [
  'id',
  'ticketId',
  'title',
  'description',
  'status',
  'priority',
  'assigneeId',
  'createdById',
  'dueDate',
  'completedAt',
  'remindBeforeMinutes',
  'overdueRepeatMinutes',
  'nextReminderAt',
  'lastReminderAt',
  'upcomingReminderSent',
  'overdueReminderSent',
  'snoozedUntil',
  'createdAt',
  'updatedAt',
] as const;
export type TaskView = Pick<Task, (typeof TASK_VIEW_FIELDS)[number]> & { assignee: UserSummary | null };

/** A task as REST answers it: its fields and the assignee's summary. */
export function toTaskView(task: Task): TaskView {
  return { ...pickFields(task, TASK_VIEW_FIELDS), assignee: toUserSummary(task.assignee) };
}
