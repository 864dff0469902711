/** The enumerations of SPEC §4 that tickets and their activities use; PostgreSQL enforces each as an enum type. */
export const TICKET_PRIORITIES = ['emergency', 'urgent', 'important'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = ['new', 'in-progress', 'awaiting-supplier', 'awaiting-parts', 'completed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Shared by tickets, knowledge articles and the responsibility matrix. */
export const CATEGORIES = ['plumbing', 'electrical', 'heating', 'appliances', 'security', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

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
