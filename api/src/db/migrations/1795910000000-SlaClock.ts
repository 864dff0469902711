import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TicketDailyStatsEnds1764000800000 } from './1764000800000-TicketDailyStatsEnds';

/**
 * The SLA clock (api/src/modules/tickets/ticket.sla.ts): it pauses, and it may count business
 * hours only.
 * - `ticket_sla_pauses`: each pause of a ticket's clock, at most one open; the ticket's
 *   `slaPausedAt` repeats the open one's start, so a read judges a paused ticket at the instant its
 *   clock stopped without a join. `slaPaused` (an interval) gives way to the pauses themselves.
 * - Company settings: the time zone, the statuses that pause, the priorities that count business
 *   hours only; `sla_business_hours` (one opening per weekday) and `public_holidays` (England and
 *   Wales bank holidays shipped).
 * - `sla_add(start, seconds, priority)` and `sla_counted(from, to, priority)`: SLA time added to an
 *   instant, and counted between two, in business hours where the priority counts them, else in
 *   plain elapsed time. Days are walked in the company's zone, so the clock changes are right.
 * - `ticket_sla_due_at(created, priority, pauses)`: the target in effect at creation added from
 *   creation; each pause that started before the due time moves it on by the SLA time it took.
 * - The daily summary judges an open paused ticket at its pause, and counts a change of it.
 * The SQL is written out: a migration must not change with the code.
 */

const SLA_FUNCTIONS = TicketDailyStatsEnds1764000800000.triggerFunctions(
  {
    onTime: `ticket_sla_met("resolvedAt", "dueAt")`,
    everOverdue: `NOT ticket_sla_met(COALESCE("resolvedAt", "slaPausedAt", 'infinity'), "dueAt")`,
  },
  ['slaPausedAt'],
);

const EARLIER_FUNCTIONS = TicketDailyStatsEnds1764000800000.triggerFunctions({
  onTime: `ticket_sla_met("resolvedAt", "dueAt")`,
  everOverdue: `NOT ticket_sla_met(COALESCE("resolvedAt", 'infinity'), "dueAt")`,
});

/** England and Wales bank holidays (gov.uk), substitute days included. */
const BANK_HOLIDAYS: [string, string][] = [
  ['2025-01-01', "New Year's Day"],
  ['2025-04-18', 'Good Friday'],
  ['2025-04-21', 'Easter Monday'],
  ['2025-05-05', 'Early May bank holiday'],
  ['2025-05-26', 'Spring bank holiday'],
  ['2025-08-25', 'Summer bank holiday'],
  ['2025-12-25', 'Christmas Day'],
  ['2025-12-26', 'Boxing Day'],
  ['2026-01-01', "New Year's Day"],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-05-04', 'Early May bank holiday'],
  ['2026-05-25', 'Spring bank holiday'],
  ['2026-08-31', 'Summer bank holiday'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-28', 'Boxing Day (substitute day)'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-05-03', 'Early May bank holiday'],
  ['2027-05-31', 'Spring bank holiday'],
  ['2027-08-30', 'Summer bank holiday'],
  ['2027-12-27', 'Christmas Day (substitute day)'],
  ['2027-12-28', 'Boxing Day (substitute day)'],
  ['2028-01-03', "New Year's Day (substitute day)"],
  ['2028-04-14', 'Good Friday'],
  ['2028-04-17', 'Easter Monday'],
  ['2028-05-01', 'Early May bank holiday'],
  ['2028-05-29', 'Spring bank holiday'],
  ['2028-08-28', 'Summer bank holiday'],
  ['2028-12-25', 'Christmas Day'],
  ['2028-12-26', 'Boxing Day'],
];

