import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The on-call rota and urgent alerts (api/src/modules/oncall): weekly shifts in the company's
 * zone; one incident per urgent inbound message with the time its next alert round is due; one
 * row per person and way alerted.
 */
export class OnCall1795950000000 implements MigrationInterface {
  name = 'OnCall1795950000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'urgent_alert'`);
    await q.query(`CREATE TABLE "on_call_shifts" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL,
      "weekday" smallint NOT NULL,
      "startsAt" TIME NOT NULL,
      "endsAt" TIME NOT NULL,
      "position" smallint NOT NULL DEFAULT '1',
      CONSTRAINT "CHK_on_call_shifts_weekday" CHECK ("weekday" BETWEEN 1 AND 7),
      CONSTRAINT "CHK_on_call_shifts_position" CHECK ("position" BETWEEN 1 AND 9),
      CONSTRAINT "PK_on_call_shifts" PRIMARY KEY ("id"),
      CONSTRAINT "FK_on_call_shifts_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE)`);
    await q.query(`CREATE INDEX "IDX_on_call_shifts_user" ON "on_call_shifts" ("userId")`);
    await q.query(`CREATE TABLE "urgent_incidents" (
      "messageId" uuid NOT NULL,
      "reason" character varying(300) NOT NULL,
      "raisedAt" TIMESTAMP WITH TIME ZONE NOT NULL,
      "rounds" smallint NOT NULL DEFAULT '0',
      "nextAlertAt" TIMESTAMP WITH TIME ZONE,
      "acknowledgedAt" TIMESTAMP WITH TIME ZONE,
      "acknowledgedById" uuid,
      CONSTRAINT "PK_urgent_incidents" PRIMARY KEY ("messageId"),
      CONSTRAINT "FK_urgent_incidents_message" FOREIGN KEY ("messageId") REFERENCES "messages"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_urgent_incidents_acknowledged_by" FOREIGN KEY ("acknowledgedById") REFERENCES "users"("id") ON DELETE SET NULL)`);
    await q.query(`CREATE INDEX "IDX_urgent_incidents_next_alert" ON "urgent_incidents" ("nextAlertAt") WHERE "nextAlertAt" IS NOT NULL`);
    await q.query(`CREATE TYPE "public"."alert_channel" AS ENUM('in_app', 'sms', 'email')`);
    await q.query(`CREATE TYPE "public"."alert_outcome" AS ENUM('sent', 'failed')`);
    await q.query(`CREATE TABLE "urgent_alerts" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "messageId" uuid NOT NULL,
      "userId" uuid NOT NULL,
      "round" smallint NOT NULL,
      "channel" "public"."alert_channel" NOT NULL,
      "outcome" "public"."alert_outcome" NOT NULL,
      "detail" character varying(500),
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_urgent_alerts_once" UNIQUE ("messageId", "userId", "channel"),
      CONSTRAINT "PK_urgent_alerts" PRIMARY KEY ("id"),
      CONSTRAINT "FK_urgent_alerts_incident" FOREIGN KEY ("messageId") REFERENCES "urgent_incidents"("messageId") ON DELETE CASCADE,
      CONSTRAINT "FK_urgent_alerts_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE)`);
    await q.query(`CREATE INDEX "IDX_urgent_alerts_user" ON "urgent_alerts" ("userId")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "urgent_alerts"`);
    await q.query(`DROP TYPE "public"."alert_outcome"`);
    await q.query(`DROP TYPE "public"."alert_channel"`);
    await q.query(`DROP TABLE "urgent_incidents"`);
    await q.query(`DROP TABLE "on_call_shifts"`);
  }
}
