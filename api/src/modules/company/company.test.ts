import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPANY_MESSAGES, Role } from '@pmp/shared';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { gql, PASSWORD, registerUser, startTestApp, uniqueEmail, type Agent, type TestApp } from '../../../test/test-app';

const SETTINGS_FIELDS =
  'name emailDomains signupMode emailVerification signupRole defaultCountry defaultLanguage slaTargets { priority hours label }';
const SETTINGS = `{ companySettings { ${SETTINGS_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { ${SETTINGS_FIELDS} } }`;
const DEFAULTS = '{ companyDefaults { name defaultCountry defaultLanguage slaTargets { priority hours label } timeZone } }';
const EVENTS = `{ auditEvents(action: SETTINGS_CHANGED) { nodes { actorName targetLabel changes { field before after } } } }`;
const INVITE = 'mutation($input: InviteUserInput!) { inviteUser(input: $input) { link } }';

/** A built web app of one page, for the page's runtime configuration. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'pmp-web-'));
writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>app</body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** What the sign-in page is told of the company (its pmp-config meta tag). */
async function pageConfig(t: TestApp): Promise<{ companyName: string; signupOpen: boolean }> {
  const page = await t.request().get('/auth').expect(200);
  const content = /<meta name="pmp-config" content='([^']*)'>/.exec(page.text)![1].replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  const { companyName, signupOpen } = JSON.parse(content);
  return { companyName, signupOpen };
}

