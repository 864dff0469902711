import { DEFAULT_SLA_HOURS } from '@pmp/shared';
import type { DataSource } from 'typeorm';
import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import { insertClientAndContact, type DashboardFixture } from '../../../test/factories/dashboard';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { createDataSource } from '../../db/data-source';
import { createServices } from '../../services';
import { HistoricalPeriod } from '../dashboard/dashboard.inputs';
import { User } from '../users/user.entity';
import { SlaStateValue, TICKET_PRIORITIES, type TicketPriority } from './ticket.enums';
import { SLA_NO_PAUSES, slaDueAtSql, slaPausesSql } from './ticket.sla';

type Agent = ReturnType<TestApp['agent']>;

interface SeededTicket {
  title: string;
  priority: TicketPriority;
  /** SQL expressions (of now(), for instance). */
  createdAt: string;
  resolvedAt?: string;
  /** By the SLA rule from createdAt, priority and pauses unless given. */
  dueAt?: string;
  /** Ended pauses of the clock: [start, end] SQL expressions. */
  pauses?: [string, string][];
}

/** Inserts a ticket whose times are SQL expressions; completed when it has a resolution time. */
async function seed(ds: DataSource, fx: DashboardFixture, ticket: SeededTicket): Promise<string> {
  const [row] = (await ds.query(
    `INSERT INTO tickets (title, description, priority, status, category, "clientId", "requesterId", "createdAt", "resolvedAt", "dueAt")
     VALUES ($1, 'Seeded for the SLA agreement', $2, $3, 'plumbing', $4, $5, ${ticket.createdAt}, ${ticket.resolvedAt ?? 'NULL'},
       ${ticket.dueAt ?? slaDueAtSql({ createdAt: ticket.createdAt, priority: '$2::ticket_priority', pauses: SLA_NO_PAUSES })})
     RETURNING id`,
    [ticket.title, ticket.priority, ticket.resolvedAt ? 'completed' : 'new', fx.clientId, fx.contactId],
  )) as { id: string }[];
  if (ticket.pauses?.length) {
    for (const [start, end] of ticket.pauses)
      await ds.query(
        `INSERT INTO ticket_sla_pauses ("ticketId", status, "startedAt", "endedAt") VALUES ($1, 'awaiting-supplier', ${start}, ${end})`,
        [row.id],
      );
    if (!ticket.dueAt)
      await ds.query(
        `UPDATE tickets SET "dueAt" = ${slaDueAtSql({ createdAt: '"createdAt"', priority: 'priority', pauses: slaPausesSql('$1') })} WHERE id = $1`,
        [row.id],
      );
  }
  return row.id;
}

/** One decimal, as the dashboard rounds a rate. */
const rate = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((1000 * part) / whole) / 10);

