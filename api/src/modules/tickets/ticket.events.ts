import { registerEnumType } from 'type-graphql';
import type { TicketStatus } from './ticket.enums';

/** PubSub topic: a ticket changed (payload `TicketChange`), published once the change committed. */
export const TICKET_CHANGES_TOPIC = 'TICKET_CHANGES';

/** What changed on a ticket. */
export enum TicketChangeKindValue {
  CREATED = 'created',
  STATUS = 'status',
  ASSIGNEE = 'assignee',
  PRIORITY = 'priority',
  /** Any other field of the ticket. */
  UPDATED = 'updated',
  /** A new entry in its Activity Feed (note, call, e-mail, comment, a linked message, ...). */
  ACTIVITY = 'activity',
  /** A new task on the ticket. */
  TASK = 'task',
}
export type TicketChangeKind = `${TicketChangeKindValue}`;

registerEnumType(TicketChangeKindValue, { name: 'TicketChangeKind', description: 'What changed on a ticket.' });

export interface TicketChange {
  ticketId: string;
  kind: TicketChangeKind;
  /** The ticket's new status, when its status changed. */
  status?: TicketStatus;
}

/** Told every committed change of a ticket (TicketService's constructor takes it). */
export type TicketChangeListener = (change: TicketChange) => void;