export class SlaClock1795910000000 implements MigrationInterface {
  name = 'SlaClock1795910000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE "public"."activity_type" ADD VALUE IF NOT EXISTS 'sla_paused'`);
    await q.query(`ALTER TYPE "public"."activity_type" ADD VALUE IF NOT EXISTS 'sla_resumed'`);
    await q.query(`ALTER TABLE "company_settings" ADD "timeZone" character varying(64)`);
    await q.query(`ALTER TABLE "company_settings" ADD "slaPauseStatuses" "public"."ticket_status" array`);
    await q.query(`ALTER TABLE "company_settings" ADD "businessHoursPriorities" "public"."ticket_priority" array`);
    await q.query(`
      CREATE TABLE "sla_business_hours" (
        "weekday" smallint NOT NULL,
        "opens" time NOT NULL,
        "closes" time NOT NULL,
        CONSTRAINT "CHK_sla_business_hours_weekday" CHECK ("weekday" BETWEEN 1 AND 7),
        CONSTRAINT "CHK_sla_business_hours_order" CHECK ("closes" > "opens"),
        CONSTRAINT "PK_sla_business_hours" PRIMARY KEY ("weekday")
      )`);
    await q.query(`INSERT INTO "sla_business_hours" ("weekday", "opens", "closes")
      SELECT d, '08:00', '18:00' FROM generate_series(1, 5) d`);
    await q.query(`
      CREATE TABLE "public_holidays" (
        "day" date NOT NULL,
        "name" character varying(100) NOT NULL,
        CONSTRAINT "PK_public_holidays" PRIMARY KEY ("day")
      )`);
    await q.query(`INSERT INTO "public_holidays" ("day", "name") SELECT * FROM unnest($1::date[], $2::text[])`, [
      BANK_HOLIDAYS.map(([day]) => day),
      BANK_HOLIDAYS.map(([, name]) => name),
    ]);
    await q.query(`
      CREATE TABLE "ticket_sla_pauses" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "ticketId" uuid NOT NULL,
        "status" "public"."ticket_status" NOT NULL,
        "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "endedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "CHK_ticket_sla_pauses_order" CHECK ("endedAt" IS NULL OR "endedAt" >= "startedAt"),
        CONSTRAINT "PK_ticket_sla_pauses" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_ticket_sla_pauses_ticket" ON "ticket_sla_pauses" ("ticketId", "startedAt")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_ticket_sla_pauses_open" ON "ticket_sla_pauses" ("ticketId") WHERE "endedAt" IS NULL`);
    await q.query(`ALTER TABLE "ticket_sla_pauses" ADD CONSTRAINT "FK_ticket_sla_pauses_ticket"
      FOREIGN KEY ("ticketId") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tickets" ADD "slaPausedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`DROP INDEX "IDX_tickets_dashboard_active"`);
    await q.query(
      `CREATE INDEX "IDX_tickets_dashboard_active" ON "tickets" ("priority", "dueAt") INCLUDE ("slaPausedAt") WHERE "status" <> 'completed'`,
    );

    await q.query(`CREATE FUNCTION sla_time_zone() RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT COALESCE((SELECT "timeZone" FROM company_settings WHERE id = 1), 'Europe/London') $$`);
    await q.query(`CREATE FUNCTION sla_counts_business_hours(p ticket_priority) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT p = ANY (COALESCE((SELECT "businessHoursPriorities" FROM company_settings WHERE id = 1), '{}'::ticket_priority[])) $$`);
    // Seconds, not intervals: an interval's day is a calendar day across a clock change.
    await q.query(`CREATE FUNCTION sla_add(start timestamptz, seconds double precision, p ticket_priority) RETURNS timestamptz
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        zone text;
        remaining double precision := greatest(seconds, 0);
        on_day date;
        opening record;
        window_start timestamptz;
        window_end timestamptz;
        open_days int;
      BEGIN
        IF NOT sla_counts_business_hours(p) THEN RETURN start + make_interval(secs => remaining); END IF;
        SELECT count(*) INTO open_days FROM sla_business_hours;
        IF open_days = 0 THEN RETURN start + make_interval(secs => remaining); END IF;
        zone := sla_time_zone();
        on_day := (start AT TIME ZONE zone)::date;
        -- Bounded: holidays cannot close every open day for years.
        FOR i IN 0 .. 3660 LOOP
          SELECT h.opens, h.closes INTO opening FROM sla_business_hours h
            WHERE h.weekday = extract(isodow FROM on_day) AND NOT EXISTS (SELECT 1 FROM public_holidays d WHERE d.day = on_day);
          IF FOUND THEN
            window_start := greatest((on_day + opening.opens) AT TIME ZONE zone, start);
            window_end := (on_day + opening.closes) AT TIME ZONE zone;
            IF window_end > window_start THEN
              IF extract(epoch FROM window_end - window_start) >= remaining THEN RETURN window_start + make_interval(secs => remaining); END IF;
              remaining := remaining - extract(epoch FROM window_end - window_start);
            END IF;
          END IF;
          on_day := on_day + 1;
        END LOOP;
        RAISE EXCEPTION 'No business hours within ten years of %', start;
      END $$`);
    await q.query(`CREATE FUNCTION sla_counted(from_at timestamptz, to_at timestamptz, p ticket_priority) RETURNS double precision
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        zone text;
        counted double precision := 0;
        on_day date;
        last_day date;
        opening record;
        window_start timestamptz;
        window_end timestamptz;
      BEGIN
        IF to_at <= from_at THEN RETURN 0; END IF;
        IF NOT sla_counts_business_hours(p) OR NOT EXISTS (SELECT 1 FROM sla_business_hours) THEN
          RETURN extract(epoch FROM to_at - from_at);
        END IF;
        zone := sla_time_zone();
        on_day := (from_at AT TIME ZONE zone)::date;
        last_day := (to_at AT TIME ZONE zone)::date;
        WHILE on_day <= last_day LOOP
          SELECT h.opens, h.closes INTO opening FROM sla_business_hours h
            WHERE h.weekday = extract(isodow FROM on_day) AND NOT EXISTS (SELECT 1 FROM public_holidays d WHERE d.day = on_day);
          IF FOUND THEN
            window_start := greatest((on_day + opening.opens) AT TIME ZONE zone, from_at);
            window_end := least((on_day + opening.closes) AT TIME ZONE zone, to_at);
            IF window_end > window_start THEN counted := counted + extract(epoch FROM window_end - window_start); END IF;
          END IF;
          on_day := on_day + 1;
        END LOOP;
        RETURN counted;
      END $$`);
    await q.query(`CREATE FUNCTION ticket_sla_due_at(created_at timestamptz, p ticket_priority, pauses tstzrange[]) RETURNS timestamptz
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        due timestamptz := sla_add(created_at, extract(epoch FROM ticket_sla_interval(p, created_at)), p);
        pause tstzrange;
      BEGIN
        FOREACH pause IN ARRAY pauses LOOP
          -- A clock that had run out before the pause stays run out.
          CONTINUE WHEN lower(pause) >= due;
          -- While a pause is open the due time stands as at its start; reads judge the ticket then.
          EXIT WHEN upper_inf(pause);
          due := sla_add(upper(pause), sla_counted(lower(pause), due, p), p);
        END LOOP;
        RETURN due;
      END $$`);
    await q.query(`DROP FUNCTION ticket_sla_due_at(timestamptz, ticket_priority, interval)`);
    await q.query(`ALTER TABLE "tickets" DROP COLUMN "slaPaused"`);
    for (const [op, body] of Object.entries(SLA_FUNCTIONS)) {
      await q.query(`CREATE OR REPLACE FUNCTION ticket_daily_stats_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ ${body} $$`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [op, body] of Object.entries(EARLIER_FUNCTIONS)) {
      await q.query(`CREATE OR REPLACE FUNCTION ticket_daily_stats_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ ${body} $$`);
    }
    await q.query(`ALTER TABLE "tickets" ADD "slaPaused" interval NOT NULL DEFAULT '00:00:00'`);
    // As migration CompanySettings1795900000000 wrote it.
    await q.query(`CREATE FUNCTION ticket_sla_due_at(created_at timestamptz, priority ticket_priority, paused interval) RETURNS timestamptz
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT ((created_at AT TIME ZONE 'UTC') + ticket_sla_interval(priority, created_at) + paused) AT TIME ZONE 'UTC' $$`);
    await q.query(`DROP FUNCTION ticket_sla_due_at(timestamptz, ticket_priority, tstzrange[])`);
    await q.query(`DROP FUNCTION sla_counted(timestamptz, timestamptz, ticket_priority)`);
    await q.query(`DROP FUNCTION sla_add(timestamptz, double precision, ticket_priority)`);
    await q.query(`DROP FUNCTION sla_counts_business_hours(ticket_priority)`);
    await q.query(`DROP FUNCTION sla_time_zone()`);
    await q.query(`DROP INDEX "IDX_tickets_dashboard_active"`);
    await q.query(`CREATE INDEX "IDX_tickets_dashboard_active" ON "tickets" ("priority", "dueAt") WHERE "status" <> 'completed'`);
    await q.query(`ALTER TABLE "tickets" DROP COLUMN "slaPausedAt"`);
    await q.query(`DROP TABLE "ticket_sla_pauses"`);
    await q.query(`DROP TABLE "public_holidays"`);
    await q.query(`DROP TABLE "sla_business_hours"`);
    await q.query(`ALTER TABLE "company_settings" DROP COLUMN "businessHoursPriorities"`);
    await q.query(`ALTER TABLE "company_settings" DROP COLUMN "slaPauseStatuses"`);
    await q.query(`ALTER TABLE "company_settings" DROP COLUMN "timeZone"`);
    // The activity types added stay: PostgreSQL cannot drop an enum value.
  }
}
