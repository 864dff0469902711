import { createServices } from '../../services';
import { gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';

const MINE = `query { myNotificationPreferences {
  events { event inApp email sms } mobilePhone quietHoursStart quietHoursEnd timeZone digest urgentAlertSound } }`;
const UPDATE = `mutation Update($input: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $input) {
  events { event inApp email sms } mobilePhone quietHoursStart quietHoursEnd timeZone digest urgentAlertSound } }`;

describe('notification preferences', () => {
  let t: TestApp;
  let ann: Agent;
  let annUser: { id: string; email: string };

  beforeAll(async () => {
    t = await startTestApp();
    ann = t.agent();
    annUser = await registerUser(ann);
  });

  afterAll(async () => {
    await t.close();
  });

  it('starts at the defaults: in-app for all but unassigned tickets, e-mail for assignments, mentions and SLA, no SMS', async () => {
    const res = await gql(ann, MINE);
    expect(res.body.errors).toBeUndefined();
    const prefs = res.body.data.myNotificationPreferences;
    expect(prefs).toMatchObject({ mobilePhone: null, quietHoursStart: null, quietHoursEnd: null, digest: false, urgentAlertSound: true });
    expect(prefs.timeZone).toEqual(expect.any(String));
    expect(prefs.events).toEqual([
      { event: 'TICKET_ASSIGNED', inApp: true, email: true, sms: false },
      { event: 'TENANT_REPLY', inApp: true, email: false, sms: false },
      { event: 'TASK_ASSIGNED', inApp: true, email: false, sms: false },
      { event: 'MENTION', inApp: true, email: true, sms: false },
      { event: 'SLA', inApp: true, email: true, sms: false },
      { event: 'TASK_REMINDER', inApp: true, email: false, sms: false },
      { event: 'UNASSIGNED_TICKETS', inApp: false, email: false, sms: false },
    ]);
    expect((await gql(t.request(), MINE)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('changes what is given and keeps the rest; overnight quiet hours are fine', async () => {
    const res = await gql(ann, UPDATE, {
      input: {
        mobilePhone: '+441234567890',
        events: [{ event: 'MENTION', inApp: false, email: true, sms: true }],
        quietHoursStart: '22:00',
        quietHoursEnd: '07:30',
        digest: true,
        urgentAlertSound: false,
      },
    });
    expect(res.body.errors).toBeUndefined();
    const prefs = res.body.data.updateNotificationPreferences;
    expect(prefs).toMatchObject({
      mobilePhone: '+441234567890',
      quietHoursStart: '22:00',
      quietHoursEnd: '07:30',
      digest: true,
      urgentAlertSound: false,
    });
    expect(prefs.events.find((e: { event: string }) => e.event === 'MENTION')).toEqual({
      event: 'MENTION',
      inApp: false,
      email: true,
      sms: true,
    });
    expect(prefs.events.find((e: { event: string }) => e.event === 'SLA')).toEqual({ event: 'SLA', inApp: true, email: true, sms: false });
    const again = await gql(ann, UPDATE, { input: { digest: false } });
    expect(again.body.data.updateNotificationPreferences).toMatchObject({
      mobilePhone: '+441234567890',
      quietHoursStart: '22:00',
      digest: false,
    });
  });

  it('refuses bad input naming the field', async () => {
    const errorOf = async (input: object) => {
      const res = await gql(ann, UPDATE, { input });
      expect(res.body.errors).toHaveLength(1);
      return { code: res.body.errors[0].extensions.code, field: res.body.errors[0].extensions.field, message: res.body.errors[0].message };
    };
    expect(await errorOf({ mobilePhone: '01234 567890' })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'mobilePhone',
      message: 'Mobile number must be in international format, like +441234567890',
    });
    // SMS is on for mentions: the number cannot go.
    expect(await errorOf({ mobilePhone: null })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'mobilePhone',
      message: 'Mobile number is required to receive SMS',
    });
    expect(await errorOf({ quietHoursEnd: null })).toMatchObject({ field: 'quietHoursEnd' });
    expect(await errorOf({ quietHoursStart: '', quietHoursEnd: '06:00' })).toMatchObject({ field: 'quietHoursStart' });
    expect(await errorOf({ quietHoursStart: '25:00' })).toMatchObject({
      field: 'quietHoursStart',
      message: 'Enter a time as HH:MM, like 22:00',
    });
    expect(await errorOf({ quietHoursStart: '08:00', quietHoursEnd: '08:00' })).toMatchObject({ field: 'quietHoursEnd' });
    // Without a number, SMS cannot be switched on.
    const bob = t.agent();
    await registerUser(bob);
    const bobs = await gql(bob, UPDATE, { input: { events: [{ event: 'SLA', inApp: true, email: true, sms: true }] } });
    expect(bobs.body.errors[0]).toMatchObject({
      message: 'Mobile number is required to receive SMS',
      extensions: { field: 'mobilePhone' },
    });
    // Nothing changed.
    expect((await gql(ann, MINE)).body.data.myNotificationPreferences).toMatchObject({
      mobilePhone: '+441234567890',
      quietHoursEnd: '07:30',
    });
  });

  it("contactsFor answers the active people's address and mobile number", async () => {
    const { notificationPreferences, users } = createServices({ dataSource: t.dataSource, config: t.config });
    const carl = t.agent();
    const carlUser = await registerUser(carl);
    const dan = await registerUser(t.agent());
    await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [dan.id]);
    const contacts = await notificationPreferences.contactsFor([annUser.id, carlUser.id, dan.id]);
    expect(contacts).toEqual(
      new Map([
        [annUser.id, { email: annUser.email, mobilePhone: '+441234567890' }],
        [carlUser.id, { email: carlUser.email, mobilePhone: null }],
      ]),
    );
    expect(users).toBeDefined();
  });
});
