import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TicketDailyStatsEnds1764000800000 } from './1764000800000-TicketDailyStatsEnds';

/**
 * The SLA rule as the functions of the tickets' SLA module (api/src/modules/tickets/ticket.sla.ts),
 * so that nothing else writes it:
 * - `slaPaused`: the time a ticket's SLA clock was paused so far (nothing pauses it yet: zero);
 * - `ticket_sla_due_at(created_at, priority, paused)`: the due time, created + the priority's
 *   target + paused, counted in UTC so that a day is 24 hours whatever the session's zone;
 * - `ticket_sla_met(at, due_at)`: at or before the due time, the one boundary;
 * - `ticket_sla_state` by `ticket_sla_met` (the same answers as before);
 * - the daily summary's trigger functions test on-time and overdue with `ticket_sla_met` (the same
 *   answers, so the summary stays as it is).
 * The SQL is written out: a migration must not change with the code.
 */
const SLA_FUNCTIONS = TicketDailyStatsEnds1764000800000.triggerFunctions({
  onTime: `ticket_sla_met("resolvedAt", "dueAt")`,
  everOverdue: `NOT ticket_sla_met(COALESCE("resolvedAt", 'infinity'), "dueAt")`,
});

export class TicketSlaRule1764000910000 implements MigrationInterface {
  name = 'TicketSlaRule1764000910000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tickets" ADD "slaPaused" interval NOT NULL DEFAULT '00:00:00'`);
    await q.query(`CREATE FUNCTION ticket_sla_due_at(created_at timestamptz, priority ticket_priority, paused interval) RETURNS timestamptz
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ((created_at AT TIME ZONE 'UTC') + ticket_sla_interval(priority) + paused) AT TIME ZONE 'UTC' $$`);
    await q.query(`CREATE FUNCTION ticket_sla_met(at timestamptz, due_at timestamptz) RETURNS boolean
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT at <= due_at $$`);
    await q.query(`CREATE OR REPLACE FUNCTION ticket_sla_state(resolved_at timestamptz, due_at timestamptz, at timestamptz) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE
        WHEN resolved_at IS NOT NULL THEN CASE WHEN ticket_sla_met(resolved_at, due_at) THEN 'resolved-on-time' ELSE 'resolved-late' END
        WHEN ticket_sla_met(at, due_at) THEN 'on-track'
        ELSE 'overdue' END $$`);
    for (const [op, body] of Object.entries(SLA_FUNCTIONS)) {
      await q.query(`CREATE OR REPLACE FUNCTION ticket_daily_stats_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ ${body} $$`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [op, body] of Object.entries(TicketDailyStatsEnds1764000800000.FUNCTIONS)) {
      await q.query(`CREATE OR REPLACE FUNCTION ticket_daily_stats_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ ${body} $$`);
    }
    // As migration TicketSearchAndSla1763900200000 wrote it.
    await q.query(`CREATE OR REPLACE FUNCTION ticket_sla_state(resolved_at timestamptz, due_at timestamptz, at timestamptz) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE
        WHEN resolved_at IS NOT NULL THEN CASE WHEN resolved_at <= due_at THEN 'resolved-on-time' ELSE 'resolved-late' END
        WHEN at > due_at THEN 'overdue'
        ELSE 'on-track' END $$`);
    await q.query(`DROP FUNCTION ticket_sla_met(timestamptz, timestamptz)`);
    await q.query(`DROP FUNCTION ticket_sla_due_at(timestamptz, ticket_priority, interval)`);
    await q.query(`ALTER TABLE "tickets" DROP COLUMN "slaPaused"`);
  }
}
