import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { systemClock } from '../../common/clock';
import { hashOneTimeToken } from '../../common/one-time-token';
import { poolOf } from '../../common/postgres';
import { caughtMail, linkIn, loopbackSmtp } from '../../../test/smtp';
import { gql, PASSWORD, registerUser, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { AuditService } from '../audit/audit.service';
import { AccountMailService } from '../email/account-mail.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetRateLimiter } from './rate-limiter';

const NEW_PASSWORD = 'a-brand-new-passphrase';
const SENT = 'If an account exists for that address, we have sent it a link to reset the password.';
const LINK = 'query($token: String!) { passwordResetLink(token: $token) { state email } }';
const REQUEST = 'mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { id email } }';

let clients = 0;
/** A client address of its own (the app trusts one proxy hop): each test's requests count against their own client. */
function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

/** A built web app of one page, so the page's runtime configuration can be read. */
function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pmp-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>app</body></html>');
  return dist;
}

describe('password reset by e-mail', () => {
  const smtp = loopbackSmtp();
  const dist = webDist();
  let t: TestApp;

  /** Asks for a link over REST from a client of its own. */
  const ask = (email: string, client = newClient()) =>
    t.request().post('/api/auth/password-reset').set('X-Forwarded-For', client).send({ email });
  /** A GraphQL operation from `client`. */
  const gqlFrom = (client: string, query: string, variables: object) =>
    t.request().post('/graphql').set('X-Forwarded-For', client).set('content-type', 'application/json').send({ query, variables });

  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: await smtp.start(), TRUST_PROXY: '1', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    smtp.server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('mails a one-time link to the address; it sets the new password, ends the other sessions and signs in', async () => {
    const email = uniqueEmail('reset');
    const elsewhere = t.agent();
    await registerUser(elsewhere, { email, firstName: 'Rosa' });

    const asked = await ask(email);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: SENT });
    const mail = await caughtMail(smtp.received, email);
    expect(mail.from).toContain(`no-reply@${email.split('@')[1]}`);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Rosa,');
    const { link, token } = linkIn(mail, '/reset-password');
    // Without PUBLIC_URL the link goes where the request came to.
    expect(link).toBe(`${t.url}/reset-password/${token}`);
    // Only the token's hash is stored.
    const [row] = await t.dataSource.query(
      `SELECT "tokenHash", round(extract(epoch FROM t."expiresAt" - t."createdAt"))::int AS seconds
         FROM password_reset_tokens t JOIN users u ON u.id = t."userId" WHERE u.email = $1`,
      [email],
    );
    expect(row).toEqual({ tokenHash: hashOneTimeToken(token), seconds: 3600 });

    expect((await t.request().get(`/api/auth/password-reset/${token}`)).body).toEqual({ state: 'valid', email });
    const tooShort = await t.request().post(`/api/auth/password-reset/${token}`).send({ password: 'short' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual({ message: 'Password must be at least 8 characters', field: 'password' });

    const browser = t.agent();
    const reset = await browser.post(`/api/auth/password-reset/${token}`).send({ password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(email);
    expect((await browser.get('/api/user')).body.email).toBe(email);
    // The session that was open elsewhere has ended.
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await t.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(401);
    expect((await t.request().post('/api/login').send({ email, password: NEW_PASSWORD })).status).toBe(200);

    // Used once: the link now says so, and sets nothing.
    expect((await t.request().get(`/api/auth/password-reset/${token}`)).body).toEqual({ state: 'used', email: null });
    const again = await t.request().post(`/api/auth/password-reset/${token}`).send({ password: 'yet-another-passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This link was already used. Ask for a new one if you need to.', field: 'token' });
  });

  it('names the company as it is now: the sender follows a rename in Settings → Company', async () => {
    const email = uniqueEmail('renamed');
    await registerUser(t.agent(), { email });
    await t.dataSource.query(`UPDATE company_settings SET name = 'Harbour Homes' WHERE id = 1`);
    try {
      await ask(email);
      expect((await caughtMail(smtp.received, email)).from).toMatch(/^"?Harbour Homes Property Maintenance"? <no-reply@/);
    } finally {
      await t.dataSource.query(`UPDATE company_settings SET name = NULL WHERE id = 1`);
    }
  });

  it('answers an unknown address exactly as a known one, and mails nothing to it', async () => {
    const known = uniqueEmail('known');
    await registerUser(t.agent(), { email: known });
    const unknown = uniqueEmail('nobody');
    const [forKnown, forUnknown] = [await ask(known), await ask(unknown)];
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    const viaGraphQL = await gqlFrom(newClient(), REQUEST, { input: { email: uniqueEmail('nobody') } });
    expect(viaGraphQL.body).toEqual({ data: { requestPasswordReset: true } });
    await caughtMail(smtp.received, known);
    expect(smtp.received.filter((mail) => mail.to.includes(unknown))).toEqual([]);
    // A malformed address is bad input, not an answer about an account.
    const bad = await ask('not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
  });

  it('allows 5 requests per address and per client in 15 minutes: the 6th is a 429 with Retry-After', async () => {
    const email = uniqueEmail('often');
    for (let i = 0; i < 5; i++) expect((await ask(email)).status).toBe(202);
    const sixth = await ask(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many password reset requests. Please try again in 15 minutes.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await ask(uniqueEmail('spray'), client)).status).toBe(202);
    const fromSameClient = await ask(uniqueEmail('spray'), client);
    expect(fromSameClient.status).toBe(429);
    expect(Number(fromSameClient.headers['retry-after'])).toBeGreaterThan(0);
    expect((await gqlFrom(client, REQUEST, { input: { email: uniqueEmail() } })).status).toBe(429);
  });

  it('refuses an expired link, and a link a newer one replaced (over GraphQL too)', async () => {
    const email = uniqueEmail('late');
    await registerUser(t.agent(), { email });
    await ask(email);
    const first = linkIn(await caughtMail(smtp.received, email, 1), '/reset-password').token;
    await ask(email);
    const second = linkIn(await caughtMail(smtp.received, email, 2), '/reset-password').token;
    expect((await gql(t.request(), LINK, { token: first })).body.data.passwordResetLink).toEqual({ state: 'REPLACED', email: null });
    expect((await gql(t.request(), LINK, { token: second })).body.data.passwordResetLink).toEqual({ state: 'VALID', email });

    await t.dataSource.query(`UPDATE password_reset_tokens SET "expiresAt" = now() - interval '1 second' WHERE "tokenHash" = $1`, [
      hashOneTimeToken(second),
    ]);
    expect((await gql(t.request(), LINK, { token: second })).body.data.passwordResetLink).toEqual({ state: 'EXPIRED', email: null });
    const refused = await gql(t.agent(), RESET, { input: { token: second, password: NEW_PASSWORD } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This link has expired. Ask for a new one.',
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
    expect((await t.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(200);
    const unknown = await t.request().get('/api/auth/password-reset/not-a-token');
    expect(unknown.body).toEqual({ state: 'unknown', email: null });
  });

  it('gives a deactivated account no usable link', async () => {
    const email = uniqueEmail('gone');
    const { id } = await registerUser(t.agent(), { email });
    await ask(email);
    const { token } = linkIn(await caughtMail(smtp.received, email), '/reset-password');
    await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [id]);
    expect((await t.request().get(`/api/auth/password-reset/${token}`)).body).toEqual({ state: 'unknown', email: null });
    expect((await t.request().post(`/api/auth/password-reset/${token}`).send({ password: NEW_PASSWORD })).status).toBe(400);

    // Asked for while deactivated: nothing is made or sent. (A later request's mail shows the earlier one was handled.)
    await ask(email);
    const later = uniqueEmail('later');
    await registerUser(t.agent(), { email: later });
    await ask(later);
    await caughtMail(smtp.received, later);
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM password_reset_tokens WHERE "userId" = $1`, [id]);
    expect(count).toBe(1);
  });

  it('tells the sign-in page that reset e-mails can be sent', async () => {
    const page = await t.request().get('/auth');
    expect(page.text).toContain('&quot;passwordResetByEmail&quot;:true');
  });
});

describe('password reset without a mail server', () => {
  const dist = webDist();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every address alike, saying plainly that reset e-mails are not set up; the sign-in page knows', async () => {
    const email = uniqueEmail('nomail');
    await registerUser(t.agent(), { email });
    const known = await t.request().post('/api/auth/password-reset').send({ email });
    const unknown = await t
      .request()
      .post('/api/auth/password-reset')
      .send({ email: uniqueEmail('nobody') });
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ message: 'Password reset e-mails are not set up on this server: ask an administrator.' });
    expect(unknown.body).toEqual(known.body);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM password_reset_tokens`);
    expect(count).toBe(0);
    expect((await t.request().get('/')).text).toContain('&quot;passwordResetByEmail&quot;:false');
  });

  it('in production, mails links only with PUBLIC_URL: a request names its own Host', () => {
    const service = (settings: { production: boolean; publicUrl?: string }) =>
      new PasswordResetService(
        t.dataSource,
        { isProduction: settings.production },
        systemClock,
        new PasswordResetRateLimiter({ pool: poolOf(t.dataSource) }),
        new AccountMailService(
          {
            SMTP_URL: 'smtp://127.0.0.1:25',
            MAIL_FROM: 'no-reply@acme.test',
            PUBLIC_URL: settings.publicUrl,
          },
          async () => 'Acme',
        ),
        pino({ level: 'silent' }),
        new AuditService(t.dataSource),
      );
    expect(service({ production: true }).byEmail).toBe(false);
    expect(service({ production: true, publicUrl: 'https://portal.acme.test' }).byEmail).toBe(true);
    expect(service({ production: false }).byEmail).toBe(true);
  });
});
