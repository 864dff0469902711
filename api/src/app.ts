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
import { buildAppSchema } from './graphql/schema';
import { createGraphQLServers } from './graphql/server';
import { loadCurrentUser } from './common/current-user';
import { apiNotFound, errorHandler } from './http/error-handler';
import { healthRouter } from './http/health';
import { requireUser } from './common/require-user';
import { isSameOrigin, refuseForeignOrigins, securityHeaders } from './http/security';
import { graphiqlPage, webAppRouter } from './http/web-app';
import { AuthResolver } from './modules/auth/auth.resolver';
import { authRouter } from './modules/auth/auth.rest';
import { AuthService } from './modules/auth/auth.service';
import { AuthRateLimiter } from './modules/auth/rate-limiter';
import { SESSION_COOKIE } from './modules/auth/session';
import { SessionStore } from './modules/auth/session-store';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { dashboardRouter } from './modules/dashboard/dashboard.rest';
import { SystemStatusMonitor } from './modules/system/system-status-monitor';
import { SystemResolver } from './modules/system/system.resolver';
import { systemClock, type Clock } from './common/clock';
import { startJobs, type JobRunner } from './jobs/job-runner';
import { NotificationResolver } from './modules/notifications/notification.resolver';
import { notificationRouter } from './modules/notifications/notification.rest';
import { NOTIFICATIONS_TOPIC } from './modules/notifications/notification.service';
import { TaskResolver } from './modules/tasks/task.resolver';
import { taskRouter } from './modules/tasks/task.rest';
import { ContactResolver } from './modules/contacts/contact.resolver';
import { contactsRouter } from './modules/contacts/contact.rest';
import { ClientResolver } from './modules/clients/client.resolver';
import { clientsRouter } from './modules/clients/client.rest';
import { PropertyResolver } from './modules/properties/property.resolver';
import { propertiesRouter } from './modules/properties/property.rest';
import { UserResolver } from './modules/users/user.resolver';
import { usersRouter } from './modules/users/user.rest';
import { ActivityResolver, TicketResolver } from './modules/tickets/ticket.resolver';
import { ticketRouter } from './modules/tickets/ticket.rest';
import { SearchResolver } from './modules/search/search.resolver';
import { searchRouter } from './modules/search/search.rest';
import { InboundService } from './modules/conversations/inbound.service';
import { webhookRouter } from './modules/conversations/webhook.rest';
import { createServices } from './services';
import { TriageResolver } from './modules/conversations/triage.resolver';
import { triageRouter } from './modules/conversations/triage.rest';
import { ActivityDeliveryResolver, ConversationResolver } from './modules/conversations/conversation.resolver';
import { attachmentsRouter, conversationsRouter, messagesRouter } from './modules/conversations/conversation.rest';
import { OutboundService } from './modules/conversations/outbound.service';
import { TwilioSender } from './modules/conversations/twilio-sender';
import { EmailAccountService } from './modules/email/email-account.service';
import { EmailSettingsResolver } from './modules/email/email.resolver';
import { emailSettingsRouter, oauthRouter } from './modules/email/email.rest';
import { MailService } from './modules/email/mail.service';
import { OAuthProviders, providerSettings } from './modules/email/oauth-providers';
import { TokenCipher } from './modules/email/token-crypto';
import { TICKET_CHANGES_TOPIC } from './modules/tickets/ticket.events';
import { TicketEventsResolver } from './modules/tickets/ticket-events.resolver';
import { conversationEventSink } from './modules/conversations/conversation.events';
import { ConversationEventsResolver } from './modules/conversations/conversation-events.resolver';
import { SelfHelpFiguresResolver, TroubleshootingSessionResolver } from './modules/knowledge/troubleshooting-session.resolver';
import { troubleshootingSessionRouter } from './modules/knowledge/troubleshooting-session.rest';
import { KnowledgeArticleResolver } from './modules/knowledge/knowledge-article.resolver';
import { knowledgeArticleRouter } from './modules/knowledge/knowledge-article.rest';
import { ResponsibilityMatrixResolver } from './modules/knowledge/responsibility-matrix.resolver';
import { responsibilityMatrixRouter } from './modules/knowledge/responsibility-matrix.rest';
import { KnowledgeImageService } from './modules/knowledge/knowledge-image.service';
import { knowledgeImageFilesRouter, knowledgeImageUploadRouter } from './modules/knowledge/knowledge-image.rest';
import { KnowledgeStepResolver } from './modules/knowledge/knowledge-step.resolver';
import { knowledgeStepRouter } from './modules/knowledge/knowledge-step.rest';

