import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import {
  clearTicketsAndTasks,
  insertClientAndContact,
  insertTask,
  insertTicket,
  type DashboardFixture,
} from '../../../test/factories/dashboard';
import { HistoricalPeriod } from './dashboard.inputs';
import { createServices } from '../../services';
import type { DashboardService } from './dashboard.service';
import { monthlyRanges, previousRange } from './dashboard.service';
import { slaResolvedOnTimeSql } from '../tickets/ticket.sla';

const METRICS = `query DashboardMetrics { dashboardMetrics {
  activeTickets newThisMonth resolvedThisMonth overdueSLA slaComplianceRate avgResponseTime avgResolutionTime
  priorities { emergency urgent important } newToday resolvedToday hasTasks } }`;
const PERIOD_FIELDS = `startDate endDate newTickets resolvedTickets resolvedOnTime resolvedLate slaComplianceRate avgResponseTime avgResolutionTime
  activeTickets newThisMonth resolvedThisMonth overdueSLA priorities { emergency urgent important }`;
const HISTORICAL = `query Historical($input: HistoricalMetricsInput!) { historicalMetrics(input: $input) {
  period current { ${PERIOD_FIELDS} } previous { ${PERIOD_FIELDS} } monthlyBreakdown { month ${PERIOD_FIELDS} } } }`;
const RECENT = `{ recentTasks { id title description status priority dueDate ticketId ticketNumber createdAt } }`;

/**
 * The instant the hand-built data set is judged at: mid-March 2026. The company's zone is
 * Europe/London (the default), on GMT until 29 March: its days there are UTC days.
 */
const NOW = new Date('2026-03-15T12:00:00.000Z');

/**
 * Hand-built tickets with known answers at NOW (see each line):
 *  T1 created on the first instant of March, emergency, open, due 2 March (overdue), answered after 2 h
 *  T2 created on the last millisecond of February, urgent, in progress, due 20 March, no response
 *  T3 created 10 March, important, resolved exactly at its due time (on time, 48 h), answered after 4 h
 *  T4 created 20 February, urgent, due 25 February, resolved on the first instant of March (late, 216 h)
 *  T5 created today 01:00, emergency, resolved today 07:00 (on time, 6 h), answered after 2 h
 *  T6 created 10 January, resolved 28 February 23:00 (late, 1199 h): February, not March
 *  T7 created 14 March, urgent, open, due exactly NOW (not yet overdue)
 */
async function buildDataSet(t: TestApp, fx: DashboardFixture): Promise<Record<string, { id: string; number: number }>> {
  const ds = t.dataSource;
  return {
    t1: await insertTicket(ds, fx, {
      createdAt: '2026-03-01T00:00:00Z',
      dueAt: '2026-03-02T00:00:00Z',
      priority: 'emergency',
      firstResponseAt: '2026-03-01T02:00:00Z',
    }),
    t2: await insertTicket(ds, fx, {
      createdAt: '2026-02-28T23:59:59.999Z',
      dueAt: '2026-03-20T00:00:00Z',
      priority: 'urgent',
      status: 'in-progress',
    }),
    t3: await insertTicket(ds, fx, {
      createdAt: '2026-03-10T00:00:00Z',
      dueAt: '2026-03-12T00:00:00Z',
      resolvedAt: '2026-03-12T00:00:00Z',
      priority: 'important',
      firstResponseAt: '2026-03-10T04:00:00Z',
    }),
    t4: await insertTicket(ds, fx, {
      createdAt: '2026-02-20T00:00:00Z',
      dueAt: '2026-02-25T00:00:00Z',
      resolvedAt: '2026-03-01T00:00:00Z',
      priority: 'urgent',
    }),
    t5: await insertTicket(ds, fx, {
      createdAt: '2026-03-15T01:00:00Z',
      dueAt: '2026-03-16T01:00:00Z',
      resolvedAt: '2026-03-15T07:00:00Z',
      priority: 'emergency',
      firstResponseAt: '2026-03-15T03:00:00Z',
    }),
    t6: await insertTicket(ds, fx, {
      createdAt: '2026-01-10T00:00:00Z',
      dueAt: '2026-01-20T00:00:00Z',
      resolvedAt: '2026-02-28T23:00:00Z',
      priority: 'important',
    }),
    t7: await insertTicket(ds, fx, {
      createdAt: '2026-03-14T12:00:00Z',
      dueAt: NOW.toISOString(),
      priority: 'urgent',
    }),
  };
}

