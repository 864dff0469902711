import * as shared from "@pmp/shared";
import type { TaskPriority, TaskStatus } from "../../gql/graphql";

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = shared.byName(shared.TaskStatusValue, shared.TASK_STATUS_LABELS);

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  PENDING: "gray",
  IN_PROGRESS: "blue",
  COMPLETED: "green",
  CANCELLED: "red",
};

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = shared.byName(shared.TaskPriorityValue, shared.TASK_PRIORITY_LABELS);

export const TASK_PRIORITY_COLORS: Record<TaskPriority, string> = {
  LOW: "gray",
  MEDIUM: "blue",
  HIGH: "orange",
  URGENT: "red",
};

/** Remind-before options (minutes), default 1440. */
export const REMIND_BEFORE_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 60, label: "1 hour before" },
  { value: 240, label: "4 hours before" },
  { value: 1440, label: "1 day before" },
  { value: 2880, label: "2 days before" },
  { value: 10080, label: "1 week before" },
];

/** Overdue-repeat options (minutes), default 1440. */
export const OVERDUE_REPEAT_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 240, label: "Every 4 hours" },
  { value: 1440, label: "Every day" },
  { value: 2880, label: "Every 2 days" },
  { value: 10080, label: "Every week" },
];
