import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notification preferences and delivery (issue #24): each person's choice of channels per event,
 * their mobile number, quiet hours and digest; the e-mails and SMS owed to people, kept until sent
 * (or held for the digest or the end of quiet hours); and the in-app notifications of the new events.
 */
export class NotificationPreferences1795930000100 implements MigrationInterface {
  name = 'NotificationPreferences1795930000100';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'ticket_assigned'`);
    await q.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'tenant_reply'`);
    await q.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'task_assigned'`);
    await q.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'mention'`);
    await q.query(`
      CREATE TABLE "notification_preferences" (
        "userId" uuid NOT NULL,
        "channels" jsonb NOT NULL DEFAULT '{}',
        "mobilePhone" character varying(16),
        "quietHoursStart" TIME,
        "quietHoursEnd" TIME,
        "digest" boolean NOT NULL DEFAULT false,
        "urgentAlertSound" boolean NOT NULL DEFAULT true,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_notification_preferences" PRIMARY KEY ("userId")
      )`);
    await q.query(`ALTER TABLE "notification_preferences" ADD CONSTRAINT "FK_notification_preferences_user"
      FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`CREATE TYPE "public"."notification_delivery_channel" AS ENUM('email', 'sms')`);
    await q.query(`CREATE TYPE "public"."notification_delivery_status" AS ENUM('pending', 'held', 'sent', 'failed')`);
    await q.query(`
      CREATE TABLE "notification_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "channel" "public"."notification_delivery_channel" NOT NULL,
        "status" "public"."notification_delivery_status" NOT NULL DEFAULT 'pending',
        "title" character varying(300) NOT NULL,
        "body" text NOT NULL,
        "ticketId" uuid,
        "taskId" uuid,
        "dueAt" TIMESTAMP WITH TIME ZONE,
        "attempts" smallint NOT NULL DEFAULT '0',
        "lastError" text,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sentAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_notification_deliveries" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_notification_deliveries_user" ON "notification_deliveries" ("userId")`);
    await q.query(`CREATE INDEX "IDX_notification_deliveries_held" ON "notification_deliveries" ("dueAt") WHERE "status" = 'held'`);
    await q.query(`ALTER TABLE "notification_deliveries" ADD CONSTRAINT "FK_notification_deliveries_user"
      FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notification_deliveries"`);
    await q.query(`DROP TYPE "public"."notification_delivery_status"`);
    await q.query(`DROP TYPE "public"."notification_delivery_channel"`);
    await q.query(`DROP TABLE "notification_preferences"`);
    // The new notification types stay in the enum: PostgreSQL cannot drop an enum value (as the SLA warnings' migration).
  }
}
