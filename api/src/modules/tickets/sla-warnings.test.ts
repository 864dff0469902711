import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import { createServices } from '../../services';

/**
 * Breach warnings: at 75% of the SLA time and at the breach, the assignee (else the people who
 * chose "unassigned tickets", else the admins) is told once per threshold; a paused or completed
 * ticket is not; the sweep reads only tickets whose next warning fell due.
 */
describe('SLA breach warnings', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: string;
  let agentId: string;
  let agent: Agent;
  let parties: Awaited<ReturnType<typeof buildTicketParties>>;

  beforeAll(async () => {
    t = await startTestApp({ SIGNUP_DEFAULT_ROLE: 'agent' });
    admin = t.agent();
    adminId = (await registerUser(admin, { firstName: 'Ada', lastName: 'Admin' })).id;
    agent = t.agent();
    agentId = (await registerUser(agent, { firstName: 'Gus', lastName: 'Agent' })).id;
    parties = await buildTicketParties(t.dataSource);
  });
  afterAll(async () => t?.close());

  const sweep = () => createServices({ dataSource: t.dataSource, config: t.config }).slaWarnings.sweep();
  const newTicket = async (fields: Record<string, unknown> = {}): Promise<string> =>
    (
      await admin
        .post('/api/tickets')
        .send(ticketBody(parties, { priority: 'emergency', ...fields }))
        .expect(201)
    ).body.id;
  /** Moves the ticket's history `hours` back, as if it had been created that long ago. */
  const backdate = (id: string, hours: number) =>
    t.dataSource.query(
      `UPDATE tickets SET "createdAt" = "createdAt" - make_interval(hours => $2), "dueAt" = "dueAt" - make_interval(hours => $2) WHERE id = $1`,
      [id, hours],
    );
  const notices = async (ticketId: string) =>
    (await t.dataSource.query(
      `SELECT "userId", type, title, body FROM notifications WHERE "ticketId" = $1 AND type IN ('sla_warning', 'sla_breach') ORDER BY "createdAt"`,
      [ticketId],
    )) as { userId: string; type: string; title: string; body: string }[];

  it('tells the assignee at 75% and at the breach, each once', async () => {
    const id = await newTicket({ assigneeId: agentId, title: 'Gas smell in the hall' });
    expect(await sweep()).toBe(0);
    await backdate(id, 19);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    await backdate(id, 6);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const sent = await notices(id);
    expect(sent.map((n) => [n.userId, n.type])).toEqual([
      [agentId, 'sla_warning'],
      [agentId, 'sla_breach'],
    ]);
    expect(sent[0]!.title).toMatch(/^SLA 75% used: #\d+ Gas smell in the hall$/);
    expect(sent[0]!.body).toMatch(/^(4|5) hours of SLA time left$/);
    expect(sent[1]!.body).toBe('Past its due time');
  });

  it('tells the admins about an unassigned ticket; one found past both thresholds is told once, of the breach', async () => {
    const id = await newTicket();
    await backdate(id, 30);
    expect(await sweep()).toBe(1);
    expect((await notices(id)).map((n) => [n.userId, n.type, n.body])).toEqual([
      [adminId, 'sla_breach', 'Past its due time and unassigned'],
    ]);
    expect(await sweep()).toBe(0);
  });

  it('tells the admins when the assignee has left', async () => {
    const id = await newTicket({ assigneeId: agentId });
    await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [agentId]);
    try {
      await backdate(id, 30);
      expect(await sweep()).toBe(1);
      expect((await notices(id)).map((n) => [n.userId, n.type])).toEqual([[adminId, 'sla_breach']]);
    } finally {
      await t.dataSource.query(`UPDATE users SET "isActive" = true WHERE id = $1`, [agentId]);
    }
  });

  it('warns nobody while the clock is paused or once the ticket is completed', async () => {
    const paused = await newTicket({ assigneeId: agentId });
    await admin.patch(`/api/tickets/${paused}/status`).send({ status: 'awaiting-supplier' }).expect(200);
    const done = await newTicket({ assigneeId: agentId });
    await admin.patch(`/api/tickets/${done}/status`).send({ status: 'completed' }).expect(200);
    for (const id of [paused, done]) await backdate(id, 30);
    expect(await sweep()).toBe(0);
    const [row] = await t.dataSource.query(`SELECT "slaNextWarningAt" FROM tickets WHERE id = $1`, [paused]);
    expect(row.slaNextWarningAt).toBeNull();
  });

  it('tells the people who chose "unassigned tickets" instead of the admins; with none of them active, the admins', async () => {
    const subscribe = (on: boolean) =>
      gql(agent, `mutation U($input: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { digest } }`, {
        input: { events: [{ event: 'UNASSIGNED_TICKETS', inApp: on, email: false, sms: false }] },
      });
    expect((await subscribe(true)).body.errors).toBeUndefined();
    try {
      const id = await newTicket();
      await backdate(id, 30);
      expect(await sweep()).toBe(1);
      expect((await notices(id)).map((n) => [n.userId, n.type, n.body])).toEqual([
        [agentId, 'sla_breach', 'Past its due time and unassigned'],
      ]);
      // A subscriber who left is not told: the admins are.
      await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [agentId]);
      try {
        const other = await newTicket();
        await backdate(other, 30);
        expect(await sweep()).toBe(1);
        expect((await notices(other)).map((n) => [n.userId, n.type])).toEqual([[adminId, 'sla_breach']]);
      } finally {
        await t.dataSource.query(`UPDATE users SET "isActive" = true WHERE id = $1`, [agentId]);
      }
    } finally {
      await subscribe(false);
    }
  });

  it('reads the tickets whose next warning fell due through an index, not the open tickets', async () => {
    await t.dataSource.transaction(async (m) => {
      await m.query('SET LOCAL enable_seqscan = off');
      const plan = (await m.query(
        `EXPLAIN SELECT id FROM tickets t WHERE t."slaNextWarningAt" <= now() ORDER BY t."slaNextWarningAt" LIMIT 100`,
      )) as {
        'QUERY PLAN': string;
      }[];
      expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('IDX_tickets_sla_next_warning');
    });
  });
});
