import { registerEnumType } from 'type-graphql';

/**
 * The enumerations (docs/product.md §4) that tickets and their activities use; PostgreSQL enforces each as an
 * enum type. The TypeScript enums carry the database strings as values and UPPER_SNAKE names for
 * GraphQL (REST speaks the database strings, GraphQL the names).
 */
export enum TicketPriorityValue {
  EMERGENCY = 'emergency',
  URGENT = 'urgent',
  IMPORTANT = 'important',
}
registerEnumType(TicketPriorityValue, { name: 'TicketPriority', description: 'SLA: emergency 24 h, urgent 5 days, important 10 days.' });
export const TICKET_PRIORITIES = ['emergency', 'urgent', 'important'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export enum TicketStatusValue {
  NEW = 'new',
  IN_PROGRESS = 'in-progress',
  AWAITING_SUPPLIER = 'awaiting-supplier',
  AWAITING_PARTS = 'awaiting-parts',
  COMPLETED = 'completed',
}
registerEnumType(TicketStatusValue, { name: 'TicketStatus' });
export const TICKET_STATUSES = ['new', 'in-progress', 'awaiting-supplier', 'awaiting-parts', 'completed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Shared by tickets, knowledge articles and the responsibility matrix. */
export enum CategoryValue {
  PLUMBING = 'plumbing',
  ELECTRICAL = 'electrical',
  HEATING = 'heating',
  APPLIANCES = 'appliances',
  SECURITY = 'security',
  OTHER = 'other',
}
registerEnumType(CategoryValue, { name: 'Category' });
export const CATEGORIES = ['plumbing', 'electrical', 'heating', 'appliances', 'security', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

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
}
registerEnumType(ActivityTypeValue, { name: 'ActivityType' });
export const ACTIVITY_TYPES = [
  'note',
  'call',
  'email',
  'client_update',
  'task_created',
  'status_change',
  'comment',
  'assignment',
  'ticket_created',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Activities only the server records (never accepted from a client). */
export const SERVER_ACTIVITY_TYPES: readonly ActivityType[] = ['status_change', 'assignment', 'ticket_created', 'task_created'];

/** SLA state, computed in SQL by the function `ticket_sla_state` (migration 1763900200000). */
export enum SlaStateValue {
  ON_TRACK = 'on-track',
  OVERDUE = 'overdue',
  RESOLVED_ON_TIME = 'resolved-on-time',
  RESOLVED_LATE = 'resolved-late',
}
registerEnumType(SlaStateValue, { name: 'SlaState' });
