import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settings → Company: one settings row (null columns follow the environment), and the SLA targets
 * as rows in effect from an instant on. `ticket_sla_interval` takes the instant (a ticket's
 * creation) and reads the target then in effect, so a change applies to tickets created after
 * it; the due time's function reads a table now, so it is STABLE. The SQL is written out: a
 * migration must not change with the code.
 */
export class CompanySettings1795900000000 implements MigrationInterface {
  name = 'CompanySettings1795900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "public"."signup_mode" AS ENUM('invite', 'domain')`);
    await q.query(`CREATE TYPE "public"."email_verification" AS ENUM('required', 'off')`);
    await q.query(`CREATE TYPE "public"."language" AS ENUM('en', 'de', 'fr', 'es', 'it', 'nl')`);
    await q.query(`
      CREATE TABLE "company_settings" (
        "id" smallint NOT NULL DEFAULT '1',
        "name" character varying(100),
        "emailDomains" text array,
        "signupMode" "public"."signup_mode",
        "emailVerification" "public"."email_verification",
        "signupRole" "public"."user_role",
        "defaultCountry" "public"."country",
        "defaultLanguage" "public"."language",
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_company_settings_one_row" CHECK ("id" = 1),
        CONSTRAINT "PK_company_settings" PRIMARY KEY ("id")
      )`);
    await q.query(`INSERT INTO "company_settings" ("id") VALUES (1)`);
    await q.query(`
      CREATE TABLE "sla_targets" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "priority" "public"."ticket_priority" NOT NULL,
        "hours" integer NOT NULL,
        "effectiveFrom" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_sla_targets_priority_from" UNIQUE ("priority", "effectiveFrom"),
        CONSTRAINT "CHK_sla_targets_hours" CHECK ("hours" BETWEEN 1 AND 8760),
        CONSTRAINT "PK_sla_targets" PRIMARY KEY ("id")
      )`);
    await q.query(`INSERT INTO "sla_targets" ("priority", "hours", "effectiveFrom")
      VALUES ('emergency', 24, '-infinity'), ('urgent', 120, '-infinity'), ('important', 240, '-infinity')`);
    await q.query(`CREATE FUNCTION ticket_sla_interval(p ticket_priority, at timestamptz) RETURNS interval
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT make_interval(hours => t.hours) FROM sla_targets t
             WHERE t.priority = p AND t."effectiveFrom" <= at ORDER BY t."effectiveFrom" DESC LIMIT 1 $$`);
    await q.query(`CREATE OR REPLACE FUNCTION ticket_sla_due_at(created_at timestamptz, priority ticket_priority, paused interval) RETURNS timestamptz
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT ((created_at AT TIME ZONE 'UTC') + ticket_sla_interval(priority, created_at) + paused) AT TIME ZONE 'UTC' $$`);
    await q.query(`DROP FUNCTION ticket_sla_interval(ticket_priority)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    // As migration TicketSearchAndSla1763900200000 and TicketSlaRule1764000910000 wrote them.
    await q.query(`CREATE FUNCTION ticket_sla_interval(p ticket_priority) RETURNS interval
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE p WHEN 'emergency' THEN interval '24 hours' WHEN 'urgent' THEN interval '5 days' ELSE interval '10 days' END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION ticket_sla_due_at(created_at timestamptz, priority ticket_priority, paused interval) RETURNS timestamptz
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ((created_at AT TIME ZONE 'UTC') + ticket_sla_interval(priority) + paused) AT TIME ZONE 'UTC' $$`);
    await q.query(`DROP FUNCTION ticket_sla_interval(ticket_priority, timestamptz)`);
    await q.query(`DROP TABLE "sla_targets"`);
    await q.query(`DROP TABLE "company_settings"`);
    await q.query(`DROP TYPE "public"."language"`);
    await q.query(`DROP TYPE "public"."email_verification"`);
    await q.query(`DROP TYPE "public"."signup_mode"`);
  }
}
