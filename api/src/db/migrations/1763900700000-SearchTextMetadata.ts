import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Changes no table: records tickets."searchText" (migration TicketSearchText) in typeorm_metadata,
 * where TypeORM looks up a generated column's expression when it compares the entities with a
 * database (the pending-migration check in db/migrations.test.ts, `migration:generate`). TypeORM
 * creates that table itself before running migrations once an entity has a generated column.
 */
export class SearchTextMetadata1763900700000 implements MigrationInterface {
  name = 'SearchTextMetadata1763900700000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    await q.query(
      `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'tickets', 'searchText', $1)`,
      [`lower("number"::text || E'\\x1f' || "title" || E'\\x1f' || "description")`],
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'tickets' AND "name" = 'searchText'`);
  }
}
