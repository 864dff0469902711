import { Role } from '@pmp/shared';
import { hashOneTimeToken } from '../../common/one-time-token';
import { caughtMail, linkIn, loopbackSmtp } from '../../../test/smtp';
import { gql, PASSWORD, registerUser, startTestApp, TEST_DOMAIN, uniqueEmail, type Agent, type TestApp } from '../../../test/test-app';

const PUBLIC_URL = 'https://portal.acme.test';
const SIGNUP_CODE = 'the-company-password';
const INVITE = `mutation($input: InviteUserInput!) {
  inviteUser(input: $input) { link emailed notEmailedReason invitation { id email role invitedBy expiresAt expired } }
}`;
const PENDING = '{ pendingInvitations { id email role invitedBy expiresAt expired } }';
const REVOKE = 'mutation($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { id } }';
const LINK = 'query($token: String!) { invitationLink(token: $token) { state email role } }';
const ACCEPT = 'mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id email role firstName } }';
const ME = '{ me { email role } }';

/** The token at the end of an invitation link. */
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('invitations', () => {
  const smtp = loopbackSmtp();
  let t: TestApp;
  let admin: Agent;

  async function invite(email: string, role = 'AGENT', by: Agent = admin) {
    return gql(by, INVITE, { input: { email, role } });
  }
  const pending = async () => (await gql(admin, PENDING)).body.data.pendingInvitations as { id: string; email: string; expired: boolean }[];
  const accept = (token: string, agent: Agent = t.agent()) =>
    gql(agent, ACCEPT, { input: { token, firstName: 'Ivy', lastName: 'Invitee', password: PASSWORD } });

  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: await smtp.start(), PUBLIC_URL, SIGNUP_CODE, SIGNUP_DEFAULT_ROLE: Role.AGENT });
    admin = t.agent();
    await registerUser(admin, { firstName: 'Ada', lastName: 'Admin', signupCode: SIGNUP_CODE }); // the first account: an admin
  });
  afterAll(async () => {
    await t?.close();
    smtp.server.close();
  });

  it('e-mails a one-time link; it creates the account with the role (no company password) and signs in', async () => {
    const email = uniqueEmail('ivy');
    const sent = await invite(email.toUpperCase());
    expect(sent.body.errors).toBeUndefined();
    const answer = sent.body.data.inviteUser;
    expect(answer).toMatchObject({ emailed: true, notEmailedReason: null, invitation: { email, role: 'AGENT', invitedBy: 'Ada Admin' } });
    const days = (Date.parse(answer.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await caughtMail(smtp.received, email);
    expect(mail.subject).toBe('Ada Admin invited you to Acme Test Property Maintenance');
    expect(mail.text).toContain('as an Agent');
    const { link, token } = linkIn(mail, '/invite');
    expect(link).toBe(`${PUBLIC_URL}/invite/${token}`);
    expect(answer.link).toBe(link);
    const [row] = await t.dataSource.query(`SELECT "tokenHash" FROM invitations WHERE email = $1`, [email]);
    expect(row.tokenHash).toBe(hashOneTimeToken(token));
    expect((await pending()).map((p) => p.email)).toContain(email);

    expect((await gql(t.request(), LINK, { token })).body.data.invitationLink).toEqual({ state: 'VALID', email, role: 'AGENT' });
    const tooShort = await gql(t.agent(), ACCEPT, { input: { token, firstName: 'Ivy', lastName: 'I', password: 'short' } });
    expect(tooShort.body.errors[0]).toMatchObject({ message: 'Password must be at least 8 characters', extensions: { field: 'password' } });

    const ivy = t.agent();
    const accepted = await accept(token, ivy);
    expect(accepted.body.data.acceptInvitation).toMatchObject({ email, role: 'AGENT', firstName: 'Ivy' });
    expect((await gql(ivy, ME)).body.data.me).toEqual({ email, role: 'AGENT' });
    expect((await t.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(200);
    expect((await pending()).map((p) => p.email)).not.toContain(email);

    // Once only.
    expect((await gql(t.request(), LINK, { token })).body.data.invitationLink).toEqual({ state: 'USED', email: null, role: null });
    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].message).toBe('This invitation was already used. Sign in, or ask an admin for a new link.');
    // An agent may not invite.
    const refused = await invite(uniqueEmail('friend'), 'ADMIN', ivy);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe('Your role (Agent) does not allow this: it needs Admin.');
    expect((await gql(ivy, PENDING)).status).toBe(403);
  });

  it('refuses an address outside the company domains (400) and one that has an account (409), naming the field', async () => {
    const outside = await invite('someone@elsewhere.example');
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0]).toMatchObject({
      message: `Only company addresses can be invited: use an address at ${TEST_DOMAIN}.`,
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const malformed = await invite('not-an-address');
    expect(malformed.body.errors[0]).toMatchObject({ message: 'Valid email address is required', extensions: { field: 'email' } });

    const { email } = await registerUser(t.agent(), { signupCode: SIGNUP_CODE });
    const taken = await invite(email);
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { field: 'email' } });
  });

  it('refuses an expired invitation; the list marks it expired', async () => {
    const email = uniqueEmail('late');
    const token = tokenOf((await invite(email, 'VIEWER')).body.data.inviteUser.link);
    await t.dataSource.query(`UPDATE invitations SET "expiresAt" = now() - interval '1 second' WHERE "tokenHash" = $1`, [
      hashOneTimeToken(token),
    ]);
    expect((await gql(t.request(), LINK, { token })).body.data.invitationLink).toEqual({ state: 'EXPIRED', email: null, role: null });
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This invitation has expired. Ask an admin for a new link.',
      extensions: { field: 'token' },
    });
    expect((await pending()).find((p) => p.email === email)?.expired).toBe(true);
    expect((await t.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(401);
  });

  it('a new invitation to the address replaces the pending one; a revoked one stops working', async () => {
    const email = uniqueEmail('twice');
    const first = tokenOf((await invite(email, 'VIEWER')).body.data.inviteUser.link);
    const second = (await invite(email, 'ADMIN')).body.data.inviteUser;
    expect((await pending()).filter((p) => p.email === email).map((p) => p.id)).toEqual([second.invitation.id]);
    expect((await gql(t.request(), LINK, { token: first })).body.data.invitationLink.state).toBe('REPLACED');
    expect((await accept(first)).status).toBe(400);

    const revoked = await gql(admin, REVOKE, { input: { id: second.invitation.id } });
    expect(revoked.body.data.revokeInvitation.id).toBe(second.invitation.id);
    expect((await pending()).some((p) => p.email === email)).toBe(false);
    const token = tokenOf(second.link);
    expect((await gql(t.request(), LINK, { token })).body.data.invitationLink.state).toBe('REVOKED');
    expect((await accept(token)).body.errors[0].message).toBe('This invitation was withdrawn. Ask an admin for a new link.');
    expect((await gql(admin, REVOKE, { input: { id: second.invitation.id } })).status).toBe(409);
    expect((await gql(admin, REVOKE, { input: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });
});

describe('invitations without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers the link to hand over, saying plainly that it was not e-mailed; the link works', async () => {
    const admin = t.agent();
    await registerUser(admin);
    const email = uniqueEmail('handed');
    const sent = (await gql(admin, INVITE, { input: { email, role: 'AGENT' } })).body.data.inviteUser;
    expect(sent).toMatchObject({
      emailed: false,
      notEmailedReason: 'It was not e-mailed: no mail server is set up for this site. Copy the link and send it yourself.',
    });
    // Without PUBLIC_URL the link goes where the admin's request came to.
    expect(sent.link).toMatch(new RegExp(`^${t.url}/invite/[A-Za-z0-9_-]{43}$`));
    const accepted = await gql(t.agent(), ACCEPT, {
      input: { token: tokenOf(sent.link), firstName: 'Hal', lastName: 'Handed', password: PASSWORD },
    });
    expect(accepted.body.data.acceptInvitation).toMatchObject({ email, role: 'AGENT' });
  });
});
