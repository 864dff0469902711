// Scenario: the breach warnings sweep over 100,000 open tickets (issue 24, "Targets"). Its own api
// and embedded PostgreSQL: the demo generator's clients and contacts, then open tickets inserted
// set-based until 100,000 are open, each assigned to the agent and with its next warning kept by
// the product's trigger. Measured: the sweep with nothing due (what it does almost every minute),
// then with 1,000 warnings due at once (a morning's backlog after an outage). Target: under 1 s.
import { registerUser, startServer } from '../lib/server.mjs';
import { apiModule, apiServices, capturingDataSource } from '../lib/sql-floor.mjs';

const OPEN_TICKETS = 100_000;
const DUE = 1_000;
const TARGET_MS = 1_000;

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}

export default {
  name: 'sla-sweep',
  title: 'Breach warnings sweep over 100,000 open tickets',

  async prepare() {
    const server = await startServer();
    const context = { server };
    try {
      const { user } = await registerUser(server);
      const { dataSource } = await capturingDataSource(server.databaseUrl());
      try {
        const { insertDemoData, demoStaff } = apiModule('db/seed/demo-data');
        const size = {
          clients: 200,
          properties: 500,
          contacts: 2_000,
          tickets: 1_000,
          extraActivitiesPerTicket: 0,
          taskShare: 0,
          months: 1,
        };
        await dataSource.transaction((m) => insertDemoData(m, size, demoStaff('bench.example.com'), 'bench-password'));
        const [{ open }] = await dataSource.query(`SELECT count(*)::int AS open FROM tickets WHERE "resolvedAt" IS NULL`);
        process.stdout.write(`  inserting ${(OPEN_TICKETS - open).toLocaleString('en-US')} open tickets … `);
        // Created a minute ago, important (days of SLA time): none is near a warning yet.
        const inserted = await timed(() =>
          dataSource.query(
            `INSERT INTO tickets (title, description, priority, status, category, "clientId", "requesterId", "assigneeId",
                                  "createdAt", "updatedAt", "dueAt", tags)
             SELECT t.title, t.description, 'important', 'in-progress', t.category, t."clientId", t."requesterId", $2::uuid,
                    now() - interval '1 minute', now(), ticket_sla_due_at(now() - interval '1 minute', 'important', '{}'::tstzrange[]), '{}'
               FROM generate_series(1, $1::int) g
              CROSS JOIN LATERAL (SELECT * FROM tickets ORDER BY number LIMIT 1) t`,
            [OPEN_TICKETS - open, user.id],
          ),
        );
        await dataSource.query('VACUUM ANALYZE tickets');
        const [{ total }] = await dataSource.query(`SELECT count(*)::int AS total FROM tickets WHERE "resolvedAt" IS NULL`);
        console.log(`${(inserted.ms / 1000).toFixed(1)} s (${total.toLocaleString('en-US')} open)`);
        const { slaWarnings } = apiServices(server, dataSource);
        await slaWarnings.sweep(); // what the demo tickets had due
        const idle = await timed(() => slaWarnings.sweep());
        // A thousand of them whose warning time has come (what the trigger sets once 75% of the time is used).
        await dataSource.query(
          `UPDATE tickets SET "slaNextWarningAt" = now() - interval '1 minute'
            WHERE id IN (SELECT id FROM tickets WHERE "resolvedAt" IS NULL AND "assigneeId" = $1 ORDER BY number DESC LIMIT ${DUE})`,
          [user.id],
        );
        const due = await timed(() => slaWarnings.sweep());
        console.log(
          `  sweep: ${Math.round(idle.ms)} ms with none due, ${Math.round(due.ms)} ms for ${DUE} due (${due.result} notifications)`,
        );
        context.results = { open: total, idleMs: idle.ms, dueMs: due.ms, sent: due.result };
      } finally {
        await dataSource.destroy();
      }
      return context;
    } catch (error) {
      await this.cleanup(context);
      throw error;
    }
  },

  cases() {
    return [];
  },

  checks({ results }) {
    const over = `${results.open.toLocaleString('en-US')} open tickets`;
    return [
      {
        label: `Breach sweep over ${over}, none due`,
        value: `${Math.round(results.idleMs)} ms`,
        target: `< ${TARGET_MS / 1000} s`,
        pass: results.idleMs < TARGET_MS && results.open >= OPEN_TICKETS,
      },
      {
        label: `Breach sweep over ${over}, ${DUE.toLocaleString('en-US')} warnings due at once`,
        value: `${Math.round(results.dueMs)} ms (${results.sent.toLocaleString('en-US')} notifications)`,
        target: `< ${TARGET_MS / 1000} s`,
        pass: results.dueMs < TARGET_MS && results.sent >= DUE,
      },
    ];
  },

  async cleanup(context) {
    await context.server?.stop().catch(() => undefined);
  },
};
