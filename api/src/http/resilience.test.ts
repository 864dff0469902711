import PgBoss from 'pg-boss';
import pino from 'pino';
import { QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable, poolOf } from '../common/postgres';
import { createDataSource } from '../db/data-source';
import { JOBS_SCHEMA, TASK_REMINDERS_QUEUE } from '../jobs/job-runner';
import { startDatabaseProxy, type DatabaseProxy } from '../../test/database-proxy';
import { buildTicket } from '../../test/factories/tasks';
import { gql, registerUser, startTestApp, type TestApp } from '../../test/test-app';

const UNAVAILABLE = { message: 'The database is unavailable. Please try again in a moment.' };

describe('isDatabaseUnavailable', () => {
  const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

  it.each([
    ['admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', pgError('57P02')],
    ['starting up', pgError('57P03', 'the database system is starting up')],
    ['too many connections', pgError('53300')],
    ['connection failure', pgError('08006')],
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' })],
    ['socket gone', Object.assign(new Error('connect ENOENT /tmp/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' })],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped by TypeORM', new QueryFailedError('SELECT 1', [], pgError('57P01'))],
    ['a transaction whose connection broke', new QueryRunnerProviderAlreadyReleasedError()],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a missing file', Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' })],
    ['a client that went away', Object.assign(new Error('request aborted'), { code: 'ECONNRESET', status: 400 })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/**
 * The api in front of a proxy to its database, which the test takes down: what clients see during
 * an outage, and that everything (sessions, writes, the job queue) comes back by itself.
 */
describe('a database outage', () => {
  let proxy: DatabaseProxy;
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;
  let user: { id: string };
  let ticketId: string;
  const logs: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    const log = pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    t = await startTestApp(
      {},
      { jobs: true },
      {
        log,
        connectThrough: async (url) => {
          proxy = await startDatabaseProxy(url);
          return proxy.url;
        },
      },
    );
    agent = t.agent();
    user = await registerUser(agent);
    ticketId = (await buildTicket(t.dataSource)).id;
  }, 60_000);
  afterAll(async () => {
    await proxy?.up();
    await t?.close();
    await proxy?.close();
  });

  /** Runs `send` and answers its response with how long it took. */
  async function timed<T>(send: () => PromiseLike<T>): Promise<{ res: T; ms: number }> {
    const started = performance.now();
    const res = await send();
    return { res, ms: performance.now() - started };
  }

  it('while the database is down: /readyz says so, and every request fails fast with 503 and a clear message', async () => {
    expect((await agent.get('/api/tickets')).status).toBe(200);
    await proxy.down();

    const ready = await timed(() => t.request().get('/readyz'));
    expect(ready.res.status).toBe(503);
    expect(ready.res.body.status).toBe('database unreachable');
    expect(ready.ms).toBeLessThan(2_500);
    expect((await t.request().get('/healthz')).status).toBe(200);

    for (const send of [
      () => agent.get('/api/tickets?status=new'),
      () => agent.get(`/api/tickets/${ticketId}`),
      () => agent.post(`/api/tickets/${ticketId}/activities`).send({ type: 'note', content: 'Called the tenant' }),
      () => agent.patch(`/api/tickets/${ticketId}/status`).send({ status: 'in-progress' }),
      () => t.request().post('/api/login').send({ email: 'someone@acme.test', password: 'whatever-password' }),
    ]) {
      const { res, ms } = await timed(send);
      expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
      expect(res.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(2_500);
    }

    // GraphQL: failed while reading the session (before Apollo Server), and inside a resolver.
    const me = await gql(agent, '{ me { id } }');
    expect(me.status).toBe(503);
    expect(me.body.errors).toEqual([{ message: UNAVAILABLE.message, extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
    const login = await gql(t.request(), 'mutation { login(input: { email: "someone@acme.test", password: "whatever-password" }) { id } }');
    expect(login.status).toBe(503);
    expect(login.body.errors[0]).toMatchObject({ message: UNAVAILABLE.message, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('when the database does not answer at all, requests still fail within the connection timeout', async () => {
    await proxy.hang();
    const list = await timed(() => agent.get('/api/tickets'));
    expect({ status: list.res.status, body: list.res.body }).toEqual({ status: 503, body: UNAVAILABLE });
    expect(list.ms).toBeLessThan(3_500);
    const ready = await timed(() => t.request().get('/readyz'));
    expect(ready.res.status).toBe(503);
    expect(ready.ms).toBeLessThan(3_500);
  });

  it('comes back by itself when the database does: sessions, writes and the job queue', async () => {
    await proxy.up();
    const back = performance.now();
    let ready = 0;
    while ((ready = (await t.request().get('/readyz')).status) !== 200 && performance.now() - back < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    expect(performance.now() - back).toBeLessThan(5_000);

    // The same session cookie works again, and a write is stored.
    expect((await agent.get('/api/tickets')).status).toBe(200);
    const note = await agent.post(`/api/tickets/${ticketId}/activities`).send({ type: 'note', content: 'Back after the outage' });
    expect(note.status).toBe(201);
    expect(await t.dataSource.query('SELECT content FROM activities WHERE id = $1', [note.body.id])).toEqual([
      { content: 'Back after the outage' },
    ]);

    // The api's reminder worker survived: a sweep queued now delivers a reminder due now.
    const due = new Date(Date.now() + 30 * 60_000).toISOString();
    const task = await agent.post('/api/tasks').send({ title: 'Call the plumber', ticketId, dueDate: due, remindBeforeMinutes: 60 });
    expect(task.status).toBe(201);
    const sender = new PgBoss({
      connectionString: t.config.DATABASE_URL!,
      schema: JOBS_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await sender.start();
    try {
      await sender.send(TASK_REMINDERS_QUEUE, {});
    } finally {
      await sender.stop({ graceful: false, wait: true });
    }
    const deadline = Date.now() + 15_000;
    let delivered: unknown[] = [];
    while (delivered.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      delivered = await t.dataSource.query(`SELECT id FROM notifications WHERE "userId" = $1`, [user.id]);
    }
    expect(delivered).toHaveLength(1);
  }, 30_000);

  it("a pooled connection's error event is always heard, even while no one holds the connection for it", async () => {
    const client = await poolOf(t.dataSource).connect();
    // Handed out by the pool, no query running, before its user listens: an unheard event would throw here.
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    client.release(true);
    expect((await agent.get('/api/tickets')).status).toBe(200);
  });

  it('survives PostgreSQL ending a new connection in the packet that made it ready (TypeORM not yet listening)', async () => {
    const dataSource = createDataSource(proxy.url, { poolSize: 2 });
    await dataSource.initialize();
    const held = await poolOf(dataSource).connect(); // the next statement needs a new connection
    try {
      proxy.terminateNextOnReady();
      const failure = await dataSource.query('SELECT 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100)); // any unheard 'error' event would have thrown by now
      expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      held.release();
      await dataSource.destroy();
    }
  });

  it('logged the outage as warnings: no unhandled errors, no stacks', () => {
    expect(logs.filter((line) => line.level >= 50 && line.msg !== 'request errored' && !/job queue/.test(line.msg))).toEqual([]);
    expect(logs.some((line) => line.msg === 'database unavailable')).toBe(true);
  });
});
