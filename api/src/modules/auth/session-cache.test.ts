import { SessionCache } from './session-cache';
import { User } from '../users/user.entity';
import { eventually, PASSWORD, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

/** Runs `sql` without firing triggers: the change reaches no session cache. */
async function withoutNotices(t: TestApp, sql: string, values: unknown[]): Promise<void> {
  await t.dataSource.transaction(async (m) => {
    await m.query(`SET LOCAL session_replication_role = replica`);
    await m.query(sql, values);
  });
}

describe('session cache', () => {
  // Two api processes on one database, as behind a load balancer.
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, {}, { shareDatabaseWith: a });
    // Both caches in use: both processes listen for changes.
    const listening = async () =>
      (
        await a.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN session_changes'`,
        )
      )[0].n === 2;
    expect(await eventually(listening)).toBe(true);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Signs up on `a` and has `a` read (and cache) the session; `get` asks `a` for the signed-in user. */
  async function signedIn() {
    const res = await a
      .request()
      .post('/api/register')
      .send({ email: uniqueEmail('cache'), password: PASSWORD, firstName: 'Test', lastName: 'User' });
    expect(res.status).toBe(201);
    const cookie = String(res.headers['set-cookie']?.[0]).split(';')[0]!;
    const get = () => a.request().get('/api/user').set('Cookie', cookie);
    expect((await get()).status).toBe(200);
    return { user: res.body as { id: string }, cookie, agent: { get } };
  }

  it('answers from the cache: a session deleted behind its back (no notice) still works on that process', async () => {
    // Sign-up writes its session twice (express-session saves again after a regenerate), and the
    // second write's notice may reach `a` after it cached the session, rightly emptying that
    // entry; so a fresh sign-up is tried until its notice came first.
    const cacheAnswered = async () => {
      const { agent, user } = await signedIn();
      await withoutNotices(a, `DELETE FROM sessions WHERE sess->>'userId' = $1`, [user.id]);
      return (await agent.get()).status === 200;
    };
    expect(await eventually(cacheAnswered)).toBe(true);
  });

  it('a sign-out on another process ends the session on this one', async () => {
    const { agent, cookie } = await signedIn();
    expect((await b.request().post('/api/logout').set('Cookie', cookie)).status).toBeLessThan(300);
    expect(await eventually(async () => (await agent.get()).status === 401)).toBe(true);
  });

  it('a user renamed, deactivated or reactivated in the database is seen at once by every process', async () => {
    const { agent, user } = await signedIn();
    await a.dataSource.query(`UPDATE users SET "firstName" = 'Renamed' WHERE id = $1`, [user.id]);
    expect(await eventually(async () => (await agent.get()).body.firstName === 'Renamed')).toBe(true);
    await a.dataSource.getRepository(User).update({ id: user.id }, { isActive: false });
    expect(await eventually(async () => (await agent.get()).status === 401)).toBe(true);
    await a.dataSource.getRepository(User).update({ id: user.id }, { isActive: true });
    expect(await eventually(async () => (await agent.get()).status === 200)).toBe(true);
  });

  it('forgets everything when the sessions table is truncated', async () => {
    const { agent } = await signedIn();
    await a.dataSource.query('TRUNCATE sessions');
    expect(await eventually(async () => (await agent.get()).status === 401)).toBe(true);
  });
});

describe('SessionCache without its listening connection', () => {
  it('keeps nothing: every read goes to the database', async () => {
    const cache = new SessionCache({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    cache.start();
    const entry = { sess: '{}', expire: Date.now() + 60_000, user: null, userId: null, readAt: Date.now() };
    cache.put('sid', entry, cache.stamp());
    expect(cache.active).toBe(false);
    expect(cache.get('sid')).toBeUndefined();
    await cache.close();
  });

  it('does not keep a read that a change overtook', async () => {
    const t = await startTestApp();
    try {
      const cache = new SessionCache({ connectionString: t.config.DATABASE_URL });
      cache.start();
      expect(await eventually(async () => cache.active)).toBe(true);
      const entry = { sess: '{}', expire: Date.now() + 60_000, user: null, userId: null, readAt: Date.now() };
      const stamp = cache.stamp();
      cache.forget('sid'); // e.g. a notice arrived while the read was under way
      cache.put('sid', entry, stamp);
      expect(cache.get('sid')).toBeUndefined();
      cache.put('sid', entry, cache.stamp());
      expect(cache.get('sid')).toEqual(entry);
      await cache.close();
    } finally {
      await t.close();
    }
  });
});
