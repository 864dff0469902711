import { User } from '../users/user.entity';
import { eventually, PASSWORD, TEST_COMPANY, gql, registerUser, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

const ME = '{ me { id email firstName lastName username } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { id email } }';
const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { id email username } }';

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('pmp.sid='))?.split(';')[0];
}

describe('authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-up', () => {
    it('creates the user over REST, signs them in and never returns the password', async () => {
      const agent = t.agent();
      const email = uniqueEmail('Ann');
      const res = await agent
        .post('/api/register')
        .send({ email, password: PASSWORD, firstName: 'Ann', lastName: 'Lee', username: 'ignored' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email: email.toLowerCase(), firstName: 'Ann', lastName: 'Lee' });
      expect(res.body.username).toBe(email.toLowerCase().split('@')[0]);
      expect(JSON.stringify(res.body)).not.toMatch(/argon|password/i);
      expect(sessionCookie(res)).toBeDefined();
      const me = await agent.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.id);
      expect((await agent.get('/api/auth/user')).body.id).toBe(res.body.id);
    });

    it('creates the user over GraphQL the same way', async () => {
      const agent = t.agent();
      const email = uniqueEmail('gql');
      const res = await gql(agent, REGISTER, { input: { email, password: PASSWORD, firstName: 'G', lastName: 'Q' } });
      expect(res.status).toBe(200);
      expect(res.body.data.register.email).toBe(email);
      const me = await gql(agent, ME);
      expect(me.body.data.me.email).toBe(email);
    });

    it('stores the password as an argon2id hash', async () => {
      const { id } = await registerUser(t.agent());
      const row = await t.dataSource
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.password')
        .where('u.id = :id', { id })
        .getOneOrFail();
      expect(row.password).toMatch(/^\$argon2id\$/);
    });

    it('ignores privileged fields sent by the client', async () => {
      const agent = t.agent();
      const forcedId = '00000000-0000-0000-0000-0000000000aa';
      const user = await registerUser(agent, { id: forcedId, isActive: false, organizationId: 'evil', googleAccessToken: 'x' });
      expect(user.id).not.toBe(forcedId);
      const row = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(row.isActive).toBe(true);
      expect(row.organizationId).toBe('company');
      expect((await agent.get('/api/user')).status).toBe(200);
    });

    it('refuses a second account for the same address, whatever its case (409)', async () => {
      const email = uniqueEmail('dup');
      await registerUser(t.agent(), { email });
      const res = await t
        .request()
        .post('/api/register')
        .send({ email: email.toUpperCase(), password: PASSWORD, firstName: 'D', lastName: 'U' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An account with this email already exists');
    });

    it('gives a second "sam@" on another company domain its own username', async () => {
      const t2 = await startTestApp({ COMPANY_EMAIL_DOMAINS: 'acme.test,acme-two.test' });
      try {
        const a = await registerUser(t2.agent(), { email: 'sam@acme.test' });
        const b = await registerUser(t2.agent(), { email: 'sam@acme-two.test' });
        const users = t2.dataSource.getRepository(User);
        expect((await users.findOneByOrFail({ id: a.id })).username).toBe('sam');
        expect((await users.findOneByOrFail({ id: b.id })).username).toBe('sam-2');
      } finally {
        await t2.close();
      }
    });

    it('refuses addresses outside the company domains with 403', async () => {
      const res = await t
        .request()
        .post('/api/register')
        .send({ email: 'someone@gmail.com', password: PASSWORD, firstName: 'S', lastName: 'O' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(`Access restricted to ${TEST_COMPANY} employees only`);
      const viaGraphQL = await gql(t.request(), REGISTER, {
        input: { email: 'someone@gmail.com', password: PASSWORD, firstName: 'S', lastName: 'O' },
      });
      expect(viaGraphQL.status).toBe(403);
      expect(viaGraphQL.body.errors[0]).toMatchObject({
        message: `Access restricted to ${TEST_COMPANY} employees only`,
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it.each([
      [{ email: 'not-an-email', password: PASSWORD, firstName: 'A', lastName: 'B' }, 'Valid email address is required', 'email'],
      [
        { email: 'short@acme.test', password: 'short', firstName: 'A', lastName: 'B' },
        'Password must be at least 8 characters',
        'password',
      ],
      [{ email: 'nofirst@acme.test', password: PASSWORD, firstName: '', lastName: 'B' }, 'First name is required', 'firstName'],
      [{ email: 'nolast@acme.test', password: PASSWORD, firstName: 'A' }, 'Last name is required', 'lastName'],
    ])('rejects bad input %j with 400 and the message', async (body: Record<string, string>, message, field) => {
      const res = await t.request().post('/api/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
      const viaGraphQL = await gql(t.request(), REGISTER, { input: { lastName: 'B', ...body } });
      if (body.lastName !== undefined) {
        expect(viaGraphQL.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      }
    });
  });

  describe('company password (SIGNUP_CODE)', () => {
    let coded: TestApp;
    beforeAll(async () => {
      coded = await startTestApp({ SIGNUP_CODE: 'open-sesame-2026' });
    });
    afterAll(async () => {
      await coded.close();
    });

    it('refuses a sign-up without the right code and accepts it with', async () => {
      const base = { password: PASSWORD, firstName: 'C', lastName: 'D' };
      const missing = await coded
        .request()
        .post('/api/register')
        .send({ ...base, email: uniqueEmail() });
      expect(missing.status).toBe(403);
      expect(missing.body.message).toBe('The company password is incorrect');
      const wrong = await coded
        .request()
        .post('/api/register')
        .send({ ...base, email: uniqueEmail(), signupCode: 'guess' });
      expect(wrong.status).toBe(403);
      const right = await coded
        .request()
        .post('/api/register')
        .send({ ...base, email: uniqueEmail(), signupCode: 'open-sesame-2026' });
      expect(right.status).toBe(201);
    });
  });

  describe('sign-in', () => {
    let email: string;
    beforeAll(async () => {
      email = uniqueEmail('signin');
      await registerUser(t.agent(), { email });
    });

    it('signs in with the right password over REST and GraphQL', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/login').send({ email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(email);
      expect((await agent.get('/api/user')).body.email).toBe(email);

      const gqlAgent = t.agent();
      const viaGraphQL = await gql(gqlAgent, LOGIN, { input: { email: email.toUpperCase(), password: PASSWORD } });
      expect(viaGraphQL.body.data.login.email).toBe(email);
      expect((await gql(gqlAgent, ME)).body.data.me.email).toBe(email);
    });

    it('refuses a wrong password or an unknown address with 401 and the same message', async () => {
      const wrong = await t.request().post('/api/login').send({ email, password: 'wrong-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid email or password');
      const unknown = await t
        .request()
        .post('/api/login')
        .send({ email: uniqueEmail('nobody'), password: PASSWORD });
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe('Invalid email or password');
      const viaGraphQL = await gql(t.request(), LOGIN, { input: { email, password: 'wrong-password' } });
      expect(viaGraphQL.body.errors[0]).toMatchObject({
        message: 'Invalid email or password',
        extensions: { code: 'INVALID_CREDENTIALS' },
      });
      expect(viaGraphQL.body.data).toBeNull();
    });

    it('validates the sign-in input (400)', async () => {
      const res = await t.request().post('/api/login').send({ email: 'nope', password: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Valid email address is required');
      const noPassword = await t.request().post('/api/login').send({ email });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('Password is required');
    });

    it('regenerates the session id on sign-in (no session fixation)', async () => {
      const agent = t.agent();
      const first = await agent.post('/api/login').send({ email, password: PASSWORD });
      const firstCookie = sessionCookie(first)!;
      const second = await agent.post('/api/login').send({ email, password: PASSWORD });
      const secondCookie = sessionCookie(second)!;
      expect(firstCookie).toBeDefined();
      expect(secondCookie).toBeDefined();
      expect(secondCookie).not.toBe(firstCookie);
      // The old session id no longer authenticates anyone.
      const old = await t.request().get('/api/user').set('Cookie', firstCookie);
      expect(old.status).toBe(401);
      const current = await t.request().get('/api/user').set('Cookie', secondCookie);
      expect(current.status).toBe(200);
    });

    it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
      const res = await t.request().post('/api/login').send({ email, password: PASSWORD });
      const raw = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('pmp.sid='))!;
      expect(raw).toMatch(/HttpOnly/);
      expect(raw).toMatch(/SameSite=Lax/);
    });

    it('signs out: the session is destroyed', async () => {
      const agent = t.agent();
      const login = await agent.post('/api/login').send({ email, password: PASSWORD });
      const cookie = sessionCookie(login)!;
      expect((await agent.post('/api/logout')).status).toBe(204);
      expect((await agent.get('/api/user')).status).toBe(401);
      expect((await t.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    });

    it('signs out over GraphQL', async () => {
      const agent = t.agent();
      await agent.post('/api/login').send({ email, password: PASSWORD });
      const res = await gql(agent, 'mutation { logout }');
      expect(res.body.data.logout).toBe(true);
      expect((await agent.get('/api/user')).status).toBe(401);
    });
  });

  describe('inactive users', () => {
    it('cannot sign in, and their open sessions stop working', async () => {
      const agent = t.agent();
      const email = uniqueEmail('inactive');
      const user = await registerUser(agent, { email });
      expect((await agent.get('/api/user')).status).toBe(200);
      await t.dataSource.getRepository(User).update({ id: user.id }, { isActive: false });
      // Announced to every api process's session cache by NOTIFY: effective within milliseconds.
      expect(await eventually(async () => (await agent.get('/api/user')).status === 401)).toBe(true);
      const res = await t.request().post('/api/login').send({ email, password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This account has been deactivated. Please contact your administrator.');
    });
  });

  describe('throttling', () => {
    it('answers 429 with Retry-After once an address has used its attempts', async () => {
      const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_ADDRESS: '3' });
      try {
        const email = uniqueEmail('throttle');
        await registerUser(limited.agent(), { email }); // attempt 1
        for (let i = 0; i < 2; i++) {
          expect((await limited.request().post('/api/login').send({ email, password: 'wrong-password' })).status).toBe(401);
        }
        const blocked = await limited.request().post('/api/login').send({ email, password: PASSWORD });
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        // Another address from the same client is not blocked by the per-address limit.
        const other = uniqueEmail('other');
        expect(
          (await limited.request().post('/api/register').send({ email: other, password: PASSWORD, firstName: 'O', lastName: 'K' })).status,
        ).toBe(201);
      } finally {
        await limited.close();
      }
    });

    it('limits each client address too', async () => {
      const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_CLIENT: '2' });
      try {
        for (let i = 0; i < 2; i++) {
          await limited.request().post('/api/login').send({ email: uniqueEmail(), password: 'whatever-pass' });
        }
        const blocked = await limited.request().post('/api/login').send({ email: uniqueEmail(), password: 'whatever-pass' });
        expect(blocked.status).toBe(429);
        const viaGraphQL = await gql(limited.request(), LOGIN, { input: { email: uniqueEmail(), password: 'whatever-pass' } });
        expect(viaGraphQL.status).toBe(429);
        expect(viaGraphQL.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      } finally {
        await limited.close();
      }
    });

    it('lets 100 sign-ins of colleagues behind one public address pass in one window (successes do not count)', async () => {
      const office = await startTestApp(); // the default allowance: 60 failures per client per 15 minutes
      try {
        // Four at a time: fewer than the test app's 5 database connections, so that a loaded test
        // machine does not turn waits for a connection into 503s.
        const staff: string[] = [];
        for (let i = 0; i < 4; i++) staff.push((await registerUser(office.agent())).email);
        // All 100 fall in one window (15 minutes by default; a minute's worth of arrivals in an office,
        // slower here only because each sign-in verifies an argon2 hash on a shared test machine).
        const statuses: number[] = [];
        for (let round = 0; round < 25; round++) {
          const answers = await Promise.all(staff.map((email) => office.request().post('/api/login').send({ email, password: PASSWORD })));
          statuses.push(...answers.map((res) => res.status));
        }
        expect(statuses).toHaveLength(100);
        expect(statuses.filter((status) => status !== 200)).toEqual([]);
      } finally {
        await office.close();
      }
    }, 120_000);

    it('still ends failed attempts from one client in 429, whatever succeeded before', async () => {
      const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_CLIENT: '3' });
      try {
        const { email } = await registerUser(limited.agent());
        for (let i = 0; i < 5; i++)
          expect((await limited.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(200);
        for (let i = 0; i < 3; i++) {
          expect((await limited.request().post('/api/login').send({ email: uniqueEmail(), password: 'wrong-password' })).status).toBe(401);
        }
        expect((await limited.request().post('/api/login').send({ email: uniqueEmail(), password: 'wrong-password' })).status).toBe(429);
        // Blocked is blocked: the right password from that client waits too.
        const blocked = await limited.request().post('/api/login').send({ email, password: PASSWORD });
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY says there is a proxy', async () => {
      const fail = (app: TestApp, forwardedFor: string) =>
        app.request().post('/api/login').set('X-Forwarded-For', forwardedFor).send({ email: uniqueEmail(), password: 'wrong-password' });
      const direct = await startTestApp({ AUTH_RATE_LIMIT_PER_CLIENT: '2' });
      try {
        // A client cannot escape the limit by making up a new address for each attempt.
        expect((await fail(direct, '203.0.113.1')).status).toBe(401);
        expect((await fail(direct, '203.0.113.2')).status).toBe(401);
        expect((await fail(direct, '203.0.113.3')).status).toBe(429);
      } finally {
        await direct.close();
      }
      const proxied = await startTestApp({ AUTH_RATE_LIMIT_PER_CLIENT: '2', TRUST_PROXY: '1' });
      try {
        // Behind one trusted proxy, the address it forwards is the client.
        expect((await fail(proxied, '203.0.113.1')).status).toBe(401);
        expect((await fail(proxied, '203.0.113.1')).status).toBe(401);
        expect((await fail(proxied, '203.0.113.1')).status).toBe(429);
        expect((await fail(proxied, '203.0.113.2')).status).toBe(401);
      } finally {
        await proxied.close();
      }
    });
  });
});
