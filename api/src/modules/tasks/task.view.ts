import { toUserSummary } from '../users/user.view';
import type { Task } from './task.entity';

/** A task as REST answers it: its columns and the assignee's summary. */
export function toTaskView(task: Task) {
  const { assignee, ticket: _ticket, createdBy: _createdBy, ...fields } = task;
  return { ...fields, assignee: toUserSummary(assignee) };
}
