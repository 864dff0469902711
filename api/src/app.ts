import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import session from 'express-session';
import { Redis } from 'ioredis';
import { poolOf } from './common/postgres';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { GraphQLContext } from './common/graphql-context';
import { createPubSubHandle } from './graphql/pubsub';
import { buildAppSchema, graphqlNeeds } from './graphql/schema';
import { createGraphQLServers } from './graphql/server';
import { loadCurrentUser } from './common/current-user';
import { apiNotFound, errorHandler } from './http/error-handler';
import { healthRouter } from './http/health';
import { requireUser } from './common/require-user';
import { isSameOrigin, refuseForeignOrigins, securityHeaders } from './http/security';
import { runMiddleware } from './http/run-middleware';
import { graphiqlPage, webAppRouter } from './http/web-app';
import { SESSION_COOKIE } from './modules/auth/session';
import { SessionStore } from './modules/auth/session-store';
import { SystemStatusMonitor } from './modules/system/system-status-monitor';
import { systemClock, type Clock } from './common/clock';
import type { FeatureContext, RouterAccess } from './common/feature-module';
import { unguarded, type RouteRule } from './common/permissions';
import { startJobs, type JobRunner } from './jobs/job-runner';
import { features } from './modules';
import { createServices } from './services';

/** A REST route of a feature at its full path, and what it needs. */
export interface MountedRoute extends RouteRule {
  access: RouterAccess;
}

