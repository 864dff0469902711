/**
 * The enumerations the api and the web app share (docs/product.md §4). Each is defined once, as a
 * TypeScript enum: the member names are the GraphQL names (UPPER_SNAKE), the values the database
 * strings that REST speaks. The value lists and string types are derived from the enum.
 */

/** The values of a string enum, in declaration order. */
function valuesOf<E extends Record<string, string>>(values: E): readonly E[keyof E][] {
  return Object.values(values) as E[keyof E][];
}

/** SLA: emergency 24 h, urgent 5 days, important 10 days. */
export enum TicketPriorityValue {
  EMERGENCY = 'emergency',
  URGENT = 'urgent',
  IMPORTANT = 'important',
}
export const TICKET_PRIORITIES = valuesOf(TicketPriorityValue);
export type TicketPriority = `${TicketPriorityValue}`;
export const TICKET_PRIORITY_LABELS: Readonly<Record<TicketPriority, string>> = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  important: 'Important',
};

/** Ticket statuses, in board order. */
export enum TicketStatusValue {
  NEW = 'new',
  IN_PROGRESS = 'in-progress',
  AWAITING_SUPPLIER = 'awaiting-supplier',
  AWAITING_PARTS = 'awaiting-parts',
  COMPLETED = 'completed',
}
export const TICKET_STATUSES = valuesOf(TicketStatusValue);
export type TicketStatus = `${TicketStatusValue}`;
/** How a status reads on screen and in the activity feed ('Status changed from New to In Progress'). */
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  new: 'New',
  'in-progress': 'In Progress',
  'awaiting-supplier': 'Awaiting Supplier',
  'awaiting-parts': 'Awaiting Parts',
  completed: 'Completed',
};

/** Shared by tickets, knowledge articles and the responsibility matrix. */
export enum CategoryValue {
  PLUMBING = 'plumbing',
  ELECTRICAL = 'electrical',
  HEATING = 'heating',
  APPLIANCES = 'appliances',
  SECURITY = 'security',
  OTHER = 'other',
}
export const CATEGORIES = valuesOf(CategoryValue);
export type Category = `${CategoryValue}`;
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  heating: 'Heating',
  appliances: 'Appliances',
  security: 'Security',
  other: 'Other',
};

export enum ActivityTypeValue {
  NOTE = 'note',
  CALL = 'call',
  EMAIL = 'email',
  CLIENT_UPDATE = 'client_update',
  TASK_CREATED = 'task_created',
  STATUS_CHANGE = 'status_change',
  COMMENT = 'comment',
  ASSIGNMENT = 'assignment',
  TICKET_CREATED = 'ticket_created',
  /** The SLA clock stopped: the ticket went into a status that pauses it. */
  SLA_PAUSED = 'sla_paused',
  /** The SLA clock runs again, and the due time moved on by the time paused. */
  SLA_RESUMED = 'sla_resumed',
}
export const ACTIVITY_TYPES = valuesOf(ActivityTypeValue);
export type ActivityType = `${ActivityTypeValue}`;
/** Activity types a client may add; the others are recorded by the server itself. */
export const CLIENT_ACTIVITY_TYPES = [
  ActivityTypeValue.NOTE,
  ActivityTypeValue.CALL,
  ActivityTypeValue.EMAIL,
  ActivityTypeValue.CLIENT_UPDATE,
  ActivityTypeValue.COMMENT,
] as const;

/** A ticket's SLA state, computed in SQL by the function `ticket_sla_state`. */
export enum SlaStateValue {
  ON_TRACK = 'on-track',
  OVERDUE = 'overdue',
  RESOLVED_ON_TIME = 'resolved-on-time',
  RESOLVED_LATE = 'resolved-late',
}

/** A new task is pending. */
export enum TaskStatusValue {
  PENDING = 'pending',
  IN_PROGRESS = 'in_progress',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
export const TASK_STATUSES = valuesOf(TaskStatusValue);
export type TaskStatus = `${TaskStatusValue}`;
export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export enum TaskPriorityValue {
  LOW = 'low',
  MEDIUM = 'medium',
  HIGH = 'high',
  URGENT = 'urgent',
}
export const TASK_PRIORITIES = valuesOf(TaskPriorityValue);
export type TaskPriority = `${TaskPriorityValue}`;
export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** A task's reminder choices, in minutes (docs/product.md §9): before its due time, and how often once overdue. */
export const REMIND_BEFORE_OPTIONS = [60, 240, 1440, 2880, 10080] as const;
export const OVERDUE_REPEAT_OPTIONS = [240, 1440, 2880, 10080] as const;
export type RemindBeforeMinutes = (typeof REMIND_BEFORE_OPTIONS)[number];
export type OverdueRepeatMinutes = (typeof OVERDUE_REPEAT_OPTIONS)[number];
export const DEFAULT_REMIND_BEFORE_MINUTES: RemindBeforeMinutes = 1440;
export const DEFAULT_OVERDUE_REPEAT_MINUTES: OverdueRepeatMinutes = 1440;

/** "a, b or c": the values a message names ('Priority must be emergency, urgent or important'). */
export function oneOf(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : (values[0] ?? '');
}

/** The GraphQL names of an enum's members, in declaration order (what the web app's generated types use). */
export function namesOf<E extends Record<string, string>>(values: E): readonly (keyof E & string)[] {
  return Object.keys(values) as (keyof E & string)[];
}

/** A table keyed by an enum's values, keyed instead by its GraphQL names (the web app's generated types). */
export function byName<E extends Record<string, string>, V>(
  values: E,
  byValue: Readonly<Record<E[keyof E], V>>,
): Record<keyof E & string, V> {
  return Object.fromEntries(namesOf(values).map((name) => [name, byValue[values[name]]])) as Record<keyof E & string, V>;
}
