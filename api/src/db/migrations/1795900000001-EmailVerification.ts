import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification of self sign-ups: when the address was confirmed, and the pending link (only
 * its token's SHA-256, one per account). Accounts made before are confirmed as of their creation.
 */
export class EmailVerification1795900000001 implements MigrationInterface {
  name = 'EmailVerification1795900000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "emailVerifiedAt" TIMESTAMP WITH TIME ZONE DEFAULT now()`);
    await q.query(`ALTER TABLE "users" ADD "emailVerificationTokenHash" character(64)`);
    await q.query(`ALTER TABLE "users" ADD "emailVerificationExpiresAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE UNIQUE INDEX "UQ_users_email_verification_token" ON "users" ("emailVerificationTokenHash")`);
    await q.query(`UPDATE "users" SET "emailVerifiedAt" = "createdAt"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_users_email_verification_token"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "emailVerificationExpiresAt"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "emailVerificationTokenHash"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "emailVerifiedAt"`);
  }
}
