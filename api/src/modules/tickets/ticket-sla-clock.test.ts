import { COMPANY_MESSAGES } from '@pmp/shared';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import { slaDueAtSql } from './ticket.sla';

const UPDATE = `mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) {
  timeZone slaPauseStatuses businessHoursPriorities businessHours { weekday opens closes } } }`;
const TICKET = `query($id: ID!) { ticket(id: $id) { dueAt slaPausedAt slaState slaRemainingSeconds } }`;

/**
 * The SLA clock (ticket.sla.ts): awaiting-supplier and awaiting-parts pause it, each pause and
 * resume is on the feed and moves the due time on by the pause, and priorities may count business
 * hours only, walked in the company's zone across the clock changes and bank holidays.
 */
describe('the SLA clock', () => {
  let t: TestApp;
  let admin: Agent;
  let parties: Awaited<ReturnType<typeof buildTicketParties>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = t.agent();
    await registerUser(admin);
    parties = await buildTicketParties(t.dataSource);
  });
  afterAll(async () => t?.close());

  const settings = (input: Record<string, unknown>) => gql(admin, UPDATE, { input });
  const newTicket = async (priority = 'important'): Promise<string> =>
    (await admin.post('/api/tickets').send(ticketBody(parties, { priority })).expect(201)).body.id;
  const setStatus = (id: string, status: string) => admin.patch(`/api/tickets/${id}/status`).send({ status }).expect(200);
  /** Moves the ticket's whole history `hours` back, as if it had been created and paused that long ago. */
  const backdate = async (id: string, hours: number) => {
    const by = `make_interval(hours => ${hours})`;
    await t.dataSource.query(
      `UPDATE tickets SET "createdAt" = "createdAt" - ${by}, "dueAt" = "dueAt" - ${by}, "slaPausedAt" = "slaPausedAt" - ${by} WHERE id = $1`,
      [id],
    );
    await t.dataSource.query(
      `UPDATE ticket_sla_pauses SET "startedAt" = "startedAt" - ${by}, "endedAt" = "endedAt" - ${by} WHERE "ticketId" = $1`,
      [id],
    );
  };
  const feed = async (id: string) =>
    (await t.dataSource.query(`SELECT type, content FROM activities WHERE "ticketId" = $1 ORDER BY "createdAt"`, [id])) as {
      type: string;
      content: string;
    }[];
  const row = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT extract(epoch FROM "dueAt" - "createdAt")::int AS "dueSeconds", "slaPausedAt" FROM tickets WHERE id = $1`,
        [id],
      )
    )[0] as { dueSeconds: number; slaPausedAt: Date | null };

  it('pauses in awaiting-supplier, shows the pause, and on resuming moves the due time on by the time paused', async () => {
    const id = await newTicket('emergency');
    await setStatus(id, 'awaiting-supplier');
    const paused = (await gql(admin, TICKET, { id })).body.data.ticket;
    expect(paused.slaPausedAt).not.toBeNull();
    expect(paused.slaState).toBe('ON_TRACK');
    expect(paused.slaRemainingSeconds).toBeGreaterThan(24 * 3600 - 60);
    // Thirty hours pass while the supplier is awaited: past the original due time, and not overdue.
    await backdate(id, 30);
    const waiting = (await gql(admin, TICKET, { id })).body.data.ticket;
    expect(waiting.slaState).toBe('ON_TRACK');
    expect(new Date(waiting.dueAt).getTime()).toBeLessThan(Date.now());
    const list = (await admin.get('/api/tickets').query({ limit: 100 })).body;
    expect(list.find((r: { id: string }) => r.id === id)).toMatchObject({ slaState: 'on-track' });
    // Moving between pausing statuses keeps the one pause.
    await setStatus(id, 'awaiting-parts');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM ticket_sla_pauses WHERE "ticketId" = $1`, [id])).toEqual([{ n: 1 }]);

    const resumed = (await setStatus(id, 'in-progress')).body;
    expect(resumed.slaPausedAt).toBeNull();
    expect(resumed.slaState).toBe('on-track');
    const { dueSeconds } = await row(id);
    // 24 hours of target plus 30 hours paused (and the moments the test took).
    expect(Math.abs(dueSeconds - 54 * 3600)).toBeLessThan(60);
    const entries = await feed(id);
    expect(entries.map((e) => e.type)).toEqual([
      'ticket_created',
      'status_change',
      'sla_paused',
      'status_change',
      'status_change',
      'sla_resumed',
    ]);
    expect(entries[2]!.content).toMatch(/^SLA clock paused \(Awaiting Supplier\) with (23 hours|1 day) left$/);
    expect(entries[5]!.content).toBe(
      'SLA clock resumed after 1 day 6 hours paused (Awaiting Supplier); the due time moved on by the pause',
    );
  });

  it('does not pause a clock that has run out: an overdue ticket stays overdue', async () => {
    const id = await newTicket('emergency');
    await backdate(id, 25);
    await setStatus(id, 'awaiting-supplier');
    expect((await row(id)).slaPausedAt).toBeNull();
    expect((await gql(admin, TICKET, { id })).body.data.ticket).toMatchObject({ slaState: 'OVERDUE', slaRemainingSeconds: 0 });
    expect((await feed(id)).map((e) => e.type)).not.toContain('sla_paused');
  });

  it('a pause left open when the ticket is completed ends there: resolved on time though the first due time passed', async () => {
    const id = await newTicket('emergency');
    await setStatus(id, 'awaiting-parts');
    await backdate(id, 40);
    const done = (await setStatus(id, 'completed')).body;
    expect(done).toMatchObject({ status: 'completed', slaState: 'resolved-on-time', slaPausedAt: null });
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM ticket_sla_pauses WHERE "ticketId" = $1 AND "endedAt" IS NULL`, [id]),
    ).toEqual([{ n: 0 }]);
    // Reopened, it runs again from where it stood.
    const reopened = (await setStatus(id, 'in-progress')).body;
    expect(reopened.slaState).toBe('on-track');
  });

  it("the dashboard's overdue count is the list's, with paused tickets whose first due time passed", async () => {
    await t.dataSource.query(`TRUNCATE tasks, activities, ticket_comments, tickets CASCADE`);
    const waiting = await newTicket('emergency');
    await setStatus(waiting, 'awaiting-supplier');
    await backdate(waiting, 30);
    const late = await newTicket('emergency');
    await backdate(late, 30);
    await newTicket('urgent');
    const rows = (await admin.get('/api/tickets').query({ limit: 100 })).body as { slaState: string }[];
    const metrics = (await admin.get('/api/dashboard/metrics')).body;
    expect(rows.filter((r) => r.slaState === 'overdue')).toHaveLength(1);
    expect(metrics).toMatchObject({ activeTickets: 3, overdueSLA: 1 });
  });

  describe('business hours', () => {
    beforeAll(async () => {
      const res = await settings({ businessHoursPriorities: ['URGENT', 'IMPORTANT'] });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateCompanySettings).toMatchObject({
        timeZone: 'Europe/London',
        slaPauseStatuses: ['AWAITING_SUPPLIER', 'AWAITING_PARTS'],
        businessHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' })),
      });
    });
    afterAll(async () => {
      await settings({ businessHoursPriorities: [] });
    });

    /** `sla_add(start, hours, priority)` as an ISO instant. */
    const add = async (start: string, hours: number, priority = 'urgent'): Promise<string> =>
      (
        (await t.dataSource.query(`SELECT sla_add($1::timestamptz, $2 * 3600, $3::ticket_priority) AS at`, [start, hours, priority])) as {
          at: Date;
        }[]
      )[0]!.at.toISOString();
    const counted = async (from: string, to: string, priority = 'urgent'): Promise<number> =>
      (
        (await t.dataSource.query(`SELECT sla_counted($1::timestamptz, $2::timestamptz, $3::ticket_priority) / 3600 AS h`, [
          from,
          to,
          priority,
        ])) as { h: number }[]
      )[0]!.h;

    it('count Monday to Friday 08:00–18:00 London time, across the clock changes', async () => {
      // Friday 27 March 2026, 17:00 GMT; the clocks go forward on Sunday 29th: Monday opens at 08:00 BST (07:00 UTC).
      expect(await add('2026-03-27T17:00:00Z', 3)).toBe('2026-03-30T09:00:00.000Z');
      // Friday 23 October 2026, 17:00 BST (16:00 UTC); back on Sunday 25th: Monday opens at 08:00 GMT.
      expect(await add('2026-10-23T16:00:00Z', 2)).toBe('2026-10-26T09:00:00.000Z');
      expect(await counted('2026-10-23T16:00:00Z', '2026-10-26T09:00:00Z')).toBe(2);
      // Emergency counts every hour: 24 hours across the change are 24 hours.
      expect(await add('2026-10-24T12:00:00Z', 24, 'emergency')).toBe('2026-10-25T12:00:00.000Z');
      // Before opening, the count starts at opening.
      expect(await add('2026-11-30T06:00:00Z', 1)).toBe('2026-11-30T09:00:00.000Z');
    });

    it('skip bank holidays, and an added holiday at once', async () => {
      // Thursday 2 April 2026, 17:00 BST; Good Friday and Easter Monday are closed.
      expect(await add('2026-04-02T16:00:00Z', 2)).toBe('2026-04-07T08:00:00.000Z');
      const added = await gql(admin, 'mutation($input: PublicHolidayInput!) { addPublicHoliday(input: $input) { day name } }', {
        input: { day: '2026-04-07', name: 'Company away day' },
      });
      expect(added.body.data.addPublicHoliday).toEqual({ day: '2026-04-07', name: 'Company away day' });
      expect(await add('2026-04-02T16:00:00Z', 2)).toBe('2026-04-08T08:00:00.000Z');
      const twice = await gql(admin, 'mutation($input: PublicHolidayInput!) { addPublicHoliday(input: $input) { day } }', {
        input: { day: '2026-04-07', name: 'Again' },
      });
      expect(twice.body.errors[0]).toMatchObject({
        message: COMPANY_MESSAGES.holidayTwice('2026-04-07'),
        extensions: { code: 'BAD_USER_INPUT', field: 'day' },
      });
      const removed = await gql(admin, 'mutation { removePublicHoliday(day: "2026-04-07") }');
      expect(removed.body.data.removePublicHoliday).toBe(true);
      const listed = await gql(admin, '{ publicHolidays(from: "2026-12-01") { day name } }');
      expect(listed.body.data.publicHolidays.slice(0, 2)).toEqual([
        { day: '2026-12-25', name: 'Christmas Day' },
        { day: '2026-12-28', name: 'Boxing Day (substitute day)' },
      ]);
    });

    it('a pause over a weekend moves the due time by the business hours it took, not the weekend', async () => {
      const created = `'2026-11-26T09:00:00Z'::timestamptz`;
      // Thursday 09:00; paused Friday 17:00 to Monday 09:00: two business hours.
      const [due] = await t.dataSource.query(
        `SELECT ${slaDueAtSql({ createdAt: created, priority: `'urgent'`, pauses: `ARRAY[tstzrange('2026-11-27T17:00:00Z', '2026-11-30T09:00:00Z')]` })} AS paused,
                sla_add(${created}, (120 + 2) * 3600, 'urgent') AS expected,
                ${slaDueAtSql({ createdAt: created, priority: `'important'`, pauses: `'{}'` })} AS important`,
      );
      expect(due.paused.toISOString()).toBe(due.expected.toISOString());
      // Counted all hours, the same pause moves it by the whole 64 hours.
      const [calendar] = await t.dataSource.query(
        `SELECT ${slaDueAtSql({ createdAt: created, priority: `'emergency'`, pauses: `ARRAY[tstzrange('2026-11-26T17:00:00Z', '2026-11-29T09:00:00Z')]` })} AS due`,
      );
      expect(calendar.due.toISOString()).toBe('2026-11-30T01:00:00.000Z');
    });
  });

  it('refuses a pausing COMPLETED, business hours that end before they start, and business hours with no open day', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slaPauseStatuses: ['AWAITING_SUPPLIER', 'COMPLETED'] }, 'slaPauseStatuses', COMPANY_MESSAGES.pauseCompleted],
      [{ businessHours: [{ weekday: 2, opens: '18:00', closes: '08:00' }] }, 'businessHours', COMPANY_MESSAGES.businessHours('Tuesday')],
      [{ businessHours: [{ weekday: 2, opens: '8am', closes: '18:00' }] }, 'businessHours', COMPANY_MESSAGES.businessHoursTime],
      [{ businessHoursPriorities: ['URGENT'], businessHours: [] }, 'businessHours', COMPANY_MESSAGES.businessHoursNone],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', COMPANY_MESSAGES.timeZone('Mars/Olympus')],
      [{ businessHours: [{ weekday: 8, opens: '08:00', closes: '18:00' }] }, 'businessHours', COMPANY_MESSAGES.weekday],
    ];
    for (const [input, field, message] of cases) {
      const res = await settings(input);
      expect({ input, error: res.body.errors?.[0] }).toMatchObject({
        input,
        error: { message, extensions: { code: 'BAD_USER_INPUT', field: expect.stringContaining(field) } },
      });
    }
    const holiday = await gql(admin, 'mutation($input: PublicHolidayInput!) { addPublicHoliday(input: $input) { day } }', {
      input: { day: '2026-02-30', name: 'Nonsense' },
    });
    expect(holiday.body.errors[0]).toMatchObject({ message: COMPANY_MESSAGES.holidayDate, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
