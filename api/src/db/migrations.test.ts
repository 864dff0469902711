import { createDataSource } from './data-source';
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
        'users', 'contacts', 'clients', 'properties', 'tickets', 'ticket_comments', 'activities', 'tasks',
        'channel_identities', 'conversations', 'messages', 'attachments', 'knowledge_articles', 'knowledge_steps',
        'step_options', 'responsibility_matrix', 'troubleshooting_sessions', 'sessions',
      ]) {
        expect(tables).toContain(table);
      }

      // Enumerations are enforced by the database.
      await expect(ds.query(`SELECT 'overdue'::ticket_status`)).rejects.toThrow(/invalid input value for enum/);
      // The data model's unique constraints (docs/product.md §3) are enforced by the database.
      await ds.query(`INSERT INTO users (username, email, password) VALUES ('a', 'a@x.test', 'h')`);
      await expect(ds.query(`INSERT INTO users (username, email, password) VALUES ('a', 'b@x.test', 'h')`)).rejects.toThrow(/duplicate key/);
      await expect(ds.query(`INSERT INTO users (username, email, password) VALUES ('b', 'a@x.test', 'h')`)).rejects.toThrow(/duplicate key/);
      await ds.query(`INSERT INTO channel_identities (channel, "addressOrHandle") VALUES ('sms', '+441234')`);
      await expect(ds.query(`INSERT INTO channel_identities (channel, "addressOrHandle") VALUES ('sms', '+441234')`)).rejects.toThrow(/duplicate key/);
      const [article] = await ds.query(`INSERT INTO knowledge_articles (title, category, responsibility) VALUES ('Boiler', 'heating', 'landlord') RETURNING id`);
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
      const [client] = await ds.query(`INSERT INTO clients ("firstName", "lastName", email, "companyName") VALUES ('A', 'B', 'c@x.test', 'Co') RETURNING id`);
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
      const left = await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`);
      expect(left).toEqual([]);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    }
  });
});
