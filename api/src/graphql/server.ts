import type { Server as HttpServer } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { type DocumentNode, GraphQLError, type GraphQLSchema, Kind, specifiedRules, validate } from 'graphql';
import { compileQuery, type CompiledQuery, isCompiledQuery } from 'graphql-jit';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { Forbidden, toAppError, type AppError } from '../common/errors';
import type { Need } from '@pmp/shared';
import { assertAllowed, type RootNeeds } from '../common/permissions';
import type { Config } from '../config';
import type { GraphQLContext } from '../common/graphql-context';
import { formatError } from './format-error';
import { SocketSessions, type SessionWatch } from './socket-sessions';

/** GraphQL's own root fields: the schema (GraphiQL) for signed-in users. */
const INTROSPECTION_NEEDS = new Map<string, Need>([
  ['__typename', 'public'],
  ['__schema', 'read'],
  ['__type', 'read'],
]);

const CLIENT_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

/**
 * Our request rules in one plugin (one set of hooks per request keeps the per-request cost low):
 * - default deny: each root field is checked against what it declares (common/permissions.ts):
 *   401 when signed out, 403 when the role may not; a field declaring nothing is refused;
 * - documents refused by parsing, validation or the limits are the client's mistake: 400;
 * - our typed errors (common/errors.ts, with an unreachable database's 503) give the response their
 *   HTTP status, as over REST: the first one thrown decides. format-error.ts gives them their code and message.
 */
const requestRules = (needs: RootNeeds): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (!operation) return;
        const declared = needs[operation.operation];
        try {
          for (const selection of operation.selectionSet.selections) {
            const name = selection.kind === Kind.FIELD ? selection.name.value : undefined;
            const need = name === undefined ? undefined : (INTROSPECTION_NEEDS.get(name) ?? declared.get(name));
            if (!need) throw new Forbidden('This operation is not allowed.');
            assertAllowed(contextValue.user, need);
          }
        } catch (error) {
          const refusal = error as AppError;
          throw new GraphQLError(refusal.message, { extensions: { code: refusal.code, http: { status: refusal.status } } });
        }
      },
      async didEncounterErrors({ errors, response }) {
        const appError = errors.map((e) => toAppError(unwrapResolverError(e))).find((e) => e !== null);
        if (appError) response.http.status = appError.status;
      },
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (errors.some((e) => CLIENT_ERROR_CODES.has(String(e.extensions?.code)))) response.http.status = 400;
      },
    };
  },
});

export function graphqlLimits(config: Config) {
  return new ApolloArmor({
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH, ignoreIntrospection: true },
    costLimit: { maxCost: config.GRAPHQL_MAX_COST, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 50 },
    // Counted by graphql's own parser instead (parseOptions below), which reports a plain 400.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}

/**
 * Queries and mutations run through graphql-jit: each document (Apollo Server keeps one parsed,
 * validated object per query text) is compiled once per operation into a function, which then
 * runs the same resolvers without graphql-js's per-field interpretation. Apollo Server 5 takes a
 * custom executor only through its `gateway` option, which here serves our own schema.
 */
/**
 * graphql-jit reports errors as its own GraphQLError subtype whose message cannot be written (the
 * armor plugin rewrites messages); as a plain GraphQLError (same message, path, locations,
 * extensions and original error) Apollo Server and format-error.ts see a resolver's error exactly
 * as they do from graphql-js.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}

function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  const executor: GatewayExecutor = async ({ document, operationName, context, request }) => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    let query = byOperation.get(operationName ?? '');
    if (!query) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) return result;
      query = result;
      byOperation.set(operationName ?? '', query);
    }
    const result = await query.query(undefined, context, request.variables ?? {});
    if (result.errors) result.errors = result.errors.map(asGraphQLError);
    return result;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return { executor };
    },
    async stop() {},
  };
}

export interface GraphQLServers {
  apollo: ApolloServer<GraphQLContext>;
  /** Ends subscription sockets still open after apollo.stop(). */
  closeSubscriptions(): Promise<void>;
}

/**
 * Apollo Server for queries and mutations over HTTP, graphql-ws for subscriptions on the same
 * path; both authenticate with the same session cookie.
 */
export async function createGraphQLServers(options: {
  schema: GraphQLSchema;
  /** What each root field needs (every subscription needs no more than `read`, which every role has). */
  needs: RootNeeds;
  httpServer: HttpServer;
  config: Config;
  log: Logger;
  /** Resolves the signed-in user of a WebSocket upgrade request from its session cookie. */
  authenticateUpgrade: (request: import('node:http').IncomingMessage) => Promise<GraphQLContext | null>;
  /** Where a socket's session is checked again: a socket whose session ended is closed. */
  sessions?: SessionWatch;
}): Promise<GraphQLServers> {
  const { schema, httpServer, config, log } = options;
  const armor = graphqlLimits(config);
  const socketSessions = options.sessions ? new SocketSessions(options.sessions, log) : null;
  socketSessions?.start();

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { graphqlContext?: GraphQLContext }>(
    {
      schema,
      // The same depth/cost limits as over HTTP.
      validate: (schema, document) => validate(schema, document, [...specifiedRules, ...armor.validationRules]),
      onConnect: async (ctx) => {
        const context = await options.authenticateUpgrade(ctx.extra.request);
        if (!context?.user) return false; // closes with 4403 Forbidden
        (ctx.extra as { graphqlContext?: GraphQLContext }).graphqlContext = context;
        socketSessions?.add(ctx.extra.socket, { sid: context.req.sessionID, userId: context.user.id });
        return true;
      },
      context: (ctx) => (ctx.extra as { graphqlContext?: GraphQLContext }).graphqlContext as never,
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    gateway: compiledExecution(schema),
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    introspection: true, // signed-in support engineers use it through GraphiQL
    csrfPrevention: true,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: 5000 },
    formatError: formatError(log),
    plugins: [
      ...armor.plugins,
      requestRules(options.needs),
      ApolloServerPluginLandingPageDisabled(),
      // Responses are per user and never HTTP-cached; the default cache-control plugin would hook every field.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              socketSessions?.stop();
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  return {
    apollo,
    async closeSubscriptions() {
      // apollo.stop() already disposed graphql-ws (drainServer above); end any socket still open.
      for (const client of wsServer.clients) client.terminate();
    },
  };
}
