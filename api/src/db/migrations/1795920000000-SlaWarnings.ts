import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Breach warnings (api/src/modules/tickets/sla-warnings.service.ts): each open ticket keeps the
 * instant of its next warning, so the sweep reads an index, not the open tickets.
 * - `ticket_sla_point_at(created, priority, pauses, fraction)`: the instant `fraction` of the SLA
 *   time is used, as `ticket_sla_due_at` counts it (which is now the point at 1).
 * - `slaWarningsSent`: 0 none, 1 the 75% warning, 2 the breach. `slaNextWarningAt` is kept by a
 *   trigger from the due time, the pauses and what was sent: none while paused or completed.
 * - Tickets that exist are counted as warned for what has already happened, so an upgrade sends
 *   no flood of old warnings.
 * The SQL is written out: a migration must not change with the code.
 */
const PAUSES_OF_NEW = `ARRAY(SELECT tstzrange(p."startedAt", p."endedAt", '[)') FROM ticket_sla_pauses p WHERE p."ticketId" = NEW.id ORDER BY p."startedAt")`;

export class SlaWarnings1795920000000 implements MigrationInterface {
  name = 'SlaWarnings1795920000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'sla_warning'`);
    await q.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'sla_breach'`);
    await q.query(`CREATE FUNCTION ticket_sla_point_at(created_at timestamptz, p ticket_priority, pauses tstzrange[], fraction double precision)
      RETURNS timestamptz LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        point timestamptz := sla_add(created_at, fraction * extract(epoch FROM ticket_sla_interval(p, created_at)), p);
        pause tstzrange;
      BEGIN
        FOREACH pause IN ARRAY pauses LOOP
          -- A clock that had reached the point before the pause stays there.
          CONTINUE WHEN lower(pause) >= point;
          -- While a pause is open the point stands as at its start.
          EXIT WHEN upper_inf(pause);
          point := sla_add(upper(pause), sla_counted(lower(pause), point, p), p);
        END LOOP;
        RETURN point;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION ticket_sla_due_at(created_at timestamptz, p ticket_priority, pauses tstzrange[]) RETURNS timestamptz
      LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT ticket_sla_point_at(created_at, p, pauses, 1) $$`);
    await q.query(`ALTER TABLE "tickets" ADD "slaWarningsSent" smallint NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "tickets" ADD "slaNextWarningAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "tickets" ADD CONSTRAINT "CHK_tickets_sla_warnings_sent" CHECK ("slaWarningsSent" BETWEEN 0 AND 2)`);
    await q.query(`CREATE FUNCTION tickets_sla_next_warning() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."slaNextWarningAt" := CASE
          WHEN NEW."resolvedAt" IS NOT NULL OR NEW."slaPausedAt" IS NOT NULL OR NEW."slaWarningsSent" >= 2 THEN NULL
          WHEN NEW."slaWarningsSent" = 1 THEN NEW."dueAt"
          ELSE least(ticket_sla_point_at(NEW."createdAt", NEW.priority, ${PAUSES_OF_NEW}, 0.75), NEW."dueAt") END;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "tickets_sla_next_warning" BEFORE INSERT OR UPDATE OF "createdAt", "dueAt", "resolvedAt", "slaPausedAt", "slaWarningsSent", "priority"
      ON "tickets" FOR EACH ROW EXECUTE FUNCTION tickets_sla_next_warning()`);
    await q.query(`UPDATE tickets SET "slaWarningsSent" = CASE
        WHEN NOT ticket_sla_met(COALESCE("resolvedAt", "slaPausedAt", now()), "dueAt") THEN 2
        WHEN COALESCE("resolvedAt", "slaPausedAt", now()) >= ticket_sla_point_at("createdAt", priority,
          ARRAY(SELECT tstzrange(p."startedAt", p."endedAt", '[)') FROM ticket_sla_pauses p WHERE p."ticketId" = tickets.id ORDER BY p."startedAt"), 0.75) THEN 1
        ELSE 0 END`);
    await q.query(`CREATE INDEX "IDX_tickets_sla_next_warning" ON "tickets" ("slaNextWarningAt") WHERE "slaNextWarningAt" IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_tickets_sla_next_warning"`);
    await q.query(`DROP TRIGGER "tickets_sla_next_warning" ON "tickets"`);
    await q.query(`DROP FUNCTION tickets_sla_next_warning()`);
    await q.query(`ALTER TABLE "tickets" DROP CONSTRAINT "CHK_tickets_sla_warnings_sent"`);
    await q.query(`ALTER TABLE "tickets" DROP COLUMN "slaNextWarningAt"`);
    await q.query(`ALTER TABLE "tickets" DROP COLUMN "slaWarningsSent"`);
    // As migration SlaClock1795910000000 wrote it.
    await q.query(`CREATE OR REPLACE FUNCTION ticket_sla_due_at(created_at timestamptz, p ticket_priority, pauses tstzrange[]) RETURNS timestamptz
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        due timestamptz := sla_add(created_at, extract(epoch FROM ticket_sla_interval(p, created_at)), p);
        pause tstzrange;
      BEGIN
        FOREACH pause IN ARRAY pauses LOOP
          CONTINUE WHEN lower(pause) >= due;
          EXIT WHEN upper_inf(pause);
          due := sla_add(upper(pause), sla_counted(lower(pause), due, p), p);
        END LOOP;
        RETURN due;
      END $$`);
    await q.query(`DROP FUNCTION ticket_sla_point_at(timestamptz, ticket_priority, tstzrange[], double precision)`);
    // The notification types added stay: PostgreSQL cannot drop an enum value.
  }
}
