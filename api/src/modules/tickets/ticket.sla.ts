import type { EntityManager } from 'typeorm';
import type { TicketStatus } from './ticket.enums';

/**
 * The SLA rule (docs/product.md §4, §9; README "SLA rules"), in one place: when a ticket is due,
 * when its clock pauses, when it is overdue, and whether its resolution was on time. PostgreSQL
 * computes the times with the SQL functions below (migrations TicketSlaRule and SlaClock); every
 * statement that reads or writes a due time or an SLA state (the ticket service and queries, the
 * dashboard) builds it with these fragments, and the daily summary's triggers call the same
 * functions. A change of the rule is a migration replacing a function, with its fragment here when
 * the function's arguments change.
 *
 * - `ticket_sla_interval(priority, at)`: the priority's target in effect at `at` (the table
 *   `sla_targets`, which Settings → Company adds to: company/sla-target.entity.ts).
 * - `sla_add(start, seconds, priority)` / `sla_counted(from, to, priority)`: SLA time added to an
 *   instant / counted between two. Plain elapsed time, or for the priorities Settings → Company
 *   names, only the business hours (`sla_business_hours`) of days that are not public holidays,
 *   walked in the company's time zone.
 * - `ticket_sla_due_at(created_at, priority, pauses)`: the target in effect at creation added from
 *   creation; each pause (`ticket_sla_pauses`) that began before the due time moves it on by the
 *   SLA time the pause took. Stored in `dueAt` on creation, on a change of priority and when a
 *   pause ends, never from anything else: a change of target applies to tickets created after it.
 * - A paused ticket (`slaPausedAt` set) is judged at the instant its clock stopped: it does not
 *   become overdue while it waits, and one that was overdue stays so.
 * - `ticket_sla_met(at, due_at)`: whether something done at `at` meets the due time: at or
 *   before it. The one boundary: resolved on time, and not yet overdue, both mean "met".
 * - `ticket_sla_state(resolved_at, due_at, at)`: 'resolved-on-time', 'resolved-late', 'overdue'
 *   or 'on-track' at `at`, by `ticket_sla_met`.
 */
/** The instant the SLA is judged at when a read does not name one: the database's clock. */
export const SLA_NOW = 'now()';

/** No pauses yet: a new ticket's. */
export const SLA_NO_PAUSES = `'{}'::tstzrange[]`;

/** SQL: the pauses of the ticket `ticketId` (an expression) in order, as `ticket_sla_due_at` takes them. */
export const slaPausesSql = (ticketId: string): string =>
  `ARRAY(SELECT tstzrange(p."startedAt", p."endedAt", '[)') FROM ticket_sla_pauses p WHERE p."ticketId" = ${ticketId} ORDER BY p."startedAt")`;

/** SQL expressions of what a ticket's due time depends on. */
export interface SlaClock {
  createdAt: string;
  priority: string;
  /** Its pauses (tstzrange[]): `slaPausesSql`, or `SLA_NO_PAUSES`. */
  pauses: string;
}

/** SQL: the SLA target (an interval) of `priority` (a ticket_priority expression) in effect at `at`. */
export const slaTargetSql = (priority: string, at: string): string => `ticket_sla_interval(${priority}, ${at})`;

/** SQL: the due time of a ticket (`ticket_sla_due_at`). */
export const slaDueAtSql = ({ createdAt, priority, pauses }: SlaClock): string => `ticket_sla_due_at(${createdAt}, ${priority}, ${pauses})`;

/** SQL: the instant the ticket `alias` is judged at, for `at`: while its clock is paused, the pause's start. */
const judgedAt = (alias: string, at: string): string => `COALESCE(${alias}."slaPausedAt", ${at})`;

/** SQL: the SLA time (seconds) the open ticket `alias` has left at `at`, counted as its priority counts; 0 once due. */
export const slaRemainingSql = (alias: string, at: string = SLA_NOW): string =>
  `sla_counted(${judgedAt(alias, at)}, ${alias}."dueAt", ${alias}.priority)`;

/** SQL: the SLA state of the ticket `alias` at `at` (docs/product.md §4). */
export const slaStateSql = (alias: string, at: string = SLA_NOW): string =>
  `ticket_sla_state(${alias}."resolvedAt", ${alias}."dueAt", ${judgedAt(alias, at)})`;

