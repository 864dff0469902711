import type { TaskPriority, TaskStatus } from "../../gql/graphql";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** SPEC §9 date display 'MMM d, HH:mm' in the browser's time zone. */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A Date as the value of an <input type="datetime-local"> (local time, minutes). */
export function toDateTimeLocal(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  PENDING: "Pending",
  IN_PROGRESS: "In Progress",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  PENDING: "gray",
  IN_PROGRESS: "blue",
  COMPLETED: "green",
  CANCELLED: "red",
};

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  LOW: "Low",
  MEDIUM: "Medium",
  HIGH: "High",
  URGENT: "Urgent",
};

export const TASK_PRIORITY_COLORS: Record<TaskPriority, string> = {
  LOW: "gray",
  MEDIUM: "blue",
  HIGH: "orange",
  URGENT: "red",
};

/** SPEC §9 remind-before options (minutes), default 1440. */
export const REMIND_BEFORE_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 60, label: "1 hour before" },
  { value: 240, label: "4 hours before" },
  { value: 1440, label: "1 day before" },
  { value: 2880, label: "2 days before" },
  { value: 10080, label: "1 week before" },
];

/** SPEC §9 overdue-repeat options (minutes), default 1440. */
export const OVERDUE_REPEAT_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 240, label: "Every 4 hours" },
  { value: 1440, label: "Every day" },
  { value: 2880, label: "Every 2 days" },
  { value: 10080, label: "Every week" },
];

export function personName(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email;
}
