import * as shared from '@pmp/shared';
import type { TaskPriority, TaskStatus } from '../../gql/graphql';

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = shared.byName(shared.TaskStatusValue, shared.TASK_STATUS_LABELS);

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  PENDING: 'gray',
  IN_PROGRESS: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = shared.byName(shared.TaskPriorityValue, shared.TASK_PRIORITY_LABELS);

export const TASK_PRIORITY_COLORS: Record<TaskPriority, string> = {
  LOW: 'gray',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

const REMIND_BEFORE_LABELS: Record<shared.RemindBeforeMinutes, string> = {
  60: '1 hour before',
  240: '4 hours before',
  1440: '1 day before',
  2880: '2 days before',
  10080: '1 week before',
};
const OVERDUE_REPEAT_LABELS: Record<shared.OverdueRepeatMinutes, string> = {
  240: 'Every 4 hours',
  1440: 'Every day',
  2880: 'Every 2 days',
  10080: 'Every week',
};

/** The reminder selects' options, in the order the api accepts them. */
export const REMIND_BEFORE_OPTIONS = shared.REMIND_BEFORE_OPTIONS.map((value) => ({ value, label: REMIND_BEFORE_LABELS[value] }));
export const OVERDUE_REPEAT_OPTIONS = shared.OVERDUE_REPEAT_OPTIONS.map((value) => ({ value, label: OVERDUE_REPEAT_LABELS[value] }));
