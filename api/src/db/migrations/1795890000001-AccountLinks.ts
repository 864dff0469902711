import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account links sent by e-mail: password reset links and invitations. Only each token's SHA-256
 * is stored; an address has at most one open invitation.
 */
export class AccountLinks1795890000001 implements MigrationInterface {
  name = 'AccountLinks1795890000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "password_reset_tokens" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "tokenHash" character(64) NOT NULL,
                "userId" uuid NOT NULL,
                "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
                "usedAt" TIMESTAMP WITH TIME ZONE,
                "replacedAt" TIMESTAMP WITH TIME ZONE,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_password_reset_tokens_hash" UNIQUE ("tokenHash"),
                CONSTRAINT "PK_password_reset_tokens" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("userId")`);
    await queryRunner.query(`
            ALTER TABLE "password_reset_tokens"
            ADD CONSTRAINT "FK_password_reset_tokens_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE TABLE "invitations" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" character varying(254) NOT NULL,
                "role" "public"."user_role" NOT NULL,
                "tokenHash" character(64) NOT NULL,
                "invitedById" uuid,
                "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
                "acceptedAt" TIMESTAMP WITH TIME ZONE,
                "acceptedUserId" uuid,
                "revokedAt" TIMESTAMP WITH TIME ZONE,
                "replacedAt" TIMESTAMP WITH TIME ZONE,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_invitations_token_hash" UNIQUE ("tokenHash"),
                CONSTRAINT "PK_invitations" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_invitations_open_email" ON "invitations" ("email")
            WHERE "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "replacedAt" IS NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "invitations"
            ADD CONSTRAINT "FK_invitations_invited_by" FOREIGN KEY ("invitedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "invitations"
            ADD CONSTRAINT "FK_invitations_accepted_user" FOREIGN KEY ("acceptedUserId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invitations"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
