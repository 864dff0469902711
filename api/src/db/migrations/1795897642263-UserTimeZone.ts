import { MigrationInterface, QueryRunner } from 'typeorm';

/** A person's own time zone (IANA name) for the times they are shown; null: their browser's. */
export class UserTimeZone1795897642263 implements MigrationInterface {
  name = 'UserTimeZone1795897642263';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "timeZone" character varying(64)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "timeZone"`);
  }
}
