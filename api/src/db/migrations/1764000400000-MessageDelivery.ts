import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound messages: stored `pending` until their channel has taken them (then `sent` or
 * `failed`), and why a send failed (the provider's answer), shown in the thread.
 */
export class MessageDelivery1764000400000 implements MigrationInterface {
  name = 'MessageDelivery1764000400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."message_status" ADD VALUE IF NOT EXISTS 'pending'`);
    await queryRunner.query(`ALTER TABLE "messages" ADD "error" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "error"`);
    // An enum value cannot be dropped: the type is made again without it (and the partial index on it with it).
    await queryRunner.query(`UPDATE "messages" SET "status" = 'failed' WHERE "status" = 'pending'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_triage_queue"`);
    await queryRunner.query(`ALTER TYPE "public"."message_status" RENAME TO "message_status_old"`);
    await queryRunner.query(`CREATE TYPE "public"."message_status" AS ENUM('received', 'processed', 'pending_triage', 'failed', 'sent')`);
    await queryRunner.query(
      `ALTER TABLE "messages" ALTER COLUMN "status" DROP DEFAULT, ALTER COLUMN "status" TYPE "public"."message_status" USING "status"::text::"public"."message_status", ALTER COLUMN "status" SET DEFAULT 'received'`,
    );
    await queryRunner.query(`DROP TYPE "public"."message_status_old"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_triage_queue" ON "messages" ("urgent" DESC, "createdAt", "id") WHERE "status" = 'pending_triage'`,
    );
  }
}
