import { registerEnumType } from 'type-graphql';

/** Task statuses: GraphQL names UPPER_SNAKE, values the database strings (REST uses these). */
export enum TaskStatusValue {
  PENDING = 'pending',
  IN_PROGRESS = 'in_progress',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
registerEnumType(TaskStatusValue, { name: 'TaskStatus', description: 'Task status; a new task is PENDING.' });

export enum TaskPriorityValue {
  LOW = 'low',
  MEDIUM = 'medium',
  HIGH = 'high',
  URGENT = 'urgent',
}
registerEnumType(TaskPriorityValue, { name: 'TaskPriority', description: 'Task priority.' });

export enum NotificationTypeValue {
  UPCOMING = 'upcoming',
  OVERDUE = 'overdue',
}
registerEnumType(NotificationTypeValue, {
  name: 'NotificationType',
  description: 'A task reminder before its due time (upcoming) or at and after it (overdue).',
});

/** Reminder options, in minutes (docs/product.md §9). */
export const REMIND_BEFORE_OPTIONS = [60, 240, 1440, 2880, 10080] as const;
export const OVERDUE_REPEAT_OPTIONS = [240, 1440, 2880, 10080] as const;
export const DEFAULT_REMIND_BEFORE_MINUTES = 1440;

/** Statuses in which a task still gets reminders. */
export const OPEN_TASK_STATUSES = ['pending', 'in_progress'] as const;
