import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A property's country: whose responsibility a repair is depends on the country's law, and the
 * ticket detail shows it from the responsibility matrix entry for the ticket's property's country
 * and category. Existing properties are in the UK (the default country).
 */
export class PropertyCountry1764000500001 implements MigrationInterface {
  name = 'PropertyCountry1764000500001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties" ADD "country" "public"."country" NOT NULL DEFAULT 'UK'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "properties" DROP COLUMN "country"`);
  }
}
