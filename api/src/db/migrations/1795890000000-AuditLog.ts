import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log. Its rows are only ever added: a trigger refuses every change and every removal
 * except of events older than the retention period (AUDIT_RETENTION_MONTHS), which the nightly job removes.
 */
export class AuditLog1795890000000 implements MigrationInterface {
  name = 'AuditLog1795890000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."audit_action" AS ENUM('sign_in', 'sign_in_failed', 'sign_out', 'password_changed', 'password_reset', 'invitation_sent', 'invitation_revoked', 'role_changed', 'user_deactivated', 'user_reactivated', 'work_reassigned', 'settings_changed', 'channel_changed', 'article_published', 'article_unpublished', 'matrix_changed', 'exported', 'deleted')`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "action" "public"."audit_action" NOT NULL, "actorId" uuid, "actorName" character varying(200), "ip" character varying(64), "targetType" character varying(40), "targetId" character varying(64), "targetLabel" character varying(300), "before" jsonb, "after" jsonb, CONSTRAINT "PK_audit_events_id" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_events_at" ON "audit_events" ("at") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_events_actor_at" ON "audit_events" ("actorId", "at") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_events_action_at" ON "audit_events" ("action", "at") `);
    await queryRunner.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD."at" < now() - interval '12 months' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_events_append_only ON "audit_events"`);
    await queryRunner.query(`DROP FUNCTION audit_events_append_only()`);
    await queryRunner.query(`DROP TABLE "audit_events"`);
    await queryRunner.query(`DROP TYPE "public"."audit_action"`);
  }
}
