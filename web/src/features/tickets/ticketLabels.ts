import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, TicketPriorityValue, TicketStatusValue, byName, namesOf } from '@pmp/shared';
import type { SlaState, TicketPriority, TicketStatus } from '../../gql/graphql';

/** Ticket statuses in board order, with how they read on screen. */
export const STATUSES: readonly TicketStatus[] = namesOf(TicketStatusValue);
export const STATUS_LABELS: Record<TicketStatus, string> = byName(TicketStatusValue, TICKET_STATUS_LABELS);
export const STATUS_COLORS: Record<TicketStatus, string> = {
  NEW: 'blue',
  IN_PROGRESS: 'purple',
  AWAITING_SUPPLIER: 'orange',
  AWAITING_PARTS: 'yellow',
  COMPLETED: 'green',
};

export const PRIORITIES: readonly TicketPriority[] = namesOf(TicketPriorityValue);
export const PRIORITY_LABELS: Record<TicketPriority, string> = byName(TicketPriorityValue, TICKET_PRIORITY_LABELS);
export const PRIORITY_COLORS: Record<TicketPriority, string> = { EMERGENCY: 'red', URGENT: 'orange', IMPORTANT: 'blue' };

export const SLA_LABELS: Record<SlaState, string> = {
  ON_TRACK: 'On track',
  OVERDUE: 'Overdue',
  RESOLVED_ON_TIME: 'Resolved on time',
  RESOLVED_LATE: 'Resolved late',
};
export const SLA_COLORS: Record<SlaState, string> = {
  ON_TRACK: 'green',
  OVERDUE: 'red',
  RESOLVED_ON_TIME: 'green',
  RESOLVED_LATE: 'orange',
};
