import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contacts, clients, properties and the users lookup: trigram indexes for the case-insensitive
 * substring searches of their list screens (ILIKE '%term%'), and indexes for the newest-first sort and the
 * ?clientId= filter, so no list or search scans its table.
 */
export class PeopleSearch1763900100000 implements MigrationInterface {
  name = 'PeopleSearch1763900100000';

  private readonly trigram: ReadonlyArray<[table: string, column: string]> = [
    ['contacts', 'name'],
    ['contacts', 'email'],
    ['contacts', 'phone'],
    ['clients', 'companyName'],
    ['clients', 'address'],
    ['clients', 'website'],
    ['clients', 'companyNumber'],
    ['properties', 'name'],
    ['properties', 'address'],
  ];

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Shared with the tickets search; IF NOT EXISTS keeps either migration first.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const [table, column] of this.trigram) {
      await queryRunner.query(`CREATE INDEX "IDX_${table}_${column}_trgm" ON "${table}" USING gin ("${column}" gin_trgm_ops)`);
    }
    for (const table of ['contacts', 'clients', 'properties']) {
      await queryRunner.query(`CREATE INDEX "IDX_${table}_newest" ON "${table}" ("createdAt" DESC, "id" DESC)`);
    }
    await queryRunner.query(`CREATE INDEX "IDX_properties_client_newest" ON "properties" ("clientId", "createdAt" DESC, "id" DESC)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_users_active_name" ON "users" (lower("firstName"), lower("lastName"), lower("email"), "id") WHERE "isActive"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm stays: the tickets search uses it too.
    await queryRunner.query(`DROP INDEX "public"."IDX_users_active_name"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_client_newest"`);
    for (const table of ['properties', 'clients', 'contacts']) {
      await queryRunner.query(`DROP INDEX "public"."IDX_${table}_newest"`);
    }
    for (const [table, column] of [...this.trigram].reverse()) {
      await queryRunner.query(`DROP INDEX "public"."IDX_${table}_${column}_trgm"`);
    }
  }
}
