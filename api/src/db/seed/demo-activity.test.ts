import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createTestDatabase } from '../../../test/database';
import { testConfig } from '../../../test/test-app';
import { createDataSource } from '../data-source';
import { insertDemoActivity } from './demo-activity';
import { DEMO_SIZE, demoStaff, insertDemoData } from './demo-data';
import { insertDemoKnowledge } from './demo-knowledge';

describe('demo activity (npm run seed:demo): messages and guided sessions made through the services', () => {
  it('fills the triage queue with routed messages and the guides with sessions of every ending', async () => {
    const db = await createTestDatabase();
    const ds = createDataSource(db.url, { poolSize: 4 });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-demo-activity-'));
    try {
      await ds.initialize();
      await ds.transaction(async (m) => {
        const { staffIds } = await insertDemoData(m, DEMO_SIZE, demoStaff('acme.test'), 'demo-password');
        await insertDemoKnowledge(m, staffIds[0]);
      });
      const counts = await insertDemoActivity(ds, { config: testConfig(db.url, { DATA_DIR: dataDir }), log: pino({ level: 'silent' }) });
      expect(counts.messages).toBeGreaterThanOrEqual(10);

      // Every inbound message is stored once, each waiting one routed on arrival.
      const [messages] = await ds.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'pending_triage')::int AS waiting,
                count(*) FILTER (WHERE status = 'pending_triage' AND "suggestionReason" IS NULL)::int AS unrouted,
                count(*) FILTER (WHERE urgent)::int AS urgent,
                count(*) FILTER (WHERE "suggestionConfidence" = 'medium' AND "suggestedTicketId" IS NOT NULL)::int AS medium,
                count(*) FILTER (WHERE "ticketId" IS NOT NULL)::int AS linked,
                count(DISTINCT channel)::int AS channels
           FROM messages WHERE direction = 'inbound'`,
      );
      expect(messages).toMatchObject({ total: counts.messages, waiting: counts.waitingInTriage, unrouted: 0, channels: 3 });
      expect(messages.urgent).toBeGreaterThanOrEqual(3);
      expect(messages.medium).toBeGreaterThanOrEqual(2);
      // The reply with its ticket's token joined it; one suggestion was accepted.
      expect(messages.linked).toBeGreaterThanOrEqual(2);
      // A number quoted from someone else's ticket is never suggested for it (the sender's own
      // tickets may still be, by their words).
      const [quoted] = await ds.query(
        `SELECT m."suggestedTicketId", m."suggestionReason", t.id AS "quotedTicketId"
           FROM messages m JOIN tickets t ON m.subject = 'Question about job #' || t.number
          WHERE m.subject LIKE 'Question about job #%'`,
      );
      expect(quoted.quotedTicketId).toEqual(expect.any(String));
      expect(quoted.suggestedTicketId).not.toBe(quoted.quotedTicketId);
      expect(quoted.suggestionReason).toMatch(/another contact's ticket/);

      // Sessions over past months, each ending: resolved, escalated (recent ones with a linked ticket) and abandoned.
      const [sessions] = await ds.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'completed')::int AS resolved,
                count(*) FILTER (WHERE status = 'escalated_to_ticket')::int AS escalated,
                count(*) FILTER (WHERE status = 'active' AND "lastActivityAt" < now() - interval '24 hours')::int AS abandoned,
                count(*) FILTER (WHERE "escalatedTicketId" IS NOT NULL)::int AS with_ticket,
                count(DISTINCT "articleId")::int AS articles,
                min("createdAt") < now() - interval '3 months' AS spans_months
           FROM troubleshooting_sessions`,
      );
      expect(sessions).toMatchObject({ total: counts.sessions, with_ticket: counts.escalatedTickets, articles: 18, spans_months: true });
      expect(sessions.resolved).toBeGreaterThan(0);
      expect(sessions.escalated).toBeGreaterThan(0);
      expect(sessions.abandoned).toBeGreaterThan(0);
      expect(counts.escalatedTickets).toBeGreaterThan(0);
      // The escalated tickets carry the steps gone through, as a ticket made from the guide does.
      const tickets = await ds.query(`SELECT t.description FROM tickets t JOIN troubleshooting_sessions s ON s."escalatedTicketId" = t.id`);
      for (const t of tickets) expect(t.description).toMatch(/^Escalated from the guided troubleshooting/);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
