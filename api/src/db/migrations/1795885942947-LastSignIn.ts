import { MigrationInterface, QueryRunner } from 'typeorm';

/** When each user last signed in, for the team screen. */
export class LastSignIn1795885942947 implements MigrationInterface {
  name = 'LastSignIn1795885942947';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "lastSignInAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "lastSignInAt"`);
  }
}
