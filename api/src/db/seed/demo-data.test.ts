import { createDataSource } from '../data-source';
import { createTestDatabase } from '../../../test/database';
import { DEMO_SIZE, demoStaff, insertDemoData } from './demo-data';
import { slaDueAtSql, slaOverdueSql, slaPausesSql, slaResolvedOnTimeSql } from '../../modules/tickets/ticket.sla';

describe('demo data (npm run seed:demo)', () => {
  it('fills a migrated database with consistent, believable support data', async () => {
    const db = await createTestDatabase();
    const ds = createDataSource(db.url, { poolSize: 2 });
    try {
      await ds.initialize();
      const staff = demoStaff('acme.test');
      const indexes = () => ds.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`);
      const indexesBefore = await indexes();
      await ds.transaction((m) => insertDemoData(m, DEMO_SIZE, staff, 'demo-password'));
      // The bulk load drops secondary indexes and builds them again: all of them, as they were.
      expect(await indexes()).toEqual(indexesBefore);
      expect(indexesBefore.some((i: { indexdef: string }) => /gin_trgm_ops/.test(i.indexdef))).toBe(true);
      const [c] = await ds.query(
        `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM clients) AS clients,
                (SELECT count(*)::int FROM properties) AS properties, (SELECT count(*)::int FROM contacts) AS contacts,
                (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(DISTINCT number)::int FROM tickets) AS numbers,
                (SELECT count(*)::int FROM activities) AS activities, (SELECT count(*)::int FROM tasks) AS tasks`,
      );
      expect(c).toMatchObject({ users: staff.length, clients: 40, properties: 150, contacts: 200, tickets: 600, numbers: 600 });
      expect(c.activities).toBe(600 * (1 + DEMO_SIZE.extraActivitiesPerTicket));
      expect(c.tasks).toBeGreaterThan(150);

      // The server's ticket rules hold: due from the priority's SLA, resolvedAt only when completed,
      // responses and resolutions after creation, numbers in creation order.
      const [rules] = await ds.query(
        `SELECT count(*) FILTER (WHERE "dueAt" <> ${slaDueAtSql({ createdAt: '"createdAt"', priority: 'priority', pauses: slaPausesSql('id') })})::int AS bad_due,
                count(*) FILTER (WHERE (status = 'completed') <> ("resolvedAt" IS NOT NULL))::int AS bad_resolved,
                count(*) FILTER (WHERE "resolvedAt" < "createdAt" OR "firstResponseAt" < "createdAt"
                                    OR "resolvedAt" > now() OR "createdAt" > now())::int AS bad_times,
                count(*) FILTER (WHERE "propertyId" IS NOT NULL AND "clientId" <> (SELECT p."clientId" FROM properties p WHERE p.id = "propertyId"))::int AS bad_property,
                count(DISTINCT status)::int AS statuses, count(DISTINCT priority)::int AS priorities,
                count(*) FILTER (WHERE status <> 'completed' AND ${slaOverdueSql('tickets')})::int AS overdue,
                count(*) FILTER (WHERE NOT ${slaResolvedOnTimeSql('tickets')})::int AS late,
                count(*) FILTER (WHERE "slaPausedAt" IS NOT NULL)::int AS paused,
                count(*) FILTER (WHERE "slaNextWarningAt" <= now())::int AS warnings_due,
                count(*) FILTER (WHERE "slaPausedAt" IS NOT NULL AND (status NOT IN ('awaiting-supplier', 'awaiting-parts')
                                    OR "slaPausedAt" IS DISTINCT FROM (SELECT p."startedAt" FROM ticket_sla_pauses p
                                                                         WHERE p."ticketId" = tickets.id AND p."endedAt" IS NULL)))::int AS bad_paused,
                min("createdAt") < now() - interval '13 months' AS spans_months
           FROM tickets`,
      );
      expect(rules).toMatchObject({
        bad_due: 0,
        bad_resolved: 0,
        bad_times: 0,
        bad_property: 0,
        bad_paused: 0,
        warnings_due: 0,
        statuses: 5,
        priorities: 3,
        spans_months: true,
      });
      expect(rules.overdue).toBeGreaterThan(0);
      expect(rules.paused).toBeGreaterThan(0);
      expect(rules.late).toBeGreaterThan(0);
      const [order] = await ds.query(
        `SELECT count(*)::int AS n FROM (SELECT number, lag("createdAt") OVER (ORDER BY number) AS prev, "createdAt" FROM tickets) x
          WHERE prev > "createdAt"`,
      );
      expect(order.n).toBe(0);
      const [created] = await ds.query(
        `SELECT count(*)::int AS n FROM activities a JOIN tickets t ON t.id = a."ticketId"
          WHERE a.type = 'ticket_created' AND a."createdAt" = t."createdAt"`,
      );
      expect(created.n).toBe(600);
      // Staff can sign in with the printed password (argon2id hash, not the plain text), their addresses confirmed.
      const [user] = await ds.query(`SELECT password, "emailVerifiedAt" IS NOT NULL AS confirmed FROM users WHERE email = $1`, [
        staff[0].email,
      ]);
      expect(user.password).toMatch(/^\$argon2id\$/);
      expect(user.confirmed).toBe(true);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    }
  });
});
