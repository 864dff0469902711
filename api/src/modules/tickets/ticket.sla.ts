/**
 * The SLA rule (docs/product.md §4, §9), in one place: when a ticket is due, when it is overdue,
 * and whether its resolution was on time. PostgreSQL computes all of it with the SQL functions
 * below (migration TicketSlaRule); every statement that reads or writes a due time or an SLA state
 * (the ticket service and queries, the dashboard) builds it with these fragments, and the daily
 * summary's triggers call the same functions. A change of the rule is a migration replacing a
 * function, with its fragment here when the function's arguments change.
 *
 * - `ticket_sla_interval(priority, at)`: the priority's target in effect at `at` (the table
 *   `sla_targets`, which Settings → Company adds to: company/sla-target.entity.ts).
 * - `ticket_sla_due_at(created_at, priority, paused)`: created + the target in effect at creation +
 *   the time the SLA clock was paused so far (the ticket's `slaPaused`), counted in UTC (a day is
 *   24 hours). Stored in `dueAt` on creation and on every change of priority or paused time, never
 *   from anything else: a change of target applies to tickets created after it.
 * - `ticket_sla_met(at, due_at)`: whether something done at `at` meets the due time: at or
 *   before it. The one boundary: resolved on time, and not yet overdue, both mean "met".
 * - `ticket_sla_state(resolved_at, due_at, at)`: 'resolved-on-time', 'resolved-late', 'overdue'
 *   or 'on-track' at `at`, by `ticket_sla_met`.
 */

/** The instant the SLA is judged at when a read does not name one: the database's clock. */
export const SLA_NOW = 'now()';

/** No time paused yet: a new ticket's `slaPaused`. */
export const SLA_NOT_PAUSED = `interval '0'`;

/** SQL expressions of what a ticket's due time depends on. */
export interface SlaClock {
  createdAt: string;
  priority: string;
  /** The time the SLA clock was paused so far (interval). */
  paused: string;
}

/** SQL: the SLA target (an interval) of `priority` (a ticket_priority expression) in effect at `at`. */
export const slaTargetSql = (priority: string, at: string): string => `ticket_sla_interval(${priority}, ${at})`;

/** SQL: the due time of a ticket (`ticket_sla_due_at`). */
export const slaDueAtSql = ({ createdAt, priority, paused }: SlaClock): string => `ticket_sla_due_at(${createdAt}, ${priority}, ${paused})`;

/** SQL: the SLA state of the ticket `alias` at `at` (docs/product.md §4). */
export const slaStateSql = (alias: string, at: string = SLA_NOW): string =>
  `ticket_sla_state(${alias}."resolvedAt", ${alias}."dueAt", ${at})`;

/** SQL: whether the resolved ticket `alias` was resolved on time (at or before its due time). */
export const slaResolvedOnTimeSql = (alias: string): string => `ticket_sla_met(${alias}."resolvedAt", ${alias}."dueAt")`;

/**
 * SQL: whether the open ticket `alias` is overdue at `at` (its due time has passed; at it, not
 * yet). It reads the due time only, so an index holding the open tickets' due times serves it.
 */
export const slaOverdueSql = (alias: string, at: string = SLA_NOW): string => `NOT ticket_sla_met(${at}, ${alias}."dueAt")`;
