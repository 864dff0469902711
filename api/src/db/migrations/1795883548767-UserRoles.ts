import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles: admin, agent, viewer. Everyone already here keeps doing daily work as an agent; the
 * first account (the oldest active one) becomes the company's admin.
 */
export class UserRoles1795883548767 implements MigrationInterface {
  name = 'UserRoles1795883548767';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."user_role" AS ENUM('admin', 'agent', 'viewer')`);
    await queryRunner.query(`ALTER TABLE "users" ADD "role" "public"."user_role" NOT NULL DEFAULT 'agent'`);
    await queryRunner.query(`
            UPDATE "users" SET "role" = 'admin'
            WHERE "id" = (SELECT "id" FROM "users" WHERE "isActive" ORDER BY "createdAt", "id" LIMIT 1)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "role"`);
    await queryRunner.query(`DROP TYPE "public"."user_role"`);
  }
}
