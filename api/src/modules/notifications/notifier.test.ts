import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { TestClock } from '../../common/clock';
import { buildConversation } from '../../../test/factories/conversations';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { fakeTwilio } from '../../../test/fake-twilio';
import { caughtMail, loopbackSmtp } from '../../../test/smtp';
import { TEST_DOMAIN, gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { startJobs } from '../../jobs/job-runner';
import { createServices } from '../../services';
import type { CreateTicketInput } from '../tickets/ticket.inputs';

const UPDATE = `mutation Update($input: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { digest } }`;
const PROFILE = `mutation Profile($input: UpdateProfileInput!) { updateProfile(input: $input) { timeZone } }`;
const PUBLIC_URL = 'https://portal.acme.test';

interface Person {
  agent: Agent;
  id: string;
  email: string;
  username: string;
}

/**
 * Event notifications (issue #24): who is told of an assignment, a tenant's reply, a task and a
 * mention, by which channels their preferences name; quiet hours; the daily digest.
 */
describe('event notifications', () => {
  // Noon in London (UTC+1 in May): outside anyone's quiet hours.
  const clock = new TestClock('2030-05-01T11:00:00.000Z');
  const smtp = loopbackSmtp();
  const twilio = fakeTwilio({ accountSid: 'ACnotify', authToken: 'notify-auth-token' });
  let t: TestApp;
  let parties: Awaited<ReturnType<typeof buildTicketParties>>;
  let ann: Person;
  let bob: Person;

  async function person(name: string): Promise<Person> {
    const agent = t.agent();
    const username = `${name}.${randomBytes(3).toString('hex')}`;
    const email = `${username}@${TEST_DOMAIN}`;
    const { id } = await registerUser(agent, { email, firstName: name[0]!.toUpperCase() + name.slice(1), lastName: 'Test' });
    const zone = await gql(agent, PROFILE, { input: { timeZone: 'Europe/London' } });
    expect(zone.body.errors).toBeUndefined();
    return { agent, id, email, username };
  }

  async function prefer(who: Person, input: object): Promise<void> {
    const res = await gql(who.agent, UPDATE, { input });
    expect(res.body.errors).toBeUndefined();
  }

  const notices = async (userId: string) =>
    (await t.dataSource.query(
      `SELECT type, title, body, "ticketId", "taskId" FROM notifications WHERE "userId" = $1 ORDER BY "createdAt", title`,
      [userId],
    )) as { type: string; title: string; body: string; ticketId: string | null; taskId: string | null }[];
  const deliveries = async (userId: string) =>
    (await t.dataSource.query(
      `SELECT channel, status, title, "dueAt", "lastError" FROM notification_deliveries WHERE "userId" = $1 ORDER BY "createdAt", title`,
      [userId],
    )) as { channel: string; status: string; title: string; dueAt: Date | null; lastError: string | null }[];
  /** Inline deliveries (no job queue in tests) run after the commit: wait until none is pending. */
  const settled = () =>
    waitFor('deliveries sent', async () => {
      const [row] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM notification_deliveries WHERE status = 'pending'`)) as {
        n: number;
      }[];
      return row!.n === 0;
    });
  const mailsTo = (who: Person) => smtp.received.filter((mail) => mail.to.includes(who.email.toLowerCase()));
  const smsTo = (number: string) => twilio.requests.filter((r) => r.form.get('To') === number);
  const newTicket = async (by: Person, fields: Record<string, unknown> = {}) =>
    (await by.agent.post('/api/tickets').send(ticketBody(parties, fields)).expect(201)).body as {
      id: string;
      number: number;
      title: string;
    };
  const clear = () => t.dataSource.query(`DELETE FROM notifications; DELETE FROM notification_deliveries`);

  beforeAll(async () => {
    const [smtpUrl, twilioBase] = await Promise.all([smtp.start(), twilio.start()]);
    t = await startTestApp(
      {
        SMTP_URL: smtpUrl,
        PUBLIC_URL,
        TWILIO_ACCOUNT_SID: 'ACnotify',
        TWILIO_AUTH_TOKEN: 'notify-auth-token',
        TWILIO_API_BASE: twilioBase,
        TWILIO_SMS_FROM: '+15005550006',
      },
      { clock },
    );
    parties = await buildTicketParties(t.dataSource);
    ann = await person('ann');
    bob = await person('bob');
  });

  afterAll(async () => {
    await t?.close();
    smtp.server.close();
    twilio.close();
  });

  beforeEach(async () => {
    clock.set('2030-05-01T11:00:00.000Z');
    await settled();
    await clear();
  });

  describe('ticket assigned to me', () => {
    it('tells the new assignee in the app and by e-mail (their defaults), linking the ticket; not the one who assigned', async () => {
      const before = mailsTo(bob).length;
      const ticket = await newTicket(ann, { assigneeId: bob.id });
      expect(await notices(bob.id)).toEqual([
        {
          type: 'ticket_assigned',
          title: `Ticket assigned to you: #${ticket.number} ${ticket.title}`,
          body: 'Assigned by Ann Test',
          ticketId: ticket.id,
          taskId: null,
        },
      ]);
      expect(await notices(ann.id)).toEqual([]);
      const mail = await caughtMail(smtp.received, bob.email, before + 1);
      expect(mail.subject).toBe(`Ticket assigned to you: #${ticket.number} ${ticket.title}`);
      expect(mail.text).toContain(`${PUBLIC_URL}/tickets?ticket=${ticket.id}`);
      await settled();
      expect(await deliveries(bob.id)).toEqual([expect.objectContaining({ channel: 'email', status: 'sent' })]);
    });

    it('tells the new assignee of a reassignment; assigning yourself, or unassigning, tells nobody', async () => {
      const ticket = await newTicket(ann, { assigneeId: ann.id });
      expect(await notices(ann.id)).toEqual([]);
      await ann.agent.patch(`/api/tickets/${ticket.id}`).send({ assigneeId: bob.id }).expect(200);
      expect((await notices(bob.id)).map((n) => n.type)).toEqual(['ticket_assigned']);
      await ann.agent.patch(`/api/tickets/${ticket.id}`).send({ assigneeId: null }).expect(200);
      await bob.agent.patch(`/api/tickets/${ticket.id}`).send({ assigneeId: bob.id }).expect(200);
      expect((await notices(bob.id)).map((n) => n.type)).toEqual(['ticket_assigned']);
      expect(await notices(ann.id)).toEqual([]);
    });
  });

  describe('task assigned to me', () => {
    it('tells the assignee in the app (no e-mail by default), linking the task and its ticket; not the actor', async () => {
      const ticket = await newTicket(ann);
      const created = await ann.agent
        .post('/api/tasks')
        .send({ title: 'Order the valve', ticketId: ticket.id, assigneeId: bob.id })
        .expect(201);
      expect(await notices(bob.id)).toEqual([
        {
          type: 'task_assigned',
          title: 'Task assigned to you: Order the valve',
          body: 'Assigned by Ann Test',
          ticketId: ticket.id,
          taskId: created.body.id,
        },
      ]);
      await settled();
      expect(await deliveries(bob.id)).toEqual([]);
      // Over GraphQL too; taking it yourself tells nobody.
      const res = await gql(ann.agent, 'mutation U($input: UpdateTaskInput!) { updateTask(input: $input) { id } }', {
        input: { id: created.body.id, assigneeId: ann.id },
      });
      expect(res.body.errors).toBeUndefined();
      expect(await notices(ann.id)).toEqual([]);
    });
  });

  describe('mentioned in a note', () => {
    it('tells each active person named as @username (any case, at a word boundary), once; not the writer, not someone inactive', async () => {
      const carl = await person('carl');
      const dan = await person('dan');
      await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [dan.id]);
      const ticket = await newTicket(ann);
      const content = `@${bob.username.toUpperCase()} and @${carl.username}, see this. Also @${bob.username}. Not mail@${carl.username} nor @${dan.username} nor @${ann.username}.`;
      await ann.agent.post(`/api/tickets/${ticket.id}/activities`).send({ type: 'note', content }).expect(201);
      for (const who of [bob, carl]) {
        expect(await notices(who.id)).toEqual([
          {
            type: 'mention',
            title: `Ann Test mentioned you on #${ticket.number} ${ticket.title}`,
            body: content,
            ticketId: ticket.id,
            taskId: null,
          },
        ]);
      }
      expect(await notices(dan.id)).toEqual([]);
      expect(await notices(ann.id)).toEqual([]);
      // A call's text is not a note: nobody is mentioned.
      await ann.agent
        .post(`/api/tickets/${ticket.id}/activities`)
        .send({ type: 'call', content: `Called @${bob.username}` })
        .expect(201);
      expect(await notices(bob.id)).toHaveLength(1);
    });
  });

  describe("a tenant's reply", () => {
    it("tells the linked ticket's assignee (in the app; e-mail and SMS as they chose)", async () => {
      await prefer(bob, { mobilePhone: '+447700900111', events: [{ event: 'TENANT_REPLY', inApp: true, email: false, sms: true }] });
      const ticket = await newTicket(ann, { assigneeId: bob.id });
      await clear();
      const tenantNumber = '+447700900999';
      await buildConversation(t.dataSource, {
        contactId: parties.requester.id,
        channel: 'sms',
        address: tenantNumber,
        ticketId: ticket.id,
      });
      const { inbound } = createServices({ dataSource: t.dataSource, config: t.config, clock });
      const before = smsTo('+447700900111').length;
      await inbound.ingest({
        channel: 'sms',
        provider: 'twilio',
        providerMessageId: `SMreply${Date.now()}`,
        address: tenantNumber,
        senderName: null,
        subject: null,
        body: 'The leak is getting worse',
        repliesTo: [],
        ticketToken: null,
        rawData: { From: tenantNumber, To: '+15005550006' },
        attachments: [],
      });
      expect(await notices(bob.id)).toEqual([
        {
          type: 'tenant_reply',
          title: `New reply on #${ticket.number} ${ticket.title}`,
          body: 'The leak is getting worse',
          ticketId: ticket.id,
          taskId: null,
        },
      ]);
      await waitFor('the SMS', () => smsTo('+447700900111').length > before);
      expect(smsTo('+447700900111').at(-1)!.form.get('Body')).toContain(`New reply on #${ticket.number}`);
      await settled();
      expect(await deliveries(bob.id)).toEqual([expect.objectContaining({ channel: 'sms', status: 'sent' })]);
      await prefer(bob, { events: [{ event: 'TENANT_REPLY', inApp: true, email: false, sms: false }] });
    });
  });

  describe('channel preferences', () => {
    it('sends only the channels chosen: none in the app, e-mail and SMS', async () => {
      await prefer(bob, { mobilePhone: '+447700900222', events: [{ event: 'TICKET_ASSIGNED', inApp: false, email: true, sms: true }] });
      const mailsBefore = mailsTo(bob).length;
      const ticket = await newTicket(ann, { assigneeId: bob.id });
      expect(await notices(bob.id)).toEqual([]);
      await caughtMail(smtp.received, bob.email, mailsBefore + 1);
      await waitFor('the SMS', () => smsTo('+447700900222').length > 0);
      expect(smsTo('+447700900222')[0]!.form.get('Body')).toContain(`Ticket assigned to you: #${ticket.number}`);
      await settled();
      expect((await deliveries(bob.id)).map((d) => [d.channel, d.status]).sort()).toEqual([
        ['email', 'sent'],
        ['sms', 'sent'],
      ]);
      await prefer(bob, { events: [{ event: 'TICKET_ASSIGNED', inApp: true, email: true, sms: false }] });
    });

    it('records a failed send on its delivery instead of losing it', async () => {
      await prefer(bob, { mobilePhone: '+447700900333', events: [{ event: 'TICKET_ASSIGNED', inApp: true, email: false, sms: true }] });
      twilio.fail({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
      try {
        await newTicket(ann, { assigneeId: bob.id });
        await settled();
        expect(await deliveries(bob.id)).toEqual([
          expect.objectContaining({ channel: 'sms', status: 'failed', lastError: expect.stringContaining('not a valid phone number') }),
        ]);
      } finally {
        twilio.fail(null);
        await prefer(bob, { events: [{ event: 'TICKET_ASSIGNED', inApp: true, email: true, sms: false }] });
      }
    });
  });

  describe('quiet hours (22:00 to 07:00, London)', () => {
    beforeAll(async () => {
      await prefer(bob, {
        mobilePhone: '+447700900444',
        quietHoursStart: '22:00',
        quietHoursEnd: '07:00',
        events: [{ event: 'TICKET_ASSIGNED', inApp: true, email: true, sms: true }],
      });
    });
    afterAll(async () => {
      await prefer(bob, {
        quietHoursStart: null,
        quietHoursEnd: null,
        events: [{ event: 'TICKET_ASSIGNED', inApp: true, email: true, sms: false }],
      });
    });

    it('after midnight: in the app at once; no SMS; the e-mail is held until 07:00 and then sent once', async () => {
      // 00:30 in London.
      clock.set('2030-05-01T23:30:00.000Z');
      const smsBefore = smsTo('+447700900444').length;
      const mailsBefore = mailsTo(bob).length;
      const ticket = await newTicket(ann, { assigneeId: bob.id });
      expect((await notices(bob.id)).map((n) => n.type)).toEqual(['ticket_assigned']);
      await settled();
      expect(await deliveries(bob.id)).toEqual([
        expect.objectContaining({ channel: 'email', status: 'held', dueAt: new Date('2030-05-02T06:00:00.000Z') }),
      ]);
      const { notifier } = createServices({ dataSource: t.dataSource, config: t.config, clock });
      clock.set('2030-05-02T05:59:00.000Z');
      expect(await notifier.sendHeldMail()).toBe(0);
      clock.set('2030-05-02T06:00:00.000Z');
      expect(await notifier.sendHeldMail()).toBe(1);
      expect(await notifier.sendHeldMail()).toBe(0);
      const mail = await caughtMail(smtp.received, bob.email, mailsBefore + 1);
      expect(mail.subject).toBe(`Ticket assigned to you: #${ticket.number} ${ticket.title}`);
      expect(mailsTo(bob)).toHaveLength(mailsBefore + 1);
      expect(smsTo('+447700900444')).toHaveLength(smsBefore);
    });

    it('before midnight (22:30) too; outside them (21:59) everything goes at once', async () => {
      clock.set('2030-05-01T21:30:00.000Z');
      await newTicket(ann, { assigneeId: bob.id });
      await settled();
      expect(await deliveries(bob.id)).toEqual([
        expect.objectContaining({ channel: 'email', status: 'held', dueAt: new Date('2030-05-02T06:00:00.000Z') }),
      ]);
      await clear();
      clock.set('2030-05-01T20:59:00.000Z');
      await newTicket(ann, { assigneeId: bob.id });
      await settled();
      expect((await deliveries(bob.id)).map((d) => [d.channel, d.status]).sort()).toEqual([
        ['email', 'sent'],
        ['sms', 'sent'],
      ]);
    });
  });

  describe('the daily digest', () => {
    it('gathers the non-urgent e-mail of a day into one e-mail at 07:00 local, sent once however often the job runs', async () => {
      await prefer(bob, { digest: true, events: [{ event: 'MENTION', inApp: true, email: true, sms: false }] });
      try {
        const mailsBefore = mailsTo(bob).length;
        const first = await newTicket(ann, { assigneeId: bob.id });
        const second = await newTicket(ann);
        await ann.agent
          .post(`/api/tickets/${second.id}/activities`)
          .send({ type: 'note', content: `@${bob.username} can you look?` })
          .expect(201);
        await settled();
        const held = await deliveries(bob.id);
        expect(held).toHaveLength(2);
        // Noon in London: the next digest is tomorrow's 07:00 (06:00 UTC).
        for (const d of held) expect(d).toMatchObject({ channel: 'email', status: 'held', dueAt: new Date('2030-05-02T06:00:00.000Z') });
        expect(mailsTo(bob)).toHaveLength(mailsBefore);

        clock.set('2030-05-02T06:00:00.000Z');
        const one = createServices({ dataSource: t.dataSource, config: t.config, clock }).notifier;
        const other = createServices({ dataSource: t.dataSource, config: t.config, clock }).notifier;
        // Two sweeps at once (two processes): one e-mail.
        const sent = await Promise.all([one.sendHeldMail(), other.sendHeldMail()]);
        expect(sent[0] + sent[1]).toBe(1);
        expect(await one.sendHeldMail()).toBe(0);
        const mail = await caughtMail(smtp.received, bob.email, mailsBefore + 1);
        expect(mail.subject).toBe('Your notifications: 2 updates');
        expect(mail.text).toContain(`Ticket assigned to you: #${first.number} ${first.title}`);
        expect(mail.text).toContain(`Ann Test mentioned you on #${second.number} ${second.title}`);
        expect(mail.text).toContain(`${PUBLIC_URL}/tickets?ticket=${second.id}`);
        await new Promise((r) => setTimeout(r, 300));
        expect(mailsTo(bob)).toHaveLength(mailsBefore + 1);
        expect((await deliveries(bob.id)).map((d) => d.status)).toEqual(['sent', 'sent']);
      } finally {
        await prefer(bob, { digest: false });
      }
    });
  });
  describe('through the job queue', () => {
    it('sends each delivery as a pg-boss job, and queues again one whose job was lost', async () => {
      const services = createServices({ dataSource: t.dataSource, config: t.config, clock });
      const jobs = await startJobs({
        connectionString: t.config.DATABASE_URL!,
        log: pino({ level: 'silent' }),
        reminders: services.reminders,
        notifier: services.notifier,
      });
      try {
        const before = mailsTo(bob).length;
        const actor = (await services.users.find(ann.id))!;
        const ticket = await services.tickets.create(ticketBody(parties, { assigneeId: bob.id }) as unknown as CreateTicketInput, actor);
        const mail = await caughtMail(smtp.received, bob.email, before + 1);
        expect(mail.subject).toBe(`Ticket assigned to you: #${ticket.number} ${ticket.title}`);
        await settled();
        // A job lost between the commit and the queue: its row is still pending long after.
        await t.dataSource.query(
          `INSERT INTO notification_deliveries ("userId", channel, status, title, body, "createdAt") VALUES ($1, 'email', 'pending', 'Lost and found', 'Sent late', $2)`,
          [bob.id, new Date(clock.now().getTime() - 20 * 60_000)],
        );
        // The minute's sweep may have found it first.
        expect(await services.notifier.requeueStale()).toBeLessThanOrEqual(1);
        expect(await services.notifier.requeueStale()).toBe(0);
        expect((await caughtMail(smtp.received, bob.email, before + 2)).subject).toBe('Lost and found');
        await settled();
      } finally {
        await jobs.stop();
      }
    });
  });
});
