import twilio from 'twilio';
import { TestClock } from '../../common/clock';
import { fakeTwilio } from '../../../test/fake-twilio';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { caughtMail, loopbackSmtp } from '../../../test/smtp';
import { gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import { liveSocket, sessionCookie, subscribe } from '../../../test/live';
import { waitFor } from '../../../test/wait-for';
import { createServices } from '../../services';

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'twilio-auth-token-for-on-call-tests';
const PUBLIC_URL = 'https://desk.example.test';
const TWILIO_URL = `${PUBLIC_URL}/api/webhooks/twilio`;
const DESK_NUMBER = '+447700900001';

const SHIFTS = `{ onCallShifts { id userId userName weekday startsAt endsAt position } }`;
const ADD_SHIFT = `mutation ($input: OnCallShiftInput!) { addOnCallShift(input: $input) { id userName weekday startsAt endsAt position } }`;
const REMOVE_SHIFT = `mutation ($id: ID!) { removeOnCallShift(id: $id) }`;
const MY_ALERTS = `{ myUrgentAlerts { messageId conversationId channel from reason excerpt } }`;
const ACKNOWLEDGE = `mutation ($id: ID!) { acknowledgeUrgentMessage(messageId: $id) { acknowledgedAt acknowledgedByName nextAlertAt alerts { userName round channel outcome detail } } }`;
const THREAD = `query ($id: ID!) { conversation(id: $id) { messages { id urgent urgentAlert { reason acknowledgedByName alerts { userName round channel outcome detail } } } } }`;
const SET_MOBILE = `mutation ($input: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { mobilePhone } }`;

let seq = 0;
const uniquePhone = () => `+4477008${String(100000 + (seq += 1)).slice(-6)}`;

/**
 * Urgent inbound messages reach the person on call: the rota (Settings → On call), the alert
 * rounds in the app, by SMS through Twilio and by e-mail, the escalation to the next person after
 * ten minutes, and the acknowledgement, all on the message's record.
 */
describe('on call and urgent alerts', () => {
  const provider = fakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  const smtp = loopbackSmtp();
  let t: TestApp;
  let admin: Agent;
  let first: Agent;
  let second: Agent;
  let adminUser: { id: string; email: string };
  let firstUser: { id: string; email: string };
  let secondUser: { id: string; email: string };

  beforeAll(async () => {
    const base = await provider.start();
    const smtpUrl = await smtp.start();
    t = await startTestApp({
      PUBLIC_URL,
      SMTP_URL: smtpUrl,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_API_BASE: base,
      TWILIO_SMS_FROM: DESK_NUMBER,
      SIGNUP_DEFAULT_ROLE: 'agent',
    });
    admin = t.agent();
    adminUser = await registerUser(admin, { firstName: 'Ada', lastName: 'Admin' });
    first = t.agent();
    firstUser = await registerUser(first, { firstName: 'Fay', lastName: 'First' });
    second = t.agent();
    secondUser = await registerUser(second, { firstName: 'Sam', lastName: 'Second' });
  });
  afterAll(async () => {
    await t?.close();
    provider.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const postSms = (body: string, from = uniquePhone()) => {
    const params = {
      MessageSid: `SM${Date.now()}${(seq += 1)}`,
      AccountSid: ACCOUNT_SID,
      From: from,
      To: DESK_NUMBER,
      Body: body,
      NumMedia: '0',
    };
    return t
      .request()
      .post('/api/webhooks/twilio')
      .type('form')
      .set('x-twilio-signature', twilio.getExpectedTwilioSignature(AUTH_TOKEN, TWILIO_URL, params))
      .send(new URLSearchParams(params).toString());
  };
  const messageOf = async (body: string) =>
    (
      (await t.dataSource.query(`SELECT id, "conversationId", urgent, status FROM messages WHERE body = $1`, [body])) as {
        id: string;
        conversationId: string;
        urgent: boolean;
        status: string;
      }[]
    )[0]!;
  const alertsOf = async (messageId: string) =>
    (await t.dataSource.query(
      `SELECT "userId", round, channel, outcome, detail FROM urgent_alerts WHERE "messageId" = $1 ORDER BY round, "userId", channel`,
      [messageId],
    )) as { userId: string; round: number; channel: string; outcome: string; detail: string | null }[];
  const smsTo = (number: string) => provider.requests.filter((r) => r.form.get('To') === number).map((r) => r.form.get('Body') ?? '');
  const addShift = (userId: string, weekday: number, position = 1, startsAt = '00:00', endsAt = '00:00') =>
    gql(admin, ADD_SHIFT, { input: { userId, weekday, startsAt, endsAt, position } });
  const everyDay = async (userId: string, position: number) => {
    for (let weekday = 1; weekday <= 7; weekday += 1) expect((await addShift(userId, weekday, position)).body.errors).toBeUndefined();
  };
  const clearRota = async () => {
    for (const shift of (await gql(admin, SHIFTS)).body.data.onCallShifts) await gql(admin, REMOVE_SHIFT, { id: shift.id });
  };

  describe('the rota', () => {
    afterEach(clearRota);

    it('is kept by admins, read by everyone, and refuses bad shifts with the field named', async () => {
      const added = await addShift(firstUser.id, 1, 1, '18:00', '08:00');
      expect(added.body.data.addOnCallShift).toMatchObject({
        userName: 'Fay First',
        weekday: 1,
        startsAt: '18:00',
        endsAt: '08:00',
        position: 1,
      });
      // Monday 18:00 to Tuesday 08:00 takes Tuesday's small hours: a Tuesday 07:00 start overlaps.
      const overlapping = await addShift(firstUser.id, 2, 1, '07:00', '09:00');
      expect(overlapping.body.errors[0]).toMatchObject({
        message: 'Fay First already has a shift at that time on that day',
        extensions: { code: 'BAD_USER_INPUT', field: 'startsAt' },
      });
      expect((await addShift(firstUser.id, 2, 1, '08:00', '09:00')).body.errors).toBeUndefined();
      for (const [input, field, message] of [
        [{ weekday: 8 }, 'weekday', 'Weekdays are 1 (Monday) to 7 (Sunday)'],
        [{ startsAt: '25:00' }, 'startsAt', 'Write times of day as 08:00'],
        [{ position: 0 }, 'position', 'The order is a whole number from 1 to 9'],
        [{ userId: 'nobody' }, 'userId', 'Choose who is on call'],
      ] as [Record<string, unknown>, string, string][]) {
        const res = await gql(admin, ADD_SHIFT, {
          input: { userId: secondUser.id, weekday: 3, startsAt: '09:00', endsAt: '17:00', position: 1, ...input },
        });
        expect(res.body.errors[0].message).toBe(message);
        expect(res.body.errors[0].extensions.field).toBe(field);
      }
      const byAgent = await gql(first, ADD_SHIFT, {
        input: { userId: firstUser.id, weekday: 5, startsAt: '09:00', endsAt: '17:00', position: 1 },
      });
      expect(byAgent.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const seen = (await gql(second, SHIFTS)).body.data.onCallShifts;
      expect(seen.map((s: { weekday: number; startsAt: string }) => [s.weekday, s.startsAt])).toEqual([
        [1, '18:00'],
        [2, '08:00'],
      ]);
      const audit = (await t.dataSource.query(
        `SELECT after FROM audit_events WHERE "targetType" = 'on_call' ORDER BY at DESC LIMIT 1`,
      )) as {
        after: { shift: string };
      }[];
      expect(audit[0]!.after.shift).toBe('Fay First: Tuesday 08:00–09:00 (1st)');
    });

    it('refuses a viewer, who could not open the alerts', async () => {
      const viewer = await registerUser(t.agent(), { firstName: 'Vic', lastName: 'Viewer' });
      await t.dataSource.query(`UPDATE users SET role = 'viewer' WHERE id = $1`, [viewer.id]);
      const res = await addShift(viewer.id, 1);
      expect(res.body.errors[0]).toMatchObject({
        message: 'A viewer cannot be on call: they cannot open the alerts. Choose an agent or an admin',
        extensions: { field: 'userId' },
      });
    });

    it('refuses a person who has left', async () => {
      const leaver = await registerUser(t.agent(), { firstName: 'Lee', lastName: 'Leaver' });
      await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [leaver.id]);
      const res = await addShift(leaver.id, 1);
      expect(res.body.errors[0]).toMatchObject({
        message: 'That person is not an active member of the team',
        extensions: { field: 'userId' },
      });
    });
  });

  describe('urgent messages', () => {
    let firstMobile: string;
    beforeAll(async () => {
      await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [adminUser.id]);
      firstMobile = uniquePhone();
      const set = await gql(first, SET_MOBILE, { input: { mobilePhone: firstMobile } });
      expect(set.body.errors).toBeUndefined();
      await everyDay(firstUser.id, 1);
      await everyDay(secondUser.id, 2);
    });
    afterAll(clearRota);

    it('alerts the first person on call in the app, by SMS and by e-mail, at once; a calm message alerts nobody', async () => {
      const text = 'There is a strong smell of gas in the kitchen';
      await postSms(text).expect(200);
      const message = await messageOf(text);
      expect(message.urgent).toBe(true);
      await waitFor('the SMS alert', async () => smsTo(firstMobile).length === 1, 5_000);
      expect(smsTo(firstMobile)[0]).toMatch(
        /^Urgent SMS from \+4477008\d{6}: smell of gas.*"There is a strong smell of gas in the kitchen" https:\/\/desk\.example\.test\/conversations\?conversation=/,
      );
      const mail = await caughtMail(smtp.received, firstUser.email);
      expect(mail.subject).toMatch(/^Urgent: smell of gas/);
      expect(mail.text).toContain('There is a strong smell of gas in the kitchen');
      await waitFor('the alert records', async () => (await alertsOf(message.id)).length === 3, 5_000);
      expect((await alertsOf(message.id)).map((a) => [a.userId, a.round, a.channel, a.outcome])).toEqual([
        [firstUser.id, 1, 'in_app', 'sent'],
        [firstUser.id, 1, 'sms', 'sent'],
        [firstUser.id, 1, 'email', 'sent'],
      ]);
      const mine = (await gql(first, MY_ALERTS)).body.data.myUrgentAlerts;
      expect(mine).toEqual([
        expect.objectContaining({ messageId: message.id, channel: 'SMS', excerpt: text, reason: 'smell of gas or a gas leak' }),
      ]);
      expect((await gql(second, MY_ALERTS)).body.data.myUrgentAlerts).toEqual([]);
      const bell = (await t.dataSource.query(`SELECT type, title FROM notifications WHERE "userId" = $1 AND type = 'urgent_alert'`, [
        firstUser.id,
      ])) as {
        title: string;
      }[];
      expect(bell[0]!.title).toMatch(/^Urgent: smell of gas/);

      const calm = 'Could someone look at the dripping tap next week';
      await postSms(calm).expect(200);
      expect((await messageOf(calm)).urgent).toBe(false);
      expect(await t.dataSource.query(`SELECT 1 FROM urgent_incidents WHERE "messageId" = $1`, [(await messageOf(calm)).id])).toEqual([]);

      // Fay opens it: her alert closes.
      expect((await gql(first, ACKNOWLEDGE, { id: message.id })).body.data.acknowledgeUrgentMessage.acknowledgedByName).toBe('Fay First');
      expect((await gql(first, MY_ALERTS)).body.data.myUrgentAlerts).toEqual([]);
    });

    it('alerts the next person after ten minutes unopened, then the admins; opening it stops the rounds and is on the record', async () => {
      const text = 'Water pouring through the ceiling onto the electrics';
      await postSms(text).expect(200);
      const message = await messageOf(text);
      await waitFor('the first round', async () => (await alertsOf(message.id)).length === 3, 5_000);
      const later = new TestClock(new Date(Date.now() + 5 * 60_000));
      const sweep = () => createServices({ dataSource: t.dataSource, config: t.config, clock: later }).oncall.sweep();
      expect(await sweep()).toBe(0);
      later.advanceMinutes(6);
      expect(await sweep()).toBe(1);
      expect(await sweep()).toBe(0);
      const round2 = (await alertsOf(message.id)).filter((a) => a.round === 2);
      expect(round2.map((a) => [a.userId, a.channel, a.outcome])).toEqual([
        [secondUser.id, 'in_app', 'sent'],
        [secondUser.id, 'sms', 'failed'],
        [secondUser.id, 'email', 'sent'],
      ]);
      // No mobile number: the SMS alert says so, and that the e-mail stood in for it.
      expect(round2.find((a) => a.channel === 'sms')!.detail).toBe(
        'No mobile number in their notification settings; sent by e-mail instead',
      );
      expect((await caughtMail(smtp.received, secondUser.email)).text).toContain('The SMS alert could not be sent');
      later.advanceMinutes(11);
      expect(await sweep()).toBe(1);
      expect((await alertsOf(message.id)).filter((a) => a.round === 3).map((a) => a.userId)).toEqual([
        adminUser.id,
        adminUser.id,
        adminUser.id,
      ]);
      later.advanceMinutes(11);
      // Nobody is left to alert: the rounds stop.
      expect(await sweep()).toBe(0);

      const acknowledged = await gql(second, ACKNOWLEDGE, { id: message.id });
      expect(acknowledged.body.data.acknowledgeUrgentMessage).toMatchObject({ acknowledgedByName: 'Sam Second', nextAlertAt: null });
      later.advanceMinutes(30);
      expect(await sweep()).toBe(0);
      expect((await gql(first, MY_ALERTS)).body.data.myUrgentAlerts.map((a: { messageId: string }) => a.messageId)).not.toContain(
        message.id,
      );
      // Opening it again leaves the first acknowledgement.
      expect((await gql(first, ACKNOWLEDGE, { id: message.id })).body.data.acknowledgeUrgentMessage.acknowledgedByName).toBe('Sam Second');
      const thread = (await gql(first, THREAD, { id: message.conversationId })).body.data.conversation.messages;
      const record = thread.find((m: { id: string }) => m.id === message.id).urgentAlert;
      expect(record.acknowledgedByName).toBe('Sam Second');
      expect(record.alerts).toHaveLength(9);
      expect(record.alerts[0]).toMatchObject({ userName: 'Fay First', round: 1 });
    });

    it('pushes a new alert to the person alerted, and its closing when someone opens it', async () => {
      const socket = liveSocket(t, await sessionCookie(t, firstUser.email));
      try {
        const feed = subscribe<{ messageId: string; reason: string }[]>(
          socket,
          'myUrgentAlertsChanged',
          'subscription { myUrgentAlertsChanged { messageId reason } }',
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        const text = 'Sparks coming from the socket in the bedroom';
        await postSms(text).expect(200);
        const message = await messageOf(text);
        await feed.next((alerts) => alerts.some((a) => a.messageId === message.id));
        await gql(second, ACKNOWLEDGE, { id: message.id }).expect(200);
        await feed.next((alerts) => alerts.every((a) => a.messageId !== message.id) && feed.events.length > 1);
      } finally {
        await socket.dispose();
      }
    });

    it('judges a follow-up on a ticket: an urgent one alerts too', async () => {
      const phone = uniquePhone();
      const opening = `The radiator in the hall is cold ${phone}`;
      await postSms(opening, phone).expect(200);
      const started = await messageOf(opening);
      const parties = await buildTicketParties(t.dataSource);
      const ticket = (
        await admin
          .post('/api/tickets')
          .send(ticketBody(parties, { title: 'Cold radiator' }))
          .expect(201)
      ).body;
      // As triage would: the conversation joins the ticket.
      await t.dataSource.query(`UPDATE conversations SET "ticketId" = $2 WHERE id = $1`, [started.conversationId, ticket.id]);
      await t.dataSource.query(`UPDATE messages SET "ticketId" = $2, status = 'processed' WHERE id = $1`, [started.id, ticket.id]);
      const followUp = 'Now the carbon monoxide alarm is going off';
      await postSms(followUp, phone).expect(200);
      const message = await messageOf(followUp);
      expect(message).toMatchObject({ conversationId: started.conversationId, status: 'received', urgent: true });
      await waitFor('the follow-up alert', async () => (await alertsOf(message.id)).length === 3, 5_000);
      const bell = (await t.dataSource.query(
        `SELECT "ticketId" FROM notifications WHERE type = 'urgent_alert' AND body LIKE '%carbon monoxide%'`,
      )) as {
        ticketId: string;
      }[];
      expect(bell[0]!.ticketId).toBe(ticket.id);
    });

    it('falls back to e-mail when the SMS provider fails, and shows it on the alert', async () => {
      provider.fail({ status: 500, code: 20500, message: 'Internal Server Error' });
      try {
        const text = 'Fire in the bin store, smoke everywhere';
        await postSms(text).expect(200);
        const message = await messageOf(text);
        await waitFor('the first round', async () => (await alertsOf(message.id)).length === 3, 10_000);
        const sms = (await alertsOf(message.id)).find((a) => a.channel === 'sms')!;
        expect(sms.outcome).toBe('failed');
        expect(sms.detail).toMatch(/; sent by e-mail instead$/);
        expect((await alertsOf(message.id)).find((a) => a.channel === 'email')!.outcome).toBe('sent');
      } finally {
        provider.fail(null);
      }
    });

    it('raises a repeated delivery once', async () => {
      const params = {
        MessageSid: `SMrepeat${Date.now()}`,
        AccountSid: ACCOUNT_SID,
        From: uniquePhone(),
        To: DESK_NUMBER,
        Body: 'Gas leak at number 4',
        NumMedia: '0',
      };
      const send = () =>
        t
          .request()
          .post('/api/webhooks/twilio')
          .type('form')
          .set('x-twilio-signature', twilio.getExpectedTwilioSignature(AUTH_TOKEN, TWILIO_URL, params))
          .send(new URLSearchParams(params).toString())
          .expect(200);
      await Promise.all([send(), send()]);
      const message = await messageOf('Gas leak at number 4');
      await waitFor('the first round', async () => (await alertsOf(message.id)).length === 3, 5_000);
      expect(await t.dataSource.query(`SELECT 1 FROM urgent_incidents WHERE "messageId" = $1`, [message.id])).toHaveLength(1);
    });
  });
});