describe('Settings → Company', () => {
  let t: TestApp;
  let admin: Agent;
  let agent: Agent;

  const update = async (input: Record<string, unknown>, by: Agent = admin) => gql(by, UPDATE, { input });
  const dueHours = async (id: string): Promise<number> =>
    (await t.dataSource.query(`SELECT extract(epoch FROM "dueAt" - "createdAt")::int / 3600 AS h FROM tickets WHERE id = $1`, [id]))[0].h;

  beforeAll(async () => {
    t = await startTestApp({ SIGNUP_DEFAULT_ROLE: Role.AGENT, WEB_DIST: dist });
    admin = t.agent();
    await registerUser(admin, { firstName: 'Ada', lastName: 'Admin' });
    agent = t.agent();
    await registerUser(agent);
  });
  afterAll(async () => t?.close());

  test("shows the server's defaults until an admin chooses", async () => {
    const res = await gql(admin, SETTINGS);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.companySettings).toEqual({
      name: 'Acme Test',
      emailDomains: ['acme.test'],
      signupMode: 'DOMAIN',
      emailVerification: 'OFF',
      signupRole: 'AGENT',
      defaultCountry: 'UK',
      defaultLanguage: 'EN',
      slaTargets: [
        { priority: 'EMERGENCY', hours: 24, label: '24 hours' },
        { priority: 'URGENT', hours: 120, label: '5 days' },
        { priority: 'IMPORTANT', hours: 240, label: '10 days' },
      ],
    });
  });

  test("only an admin reads or changes them; everyone reads the defaults of new records and the company's time zone", async () => {
    for (const res of [await gql(agent, SETTINGS), await update({ name: 'Taken Over Ltd' }, agent)]) {
      expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(res.body.errors[0].message).toMatch(/needs Admin/);
    }
    const defaults = await gql(agent, DEFAULTS);
    expect(defaults.body.data.companyDefaults).toMatchObject({
      name: 'Acme Test',
      defaultCountry: 'UK',
      defaultLanguage: 'EN',
      timeZone: 'Europe/London',
    });
    expect(defaults.body.data.companyDefaults.slaTargets.map((s: { hours: number }) => s.hours)).toEqual([24, 120, 240]);
  });

  test('a new SLA target applies to tickets created after it, even when an older ticket changes priority; the change is recorded', async () => {
    const parties = await buildTicketParties(t.dataSource);
    const before = (
      await admin
        .post('/api/tickets')
        .send(ticketBody(parties, { priority: 'urgent' }))
        .expect(201)
    ).body.id;
    expect(await dueHours(before)).toBe(120);

    const changed = await update({ slaHours: { urgent: 72, emergency: 8 } });
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data.updateCompanySettings.slaTargets).toEqual([
      { priority: 'EMERGENCY', hours: 8, label: '8 hours' },
      { priority: 'URGENT', hours: 72, label: '3 days' },
      { priority: 'IMPORTANT', hours: 240, label: '10 days' },
    ]);

    const after = (
      await admin
        .post('/api/tickets')
        .send(ticketBody(parties, { priority: 'urgent' }))
        .expect(201)
    ).body.id;
    expect(await dueHours(after)).toBe(72);
    expect(await dueHours(before)).toBe(120);
    // Raised to emergency, each keeps the targets of the day it was created.
    for (const id of [before, after]) await admin.patch(`/api/tickets/${id}`).send({ priority: 'emergency' }).expect(200);
    expect(await dueHours(before)).toBe(24);
    expect(await dueHours(after)).toBe(8);

    const events = (await gql(admin, EVENTS)).body.data.auditEvents.nodes;
    expect(events[0]).toMatchObject({ actorName: 'Ada Admin', targetLabel: 'Acme Test' });
    // In the order the database keeps the keys.
    expect([...events[0].changes].sort((a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field))).toEqual([
      { field: 'slaHours.emergency', before: '24', after: '8' },
      { field: 'slaHours.urgent', before: '120', after: '72' },
    ]);
    // Saving the same values again changes nothing and records nothing.
    await update({ slaHours: { urgent: 72 } });
    expect((await gql(admin, EVENTS)).body.data.auditEvents.nodes).toHaveLength(1);
  });

  test('bad input is refused naming the field, and nothing changes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', COMPANY_MESSAGES.name],
      [{ emailDomains: ['acme.test', '@other'] }, 'emailDomains', COMPANY_MESSAGES.domain('@other')],
      [{ slaHours: { important: 0 } }, 'slaHours.important', COMPANY_MESSAGES.slaHours],
      [{ slaHours: { urgent: 9000 } }, 'slaHours.urgent', COMPANY_MESSAGES.slaHours],
      [{ signupRole: 'ADMIN' }, 'signupRole', COMPANY_MESSAGES.signupRole],
      [{ emailDomains: [], signupMode: 'DOMAIN' }, 'emailDomains', COMPANY_MESSAGES.signupDomainWithoutDomains],
      [{ emailVerification: 'REQUIRED' }, 'emailVerification', COMPANY_MESSAGES.verificationWithoutMail],
    ];
    for (const [input, field, message] of cases) {
      const res = await update(input);
      expect({ input, error: res.body.errors?.[0] }).toMatchObject({
        input,
        error: { message, extensions: { code: 'BAD_USER_INPUT', field } },
      });
    }
    const now = (await gql(admin, SETTINGS)).body.data.companySettings;
    expect(now).toMatchObject({ name: 'Acme Test', emailDomains: ['acme.test'], signupRole: 'AGENT', emailVerification: 'OFF' });
  });

  test("the name and domains are the company's from then on: sign-up and invitations follow them", async () => {
    const changed = await update({
      name: 'Harbour Homes',
      emailDomains: ['harbour.test', 'acme.test'],
      defaultCountry: 'DE',
      defaultLanguage: 'DE',
    });
    expect(changed.body.data.updateCompanySettings).toMatchObject({ name: 'Harbour Homes', defaultCountry: 'DE', defaultLanguage: 'DE' });
    // A contact given no language starts with the company's.
    const contact = await admin.post('/api/contacts').send({ name: 'Greta Gast', email: uniqueEmail('greta') });
    expect(contact.body.language).toBe('German');
    const outsider = await t
      .agent()
      .post('/api/register')
      .send({ email: 'sam@elsewhere.test', password: PASSWORD, firstName: 'S', lastName: 'T' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe('Access restricted to Harbour Homes employees only');
    await t
      .agent()
      .post('/api/register')
      .send({ email: 'sam@harbour.test', password: PASSWORD, firstName: 'Sam', lastName: 'H' })
      .expect(201);
    const invited = await gql(admin, INVITE, { input: { email: 'kim@elsewhere.test', role: 'AGENT' } });
    expect(invited.body.errors[0]).toMatchObject({
      message: 'Only company addresses can be invited: use an address at harbour.test or acme.test.',
      extensions: { field: 'email' },
    });
  });

  test('by invitation only: nobody signs up, an invitation still works, and the sign-in page stops offering Sign Up', async () => {
    await update({ signupMode: 'INVITE', signupRole: 'VIEWER' });
    const refused = await t
      .agent()
      .post('/api/register')
      .send({ email: uniqueEmail('late'), password: PASSWORD, firstName: 'L', lastName: 'T' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: COMPANY_MESSAGES.inviteOnly, field: 'email' });
    expect(await pageConfig(t)).toEqual({ companyName: 'Harbour Homes', signupOpen: false });

    const link: string = (await gql(admin, INVITE, { input: { email: 'ivy@acme.test', role: 'AGENT' } })).body.data.inviteUser.link;
    const token = link.slice(link.lastIndexOf('/') + 1);
    const accepted = await gql(t.agent(), 'mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { role } }', {
      input: { token, firstName: 'Ivy', lastName: 'I', password: PASSWORD },
    });
    expect(accepted.body.data.acceptInvitation).toEqual({ role: 'AGENT' });

    await update({ signupMode: 'DOMAIN' });
    const joined = await registerUser(t.agent(), { email: uniqueEmail('joiner') });
    const role = (await t.dataSource.query('SELECT role FROM users WHERE id = $1', [joined.id]))[0].role;
    expect(role).toBe('viewer');
    expect((await pageConfig(t)).signupOpen).toBe(true);
  });
});

test("by invitation only, the company's first account still signs up (and is its admin)", async () => {
  const t = await startTestApp({ SIGNUP_MODE: 'invite', WEB_DIST: dist });
  try {
    expect(await pageConfig(t)).toMatchObject({ signupOpen: true });
    const first = await t
      .agent()
      .post('/api/register')
      .send({ email: uniqueEmail('first'), password: PASSWORD, firstName: 'F', lastName: 'A' });
    expect(first.status).toBe(201);
    expect(first.body.role).toBe('admin');
    const second = await t
      .agent()
      .post('/api/register')
      .send({ email: uniqueEmail('second'), password: PASSWORD, firstName: 'S', lastName: 'B' });
    expect(second.status).toBe(403);
    expect(await pageConfig(t)).toMatchObject({ signupOpen: false });
  } finally {
    await t.close();
  }
});
