import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Twilio's delivery reports move an SMS or WhatsApp message on from `sent`: `delivered`, or
 * `undelivered` (with the reason). Approved WhatsApp templates (Twilio Content SIDs) are what an
 * agent may send once WhatsApp's 24-hour window has closed.
 */
export class WhatsAppDeliveryAndTemplates1764001300000 implements MigrationInterface {
  name = 'WhatsAppDeliveryAndTemplates1764001300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "whatsapp_templates" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(100) NOT NULL,
                "contentSid" character varying(34) NOT NULL,
                "body" text NOT NULL,
                "variables" jsonb NOT NULL DEFAULT '[]',
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_whatsapp_templates_content_sid" UNIQUE ("contentSid"),
                CONSTRAINT "UQ_whatsapp_templates_name" UNIQUE ("name"),
                CONSTRAINT "PK_73154f2b6ebc019bc3461ee14eb" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`ALTER TYPE "public"."message_status" ADD VALUE IF NOT EXISTS 'delivered'`);
    await queryRunner.query(`ALTER TYPE "public"."message_status" ADD VALUE IF NOT EXISTS 'undelivered'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "whatsapp_templates"`);
    // An enum value cannot be dropped: the type is made again without them (and the partial index on it with it).
    await queryRunner.query(`UPDATE "messages" SET "status" = 'sent' WHERE "status" = 'delivered'`);
    await queryRunner.query(`UPDATE "messages" SET "status" = 'failed' WHERE "status" = 'undelivered'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_triage_queue"`);
    await queryRunner.query(`ALTER TYPE "public"."message_status" RENAME TO "message_status_old"`);
    await queryRunner.query(
      `CREATE TYPE "public"."message_status" AS ENUM('received', 'processed', 'pending_triage', 'failed', 'sent', 'pending')`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ALTER COLUMN "status" DROP DEFAULT, ALTER COLUMN "status" TYPE "public"."message_status" USING "status"::text::"public"."message_status", ALTER COLUMN "status" SET DEFAULT 'received'`,
    );
    await queryRunner.query(`DROP TYPE "public"."message_status_old"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_triage_queue" ON "messages" ("urgent" DESC, "createdAt", "id") WHERE "status" = 'pending_triage'`,
    );
  }
}