describe('dashboard', () => {
  let t: TestApp;
  let service: DashboardService;
  let agent: ReturnType<TestApp['agent']>;
  let fx: DashboardFixture;

  beforeAll(async () => {
    t = await startTestApp();
    service = createServices({ dataSource: t.dataSource, config: t.config }).dashboard;
    agent = t.agent();
    await registerUser(agent);
    fx = await insertClientAndContact(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearTicketsAndTasks(t.dataSource);
  });

  describe('current metrics', () => {
    it('are zero, with no rates, on an empty desk', async () => {
      expect(await service.metrics(NOW)).toEqual({
        activeTickets: 0,
        newThisMonth: 0,
        resolvedThisMonth: 0,
        overdueSLA: 0,
        slaComplianceRate: null,
        avgResponseTime: null,
        avgResolutionTime: null,
        priorities: { emergency: 0, urgent: 0, important: 0 },
        newToday: 0,
        resolvedToday: 0,
        hasTasks: false,
      });
    });

    it('give the known answers on the hand-built data set, month and due-time edges included', async () => {
      await buildDataSet(t, fx);
      expect(await service.metrics(NOW)).toEqual({
        activeTickets: 3, // T1, T2, T7
        newThisMonth: 4, // T1 (first instant of March), T3, T5, T7; not T2 (last ms of February)
        resolvedThisMonth: 3, // T3, T4 (first instant of March), T5; not T6
        overdueSLA: 1, // T1; T7 is due exactly now, T2 later
        slaComplianceRate: 66.7, // T3 (resolved exactly at due time) and T5 on time, T4 late
        avgResponseTime: 2.67, // (2 + 4 + 2) / 3 over March tickets with a response
        avgResolutionTime: 90, // (48 + 216 + 6) / 3 over tickets resolved in March
        priorities: { emergency: 1, urgent: 2, important: 0 },
        newToday: 1, // T5
        resolvedToday: 1, // T5
        hasTasks: false,
      });
    });

    it('count a ticket as overdue one millisecond after its due time, not at it', async () => {
      await insertTicket(t.dataSource, fx, { createdAt: '2026-03-14T00:00:00Z', dueAt: NOW.toISOString() });
      expect((await service.metrics(NOW)).overdueSLA).toBe(0);
      expect((await service.metrics(new Date(NOW.getTime() + 1))).overdueSLA).toBe(1);
    });

    it("move to the next month at its first instant in the company's zone (London's summer time: 23:00 UTC)", async () => {
      await buildDataSet(t, fx);
      const april = await service.metrics(new Date('2026-03-31T23:00:00Z'));
      expect(april).toMatchObject({ newThisMonth: 0, resolvedThisMonth: 0, slaComplianceRate: null, newToday: 0, activeTickets: 3 });
      const lastOfMarch = await service.metrics(new Date('2026-03-31T22:59:59.999Z'));
      expect(lastOfMarch).toMatchObject({ newThisMonth: 4, resolvedThisMonth: 3, newToday: 0, overdueSLA: 3 });
    });

    it('are the same through GraphQL and REST, and need a signed-in user', async () => {
      await buildDataSet(t, fx);
      await insertTask(t.dataSource, { title: 'Call plumber', createdAt: '2026-03-14T09:00:00Z' });
      const rest = await agent.get('/api/dashboard/metrics');
      expect(rest.status).toBe(200);
      const graph = await gql(agent, METRICS);
      expect(graph.body.errors).toBeUndefined();
      expect(graph.body.data.dashboardMetrics).toEqual(rest.body);
      expect(rest.body).toEqual(await service.metrics());
      expect(rest.body).toMatchObject({ activeTickets: 3, hasTasks: true, priorities: { emergency: 1, urgent: 2, important: 0 } });

      expect((await t.request().get('/api/dashboard/metrics')).status).toBe(401);
      const anonymous = await gql(t.request(), METRICS);
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('the daily summary behind the period figures', () => {
    /** The summary rebuilt from scratch from the tickets, to compare with the one the triggers keep. */
    const FROM_SCRATCH = `
      SELECT day, sum(created)::int AS created, sum(responded)::int AS responded, sum(rs)::numeric AS rs,
        sum(resolved)::int AS resolved, sum(on_time)::int AS on_time, sum(res)::numeric AS res,
        sum(e)::int AS e, sum(u)::int AS u, sum(i)::int AS i, sum(od)::int AS od
      FROM (
        SELECT ("createdAt" AT TIME ZONE sla_time_zone())::date AS day, 1 AS created, ("firstResponseAt" IS NOT NULL)::int AS responded,
          COALESCE(extract(epoch FROM "firstResponseAt" - "createdAt"), 0) AS rs, 0 AS resolved, 0 AS on_time, 0::numeric AS res,
          (priority = 'emergency')::int AS e, (priority = 'urgent')::int AS u, (priority = 'important')::int AS i, 0 AS od
        FROM tickets
        UNION ALL
        SELECT ("resolvedAt" AT TIME ZONE sla_time_zone())::date, 0, 0, 0, 1, (${slaResolvedOnTimeSql('tickets')})::int, extract(epoch FROM "resolvedAt" - "createdAt"),
          0, 0, 0, 0
        FROM tickets WHERE "resolvedAt" IS NOT NULL
        UNION ALL
        SELECT (greatest("createdAt", "dueAt") AT TIME ZONE sla_time_zone())::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
        FROM tickets WHERE "resolvedAt" IS NULL OR NOT ${slaResolvedOnTimeSql('tickets')}
      ) c GROUP BY day HAVING sum(created) <> 0 OR sum(resolved) <> 0 OR sum(od) <> 0 ORDER BY day`;
    const KEPT = `
      SELECT day, created, responded, response_seconds AS rs, resolved, resolved_on_time AS on_time, resolution_seconds AS res,
        created_emergency AS e, created_urgent AS u, created_important AS i, became_overdue AS od
      FROM ticket_daily_stats WHERE created <> 0 OR resolved <> 0 OR became_overdue <> 0 ORDER BY day`;
    const normalise = (rows: Record<string, unknown>[]) => rows.map((r) => ({ ...r, rs: Number(r.rs), res: Number(r.res) }));

    it('stays exact through inserts, reopening, re-resolving, edits of the times, deletes and truncation', async () => {
      const ids = await buildDataSet(t, fx);
      const ds = t.dataSource;
      const check = async () => expect(normalise(await ds.query(KEPT))).toEqual(normalise(await ds.query(FROM_SCRATCH)));
      await check();
      // Reopen T3 (resolvedAt cleared), then resolve it late.
      await ds.query(`UPDATE tickets SET status = 'in-progress', "resolvedAt" = NULL WHERE id = $1`, [ids.t3.id]);
      await check();
      expect((await service.metrics(NOW)).resolvedThisMonth).toBe(2);
      await ds.query(`UPDATE tickets SET status = 'completed', "resolvedAt" = '2026-03-14T00:00:00Z' WHERE id = $1`, [ids.t3.id]);
      await check();
      expect((await service.metrics(NOW)).slaComplianceRate).toBe(33.3);
      // A first response, a new due time (priority change), a status change without any time change.
      await ds.query(`UPDATE tickets SET "firstResponseAt" = "createdAt" + interval '30 minutes' WHERE id = $1`, [ids.t2.id]);
      await ds.query(`UPDATE tickets SET priority = 'emergency' WHERE id = $1`, [ids.t7.id]);
      await check();
      await ds.query(`UPDATE tickets SET "dueAt" = '2026-03-15T00:00:00Z' WHERE id = $1`, [ids.t3.id]);
      await ds.query(`UPDATE tickets SET status = 'awaiting-parts'`.concat(` WHERE status <> 'completed'`));
      await check();
      // Several rows in one statement, then deletes.
      await ds.query(`UPDATE tickets SET "createdAt" = "createdAt" - interval '1 day'`);
      await check();
      await ds.query(`DELETE FROM tickets WHERE id IN ($1, $2)`, [ids.t4.id, ids.t5.id]);
      await check();
      await clearTicketsAndTasks(ds);
      expect(await ds.query(KEPT)).toEqual([]);
      expect((await service.metrics(NOW)).newThisMonth).toBe(0);
    });
  });

  describe("the company's time zone", () => {
    const setZone = async (timeZone: string) => {
      const res = await gql(
        agent,
        `mutation Zone($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { timeZone } }`,
        {
          input: { timeZone },
        },
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateCompanySettings.timeZone).toBe(timeZone);
    };
    const kept = async () =>
      (await t.dataSource.query(`SELECT day::text AS day, created FROM ticket_daily_stats WHERE created <> 0 ORDER BY day`)) as {
        day: string;
        created: number;
      }[];
    const period = (startDate: string, endDate: string) => service.historical({ startDate, endDate, period: HistoricalPeriod.CURRENT });
    afterEach(async () => {
      await setZone('Europe/London');
    });

    it('file a ticket of 00:30 summer time on 1 July under July and 1 July in London, and under June once the zone is UTC', async () => {
      // 23:30 UTC on 30 June is 00:30 BST on 1 July.
      await insertTicket(t.dataSource, fx, { createdAt: '2026-06-30T23:30:00Z', dueAt: '2026-07-01T23:30:00Z' });
      expect(await kept()).toEqual([{ day: '2026-07-01', created: 1 }]);
      const firstOfJuly = new Date('2026-07-01T08:00:00Z');
      expect(await service.metrics(firstOfJuly)).toMatchObject({ newThisMonth: 1, newToday: 1, activeTickets: 1 });
      expect((await service.metrics(new Date('2026-06-30T22:59:59Z'))).newThisMonth).toBe(0); // 23:59:59 BST on 30 June
      expect((await period('2026-07-01', '2026-07-31')).current.newTickets).toBe(1);
      expect((await period('2026-06-01', '2026-06-30')).current).toMatchObject({ newTickets: 0, activeTickets: 0 });
      // A browser's toISOString() of London's 1 July names 1 July.
      expect((await period('2026-06-30T23:00:00.000Z', '2026-07-01T22:59:59.999Z')).current).toMatchObject({
        startDate: '2026-07-01',
        endDate: '2026-07-01',
        newTickets: 1,
      });

      await setZone('UTC');
      expect(await kept()).toEqual([{ day: '2026-06-30', created: 1 }]);
      expect(await service.metrics(firstOfJuly)).toMatchObject({ newThisMonth: 0, newToday: 0, activeTickets: 1 });
      expect(await service.metrics(new Date('2026-06-30T23:45:00Z'))).toMatchObject({ newThisMonth: 1, newToday: 1 });
      expect((await period('2026-06-01', '2026-06-30')).current).toMatchObject({ newTickets: 1, activeTickets: 1 });
      expect((await period('2026-07-01', '2026-07-31')).current.newTickets).toBe(0);
    });

    it('rebuild the summary in the transaction that changes the zone', async () => {
      await insertTicket(t.dataSource, fx, { createdAt: '2026-06-30T23:30:00Z', dueAt: '2026-07-01T23:30:00Z' });
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(`UPDATE company_settings SET "timeZone" = 'America/New_York' WHERE id = 1`);
        expect(await runner.query(`SELECT day::text AS day, created FROM ticket_daily_stats WHERE created <> 0`)).toEqual([
          { day: '2026-06-30', created: 1 },
        ]);
        expect(await kept()).toEqual([{ day: '2026-07-01', created: 1 }]); // others see the summary of the zone in force
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
      expect(await kept()).toEqual([{ day: '2026-07-01', created: 1 }]);
    });

    it("count today's new and resolved tickets as the ticket list's times read in London", async () => {
      const now = new Date('2026-07-01T12:00:00Z');
      const times = ['2026-06-30T22:59:59.999Z', '2026-06-30T23:00:00Z', '2026-07-01T11:00:00Z', '2026-07-01T23:00:00Z'];
      for (const createdAt of times) await insertTicket(t.dataSource, fx, { createdAt, dueAt: '2026-07-10T00:00:00Z' });
      for (const resolvedAt of times)
        await insertTicket(t.dataSource, fx, { createdAt: '2026-06-01T00:00:00Z', dueAt: '2026-07-10T00:00:00Z', resolvedAt });
      const res = await agent.get('/api/tickets').query({ limit: 100 });
      expect(res.status).toBe(200);
      const londonDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(iso));
      const today = londonDay(now.toISOString());
      const list = res.body as { createdAt: string; resolvedAt: string | null }[];
      const fromList = {
        newToday: list.filter((r) => londonDay(r.createdAt) === today).length,
        resolvedToday: list.filter((r) => r.resolvedAt && londonDay(r.resolvedAt) === today).length,
      };
      expect(fromList).toEqual({ newToday: 2, resolvedToday: 2 });
      expect(await service.metrics(now)).toMatchObject(fromList);
    });
  });

  describe('historical metrics', () => {
    const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
    const marchFigures = {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      newTickets: 4,
      resolvedTickets: 3,
      resolvedOnTime: 2,
      resolvedLate: 1,
      slaComplianceRate: 66.7,
      avgResponseTime: 2.67,
      avgResolutionTime: 90,
      activeTickets: 3, // at the first instant of April: T1, T2, T7
      newThisMonth: 4,
      resolvedThisMonth: 3,
      overdueSLA: 3, // T1, T2 and T7 are all past due by then
      priorities: { emergency: 2, urgent: 1, important: 1 }, // created in March: T1, T5; T7; T3
    };
    const februaryFigures = {
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      newTickets: 2, // T2, T4
      resolvedTickets: 1, // T6
      resolvedOnTime: 0,
      resolvedLate: 1,
      slaComplianceRate: 0,
      avgResponseTime: null,
      avgResolutionTime: 1199,
      activeTickets: 2, // at the first instant of March: T2, and T4 (resolved at that instant); not T1 (created then), T6
      newThisMonth: 2,
      resolvedThisMonth: 1,
      overdueSLA: 1, // T4, due 25 February; T2 is due in March
      priorities: { emergency: 0, urgent: 2, important: 0 }, // T2, T4; not T6 (January)
    };

    it('compare a whole month with the calendar month before', async () => {
      await buildDataSet(t, fx);
      const result = await service.historical({ ...march, period: HistoricalPeriod.COMPARE });
      expect(result.current).toEqual(marchFigures);
      expect(result.previous).toEqual(februaryFigures);
      expect(result.monthlyBreakdown).toEqual([{ month: '2026-03', ...marchFigures }]);
    });

    it('break a range down per calendar month, months without tickets included', async () => {
      await buildDataSet(t, fx);
      const result = await service.historical({ startDate: '2026-01-01', endDate: '2026-04-30', period: HistoricalPeriod.MONTHLY });
      expect(result.previous).toBeNull();
      expect(result.current).toEqual({
        startDate: '2026-01-01',
        endDate: '2026-04-30',
        newTickets: 7,
        resolvedTickets: 4,
        resolvedOnTime: 2,
        resolvedLate: 2,
        slaComplianceRate: 50,
        avgResponseTime: 2.67,
        avgResolutionTime: 367.25, // (48 + 216 + 6 + 1199) / 4
        activeTickets: 3,
        newThisMonth: 7,
        resolvedThisMonth: 4,
        overdueSLA: 3,
        priorities: { emergency: 2, urgent: 3, important: 2 },
      });
      expect(result.monthlyBreakdown).toEqual([
        {
          month: '2026-01',
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          newTickets: 1,
          resolvedTickets: 0,
          resolvedOnTime: 0,
          resolvedLate: 0,
          slaComplianceRate: null,
          avgResponseTime: null,
          avgResolutionTime: null,
          activeTickets: 1, // T6, created in January and resolved in February
          newThisMonth: 1,
          resolvedThisMonth: 0,
          overdueSLA: 1, // T6, due 20 January
          priorities: { emergency: 0, urgent: 0, important: 1 },
        },
        { month: '2026-02', ...februaryFigures },
        { month: '2026-03', ...marchFigures },
        {
          month: '2026-04',
          startDate: '2026-04-01',
          endDate: '2026-04-30',
          newTickets: 0,
          resolvedTickets: 0,
          resolvedOnTime: 0,
          resolvedLate: 0,
          slaComplianceRate: null,
          avgResponseTime: null,
          avgResolutionTime: null,
          activeTickets: 3, // still open from March
          newThisMonth: 0,
          resolvedThisMonth: 0,
          overdueSLA: 3,
          priorities: { emergency: 0, urgent: 0, important: 0 },
        },
      ]);
    });

    it('clip the months to the range and compare other ranges with as many days before', async () => {
      await buildDataSet(t, fx);
      const result = await service.historical({ startDate: '2026-02-28', endDate: '2026-03-10', period: HistoricalPeriod.COMPARE });
      expect(result.current).toMatchObject({ startDate: '2026-02-28', endDate: '2026-03-10', newTickets: 3, resolvedTickets: 2 });
      expect(result.previous).toMatchObject({ startDate: '2026-02-17', endDate: '2026-02-27', newTickets: 1, resolvedTickets: 0 });
      expect(result.monthlyBreakdown.map((m) => [m.month, m.startDate, m.endDate, m.newTickets])).toEqual([
        ['2026-02', '2026-02-28', '2026-02-28', 1],
        ['2026-03', '2026-03-01', '2026-03-10', 2],
      ]);
    });

    it('judge a period that has not ended yet now, as the current figures do', async () => {
      await buildDataSet(t, fx);
      const result = await service.historical({ startDate: '2026-03-01', endDate: '2026-04-30', period: HistoricalPeriod.MONTHLY }, NOW);
      const current = await service.metrics(NOW);
      // At NOW: T1, T2, T7 open; only T1 past due (T7 is due exactly now).
      expect(result.current).toMatchObject({ activeTickets: 3, overdueSLA: 1 });
      expect(result.current).toMatchObject({ activeTickets: current.activeTickets, overdueSLA: current.overdueSLA });
      const [march, april] = result.monthlyBreakdown;
      expect(march).toMatchObject({
        newThisMonth: current.newThisMonth,
        resolvedThisMonth: current.resolvedThisMonth,
        activeTickets: current.activeTickets,
        overdueSLA: current.overdueSLA,
        slaComplianceRate: current.slaComplianceRate,
        avgResponseTime: current.avgResponseTime,
        avgResolutionTime: current.avgResolutionTime,
      });
      expect(april).toMatchObject({
        activeTickets: 3,
        overdueSLA: 1,
        newThisMonth: 0,
        priorities: { emergency: 0, urgent: 0, important: 0 },
      });
    });

    it("count a ticket overdue at a period's end only when its due time is before that end", async () => {
      const open = (dueAt: string) => insertTicket(t.dataSource, fx, { createdAt: '2026-02-10T00:00:00Z', dueAt });
      await open('2026-02-28T23:59:59.999Z'); // overdue at the end of February
      await open('2026-03-01T00:00:00Z'); // due exactly at February's end: not yet overdue then
      await insertTicket(t.dataSource, fx, {
        createdAt: '2026-02-10T00:00:00Z',
        dueAt: '2026-02-20T00:00:00Z',
        resolvedAt: '2026-02-28T23:59:59.999Z', // late, but resolved before February's end
      });
      await insertTicket(t.dataSource, fx, {
        createdAt: '2026-02-10T00:00:00Z',
        dueAt: '2026-02-11T00:00:00Z',
        resolvedAt: '2026-02-10T01:00:00Z',
      });
      const result = await service.historical({ startDate: '2026-02-01', endDate: '2026-03-31', period: HistoricalPeriod.MONTHLY });
      expect(result.monthlyBreakdown.map((m) => [m.month, m.activeTickets, m.overdueSLA])).toEqual([
        ['2026-02', 2, 1],
        ['2026-03', 2, 2],
      ]);
    });

    it('carry the open tickets from one period to the next', async () => {
      await buildDataSet(t, fx);
      const result = await service.historical({ startDate: '2026-01-01', endDate: '2026-04-30', period: HistoricalPeriod.MONTHLY });
      let open = 0;
      for (const month of result.monthlyBreakdown) {
        open += month.newThisMonth - month.resolvedThisMonth;
        expect(month.activeTickets).toBe(open);
      }
    });

    it('work out previous periods and months as calendar arithmetic', () => {
      const d = (s: string) => new Date(`${s}T00:00:00Z`);
      const iso = (r: { start: Date; end: Date }) => [r.start.toISOString().slice(0, 10), r.end.toISOString().slice(0, 10)];
      expect(iso(previousRange({ start: d('2026-03-01'), end: d('2026-04-01') }))).toEqual(['2026-02-01', '2026-03-01']);
      expect(iso(previousRange({ start: d('2026-01-01'), end: d('2027-01-01') }))).toEqual(['2025-01-01', '2026-01-01']);
      expect(iso(previousRange({ start: d('2026-01-01'), end: d('2026-03-16') }))).toEqual(['2025-10-19', '2026-01-01']);
      expect(monthlyRanges({ start: d('2025-12-31'), end: d('2026-01-02') }).map(iso)).toEqual([
        ['2025-12-31', '2026-01-01'],
        ['2026-01-01', '2026-01-02'],
      ]);
    });

    it('are the same through GraphQL and REST', async () => {
      await buildDataSet(t, fx);
      const rest = await agent.get('/api/dashboard/metrics/historical').query({ ...march, period: 'compare' });
      expect(rest.status).toBe(200);
      expect(rest.body.current).toEqual(marchFigures);
      expect(rest.body.previous).toEqual(februaryFigures);
      const graph = await gql(agent, HISTORICAL, { input: { ...march, period: 'COMPARE' } });
      expect(graph.body.errors).toBeUndefined();
      expect(graph.body.data.historicalMetrics).toEqual({ ...rest.body, period: 'COMPARE' });
      expect(rest.body.period).toBe('compare');
    });

    it.each([
      // London is on GMT on 1 March and on summer time (UTC+1) on 31 March.
      [
        "toISOString() of London's midnight and of the month's last millisecond there",
        '2026-03-01T00:00:00.000Z',
        '2026-03-31T22:59:59.999Z',
      ],
      // A browser in Paris (UTC+1, then UTC+2) sends its midnight as 23:00 the day before.
      ['local midnight and end of month east of the company', '2026-02-28T23:00:00.000Z', '2026-03-31T21:59:59.999Z'],
      ['local midnight west of the company, and now as the end', '2026-03-01T05:00:00.000Z', '2026-03-31T12:00:00.000Z'],
      ['explicit offsets', '2026-03-01T00:00:00+01:00', '2026-03-31T23:59:59+01:00'],
      ["no offset (the company's clock), no seconds", '2026-03-01T00:00', '2026-03-31T23:59'],
    ])('take ISO 8601 date-times over REST and map them to days (%s)', async (_name, startDate, endDate) => {
      await buildDataSet(t, fx);
      const rest = await agent.get('/api/dashboard/metrics/historical').query({ startDate, endDate, period: 'compare' });
      expect(rest.status).toBe(200);
      expect(rest.body.current).toEqual(marchFigures);
      expect(rest.body.previous).toEqual(februaryFigures);
    });

    it('refuse date-times that are not ISO 8601 or not real', async () => {
      for (const startDate of [
        '2026-03-01T25:00:00Z',
        '2026-02-30T00:00:00Z',
        '2026-03-01T00:00:00+0100',
        '2026-03-01 00:00:00Z',
        '2026-03-01Tnoon',
      ]) {
        const res = await agent.get('/api/dashboard/metrics/historical').query({ startDate, endDate: '2026-03-31', period: 'current' });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'startDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time', field: 'startDate' });
      }
    });

    it.each([
      [
        { startDate: '2026-3-1', endDate: '2026-03-31', period: 'current' },
        'startDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
        'startDate',
      ],
      [{ endDate: '2026-03-31', period: 'current' }, 'startDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time', 'startDate'],
      [
        { startDate: '2026-03-01', endDate: '2026-02-30', period: 'current' },
        'endDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
        'endDate',
      ],
      [{ startDate: '2026-03-01', endDate: '2026-02-28', period: 'current' }, 'endDate must not be before startDate', 'endDate'],
      [{ startDate: '2020-01-01', endDate: '2025-01-01', period: 'monthly' }, 'The range must be at most 5 years', 'endDate'],
      [{ startDate: '2026-03-01', endDate: '2026-03-31', period: 'weekly' }, 'period must be current, compare or monthly', 'period'],
      [{ startDate: '2026-03-01', endDate: '2026-03-31' }, 'period must be current, compare or monthly', 'period'],
    ])('answer 400 with a message for bad input over REST (%j)', async (query, message, field) => {
      const res = await agent.get('/api/dashboard/metrics/historical').query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it('refuse the same input with the same messages over GraphQL', async () => {
      const cases: [object, string][] = [
        [
          { startDate: '2026-3-1', endDate: '2026-03-31', period: 'CURRENT' },
          'startDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
        ],
        [
          { startDate: '2026-03-01', endDate: '2026-02-30', period: 'CURRENT' },
          'endDate must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
        ],
        [{ startDate: '2026-03-01', endDate: '2026-02-28', period: 'CURRENT' }, 'endDate must not be before startDate'],
        [{ startDate: '2020-01-01', endDate: '2025-01-01', period: 'MONTHLY' }, 'The range must be at most 5 years'],
      ];
      for (const [input, message] of cases) {
        const res = await gql(agent, HISTORICAL, { input });
        expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      // Exactly five years is allowed.
      const five = await agent
        .get('/api/dashboard/metrics/historical')
        .query({ startDate: '2020-01-01', endDate: '2024-12-31', period: 'monthly' });
      expect(five.status).toBe(200);
      expect(five.body.monthlyBreakdown).toHaveLength(60);
    });
  });

  describe('recent tasks', () => {
    it('are the five newest pending or in-progress tasks, with their ticket number', async () => {
      const { t1 } = await buildDataSet(t, fx);
      for (let i = 1; i <= 6; i++) {
        await insertTask(t.dataSource, {
          title: `Task ${i}`,
          description: i === 6 ? 'x'.repeat(120) : null,
          status: i % 2 ? 'pending' : 'in_progress',
          createdAt: `2026-03-0${i}T10:00:00Z`,
          dueDate: i === 6 ? '2026-03-20T09:00:00Z' : null,
          ticketId: i === 6 ? t1.id : null,
        });
      }
      await insertTask(t.dataSource, { title: 'Done', status: 'completed', createdAt: '2026-03-09T10:00:00Z' });
      await insertTask(t.dataSource, { title: 'Dropped', status: 'cancelled', createdAt: '2026-03-09T11:00:00Z' });

      const graph = await gql(agent, RECENT);
      expect(graph.body.errors).toBeUndefined();
      const tasks = graph.body.data.recentTasks;
      expect(tasks.map((k: { title: string }) => k.title)).toEqual(['Task 6', 'Task 5', 'Task 4', 'Task 3', 'Task 2']);
      expect(tasks[0]).toMatchObject({
        status: 'IN_PROGRESS',
        priority: 'HIGH',
        description: 'x'.repeat(120),
        dueDate: '2026-03-20T09:00:00.000Z',
        ticketId: t1.id,
        ticketNumber: t1.number,
      });
      expect(tasks[1]).toMatchObject({ status: 'PENDING', ticketId: null, ticketNumber: null, dueDate: null });

      // REST answers the same tasks with the database strings for enumerations.
      const rest = await agent.get('/api/dashboard/recent-tasks');
      expect(rest.status).toBe(200);
      const lower = (k: { status: string; priority: string }) => ({
        ...k,
        status: k.status.toLowerCase(),
        priority: k.priority.toLowerCase(),
      });
      expect(rest.body).toEqual(tasks.map(lower));
      expect(rest.body[0].status).toBe('in_progress');
    });

    it('is empty when no task is open, and hasTasks tells the two empty states apart', async () => {
      expect(await service.recentTasks()).toEqual([]);
      expect((await service.metrics(NOW)).hasTasks).toBe(false);
      await insertTask(t.dataSource, { title: 'Done', status: 'completed', createdAt: '2026-03-09T10:00:00Z' });
      expect(await service.recentTasks()).toEqual([]);
      expect((await service.metrics(NOW)).hasTasks).toBe(true);
    });
  });

  describe('REST answers', () => {
    /** "The metrics" as the spec's client reads them (SPEC.md §7), on the dashboard and in every historical period. */
    const SPEC_METRICS = [
      'activeTickets',
      'newThisMonth',
      'resolvedThisMonth',
      'overdueSLA',
      'slaComplianceRate',
      'avgResponseTime',
      'avgResolutionTime',
      'priorities',
    ];

    it('name each figure, in order (a field added to the types or the SQL does not leak)', async () => {
      await insertTask(t.dataSource, { title: 'Open', status: 'pending', createdAt: '2026-03-09T10:00:00Z' });
      const metrics = (await agent.get('/api/dashboard/metrics')).body;
      expect(Object.keys(metrics)).toEqual([...SPEC_METRICS, 'newToday', 'resolvedToday', 'hasTasks']);
      expect(Object.keys(metrics.priorities)).toEqual(['emergency', 'urgent', 'important']);

      const period = [
        'startDate',
        'endDate',
        'newTickets',
        'resolvedTickets',
        'resolvedOnTime',
        'resolvedLate',
        'slaComplianceRate',
        'avgResponseTime',
        'avgResolutionTime',
        'activeTickets',
        'newThisMonth',
        'resolvedThisMonth',
        'overdueSLA',
        'priorities',
      ];
      const historical = await agent.get('/api/dashboard/metrics/historical?startDate=2026-01-15&endDate=2026-02-10&period=compare');
      expect(Object.keys(historical.body)).toEqual(['period', 'current', 'previous', 'monthlyBreakdown']);
      expect(Object.keys(historical.body.current)).toEqual(period);
      expect(Object.keys(historical.body.previous)).toEqual(period);
      for (const month of historical.body.monthlyBreakdown) expect(Object.keys(month)).toEqual(['month', ...period]);

      for (const figures of [historical.body.current, historical.body.previous, ...historical.body.monthlyBreakdown]) {
        expect(Object.keys(figures)).toEqual(expect.arrayContaining(SPEC_METRICS));
        expect(Object.keys(figures.priorities)).toEqual(['emergency', 'urgent', 'important']);
      }

      const [task] = (await agent.get('/api/dashboard/recent-tasks')).body;
      expect(Object.keys(task)).toEqual([
        'id',
        'title',
        'description',
        'status',
        'priority',
        'dueDate',
        'ticketId',
        'ticketNumber',
        'createdAt',
      ]);
    });
  });
});