describe('the SLA rule', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    agent = t.agent();
    await registerUser(agent);
  });
  afterAll(async () => {
    await t.close();
  });

  const dueSeconds = async (id: string): Promise<number> =>
    (await t.dataSource.query(`SELECT extract(epoch FROM "dueAt" - "createdAt")::int AS s FROM tickets WHERE id = $1`, [id]))[0].s;

  it("targets are the defaults until changed, counted in UTC whatever the session's zone", async () => {
    await t.dataSource.transaction(async (m) => {
      // The clocks went forward in London on 29 March 2026: five days from the 27th are still 120 hours.
      await m.query(`SET LOCAL TimeZone = 'Europe/London'`);
      for (const priority of TICKET_PRIORITIES) {
        const [row] = await m.query(
          `SELECT ticket_sla_interval($1::ticket_priority, now()) = make_interval(hours => $2) AS shared,
                  ${slaDueAtSql({ createdAt: `'2026-03-27T12:00:00Z'::timestamptz`, priority: '$1::ticket_priority', pauses: `ARRAY[tstzrange('2026-03-28T00:30:00Z', '2026-03-28T02:00:00Z')]` })}
                    - '2026-03-27T12:00:00Z'::timestamptz - interval '90 minutes' = make_interval(hours => $2) AS due`,
          [priority, DEFAULT_SLA_HOURS[priority]],
        );
        expect({ priority, ...row }).toEqual({ priority, shared: true, due: true });
      }
    });
  });

  it('keeps the paused time through changes of status and priority, over REST and GraphQL', async () => {
    // Only what is said here pauses: the clock's own rules are ticket-sla-clock.test.ts's.
    await t.dataSource.query(`UPDATE company_settings SET "slaPauseStatuses" = '{}' WHERE id = 1`);
    const parties = await buildTicketParties(t.dataSource);
    const created = await agent.post('/api/tickets').send(ticketBody(parties, { priority: 'important' }));
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    expect(await dueSeconds(id)).toBe(240 * 3600);
    // A pause of 2 days and 3 hours, as the SLA clock records it.
    await t.dataSource.query(
      `INSERT INTO ticket_sla_pauses ("ticketId", status, "startedAt", "endedAt")
       SELECT id, 'awaiting-supplier', "createdAt" + interval '1 hour', "createdAt" + interval '52 hours' FROM tickets WHERE id = $1`,
      [id],
    );
    await t.dataSource.query(
      `UPDATE tickets SET "dueAt" = ${slaDueAtSql({ createdAt: '"createdAt"', priority: 'priority', pauses: slaPausesSql('$1') })} WHERE id = $1`,
      [id],
    );
    const paused = (await agent.get(`/api/tickets/${id}`)).body.dueAt;
    expect(await dueSeconds(id)).toBe((240 + 51) * 3600);

    for (const status of ['in-progress', 'completed', 'awaiting-parts']) {
      const changed = await agent.patch(`/api/tickets/${id}/status`).send({ status });
      expect(changed.status).toBe(200);
      expect(changed.body.dueAt).toBe(paused);
    }
    const raised = await agent.patch(`/api/tickets/${id}`).send({ priority: 'emergency', status: 'new' });
    expect(raised.body).toMatchObject({ priority: 'emergency', status: 'new' });
    expect(await dueSeconds(id)).toBe((24 + 51) * 3600);
    const lowered = await gql(agent, `mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { priority dueAt } }`, {
      input: { id, priority: 'URGENT' },
    });
    expect(lowered.body.data.updateTicket.priority).toBe('URGENT');
    expect(await dueSeconds(id)).toBe((120 + 51) * 3600);
    const after = await agent.patch(`/api/tickets/${id}/status`).send({ status: 'in-progress' });
    expect(await dueSeconds(id)).toBe((120 + 51) * 3600);
    expect(after.body.dueAt).toBe(lowered.body.data.updateTicket.dueAt);
    await t.dataSource.query(`UPDATE company_settings SET "slaPauseStatuses" = NULL WHERE id = 1`);
  });

  /**
   * The dashboard's overdue count, open tickets and compliance rate are what the ticket list's
   * slaState says, ticket by ticket, at the same instant, on tickets at every boundary. The reads
   * run on one connection inside one transaction, so that the database's now() (the SLA's clock)
   * is one instant for all of them, and a ticket can be due exactly then.
   */
  it("agrees between the dashboard and the ticket list's slaState at every boundary", async () => {
    await t.dataSource.query(`TRUNCATE tasks, activities, ticket_comments, tickets CASCADE`);
    const fx = await insertClientAndContact(t.dataSource);
    const me = await t.dataSource.getRepository(User).findOneByOrFail({});

    // Changed through the API before the instant: a priority change recomputes the due time.
    const changed = {
      'raised past its due time': await seed(t.dataSource, fx, {
        title: 'raised past its due time',
        priority: 'important',
        createdAt: `now() - interval '30 hours'`,
      }),
      'lowered before its due time': await seed(t.dataSource, fx, {
        title: 'lowered before its due time',
        priority: 'emergency',
        createdAt: `now() - interval '30 hours'`,
      }),
      'resolved exactly at the due time the priority set': await seed(t.dataSource, fx, {
        title: 'resolved exactly at the due time the priority set',
        priority: 'urgent',
        createdAt: `now() - interval '24 hours'`,
        resolvedAt: 'now()',
      }),
      'resolved a microsecond after the due time the priority set': await seed(t.dataSource, fx, {
        title: 'resolved a microsecond after the due time the priority set',
        priority: 'urgent',
        createdAt: `now() - interval '24 hours 1 microsecond'`,
        resolvedAt: 'now()',
      }),
      'paused, then its status and priority changed': await seed(t.dataSource, fx, {
        title: 'paused, then its status and priority changed',
        priority: 'important',
        createdAt: `now() - interval '30 hours'`,
        pauses: [[`now() - interval '29 hours'`, `now() - interval '17 hours'`]],
      }),
    };
    const patch = async (title: keyof typeof changed, path: string, body: Record<string, string>) =>
      expect((await agent.patch(`/api/tickets/${changed[title]}${path}`).send(body)).status).toBe(200);
    await patch('raised past its due time', '', { priority: 'emergency' });
    await patch('lowered before its due time', '', { priority: 'urgent' });
    await patch('resolved exactly at the due time the priority set', '', { priority: 'emergency' });
    await patch('resolved a microsecond after the due time the priority set', '', { priority: 'emergency' });
    await patch('paused, then its status and priority changed', '/status', { status: 'in-progress' });
    await patch('paused, then its status and priority changed', '', { priority: 'emergency' });

    const frozen = createDataSource(t.config.DATABASE_URL!, { poolSize: 1 });
    await frozen.initialize();
    try {
      // The pool's one connection is left inside this transaction: every statement below runs in it.
      await frozen.query('BEGIN');
      // The month in the company's zone, the one the dashboard counts in.
      const monthStart = `(date_trunc('month', now() AT TIME ZONE sla_time_zone()) AT TIME ZONE sla_time_zone())`;
      const atInstant: SeededTicket[] = [
        { title: 'due exactly now', priority: 'emergency', createdAt: `now() - interval '24 hours'` },
        { title: 'due a microsecond ago', priority: 'emergency', createdAt: `now() - interval '24 hours 1 microsecond'` },
        { title: 'resolved now, exactly at its due time', priority: 'urgent', createdAt: `now() - interval '5 days'`, resolvedAt: 'now()' },
        {
          title: 'resolved now, a microsecond late',
          priority: 'urgent',
          createdAt: `now() - interval '5 days 1 microsecond'`,
          resolvedAt: 'now()',
        },
        {
          title: "resolved late at the month's first instant",
          priority: 'emergency',
          createdAt: `${monthStart} - interval '2 days'`,
          resolvedAt: monthStart,
        },
        {
          title: 'resolved on time a microsecond before the month',
          priority: 'emergency',
          createdAt: `${monthStart} - interval '1 day'`,
          dueAt: monthStart,
          resolvedAt: `${monthStart} - interval '1 microsecond'`,
        },
      ];
      for (const ticket of atInstant) await seed(frozen, fx, ticket);

      const services = createServices({ dataSource: frozen, config: t.config });
      const page = { limit: 50, offset: 0 };
      const rows = JSON.parse((await services.tickets.listRows(null, page, me)).json) as {
        title: string;
        status: string;
        resolvedAt: string | null;
        slaState: `${SlaStateValue}`;
      }[];
      const nodes = (await services.tickets.list(null, page, me)).nodes;
      expect(nodes.map((n) => [n.title, n.slaState])).toEqual(rows.map((r) => [r.title, r.slaState]));

      // Ticket by ticket, the boundaries as docs/product.md §4 decides them.
      expect(Object.fromEntries(rows.map((r) => [r.title, r.slaState]))).toEqual({
        'raised past its due time': 'overdue',
        'lowered before its due time': 'on-track',
        'resolved exactly at the due time the priority set': 'resolved-on-time',
        'resolved a microsecond after the due time the priority set': 'resolved-late',
        'paused, then its status and priority changed': 'on-track',
        'due exactly now': 'on-track',
        'due a microsecond ago': 'overdue',
        'resolved now, exactly at its due time': 'resolved-on-time',
        'resolved now, a microsecond late': 'resolved-late',
        "resolved late at the month's first instant": 'resolved-late',
        'resolved on time a microsecond before the month': 'resolved-on-time',
      });

      // The dashboard's figures from the list's answers.
      const [{ from, to, firstDay, lastDay }] = (await frozen.query(
        `SELECT ${monthStart} AS from, ${monthStart} + interval '1 month' AS to,
          to_char(date_trunc('month', now() AT TIME ZONE sla_time_zone()), 'YYYY-MM-DD') AS "firstDay",
          to_char(date_trunc('month', now() AT TIME ZONE sla_time_zone()) + interval '1 month - 1 day', 'YYYY-MM-DD') AS "lastDay"`,
      )) as { from: Date; to: Date; firstDay: string; lastDay: string }[];
      const thisMonth = rows.filter((r) => r.resolvedAt && new Date(r.resolvedAt) >= from && new Date(r.resolvedAt) < to);
      const onTime = thisMonth.filter((r) => r.slaState === 'resolved-on-time').length;
      const fromList = {
        activeTickets: rows.filter((r) => r.status !== 'completed').length,
        overdueSLA: rows.filter((r) => r.slaState === 'overdue').length,
        resolvedThisMonth: thisMonth.length,
        slaComplianceRate: rate(onTime, thisMonth.length),
      };
      expect(fromList).toEqual({ activeTickets: 5, overdueSLA: 2, resolvedThisMonth: 5, slaComplianceRate: 40 });
      expect(await services.dashboard.metrics()).toMatchObject(fromList);

      const month = await services.dashboard.historical({
        startDate: firstDay,
        endDate: lastDay,
        period: HistoricalPeriod.MONTHLY,
      });
      expect(month.current).toMatchObject({
        activeTickets: fromList.activeTickets,
        overdueSLA: fromList.overdueSLA,
        resolvedTickets: fromList.resolvedThisMonth,
        resolvedOnTime: onTime,
        slaComplianceRate: fromList.slaComplianceRate,
      });
    } finally {
      await frozen.query('ROLLBACK');
      await frozen.destroy();
    }
  });
});
