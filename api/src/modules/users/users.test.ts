import { User } from './user.entity';
import { gql, registerUser, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

const LIST = `query Users($limit: Int, $offset: Int) { users(limit: $limit, offset: $offset) {
  totalCount nodes { id name initials firstName lastName email } } }`;

describe('users lookup', () => {
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    agent = t.agent();
    ids.zoe = (await registerUser(agent, { firstName: 'Zoe', lastName: 'Young' })).id;
    ids.adam = (await registerUser(t.agent(), { firstName: 'adam', lastName: 'ng', email: uniqueEmail('adam') })).id;
    ids.gone = (await registerUser(t.agent(), { firstName: 'Gone', lastName: 'Away' })).id;
    await t.dataSource.getRepository(User).update(ids.gone, { isActive: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists active users in name order with name and initials, over REST and GraphQL alike', async () => {
    const rest = await agent.get('/api/users');
    expect(rest.status).toBe(200);
    expect(rest.headers['x-total-count']).toBe('2');
    expect(rest.body).toEqual([
      { id: ids.adam, name: 'adam ng', initials: 'AN', firstName: 'adam', lastName: 'ng', email: expect.stringMatching(/^adam\./) },
      { id: ids.zoe, name: 'Zoe Young', initials: 'ZY', firstName: 'Zoe', lastName: 'Young', email: expect.any(String) },
    ]);
    const res = await gql(agent, LIST, {});
    expect(res.body.data.users).toEqual({ totalCount: 2, nodes: rest.body });
    const page = await gql(agent, LIST, { limit: 1, offset: 1 });
    expect(page.body.data.users.nodes.map((u: { id: string }) => u.id)).toEqual([ids.zoe]);
    expect((await agent.get('/api/users').query({ limit: 1, offset: 1 })).body.map((u: { id: string }) => u.id)).toEqual([ids.zoe]);
  });

  it('without a first or last name: the e-mail address as name, U as initials', async () => {
    await t.dataSource.query(`UPDATE users SET "firstName" = NULL, "lastName" = '  ' WHERE id = $1`, [ids.zoe]);
    const me = await gql(agent, '{ me { name initials email } }');
    expect(me.body.data.me.name).toBe(me.body.data.me.email);
    expect(me.body.data.me.initials).toBe('U');
  });

  it('answers every active user when no limit is sent (a lookup), and pages with one', async () => {
    // 30 more staff than a default page holds, written directly: registering them would hash 30 passwords.
    await t.dataSource.query(
      `INSERT INTO users (username, email, password, "firstName", "lastName")
       SELECT 'staff' || g, 'staff' || g || '@acme.test', 'not-a-hash', 'Staff', lpad(g::text, 2, '0') FROM generate_series(1, 30) g`,
    );
    const whole = await agent.get('/api/users').expect(200);
    expect(whole.body).toHaveLength(32);
    expect(whole.headers['x-total-count']).toBe('32');
    expect(whole.headers.link).toBeUndefined();
    expect(whole.body.map((u: { id: string }) => u.id)).not.toContain(ids.gone);
    const page = await agent.get('/api/users?limit=25&offset=25').expect(200);
    expect(page.body).toEqual(whole.body.slice(25));
    expect(page.headers.link).toBe('</api/users?limit=25&offset=0>; rel="prev"');
    await t.dataSource.query(`DELETE FROM users WHERE username LIKE 'staff%'`);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request().get('/api/users')).status).toBe(401);
  });
});