/** SQL: whether the resolved ticket `alias` was resolved on time (at or before its due time). */
export const slaResolvedOnTimeSql = (alias: string): string => `ticket_sla_met(${alias}."resolvedAt", ${alias}."dueAt")`;

/**
 * SQL: whether the open ticket `alias` is overdue at `at` (its due time has passed; at it, not
 * yet). It reads the due time and the pause only, so an index holding both serves it.
 */
export const slaOverdueSql = (alias: string, at: string = SLA_NOW): string =>
  `NOT ticket_sla_met(${judgedAt(alias, at)}, ${alias}."dueAt")`;

/**
 * SQL: the breach warnings a ticket counts as sent for what already happened when it is judged at
 * `judgedAt` (2 past its due time, 1 past 75% of its SLA time, else 0): for records made outside
 * the clock's own course (seeded history), so that the sweep does not tell of old breaches.
 */
export const slaWarningsPassedSql = ({
  createdAt,
  priority,
  pauses,
  dueAt,
  judgedAt,
}: SlaClock & { dueAt: string; judgedAt: string }): string =>
  `CASE WHEN NOT ticket_sla_met(${judgedAt}, ${dueAt}) THEN 2
        WHEN ${judgedAt} >= ticket_sla_point_at(${createdAt}, ${priority}, ${pauses}, 0.75) THEN 1
        ELSE 0 END`;

/** What a change of status did to the SLA clock, for the ticket's feed. */
export type SlaClockMove =
  { kind: 'paused'; remainingSeconds: number } | { kind: 'resumed'; pausedSeconds: number; dueAt: Date; pausedFor: TicketStatus };

/**
 * Pauses or resumes the clock of the ticket `ticketId`, whose status just became `status`, inside
 * the change's transaction (the ticket is locked). A status of `pauseStatuses` (Settings →
 * Company; never completed) stops a running clock; any other ends the pause, and the due time is
 * computed again from all the pauses. A clock that has run out does not pause.
 */
export async function moveSlaClock(
  m: EntityManager,
  ticketId: string,
  status: TicketStatus,
  pauseStatuses: readonly TicketStatus[],
): Promise<SlaClockMove | null> {
  if (status !== 'completed' && pauseStatuses.includes(status)) {
    const paused = (await m.query(
      `WITH t AS (
         SELECT id FROM tickets WHERE id = $1 AND "slaPausedAt" IS NULL AND "resolvedAt" IS NULL AND ticket_sla_met(now(), "dueAt")
       ), p AS (
         INSERT INTO ticket_sla_pauses ("ticketId", status, "startedAt") SELECT id, $2, now() FROM t RETURNING "startedAt"
       )
       UPDATE tickets SET "slaPausedAt" = p."startedAt" FROM p WHERE tickets.id = $1
       RETURNING sla_counted(p."startedAt", tickets."dueAt", tickets.priority) AS "remainingSeconds"`,
      [ticketId, status],
    )) as [{ remainingSeconds: number }[], number];
    const [row] = paused[0];
    return row ? { kind: 'paused', remainingSeconds: row.remainingSeconds } : null;
  }
  const [ended] = (await m.query(
    `UPDATE ticket_sla_pauses SET "endedAt" = now() WHERE "ticketId" = $1 AND "endedAt" IS NULL
     RETURNING status, extract(epoch FROM "endedAt" - "startedAt")::float8 AS seconds`,
    [ticketId],
  )) as [{ status: TicketStatus; seconds: number }[], number];
  const pause = ended[0];
  if (!pause) return null;
  // A statement of its own: the pause's end must be visible to the due time's subquery.
  const [updated] = (await m.query(
    `UPDATE tickets SET "slaPausedAt" = NULL, "dueAt" = ${slaDueAtSql({ createdAt: '"createdAt"', priority: 'priority', pauses: slaPausesSql('$1') })}
     WHERE id = $1 RETURNING "dueAt"`,
    [ticketId],
  )) as [{ dueAt: Date }[], number];
  return { kind: 'resumed', pausedSeconds: pause.seconds, dueAt: updated[0]!.dueAt, pausedFor: pause.status };
}
