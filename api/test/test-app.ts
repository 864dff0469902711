import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { createTestDatabase } from './database';

export const TEST_COMPANY = 'Acme Test';
export const TEST_DOMAIN = 'acme.test';

export interface TestApp {
  config: Config;
  dataSource: DataSource;
  app: App;
  /** Base URL of the listening server, e.g. for WebSocket clients. */
  url: string;
  /** A supertest agent that keeps cookies, like a browser. */
  agent(): ReturnType<typeof request.agent>;
  request(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The tests' configuration of an api on `databaseUrl` (`env` adds or overrides variables). */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    COMPANY_NAME: TEST_COMPANY,
    COMPANY_EMAIL_DOMAINS: TEST_DOMAIN,
    SESSION_SECRET: 'test-session-secret-test-session-secret',
    SECRET_KEY: 'test-secret-key-test-secret-key-test-secret',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    // Each test is its own company's admin; the permission tests sign people up with other roles.
    SIGNUP_DEFAULT_ROLE: 'admin',
    ...env,
  });
}

/**
 * A real api on its own fresh, migrated database, listening on a random port; or, with
 * `shareDatabaseWith`, a second api process on another's database (it leaves the database alone
 * on close). Its logs go nowhere unless a `log` is given.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
  {
    shareDatabaseWith,
    log,
    connectThrough,
  }: {
    shareDatabaseWith?: TestApp;
    log?: Logger;
    /** Given the database's URL, the URL the api connects to instead (a test/database-proxy.ts proxy). */
    connectThrough?: (databaseUrl: string) => Promise<string>;
  } = {},
): Promise<TestApp> {
  const database = shareDatabaseWith
    ? { url: shareDatabaseWith.config.DATABASE_URL!, drop: async () => undefined }
    : await createTestDatabase();
  const databaseUrl = connectThrough ? await connectThrough(database.url) : database.url;
  const config = testConfig(databaseUrl, env);
  const dataSource = createDataSource(databaseUrl, { poolSize: 5 });
  await dataSource.initialize();
  const app = await createApp(config, log ?? pino({ level: 'silent' }), dataSource, options);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', () => resolve()));
  const { port } = app.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    config,
    dataSource,
    app,
    url,
    agent: () => request.agent(url),
    request: () => request(url),
    async close() {
      await app.close();
      if (app.httpServer.listening) await new Promise<void>((r) => app.httpServer.close(() => r()));
      await dataSource.destroy();
      await database.drop();
    },
  };
}

let counter = 0;
/** A unique company address for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@${TEST_DOMAIN}`;
}

export const PASSWORD = 'correct-horse-battery';

export async function registerUser(
  agent: ReturnType<typeof request.agent>,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string }> {
  const email = (overrides.email as string) ?? uniqueEmail();
  const res = await agent.post('/api/register').send({ email, password: PASSWORD, firstName: 'Test', lastName: 'User', ...overrides });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** POSTs a GraphQL operation the way the web app does. */
export function gql(agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, query: string, variables?: object) {
  return agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });
}

/**
 * Polls `check` until it returns true, for up to 2 s: for what reaches a process asynchronously,
 * such as a change another process announced with NOTIFY (modules/auth/session-cache.ts).
 */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

export type Agent = ReturnType<TestApp['agent']>;

/** An app on its own database and an agent signed in to it as a fresh user. */
export async function startSignedInApp(env: Record<string, string> = {}): Promise<{ t: TestApp; agent: Agent }> {
  const t = await startTestApp(env);
  const agent = t.agent();
  await registerUser(agent);
  return { t, agent };
}

/** Empties these tables, in this order (children before the rows they reference). */
export async function emptyTables(t: TestApp, ...tables: string[]): Promise<void> {
  for (const table of tables) await t.dataSource.query(`DELETE FROM ${table}`);
}

/**
 * One record list read over both transports as the names it shows and its total: REST
 * `GET {path}` (total in X-Total-Count) and the GraphQL connection `field` of `query`. `agent` is
 * read when a list is (test files sign in in their beforeAll).
 */
export function listReaders(agent: () => Agent, list: { path: string; query: string; field: string; name: string }) {
  const names = (rows: Record<string, string>[]) => rows.map((row) => row[list.name]);
  return {
    async restList(query: Record<string, string | number>) {
      const res = await agent().get(list.path).query(query);
      expect(res.status).toBe(200);
      return { names: names(res.body), total: Number(res.headers['x-total-count']) };
    },
    async gqlList(variables: Record<string, string | number>) {
      const res = await gql(agent(), list.query, variables);
      expect(res.body.errors).toBeUndefined();
      const page = res.body.data[list.field] as { totalCount: number; nodes: Record<string, string>[] };
      return { names: names(page.nodes), total: page.totalCount };
    },
  };
}