export interface App {
  httpServer: http.Server;
  /** Every feature's REST routes (the permission test tries each with every role). */
  routes: readonly MountedRoute[];
  /** Stops background work and subscriptions; the caller closes the HTTP server and database. */
  close(): Promise<void>;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A GraphQL POST whose document is a query (reads), judged from the parsed body. */
function isGraphQLQuery(req: http.IncomingMessage): boolean {
  const body = (req as express.Request).body as { query?: unknown } | undefined;
  return (
    (req as express.Request).originalUrl?.startsWith('/graphql') &&
    typeof body?.query === 'string' &&
    !/^\s*(mutation|subscription)\b/.test(body.query)
  );
}

export interface AppOptions {
  /** Where task logic and jobs read the time (tests pass a TestClock). */
  clock?: Clock;
  /** Start the background jobs (pg-boss); default: JOBS_ENABLED, never under NODE_ENV=test. */
  jobs?: boolean;
  /** Read the mailboxes (IMAP); default: as `jobs`. */
  mailboxReaders?: boolean;
}

/** Wires config, database and features into an HTTP server (not yet listening). */
export async function createApp(config: Config, log: Logger, dataSource: DataSource, options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? systemClock;
  const pool = poolOf(dataSource);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  const pubSub = createPubSubHandle(config.REDIS_URL);

  const context: FeatureContext = {
    dataSource,
    config,
    clock,
    log,
    redis,
    publish: (topic, payload) => pubSub.pubSub.publish(topic, payload),
  };
  // Every feature's services (modules/index.ts); their routers and resolvers are built from them.
  const services = createServices(context);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // No ETag on API answers: hashing every JSON body cost more than the rare conditional GET of an
  // API client saves (the web app's files keep theirs: express.static sets its own).
  app.set('etag', false);
  const httpServer = http.createServer(app);

  const routes: MountedRoute[] = [];
  /** Mounts the features' routers of one access level, in the registry's order; a route with no need declared stops the start. */
  const mountRouters = (access: RouterAccess, ...after: RequestHandler[]) => {
    for (const feature of features) {
      for (const entry of feature.routers) {
        if ((entry.access ?? 'signedIn') !== access) continue;
        const guarded = entry.create(services, context);
        const missing = unguarded(guarded);
        if (missing.length) throw new Error(`${feature.name} at ${entry.path}: no permission declared for ${missing.join(', ')}`);
        const publicRule = guarded.rules.find((rule) => rule.need === 'public');
        if (publicRule && access === 'signedIn')
          throw new Error(`${feature.name}: ${publicRule.path} is public in a router for signed-in users`);
        for (const rule of guarded.rules) routes.push({ ...rule, path: `${entry.path}${rule.path === '/' ? '' : rule.path}`, access });
        app.use(entry.path, guarded.router, ...after);
      }
    }
  };

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request: who asked what and the outcome (headers and cookies stay out).
      // The request is serialized when it arrives; the user, known only later, joins at the end.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customSuccessObject: (req, _res, line: object) => ({ ...line, userId: (req as express.Request).user?.id }),
      customErrorObject: (req, _res, _error, line: object) => ({ ...line, userId: (req as express.Request).user?.id }),
      // Successful reads (the polling of every open screen) at debug; changes and failures at info and up.
      customLogLevel: (req, res, err) =>
        err || res.statusCode >= 500
          ? 'error'
          : res.statusCode >= 400
            ? 'warn'
            : req.method === 'GET' || req.method === 'HEAD' || isGraphQLQuery(req)
              ? 'debug'
              : 'info',
    }),
  );
  app.use(securityHeaders(config));
  app.use(healthRouter(dataSource));
  app.use(refuseForeignOrigins(config));

  const sessionStore = new SessionStore(pool, dataSource, log);
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: 7 * 24 * 60 * 60 * 1000,
    },
  });
  const currentUser = loadCurrentUser(services.auth, sessionStore);

  // Inbound webhooks: public (the provider's signature authenticates), their own body parsers (the
  // signatures are over the raw body), before the session and the sign-in guard.
  mountRouters('webhook', apiNotFound);

  app.use(['/api', '/graphql'], express.json({ limit: '1mb' }), sessionMiddleware, currentUser);

  // GraphQL right after the session: a query does not walk the REST routers first. A browser's
  // GET /graphql gets the GraphiQL page; everything else at /graphql is Apollo Server's.
  const schema = await buildAppSchema(services, context, pubSub.pubSub);
  const graphql = await createGraphQLServers({
    schema,
    needs: graphqlNeeds(),
    httpServer,
    config,
    log,
    authenticateUpgrade: async (request) => {
      if (!isSameOrigin(request, config)) return null;
      const req = request as express.Request;
      await runMiddleware(sessionMiddleware, req, {} as express.Response);
      // A user that cannot be read leaves the upgrade unauthenticated (null below), not failed.
      await runMiddleware(currentUser, req, {} as express.Response).catch(() => undefined);
      return req.user ? { req, user: req.user } : null;
    },
    sessions: sessionStore,
  });
  app.get('/graphql', graphiqlPage(config));
  app.use(
    '/graphql',
    expressMiddleware(graphql.apollo, {
      context: async ({ req, res }): Promise<GraphQLContext> => ({ req, res, user: req.user ?? null }),
    }),
  );

  // Public: sign-up, sign-in, sign-out. Everything after the guard needs a signed-in, active user.
  mountRouters('public');
  const signedIn: RequestHandler = (req, _res, next) => {
    requireUser(req);
    next();
  };
  app.use('/api', signedIn);
  // Each feature's router at its own prefix: a request is matched against its feature's routes only.
  mountRouters('signedIn');
  app.use('/api', apiNotFound);

  app.use(
    webAppRouter(config, [sessionMiddleware, currentUser], {
      passwordResetByEmail: services.passwordResets.byEmail,
      // With the database down the page still loads (it then shows the outage), under the server's defaults.
      live: () => services.auth.pageConfig().catch(() => ({ companyName: config.COMPANY_NAME, signupOpen: true })),
    }),
  );

  app.use(errorHandler);

  const monitor = new SystemStatusMonitor(services.system, pubSub.pubSub, log);
  monitor.start();

  let jobs: JobRunner | null = null;
  if (options.jobs ?? (config.JOBS_ENABLED && config.NODE_ENV !== 'test')) {
    const connectionString = (dataSource.options as { url?: string }).url;
    if (!connectionString) throw new Error('The job queue needs the database URL');
    jobs = await startJobs({
      connectionString,
      log,
      reminders: services.reminders,
      slaWarnings: services.slaWarnings,
      urgentAlerts: services.oncall,
      outbound: services.outbound,
      inbound: services.inbound,
      audit: services.audit,
      notifier: services.notifier,
    });
  }

  // Each process that runs background work reads the mailboxes it can lock (one reader per mailbox).
  const readMailboxes = options.mailboxReaders ?? options.jobs ?? (config.JOBS_ENABLED && config.NODE_ENV !== 'test');
  if (readMailboxes) await services.mailboxReaders.start();

  return {
    httpServer,
    routes,
    async close() {
      monitor.stop();
      if (readMailboxes) await services.mailboxReaders.stop();
      await jobs?.stop();
      // Drains the HTTP server (no new connections, requests in flight finish), then subscriptions.
      await graphql.apollo.stop();
      await graphql.closeSubscriptions();
      await pubSub.close();
      await sessionStore.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}
