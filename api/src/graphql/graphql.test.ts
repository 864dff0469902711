import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { liveSocket, sessionCookie } from '../../test/live';
import { gql, registerUser, startTestApp, type TestApp } from '../../test/test-app';

describe('GraphQL server', () => {
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ GRAPHQL_MAX_DEPTH: '4', GRAPHQL_MAX_COST: '100' });
    agent = t.agent();
    await registerUser(agent);
    const res = await agent.get('/api/user');
    expect(res.status).toBe(200);
    cookie = await sessionCookie(t, res.body.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = '{ __typename me { id } a: me { b: id } }';
    expect((await gql(agent, deep)).body.data.me).toBeDefined();
    const nested = await gql(agent, '{ __type(name: "User") { fields { type { ofType { ofType { ofType { name } } } } } } }');
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].message).toMatch(/depth/i);
  });

  it('refuses queries costlier than the limit', async () => {
    const aliases = Array.from(
      { length: 14 },
      (_, i) => `t${i}: __type(name: "User") { fields { name type { name ofType { name } } } }`,
    ).join(' ');
    const res = await gql(agent, `{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/cost/i);
  });

  it('does not accept batched requests', async () => {
    const res = await agent
      .post('/graphql')
      .set('content-type', 'application/json')
      .send([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(res.status).toBe(400);
  });

  it('does not offer field suggestions to probe the schema', async () => {
    const res = await gql(agent, '{ me { emial } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
  });

  it('streams subscriptions over graphql-ws for a signed-in session', async () => {
    const client = liveSocket(t, cookie);
    try {
      const first = await new Promise<{ databaseReachable: boolean }>((resolve, reject) => {
        const dispose = client.subscribe<{ systemStatus: { databaseReachable: boolean } }>(
          { query: 'subscription { systemStatus { databaseReachable checkedAt } }' },
          {
            next: (value) => {
              dispose();
              resolve(value.data!.systemStatus);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      expect(first.databaseReachable).toBe(true);
    } finally {
      await client.dispose();
    }
  });

  it('refuses a subscription socket without a session', async () => {
    const client = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0 });
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { systemStatus { databaseReachable } }' },
        { next: () => resolve('data'), error: (e) => resolve(e), complete: () => resolve('complete') },
      );
    });
    expect(outcome).not.toBe('data');
    expect((outcome as { code?: number }).code).toBe(4403);
    await client.dispose();
  });
});
