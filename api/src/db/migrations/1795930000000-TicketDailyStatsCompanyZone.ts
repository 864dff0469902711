import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily summary `ticket_daily_stats` is kept per calendar day in the company's time zone
 * (Settings → Company, `sla_time_zone()`: the zone business hours are counted in), not per UTC
 * day: in summer time a ticket of 00:30 in London belonged to the day and month before.
 * - The trigger functions bucket each time by `(instant AT TIME ZONE <company zone>)::date`,
 *   reading the zone once per statement (one row).
 * - `ticket_daily_stats_rebuild()` recomputes the summary from the tickets, set-based; a change of
 *   the company's zone calls it through a trigger on `company_settings`, in the same transaction.
 *   It locks tickets against writes first, so no write in flight is filed under the old zone.
 * The SQL is written out: a migration must not change with the code.
 */

/** SQL over a ticket row's columns, as migration SlaClock1795910000000 judges them. */
const ON_TIME = `ticket_sla_met("resolvedAt", "dueAt")`;
const EVER_OVERDUE = `NOT ticket_sla_met(COALESCE("resolvedAt", "slaPausedAt", 'infinity'), "dueAt")`;

/** Each ticket's contributions to the summary rows of its days in `zone` (SQL), negated with `sign` '-'. */
const contributions = (zone: string) => (rows: string, sign: string) => `
  SELECT ("createdAt" AT TIME ZONE ${zone})::date AS day, ${sign}1 AS created,
    ${sign}("firstResponseAt" IS NOT NULL)::int AS responded,
    ${sign}COALESCE(extract(epoch FROM "firstResponseAt" - "createdAt"), 0) AS response_seconds,
    0 AS resolved, 0 AS resolved_on_time, 0::numeric AS resolution_seconds,
    ${sign}(priority = 'emergency')::int AS created_emergency, ${sign}(priority = 'urgent')::int AS created_urgent,
    ${sign}(priority = 'important')::int AS created_important, 0 AS became_overdue
  FROM ${rows}
  UNION ALL
  SELECT ("resolvedAt" AT TIME ZONE ${zone})::date, 0, 0, 0, ${sign}1, ${sign}(${ON_TIME})::int,
    ${sign}extract(epoch FROM "resolvedAt" - "createdAt"), 0, 0, 0, 0
  FROM ${rows} WHERE "resolvedAt" IS NOT NULL
  UNION ALL
  SELECT (greatest("createdAt", "dueAt") AT TIME ZONE ${zone})::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, ${sign}1
  FROM ${rows} WHERE ${EVER_OVERDUE}`;

const APPLY = (rows: string) => `
  INSERT INTO ticket_daily_stats AS s (day, created, responded, response_seconds, resolved, resolved_on_time, resolution_seconds,
    created_emergency, created_urgent, created_important, became_overdue)
  SELECT day, sum(created), sum(responded), sum(response_seconds), sum(resolved), sum(resolved_on_time), sum(resolution_seconds),
    sum(created_emergency), sum(created_urgent), sum(created_important), sum(became_overdue)
  FROM (${rows}) c
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

/** A row counts again when its times, its priority or its pause changed. */
const COLUMNS = ['"createdAt"', '"firstResponseAt"', '"resolvedAt"', '"dueAt"', 'priority', '"slaPausedAt"'];
const CHANGED = `(${COLUMNS.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${COLUMNS.map((c) => `n.${c}`).join(', ')})`;

/** The trigger functions' bodies with the days in `zone`; `declare` names the variable `zone` reads. */
const functions = (zone: string, declare: string): Record<'insert' | 'delete' | 'update', string> => {
  const rows = contributions(zone);
  return {
    insert: `${declare} BEGIN ${APPLY(rows('new_rows', ''))}; RETURN NULL; END`,
    delete: `${declare} BEGIN ${APPLY(rows('old_rows', '-'))}; RETURN NULL; END`,
    update: `${declare} BEGIN
      IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id) WHERE ${CHANGED}) THEN RETURN NULL; END IF;
      ${APPLY(`${rows(`(SELECT o.* FROM old_rows o JOIN new_rows n USING (id) WHERE ${CHANGED}) AS changed_old`, '-')}
        UNION ALL
        ${rows(`(SELECT n.* FROM old_rows o JOIN new_rows n USING (id) WHERE ${CHANGED}) AS changed_new`, '')}`)};
      RETURN NULL;
    END`,
  };
};

const COMPANY_ZONE = functions('company_zone', 'DECLARE company_zone text := sla_time_zone();');
const UTC = functions(`'UTC'`, '');

export class TicketDailyStatsCompanyZone1795930000000 implements MigrationInterface {
  name = 'TicketDailyStatsCompanyZone1795930000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [op, body] of Object.entries(COMPANY_ZONE)) {
      await q.query(`CREATE OR REPLACE FUNCTION ticket_daily_stats_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ ${body} $$`);
    }
    // SHARE: ticket writes wait (and those in flight finish first); reads go on.
    await q.query(`CREATE FUNCTION ticket_daily_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE company_zone text := sla_time_zone();
      BEGIN
        LOCK TABLE tickets IN SHARE MODE;
        DELETE FROM ticket_daily_stats;
        ${APPLY(contributions('company_zone')('tickets', ''))};
      END $$`);
    await q.query(`CREATE FUNCTION ticket_daily_stats_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD."timeZone" IS NOT DISTINCT FROM NEW."timeZone" THEN RETURN NULL; END IF;
        PERFORM ticket_daily_stats_rebuild();
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "ticket_daily_stats_zone_changed" AFTER INSERT OR DELETE OR UPDATE OF "timeZone" ON "company_settings"
      FOR EACH ROW EXECUTE FUNCTION ticket_daily_stats_zone_changed()`);
    await q.query(`SELECT ticket_daily_stats_rebuild()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "ticket_daily_stats_zone_changed" ON "company_settings"`);
    await q.query(`DROP FUNCTION ticket_daily_stats_zone_changed()`);
    await q.query(`DROP FUNCTION ticket_daily_stats_rebuild()`);
    for (const [op, body] of Object.entries(UTC)) {
      await q.query(`CREATE OR REPLACE FUNCTION ticket_daily_stats_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ ${body} $$`);
    }
    await q.query(`DELETE FROM ticket_daily_stats`);
    await q.query(APPLY(contributions(`'UTC'`)('tickets', '')));
  }
}
