import { TableIndex, type DataSource, type QueryRunner } from 'typeorm';
import { createDataSource } from './data-source';
import { rawIndexDefinitions } from '../common/raw-index';
import { createTestDatabase } from '../../test/database';

describe('migrations', () => {
  it('apply to an empty database, enforce the model, and revert cleanly', async () => {
    const db = await createTestDatabase({ empty: true });
    const ds = createDataSource(db.url, { poolSize: 2 });
    try {
      await ds.initialize();
      const applied = await ds.runMigrations({ transaction: 'each' });
      expect(applied.length).toBeGreaterThan(0);
      expect(await ds.showMigrations()).toBe(false); // nothing pending

      const tables = (await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)).map(
        (r: { table_name: string }) => r.table_name,
      );
      for (const table of [
        'users',
        'contacts',
        'clients',
        'properties',
        'tickets',
        'ticket_comments',
        'activities',
        'tasks',
        'channel_identities',
        'conversations',
        'messages',
        'attachments',
        'knowledge_articles',
        'knowledge_steps',
        'step_options',
        'responsibility_matrix',
        'troubleshooting_sessions',
        'sessions',
      ]) {
        expect(tables).toContain(table);
      }

      // Enumerations are enforced by the database.
      await expect(ds.query(`SELECT 'overdue'::ticket_status`)).rejects.toThrow(/invalid input value for enum/);
      // The data model's unique constraints (docs/product.md §3) are enforced by the database.
      await ds.query(`INSERT INTO users (username, email, password) VALUES ('a', 'a@x.test', 'h')`);
      await expect(ds.query(`INSERT INTO users (username, email, password) VALUES ('a', 'b@x.test', 'h')`)).rejects.toThrow(
        /duplicate key/,
      );
      await expect(ds.query(`INSERT INTO users (username, email, password) VALUES ('b', 'a@x.test', 'h')`)).rejects.toThrow(
        /duplicate key/,
      );
      await ds.query(`INSERT INTO channel_identities (channel, "addressOrHandle") VALUES ('sms', '+441234')`);
      await expect(ds.query(`INSERT INTO channel_identities (channel, "addressOrHandle") VALUES ('sms', '+441234')`)).rejects.toThrow(
        /duplicate key/,
      );
      const [article] = await ds.query(
        `INSERT INTO knowledge_articles (title, category, responsibility) VALUES ('Boiler', 'heating', 'landlord') RETURNING id`,
      );
      await ds.query(`INSERT INTO knowledge_steps ("articleId", "stepNumber", title, content) VALUES ($1, 1, 'One', 'x')`, [article.id]);
      await expect(
        ds.query(`INSERT INTO knowledge_steps ("articleId", "stepNumber", title, content) VALUES ($1, 1, 'Again', 'x')`, [article.id]),
      ).rejects.toThrow(/duplicate key/);
      // Steps are deleted with their article.
      await ds.query(`DELETE FROM knowledge_articles WHERE id = $1`, [article.id]);
      expect((await ds.query(`SELECT count(*)::int AS n FROM knowledge_steps`))[0].n).toBe(0);
      await ds.query(`INSERT INTO responsibility_matrix (category, "issueType", responsibility) VALUES ('heating', 'Boiler', 'landlord')`);
      await expect(
        ds.query(`INSERT INTO responsibility_matrix (category, "issueType", responsibility) VALUES ('heating', 'Boiler', 'tenant')`),
      ).rejects.toThrow(/duplicate key/);

      // Ticket numbers come from a sequence and are unique.
      const [client] = await ds.query(
        `INSERT INTO clients ("firstName", "lastName", email, "companyName") VALUES ('A', 'B', 'c@x.test', 'Co') RETURNING id`,
      );
      const [contact] = await ds.query(`INSERT INTO contacts (name, email) VALUES ('C', 'c@x.test') RETURNING id`);
      const insertTicket = `INSERT INTO tickets (title, description, priority, category, "clientId", "requesterId", "dueAt")
        VALUES ('Leak', 'Drip', 'urgent', 'plumbing', $1, $2, now()) RETURNING number`;
      const [t1] = await ds.query(insertTicket, [client.id, contact.id]);
      const [t2] = await ds.query(insertTicket, [client.id, contact.id]);
      expect(t2.number).toBe(t1.number + 1);
      await expect(ds.query(`UPDATE tickets SET number = $1 WHERE number = $2`, [t1.number, t2.number])).rejects.toThrow(/duplicate key/);

      // Reversible: undo every migration, leaving no tables behind.
      while (applied.length) {
        await ds.undoLastMigration({ transaction: 'each' });
        applied.pop();
      }
      const left = await ds.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('migrations', 'typeorm_metadata')`,
      );
      expect(left).toEqual([]);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    }
  });
});

/**
 * CI's pending-migration gate (TypeORM's `migration:generate --check`): the entities describe the
 * migrated schema, so a column, index or constraint added to an entity without its migration
 * fails here, and so does a migration the entities do not declare.
 */
describe('the entities and the migrations', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource(db.url, { poolSize: 2 });
    await ds.initialize();
    // TypeORM's own rows name their database: this one is a copy of the migrated template.
    await ds.query(`UPDATE "typeorm_metadata" SET "database" = current_database()`);
  });
  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await db?.drop();
  });

  it('agree: TypeORM finds nothing to change in a migrated database', async () => {
    const { upQueries } = await ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query)).toEqual([]);
  });

  // TypeORM compares an index's name, method, uniqueness and set of columns, not their order,
  // direction or WHERE clause, nor a generated column's expression: PostgreSQL compares those.
  it('agree on every index and generated column, as PostgreSQL writes them', async () => {
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    try {
      for (const entity of ds.entityMetadatas) {
        for (const index of entity.indices) {
          const definition =
            index.synchronize === false
              ? rawIndexDefinitions.get(index.name!)
              : await typeormIndexDefinition(runner, entity.tablePath, index);
          const probed = await probeIndex(runner, entity.tablePath, definition ?? 'not declared', index.isUnique);
          expect({ index: index.name, definition: probed }).toEqual({
            index: index.name,
            definition: await indexDefinition(runner, index.name!),
          });
        }
        for (const column of entity.columns.filter((c) => c.asExpression)) {
          await runner.query(
            `ALTER TABLE "${entity.tablePath}" ADD "probe" ${ds.driver.createFullType({ type: column.type } as never)} GENERATED ALWAYS AS (${column.asExpression}) STORED`,
          );
          expect({ column: column.databaseName, expression: await generationExpression(runner, entity.tablePath, 'probe') }).toEqual({
            column: column.databaseName,
            expression: await generationExpression(runner, entity.tablePath, column.databaseName),
          });
          await runner.query(`ALTER TABLE "${entity.tablePath}" DROP COLUMN "probe"`);
        }
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});

/** What follows `ON <table>` in the CREATE INDEX TypeORM would run for this entity index. */
async function typeormIndexDefinition(runner: QueryRunner, table: string, index: Parameters<typeof TableIndex.create>[0]): Promise<string> {
  runner.enableSqlMemory();
  try {
    await runner.createIndex((await runner.getTable(table))!, TableIndex.create(index));
    const [create] = runner.getMemorySql().upQueries;
    return create.query.replace(/^.* ON "[^"]+" /, '');
  } finally {
    runner.disableSqlMemory();
  }
}

/** The index (`unique` or not) PostgreSQL builds from `definition` on `table`, as pg_get_indexdef writes it, name left out. */
async function probeIndex(runner: QueryRunner, table: string, definition: string, unique: boolean): Promise<string | undefined> {
  await runner.query(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX "probe" ON "${table}" ${definition}`);
  const written = await indexDefinition(runner, 'probe');
  await runner.query(`DROP INDEX "probe"`);
  return written;
}

async function indexDefinition(runner: QueryRunner, name: string): Promise<string | undefined> {
  const [row] = await runner.query(`SELECT pg_get_indexdef(c.oid) AS definition FROM pg_class c WHERE c.relname = $1 AND c.relkind = 'i'`, [
    name,
  ]);
  return row?.definition.replace(/ INDEX \S+ ON /, ' INDEX ON ');
}

async function generationExpression(runner: QueryRunner, table: string, column: string): Promise<string | undefined> {
  const [row] = await runner.query(
    `SELECT generation_expression FROM information_schema.columns WHERE table_name = $1 AND column_name = $2`,
    [table, column],
  );
  return row?.generation_expression;
}
