import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TicketDailyStats1763900400001 } from './1763900400001-TicketDailyStats';

/**
 * Historical reports answer each period's figures at its end and per priority (docs/decisions.md,
 * "A period's figures under the dashboard's names") from the per-day summary, so that a year's
 * report still reads summary rows, not the year's tickets:
 * - `created_emergency`, `created_urgent`, `created_important`: the day's created tickets per priority;
 * - `became_overdue`: tickets that become overdue that day while still open (the later of creation
 *   and due time; by `ticket_sla_state`, at the resolution or, while open, ever). Those resolved
 *   late stop being overdue on their resolution day (`resolved - resolved_on_time`).
 * Open at a day's end = all created before it - all resolved before it; overdue then = all
 * became_overdue before it - all resolved late before it.
 * The trigger functions are those of TicketDailyStats1763900400001 with these columns, and an
 * update now also counts when the priority changes. The SQL is written out: a migration must not
 * change with the code. A later migration builds its trigger functions from the same parts with
 * its own SLA tests (`TicketDailyStatsEnds1764000800000.triggerFunctions`).
 */

/** SQL over a ticket row's columns: resolved on time; overdue before its resolution, or ever while open. */
export interface DailyStatsSla {
  onTime: string;
  everOverdue: string;
}

/** Each ticket's contributions to the summary rows of its days, negated with `sign` '-'. */
type DailyStatsContributions = (rows: string, sign: string) => string;

const dailyStatsContributions =
  ({ onTime, everOverdue }: DailyStatsSla): DailyStatsContributions =>
  (rows, sign) => `
  SELECT ("createdAt" AT TIME ZONE 'UTC')::date AS day, ${sign}1 AS created,
    ${sign}("firstResponseAt" IS NOT NULL)::int AS responded,
    ${sign}COALESCE(extract(epoch FROM "firstResponseAt" - "createdAt"), 0) AS response_seconds,
    0 AS resolved, 0 AS resolved_on_time, 0::numeric AS resolution_seconds,
    ${sign}(priority = 'emergency')::int AS created_emergency, ${sign}(priority = 'urgent')::int AS created_urgent,
    ${sign}(priority = 'important')::int AS created_important, 0 AS became_overdue
  FROM ${rows}
  UNION ALL
  SELECT ("resolvedAt" AT TIME ZONE 'UTC')::date, 0, 0, 0, ${sign}1, ${sign}(${onTime})::int,
    ${sign}extract(epoch FROM "resolvedAt" - "createdAt"), 0, 0, 0, 0
  FROM ${rows} WHERE "resolvedAt" IS NOT NULL
  UNION ALL
  SELECT (greatest("createdAt", "dueAt") AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, ${sign}1
  FROM ${rows} WHERE ${everOverdue}`;

const CONTRIBUTIONS = dailyStatsContributions({
  onTime: `"resolvedAt" <= "dueAt"`,
  everOverdue: `ticket_sla_state(NULL, "dueAt", COALESCE("resolvedAt", 'infinity')) = 'overdue'`,
});

const APPLY = (contributions: string) => `
  INSERT INTO ticket_daily_stats AS s (day, created, responded, response_seconds, resolved, resolved_on_time, resolution_seconds,
    created_emergency, created_urgent, created_important, became_overdue)
  SELECT day, sum(created), sum(responded), sum(response_seconds), sum(resolved), sum(resolved_on_time), sum(resolution_seconds),
    sum(created_emergency), sum(created_urgent), sum(created_important), sum(became_overdue)
  FROM (${contributions}) c
  GROUP BY day
  ORDER BY day
  ON CONFLICT (day) DO UPDATE SET
    created = s.created + EXCLUDED.created,
    responded = s.responded + EXCLUDED.responded,
    response_seconds = s.response_seconds + EXCLUDED.response_seconds,
    resolved = s.resolved + EXCLUDED.resolved,
    resolved_on_time = s.resolved_on_time + EXCLUDED.resolved_on_time,
    resolution_seconds = s.resolution_seconds + EXCLUDED.resolution_seconds,
    created_emergency = s.created_emergency + EXCLUDED.created_emergency,
    created_urgent = s.created_urgent + EXCLUDED.created_urgent,
    created_important = s.created_important + EXCLUDED.created_important,
    became_overdue = s.became_overdue + EXCLUDED.became_overdue`;

