import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guided troubleshooting sessions: who started one (only they resume it), when it last moved (an
 * active session without a move for 24 hours is abandoned), and the indexes of the self-help
 * figures (sessions ended in a period, sessions started in a period).
 */
export class GuidedSessions1764000600000 implements MigrationInterface {
  name = 'GuidedSessions1764000600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" ADD "startedById" uuid`);
    await queryRunner.query(
      `ALTER TABLE "troubleshooting_sessions" ADD CONSTRAINT "FK_0e2ca0de9e61bab09889988db30" FOREIGN KEY ("startedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" ADD "lastActivityAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    // Sessions that ended before this migration moved last when they ended.
    await queryRunner.query(`UPDATE "troubleshooting_sessions" SET "lastActivityAt" = COALESCE("completedAt", "createdAt")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_troubleshooting_sessions_ended" ON "troubleshooting_sessions" ("completedAt") INCLUDE ("status", "escalatedTicketId") WHERE "completedAt" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_troubleshooting_sessions_created" ON "troubleshooting_sessions" ("createdAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_troubleshooting_sessions_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_troubleshooting_sessions_ended"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP COLUMN "lastActivityAt"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP CONSTRAINT "FK_0e2ca0de9e61bab09889988db30"`);
    await queryRunner.query(`ALTER TABLE "troubleshooting_sessions" DROP COLUMN "startedById"`);
  }
}
