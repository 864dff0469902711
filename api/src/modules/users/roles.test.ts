import { Role } from '@pmp/shared';
import { gql, PASSWORD, registerUser, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { adminCommand } from './admin-command';

describe('roles: the first account, the sign-up role, and the way back in', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ SIGNUP_DEFAULT_ROLE: Role.AGENT });
  });
  afterAll(async () => app?.close());

  test('two sign-ups at once on an empty company: exactly one becomes the admin, the other an agent', async () => {
    const people = [app.agent(), app.agent()];
    await Promise.all(people.map((agent) => registerUser(agent, { email: uniqueEmail('first') })));
    const roles = await Promise.all(people.map(async (agent) => (await agent.get('/api/user')).body.role as string));
    expect(roles.sort()).toEqual([Role.ADMIN, Role.AGENT]);
    const later = app.agent();
    await registerUser(later);
    expect((await later.get('/api/user')).body.role).toBe(Role.AGENT);
  });

  test('npm run admin -- promote: an agent (even a deactivated one) becomes an active admin, at once in a signed-in tab', async () => {
    const agent = app.agent();
    const email = uniqueEmail('locked.out');
    await registerUser(agent, { email });
    expect((await agent.get('/api/channels')).status).toBe(403);

    expect(await adminCommand(['promote'], app.dataSource)).toEqual({ status: 2, output: 'usage: npm run admin -- promote <email>' });
    expect(await adminCommand(['promote', 'nobody@acme.test'], app.dataSource)).toEqual({
      status: 1,
      output: 'No account has the address nobody@acme.test.',
    });
    expect(await adminCommand(['promote', email.toUpperCase()], app.dataSource)).toEqual({
      status: 0,
      output: `${email} is now an active admin.`,
    });
    expect((await gql(agent, '{ me { role } }')).body.data.me.role).toBe('ADMIN');
    expect((await agent.get('/api/channels')).status).toBe(200);

    await app.dataSource.query(`UPDATE users SET "isActive" = false WHERE email = $1`, [email]);
    expect((await agent.get('/api/user')).status).toBe(401);
    await adminCommand(['promote', email], app.dataSource);
    const again = app.agent();
    expect((await again.post('/api/login').send({ email, password: PASSWORD })).body.role).toBe(Role.ADMIN);
  });
});
