import { FIELD_LIMITS } from '@pmp/shared';
import * as Yup from 'yup';
import { fromDateTimeLocal } from '../../lib/dates';
import type { TaskPriority, TaskStatus } from '../../gql/graphql';

const TASK_TITLE_MAX = FIELD_LIMITS.taskTitle;
const TASK_DESCRIPTION_MAX = FIELD_LIMITS.taskDescription;

export const TASK_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TASK_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${TASK_DESCRIPTION_MAX} characters`,
  dueDateInvalid: 'Enter a valid date and time',
  dueDatePast: 'Due date cannot be in the past',
} as const;

export interface TaskFormValues {
  title: string;
  description: string;
  priority: TaskPriority;
  assigneeId: string;
  /** The datetime-local value ('' for none). */
  dueDate: string;
  remindBeforeMinutes: string;
  overdueRepeatMinutes: string;
  status: TaskStatus;
}

/**
 * Task rules: a non-empty trimmed title; a due date not in the past. When editing, an
 * unchanged due date may lie in the past (the task is simply overdue).
 */
export function taskSchema(options: { initialDueDate?: string; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return Yup.object({
    title: Yup.string().trim().required(TASK_FORM_MESSAGES.titleRequired).max(TASK_TITLE_MAX, TASK_FORM_MESSAGES.titleTooLong),
    description: Yup.string().max(TASK_DESCRIPTION_MAX, TASK_FORM_MESSAGES.descriptionTooLong),
    dueDate: Yup.string()
      .test('valid', TASK_FORM_MESSAGES.dueDateInvalid, (value) => !value || fromDateTimeLocal(value) !== null)
      .test('not-past', TASK_FORM_MESSAGES.dueDatePast, (value) => {
        if (!value || value === options.initialDueDate) return true;
        const minute = new Date(now());
        minute.setSeconds(0, 0);
        return (fromDateTimeLocal(value)?.getTime() ?? 0) >= minute.getTime();
      }),
  });
}