/** A row counts again when one of these changed: its times, its priority, and any column a later SLA test reads. */
const changedSql = (also: readonly string[]): string => {
  const columns = ['"createdAt"', '"firstResponseAt"', '"resolvedAt"', '"dueAt"', 'priority', ...also.map((c) => `"${c}"`)];
  return `(${columns.map((c) => `o.${c}`).join(', ')})
  IS DISTINCT FROM (${columns.map((c) => `n.${c}`).join(', ')})`;
};

/** The bodies of the trigger functions `ticket_daily_stats_<insert|delete|update>()`. */
const dailyStatsFunctions = (
  contributions: DailyStatsContributions,
  changed = changedSql([]),
): Record<'insert' | 'delete' | 'update', string> => ({
  insert: `BEGIN ${APPLY(contributions('new_rows', ''))}; RETURN NULL; END`,
  delete: `BEGIN ${APPLY(contributions('old_rows', '-'))}; RETURN NULL; END`,
  // Only the rows whose times or priority changed count.
  update: `BEGIN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id) WHERE ${changed}) THEN RETURN NULL; END IF;
    ${APPLY(`${contributions(`(SELECT o.* FROM old_rows o JOIN new_rows n USING (id) WHERE ${changed}) AS changed_old`, '-')}
      UNION ALL
      ${contributions(`(SELECT n.* FROM old_rows o JOIN new_rows n USING (id) WHERE ${changed}) AS changed_new`, '')}`)};
    RETURN NULL;
  END`,
});

const DAILY_STATS_FUNCTIONS = dailyStatsFunctions(CONTRIBUTIONS);

export class TicketDailyStatsEnds1764000800000 implements MigrationInterface {
  name = 'TicketDailyStatsEnds1764000800000';

  /** The trigger functions' bodies as this migration writes them (static: TypeORM loads every export of a migration file as a migration). */
  static readonly FUNCTIONS = DAILY_STATS_FUNCTIONS;

  /** The trigger functions' bodies with other SLA tests, for a later migration. */
  static triggerFunctions(sla: DailyStatsSla, alsoChanged: readonly string[] = []): Record<'insert' | 'delete' | 'update', string> {
    return dailyStatsFunctions(dailyStatsContributions(sla), changedSql(alsoChanged));
  }

  public async up(q: QueryRunner): Promise<void> {
    for (const column of ['created_emergency', 'created_urgent', 'created_important', 'became_overdue']) {
      await q.query(`ALTER TABLE "ticket_daily_stats" ADD "${column}" integer NOT NULL DEFAULT 0`);
    }
    for (const [op, body] of Object.entries(DAILY_STATS_FUNCTIONS)) {
      await q.query(`CREATE OR REPLACE FUNCTION ticket_daily_stats_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ ${body} $$`);
    }
    // Rebuilt from the tickets that exist (the same rows, with the new columns).
    await q.query(`DELETE FROM ticket_daily_stats`);
    await q.query(APPLY(CONTRIBUTIONS('tickets', '')));
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const op of ['truncate', 'delete', 'update', 'insert']) {
      await q.query(`DROP TRIGGER "ticket_daily_stats_${op}" ON "tickets"`);
      await q.query(`DROP FUNCTION ticket_daily_stats_${op}()`);
    }
    await q.query(`DROP TABLE "ticket_daily_stats"`);
    // The summary as the earlier migration builds it; it ends by dropping this index, as then.
    await q.query(
      `CREATE INDEX "IDX_tickets_dashboard_resolved" ON "tickets" ("resolvedAt") INCLUDE ("dueAt", "createdAt") WHERE "resolvedAt" IS NOT NULL`,
    );
    await new TicketDailyStats1763900400001().up(q);
  }
}
