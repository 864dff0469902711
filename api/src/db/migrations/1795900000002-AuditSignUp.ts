import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log records accounts created, by sign-up or by invitation. */
export class AuditSignUp1795900000002 implements MigrationInterface {
  name = 'AuditSignUp1795900000002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE "public"."audit_action" ADD VALUE IF NOT EXISTS 'signed_up' BEFORE 'sign_in'`);
  }

  public async down(): Promise<void> {
    // PostgreSQL cannot drop an enum value; an unused one is harmless.
  }
}