export interface App {
  httpServer: http.Server;
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
}

/** Wires config, database and features into an HTTP server (not yet listening). */
export async function createApp(config: Config, log: Logger, dataSource: DataSource, options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? systemClock;
  const pool = poolOf(dataSource);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  const pubSub = createPubSubHandle(config.REDIS_URL);

  const auth = new AuthService(dataSource, config, new AuthRateLimiter(config, { pool, redis }));
  const {
    contacts: contactService,
    clients: clientService,
    properties: propertyService,
    users: userService,
    tickets,
    dashboard,
    tasks,
    notifications,
    reminders,
    search,
    system,
    conversations,
    conversationEvents,
    triage,
    troubleshootingSessions,
    knowledgeArticles,
    responsibilityMatrix,
    knowledgeSteps,
  } = createServices(dataSource, clock, {
    notificationsChanged: (userIds) => {
      for (const userId of userIds) void pubSub.pubSub.publish(NOTIFICATIONS_TOPIC, { userId });
    },
    ticketChanged: (change) => void pubSub.pubSub.publish(TICKET_CHANGES_TOPIC, change),
    conversations: conversationEventSink((topic, payload) => void pubSub.pubSub.publish(topic, payload)),
  });

  // E-mail: users' connected Gmail/Outlook accounts and the system SMTP server (modules/email).
  const emailAccounts = new EmailAccountService(
    dataSource,
    userService,
    notifications,
    new OAuthProviders(providerSettings(config)),
    new TokenCipher(config.SECRET_KEY),
    clock,
    Boolean(config.SMTP_URL),
  );
  const mail = new MailService(emailAccounts, config.SMTP_URL);
  // Replies and e-mails that leave (SMS/WhatsApp through Twilio, e-mail through `mail`).
  const outbound = new OutboundService(dataSource, {
    conversations,
    contacts: contactService,
    tickets,
    twilio: new TwilioSender(config),
    mail,
    events: conversationEvents,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // No ETag on API answers: hashing every JSON body cost more than the rare conditional GET of an
  // API client saves (the web app's files keep theirs: express.static sets its own).
  app.set('etag', false);
  const httpServer = http.createServer(app);

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
  const currentUser = loadCurrentUser(auth, sessionStore);

  // Inbound webhooks: public (the provider's signature authenticates), their own body parsers (the
  // signatures are over the raw body), before the session and the sign-in guard.
  const inbound = new InboundService(
    dataSource,
    { contacts: contactService, tickets, triage },
    {
      dataDir: config.DATA_DIR,
      log,
      // A message waiting for triage was stored with its routing suggestion, in the same transaction.
      onStored: (event) => {
        if (!event.created) return;
        conversationEvents.messageStored({
          conversationId: event.conversationId,
          messageId: event.messageId,
          pendingTriage: event.status === 'pending_triage',
        });
      },
    },
  );
  app.use('/api/webhooks', webhookRouter(inbound, config), apiNotFound);

  app.use(['/api', '/graphql'], express.json({ limit: '1mb' }), sessionMiddleware, currentUser);

  // GraphQL right after the session: a query does not walk the REST routers first. A browser's
  // GET /graphql gets the GraphiQL page; everything else at /graphql is Apollo Server's.
  const schema = await buildAppSchema(
    new Map<unknown, object>([
      [AuthResolver, new AuthResolver(auth)],
      [SystemResolver, new SystemResolver(system)],
      [TaskResolver, new TaskResolver(tasks, userService)],
      [NotificationResolver, new NotificationResolver(notifications)],
      [ContactResolver, new ContactResolver(contactService)],
      [ClientResolver, new ClientResolver(clientService)],
      [PropertyResolver, new PropertyResolver(propertyService, clientService, contactService)],
      [UserResolver, new UserResolver(userService)],
      [TicketResolver, new TicketResolver(tickets, troubleshootingSessions)],
      [ActivityResolver, new ActivityResolver(userService)],
      [DashboardResolver, new DashboardResolver(dashboard)],
      [SearchResolver, new SearchResolver(search)],
      [TriageResolver, new TriageResolver(triage)],
      [EmailSettingsResolver, new EmailSettingsResolver(emailAccounts, config.PUBLIC_URL)],
      [ConversationResolver, new ConversationResolver(conversations, outbound)],
      [ActivityDeliveryResolver, new ActivityDeliveryResolver(outbound)],
      [TicketEventsResolver, new TicketEventsResolver()],
      [ConversationEventsResolver, new ConversationEventsResolver()],
      [TroubleshootingSessionResolver, new TroubleshootingSessionResolver(troubleshootingSessions)],
      [SelfHelpFiguresResolver, new SelfHelpFiguresResolver(troubleshootingSessions)],
      [KnowledgeArticleResolver, new KnowledgeArticleResolver(knowledgeArticles)],
      [ResponsibilityMatrixResolver, new ResponsibilityMatrixResolver(responsibilityMatrix)],
      [KnowledgeStepResolver, new KnowledgeStepResolver(knowledgeSteps)],
    ]) as never,
    pubSub.pubSub,
  );
  const graphql = await createGraphQLServers({
    schema,
    httpServer,
    config,
    log,
    authenticateUpgrade: async (request) => {
      if (!isSameOrigin(request, config)) return null;
      const req = request as express.Request;
      await new Promise<void>((resolve, reject) =>
        sessionMiddleware(req, {} as express.Response, (error?: unknown) => (error ? reject(error) : resolve())),
      );
      await new Promise<void>((resolve) => currentUser(req, {} as express.Response, () => resolve()));
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
  app.use('/api', authRouter(auth));
  const signedIn: RequestHandler = (req, _res, next) => {
    requireUser(req);
    next();
  };
  app.use('/api', signedIn);
  // Each feature's router at its own prefix: a request is matched against its feature's routes only.
  app.use('/api/tickets', ticketRouter(tickets, troubleshootingSessions));
  app.use('/api/dashboard', dashboardRouter(dashboard));
  app.use('/api/tasks', taskRouter(tasks));
  app.use('/api/notifications', notificationRouter(notifications));
  app.use('/api/contacts', contactsRouter(contactService));
  app.use('/api/clients', clientsRouter(clientService));
  app.use('/api/properties', propertiesRouter(propertyService));
  // Before /api/users: the signed-in user's own e-mail settings (modules/email).
  app.use('/api/users/me/email-settings', emailSettingsRouter(emailAccounts));
  app.use('/api/oauth', oauthRouter(emailAccounts, config.PUBLIC_URL));
  app.use('/api/users', usersRouter(userService));
  app.use('/api/search', searchRouter(search));
  app.use('/api/triage', triageRouter(triage));
  app.use('/api/conversations', conversationsRouter(conversations, outbound));
  app.use('/api/messages', messagesRouter(outbound));
  app.use('/api/attachments', attachmentsRouter(conversations, config.DATA_DIR));
  app.use('/api/knowledge/articles', knowledgeArticleRouter(knowledgeArticles));
  app.use('/api/knowledge/responsibility-matrix', responsibilityMatrixRouter(responsibilityMatrix));
  // Knowledge base: guided workflows beside the articles.
  app.use('/api/knowledge', knowledgeStepRouter(knowledgeSteps));
  // Article and step images: multipart upload, served back to signed-in users.
  const knowledgeImages = new KnowledgeImageService(config.DATA_DIR);
  app.use('/api/upload', knowledgeImageUploadRouter(knowledgeImages));
  app.use('/api/uploads', knowledgeImageFilesRouter(knowledgeImages));
  // Guided troubleshooting sessions and what the guides save (modules/knowledge).
  app.use('/api/knowledge', troubleshootingSessionRouter(troubleshootingSessions));
  app.use('/api', apiNotFound);

  app.use(webAppRouter(config, [sessionMiddleware, currentUser]));

  app.use(errorHandler);

  const monitor = new SystemStatusMonitor(system, pubSub.pubSub, log);
  monitor.start();

  let jobs: JobRunner | null = null;
  if (options.jobs ?? (config.JOBS_ENABLED && config.NODE_ENV !== 'test')) {
    const connectionString = (dataSource.options as { url?: string }).url;
    if (!connectionString) throw new Error('The job queue needs the database URL');
    jobs = await startJobs({ connectionString, log, reminders, outbound });
  }

  return {
    httpServer,
    async close() {
      monitor.stop();
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
