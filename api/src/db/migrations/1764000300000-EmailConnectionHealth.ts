import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail settings: the connected account's address, and why it must be connected again when the
 * provider refused to renew its access (null while it works); the in-app notification that tells
 * the user so. The provider tokens stay in their text columns, now encrypted by the api.
 */
export class EmailConnectionHealth1764000300000 implements MigrationInterface {
  name = 'EmailConnectionHealth1764000300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "connectedEmail" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "emailConnectionError" character varying(1000)`);
    await queryRunner.query(`ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'email_connection'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is made again without it.
    await queryRunner.query(`DELETE FROM "notifications" WHERE "type" = 'email_connection'`);
    await queryRunner.query(`ALTER TYPE "public"."notification_type" RENAME TO "notification_type_old"`);
    await queryRunner.query(`CREATE TYPE "public"."notification_type" AS ENUM('upcoming', 'overdue')`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ALTER COLUMN "type" TYPE "public"."notification_type" USING "type"::text::"public"."notification_type"`,
    );
    await queryRunner.query(`DROP TYPE "public"."notification_type_old"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailConnectionError"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "connectedEmail"`);
  }
}
