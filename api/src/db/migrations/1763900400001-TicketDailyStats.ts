import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's period figures from a per-day summary instead of scanning tickets
 * (docs/decisions.md, Dashboard): a year's report read every ticket of the year; it now reads at
 * most 366 summary rows, one per day.
 *
 * `ticket_daily_stats` holds, per calendar day in UTC (the dashboard's REPORT_TIME_ZONE; changing
 * the zone means rebuilding this table in a migration), the tickets created that day (with their
 * first-response count and seconds) and the tickets resolved that day (with on-time count and
 * resolution seconds). Statement-level triggers with transition tables keep it exact under every
 * INSERT, UPDATE, DELETE and TRUNCATE of tickets, set-based: a bulk insert of any size
 * costs one grouped upsert, and an update that touches none of the four times touches nothing.
 */
const CONTRIBUTIONS = (rows: string, sign: string) => `
  SELECT ("createdAt" AT TIME ZONE 'UTC')::date AS day, ${sign}1 AS created,
    ${sign}("firstResponseAt" IS NOT NULL)::int AS responded,
    ${sign}COALESCE(extract(epoch FROM "firstResponseAt" - "createdAt"), 0) AS response_seconds,
    0 AS resolved, 0 AS resolved_on_time, 0::numeric AS resolution_seconds
  FROM ${rows}
  UNION ALL
  SELECT ("resolvedAt" AT TIME ZONE 'UTC')::date, 0, 0, 0, ${sign}1, ${sign}("resolvedAt" <= "dueAt")::int,
    ${sign}extract(epoch FROM "resolvedAt" - "createdAt")
  FROM ${rows} WHERE "resolvedAt" IS NOT NULL`;

const APPLY = (contributions: string) => `
  INSERT INTO ticket_daily_stats AS s (day, created, responded, response_seconds, resolved, resolved_on_time, resolution_seconds)
  SELECT day, sum(created), sum(responded), sum(response_seconds), sum(resolved), sum(resolved_on_time), sum(resolution_seconds)
  FROM (${contributions}) c
  GROUP BY day
  ORDER BY day
  ON CONFLICT (day) DO UPDATE SET
    created = s.created + EXCLUDED.created,
    responded = s.responded + EXCLUDED.responded,
    response_seconds = s.response_seconds + EXCLUDED.response_seconds,
    resolved = s.resolved + EXCLUDED.resolved,
    resolved_on_time = s.resolved_on_time + EXCLUDED.resolved_on_time,
    resolution_seconds = s.resolution_seconds + EXCLUDED.resolution_seconds`;

export class TicketDailyStats1763900400001 implements MigrationInterface {
  name = 'TicketDailyStats1763900400001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ticket_daily_stats" (
      "day" date PRIMARY KEY,
      "created" integer NOT NULL DEFAULT 0,
      "responded" integer NOT NULL DEFAULT 0,
      "response_seconds" numeric NOT NULL DEFAULT 0,
      "resolved" integer NOT NULL DEFAULT 0,
      "resolved_on_time" integer NOT NULL DEFAULT 0,
      "resolution_seconds" numeric NOT NULL DEFAULT 0
    )`);
    await queryRunner.query(`CREATE FUNCTION ticket_daily_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${APPLY(CONTRIBUTIONS('new_rows', ''))}; RETURN NULL; END $$`);
    await queryRunner.query(`CREATE FUNCTION ticket_daily_stats_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${APPLY(CONTRIBUTIONS('old_rows', '-'))}; RETURN NULL; END $$`);
    // Only the rows whose times changed count: a status change without resolution touches nothing.
    await queryRunner.query(`CREATE FUNCTION ticket_daily_stats_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (
          SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
          WHERE (o."createdAt", o."firstResponseAt", o."resolvedAt", o."dueAt")
            IS DISTINCT FROM (n."createdAt", n."firstResponseAt", n."resolvedAt", n."dueAt")
        ) THEN RETURN NULL; END IF;
        ${APPLY(
          `${CONTRIBUTIONS(
            `(SELECT o.* FROM old_rows o JOIN new_rows n USING (id)
            WHERE (o."createdAt", o."firstResponseAt", o."resolvedAt", o."dueAt")
              IS DISTINCT FROM (n."createdAt", n."firstResponseAt", n."resolvedAt", n."dueAt")) AS changed_old`,
            '-',
          )}
          UNION ALL
          ${CONTRIBUTIONS(
            `(SELECT n.* FROM old_rows o JOIN new_rows n USING (id)
            WHERE (o."createdAt", o."firstResponseAt", o."resolvedAt", o."dueAt")
              IS DISTINCT FROM (n."createdAt", n."firstResponseAt", n."resolvedAt", n."dueAt")) AS changed_new`,
            '',
          )}`,
        )};
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION ticket_daily_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM ticket_daily_stats; RETURN NULL; END $$`);
    await queryRunner.query(`CREATE TRIGGER "ticket_daily_stats_insert" AFTER INSERT ON "tickets"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_stats_insert()`);
    await queryRunner.query(`CREATE TRIGGER "ticket_daily_stats_update" AFTER UPDATE ON "tickets"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_stats_update()`);
    await queryRunner.query(`CREATE TRIGGER "ticket_daily_stats_delete" AFTER DELETE ON "tickets"
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_stats_delete()`);
    await queryRunner.query(`CREATE TRIGGER "ticket_daily_stats_truncate" AFTER TRUNCATE ON "tickets"
      FOR EACH STATEMENT EXECUTE FUNCTION ticket_daily_stats_truncate()`);
    // Tickets that already exist.
    await queryRunner.query(APPLY(CONTRIBUTIONS('tickets', '')));
    // The period aggregates no longer read tickets by resolution time.
    await queryRunner.query(`DROP INDEX "public"."IDX_tickets_dashboard_resolved"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_tickets_dashboard_resolved" ON "tickets" ("resolvedAt") INCLUDE ("dueAt", "createdAt") WHERE "resolvedAt" IS NOT NULL`,
    );
    for (const op of ['truncate', 'delete', 'update', 'insert']) {
      await queryRunner.query(`DROP TRIGGER "ticket_daily_stats_${op}" ON "tickets"`);
      await queryRunner.query(`DROP FUNCTION ticket_daily_stats_${op}()`);
    }
    await queryRunner.query(`DROP TABLE "ticket_daily_stats"`);
  }
}
