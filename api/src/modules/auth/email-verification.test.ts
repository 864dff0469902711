import { caughtMail, linkIn, loopbackSmtp } from '../../../test/smtp';
import { gql, PASSWORD, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { EMAIL_VERIFICATION_MESSAGES } from './email-verification.service';

const sign = (email: string) => ({ email, password: PASSWORD, firstName: 'Vera', lastName: 'Verify' });

describe('e-mail verification of self sign-ups', () => {
  const smtp = loopbackSmtp();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: await smtp.start(), EMAIL_VERIFICATION: 'required', SIGNUP_DEFAULT_ROLE: 'agent' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  test("the company's first account is confirmed at once: there is nobody to invite it", async () => {
    const admin = t.agent();
    const first = await admin.post('/api/register').send(sign(uniqueEmail('first')));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ role: 'admin', emailVerified: true });
    await admin.get('/api/user').expect(200);
  });

  test('a later sign-up is not signed in until it opens the link; the link works once; then it signs in', async () => {
    const email = uniqueEmail('vera');
    const browser = t.agent();
    const created = await browser.post('/api/register').send(sign(email));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, emailVerified: false });
    await browser.get('/api/user').expect(401);

    const mail = await caughtMail(smtp.received, email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    const { link, token } = linkIn(mail, '/verify-email');
    expect(link).toBe(`${t.url}/verify-email/${token}`);
    const [row] = await t.dataSource.query(`SELECT "emailVerificationTokenHash" AS hash FROM users WHERE email = $1`, [email]);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.hash).not.toContain(token);

    const refused = await browser.post('/api/login').send({ email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: EMAIL_VERIFICATION_MESSAGES.pending(email), field: 'email' });
    // The refusal sent a fresh link: the first one no longer works.
    const second = linkIn(await caughtMail(smtp.received, email, 2), '/verify-email');
    const stale = await t.request().post(`/api/auth/verify-email/${token}`);
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ message: EMAIL_VERIFICATION_MESSAGES.refused, field: 'token' });

    const confirmed = await t.request().post(`/api/auth/verify-email/${second.token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email });
    // Opening it did not sign anyone in; using it again is refused.
    await browser.get('/api/user').expect(401);
    expect((await t.request().post(`/api/auth/verify-email/${second.token}`)).status).toBe(400);

    const signedIn = await browser.post('/api/login').send({ email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ emailVerified: true, role: 'agent' });
  });

  test('over GraphQL too: register answers emailVerified false and starts no session; confirmEmail works once', async () => {
    const email = uniqueEmail('gql');
    const browser = t.agent();
    const res = await gql(browser, 'mutation($input: RegisterInput!) { register(input: $input) { email emailVerified } }', {
      input: sign(email),
    });
    expect(res.body.data.register).toEqual({ email, emailVerified: false });
    expect((await gql(browser, '{ me { id } }')).body.data.me).toBeNull();
    const { token } = linkIn(await caughtMail(smtp.received, email), '/verify-email');
    const confirm = (value: string) =>
      gql(t.request(), 'mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) }', { input: { token: value } });
    expect((await confirm(token)).body.data).toEqual({ confirmEmail: email });
    expect((await confirm(token)).body.errors[0]).toMatchObject({
      message: EMAIL_VERIFICATION_MESSAGES.refused,
      extensions: { field: 'token' },
    });
  });

  test('an invited account needs no confirmation: the invitation reached the address', async () => {
    const admin = t.agent();
    await admin
      .post('/api/login')
      .send({ email: (await t.dataSource.query(`SELECT email FROM users WHERE role = 'admin' LIMIT 1`))[0].email, password: PASSWORD });
    const email = uniqueEmail('ivy');
    const invited = await gql(admin, 'mutation($input: InviteUserInput!) { inviteUser(input: $input) { link } }', {
      input: { email, role: 'AGENT' },
    });
    const link: string = invited.body.data.inviteUser.link;
    const accepted = await gql(
      t.agent(),
      'mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { emailVerified } }',
      {
        input: { token: link.slice(link.lastIndexOf('/') + 1), firstName: 'Ivy', lastName: 'I', password: PASSWORD },
      },
    );
    expect(accepted.body.data.acceptInvitation).toEqual({ emailVerified: true });
  });
});

test('where sign-ups must confirm their address and no mail server is set up, the first account starts the company; later sign-ups are told why not', async () => {
  const t = await startTestApp({ EMAIL_VERIFICATION: 'required' });
  try {
    const first = await t
      .agent()
      .post('/api/register')
      .send(sign(uniqueEmail('first')));
    expect(first.body).toMatchObject({ role: 'admin', emailVerified: true });
    const email = uniqueEmail('nomail');
    const refused = await t.agent().post('/api/register').send(sign(email));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: EMAIL_VERIFICATION_MESSAGES.cannotSend, field: 'email' });
    expect(await t.dataSource.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  } finally {
    await t.close();
  }
});
