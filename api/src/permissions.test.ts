import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { can, ErrorCode, Role, ROLE_LABELS, rolesFor, type Need } from '@pmp/shared';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isLeafType,
  type GraphQLField,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { Query, Resolver } from 'type-graphql';
import type { MountedRoute } from './app';
import { GuardedRouter, rootNeeds, unguarded, type OperationKind, type RootNeeds } from './common/permissions';
import { graphqlNeeds } from './graphql/schema';
import { gql, PASSWORD, registerUser, startTestApp, uniqueEmail, type TestApp } from '../test/test-app';

/**
 * Generated from the declarations: every REST route and every GraphQL query and mutation is tried
 * signed out and with each role; it must be refused (401, 403) exactly where its need says so.
 */

const ROLES = [Role.ADMIN, Role.AGENT, Role.VIEWER] as const;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

type Agent = ReturnType<TestApp['agent']>;

describe('permissions: every route and operation, with every role', () => {
  let app: TestApp;
  let viewerApp: TestApp;
  const people = new Map<Role, { agent: Agent; email: string }>();
  let schema: GraphQLSchema;

  beforeAll(async () => {
    app = await startTestApp({ SIGNUP_DEFAULT_ROLE: Role.AGENT });
    // A second instance on the same database signs people up as viewers (the team screen is not needed for this).
    viewerApp = await startTestApp({ SIGNUP_DEFAULT_ROLE: Role.VIEWER }, {}, { shareDatabaseWith: app });
    for (const [role, instance] of [
      [Role.ADMIN, app],
      [Role.AGENT, app],
      [Role.VIEWER, viewerApp],
    ] as const) {
      const agent = instance.agent();
      const email = uniqueEmail(role);
      await registerUser(agent, { email });
      people.set(role, { agent: app.agent(), email });
      await signIn(role);
    }
    const introspection = await gql(people.get(Role.ADMIN)!.agent, getIntrospectionQuery());
    schema = buildClientSchema(introspection.body.data as IntrospectionQuery);
  }, 60_000);

  afterAll(async () => {
    await viewerApp?.close();
    await app?.close();
  });

  async function signIn(role: Role): Promise<void> {
    const person = people.get(role)!;
    const res = await person.agent.post('/api/login').send({ email: person.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe(role);
  }

  /** Sends as `role`; an answer of 401 means an earlier operation signed this person out (logout): sign in and send again. */
  async function asRole(role: Role, send: (agent: Agent) => Promise<{ status: number; body: unknown }>) {
    const first = await send(people.get(role)!.agent);
    if (first.status !== 401) return first;
    await signIn(role);
    return send(people.get(role)!.agent);
  }

  test('the first account is an admin; others get the sign-up role; GET /api/user and `me` carry it', async () => {
    for (const role of ROLES) {
      const { agent } = people.get(role)!;
      const rest = await agent.get('/api/user');
      expect(rest.body.role).toBe(role);
      const graph = await gql(agent, '{ me { role } }');
      expect(graph.body.data.me.role).toBe(role.toUpperCase());
    }
  });

  test('REST: each route is refused exactly where its need says, with 401 signed out and a 403 naming the roles', async () => {
    const routes = app.app.routes;
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of routes) {
      // Sign-up, sign-in, sign-out and the senders' webhooks (the app refuses a public route among signed-in ones).
      if (route.need === 'public') continue;
      const url = route.path.replace(/:\w+/g, SOME_ID);
      const send = (agent: Agent | ReturnType<TestApp['request']>) =>
        agent[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).send({});
      const signedOut = await send(app.request());
      if (signedOut.status !== 401) wrong.push(`${route.method} ${route.path} signed out: ${signedOut.status}`);
      for (const role of ROLES) {
        const res = await asRole(role, send);
        const refused =
          res.status === 403 && /^Your role \(\w+\) does not allow this: it needs /.test((res.body as { message?: string }).message ?? '');
        if (refused !== !can(role, route.need)) wrong.push(`${route.method} ${route.path} (${route.need}) as ${role}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  test('GraphQL: each query and mutation is refused exactly where its need says', async () => {
    const needs = graphqlNeeds();
    const wrong: string[] = [];
    const kinds: [OperationKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ];
    let tried = 0;
    for (const [kind, type] of kinds) {
      for (const field of Object.values(type!.getFields())) {
        const need = needs[kind].get(field.name);
        if (!need) {
          wrong.push(`${kind} ${field.name}: no need declared`);
          continue;
        }
        if (need === 'public') continue;
        tried += 1;
        const document = operationFor(kind, field);
        const signedOut = await gql(app.request(), document);
        if (signedOut.status !== 401) wrong.push(`${kind} ${field.name} signed out: ${signedOut.status}`);
        for (const role of ROLES) {
          const res = await asRole(role, (agent) => gql(agent, document));
          const codes = ((res.body as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map((e) => e.extensions?.code);
          const refused = res.status === 403 && codes.includes(ErrorCode.FORBIDDEN);
          if (refused !== !can(role, need)) wrong.push(`${kind} ${field.name} (${need}) as ${role}: ${res.status} ${codes.join(',')}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(90);
    expect(wrong).toEqual([]);
  }, 120_000);

  test('docs/permissions.md is the table of these declarations (WRITE_PERMISSIONS_TABLE=1 rewrites it)', () => {
    const table = permissionTable(app.app.routes, graphqlNeeds());
    const file = path.join(__dirname, '../../docs/permissions.md');
    if (process.env.WRITE_PERMISSIONS_TABLE === '1') writeFileSync(file, table);
    expect(readFileSync(file, 'utf8')).toBe(table);
  });

  test('a forged mutation by a viewer changes nothing and says why', async () => {
    const viewer = people.get(Role.VIEWER)!.agent;
    const forged =
      'mutation { createClient(input: { companyName: "Forged Ltd", email: "forged@acme.test", firstName: "F", lastName: "L" }) { id } }';
    const res = await gql(viewer, forged);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Your role (Viewer) does not allow this: it needs Admin or Agent.',
      extensions: { code: ErrorCode.FORBIDDEN },
    });
    const clients = await gql(viewer, '{ clients(search: "Forged") { nodes { id } } }');
    expect(clients.body.data.clients.nodes).toEqual([]);
  });
});

describe('permissions: nothing undeclared starts', () => {
  test('a route added around the declaration, or a middleware, is named', () => {
    const router = new GuardedRouter();
    router.get('/fine', 'read', (_req, res) => res.end());
    expect(unguarded(router)).toEqual([]);
    router.router.get('/sneaky', (_req, res) => res.end());
    router.router.use((_req, _res, next) => next());
    expect(unguarded(router)).toEqual(['route /sneaky', 'a middleware']);
  });

  test('a query without @Allow is named, and the schema is not built', () => {
    @Resolver()
    class Undeclared {
      @Query(() => String)
      secret(): string {
        return 'nobody said who may';
      }
    }
    expect(() => rootNeeds([Undeclared])).toThrow('No permission declared (@Allow) for: query secret (Undeclared.secret)');
  });
});

const roleNames = (need: Need) =>
  need === 'public'
    ? 'anyone'
    : rolesFor(need)
        .map((role) => ROLE_LABELS[role])
        .join(', ');

/** The permission table, operation → roles, as docs/permissions.md holds it. */
function permissionTable(routes: readonly MountedRoute[], needs: RootNeeds): string {
  const lines = [
    '# Permissions',
    '',
    'Who may do what. Generated from the declarations in the code (`api/src/permissions.test.ts` checks',
    'this file; `WRITE_PERMISSIONS_TABLE=1 npx jest src/permissions.test.ts` in `api/` rewrites it). Every',
    'REST route and GraphQL operation declares a need; anything undeclared is refused and stops the api',
    'from starting.',
    '',
    '| Need | Roles | For |',
    '| --- | --- | --- |',
    '| public | anyone | sign-up, sign-in, sign-out, password reset, accepting an invitation; webhooks, which check their sender themselves |',
    `| own | ${roleNames('own')} | one's own account and marks: profile, e-mail settings, notifications, read marks |`,
    `| read | ${roleNames('read')} | reading the desk's records |`,
    `| work | ${roleNames('work')} | changing the desk's records: tickets, tasks, conversations, people, guided sessions |`,
    `| admin | ${roleNames('admin')} | the company's administration: the team, invitations and roles, channels, knowledge administration, the matrix |`,
    '',
    '## REST',
    '',
    '| Route | Need | Roles |',
    '| --- | --- | --- |',
    ...[...routes]
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
      .map((route) => `| \`${route.method} ${route.path}\` | ${route.need} | ${roleNames(route.need)} |`),
    '',
    '## GraphQL',
    '',
    '| Operation | Need | Roles |',
    '| --- | --- | --- |',
    ...(['query', 'mutation', 'subscription'] as const).flatMap((kind) =>
      [...needs[kind]]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([field, need]) => `| ${kind} \`${field}\` | ${need} | ${roleNames(need)} |`),
    ),
    '',
  ];
  return lines.join('\n');
}

/** `mutation($a0: T!) { field(arg: $a0) { __typename } }`: the arguments as variables left unset (checked after the need). */
function operationFor(kind: OperationKind, field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg, i) => `$a${i}: ${arg.type.toString()}`);
  const args = field.args.map((arg, i) => `${arg.name}: $a${i}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const declared = variables.length ? `(${variables.join(', ')})` : '';
  return `${kind}${declared} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}
