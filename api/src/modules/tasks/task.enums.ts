import { registerEnumType } from 'type-graphql';
import { TaskPriorityValue, TaskStatusValue } from '@pmp/shared';
import type { TaskStatus } from '@pmp/shared';

/**
 * Task status and priority are defined once in `@pmp/shared` (packages/shared/src/enums.ts): GraphQL
 * names UPPER_SNAKE (registered here), values the database strings (REST uses these).
 */
export { TASK_PRIORITIES, TASK_STATUSES, TaskPriorityValue, TaskStatusValue } from '@pmp/shared';
export type { TaskPriority, TaskStatus } from '@pmp/shared';
registerEnumType(TaskStatusValue, { name: 'TaskStatus', description: 'Task status; a new task is PENDING.' });
registerEnumType(TaskPriorityValue, { name: 'TaskPriority', description: 'Task priority.' });

export { DEFAULT_OVERDUE_REPEAT_MINUTES, DEFAULT_REMIND_BEFORE_MINUTES, OVERDUE_REPEAT_OPTIONS, REMIND_BEFORE_OPTIONS } from '@pmp/shared';

/** Statuses in which a task still gets reminders. */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = ['pending', 'in_progress'];
