import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Config } from '../config';
import { runMiddleware } from './run-middleware';

function webDist(config: Config): string {
  return path.resolve(config.WEB_DIST ?? path.join(__dirname, '../../../web/dist'));
}

/**
 * GET /graphql from a browser: the GraphiQL page for signed-in users (sign in first otherwise);
 * any other GET /graphql (a query from a client) goes on to Apollo Server.
 */
export function graphiqlPage(config: Config): RequestHandler {
  const graphiqlFile = path.join(webDist(config), 'graphiql.html');
  return (req: Request, res: Response, next) => {
    if (!req.accepts('html') || req.accepts(['json', 'html']) === 'json') return next();
    if (!req.user) return res.redirect(302, '/auth?next=/graphql');
    if (!existsSync(graphiqlFile)) return res.status(503).type('text/plain').send('GraphiQL is not built.');
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile(graphiqlFile);
  };
}

/**
 * Whether the request comes from a signed-in user, read by `session` (the handlers /api and
 * /graphql use: the session, then its user). A session that cannot be read (the database away)
 * counts as unknown: the page is sent without the mark and the app asks as usual.
 */
async function isSignedIn(session: RequestHandler[], req: Request, res: Response): Promise<boolean> {
  try {
    for (const handler of session) await runMiddleware(handler, req, res);
    return Boolean(req.user);
  } catch {
    return false;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Serves the built web app (web/dist): hashed assets and the SPA fallback with the runtime
 * configuration as a meta tag (no inline script, so the CSP stays strict). A signed-in user's page
 * also says so (`<meta name="pmp-session" content="signed-in">`, no user data): the app then asks
 * for the first screen's data at once, beside the current user, not after it; a signed-out page
 * load asks for nothing that would be refused.
 */
/** What the sign-in page shows that an admin may change while the server runs (Settings → Company). */
export interface LivePageConfig {
  companyName: string;
  /** Whether the Sign Up form is offered: sign-up by company domain, or the company's first account. */
  signupOpen: boolean;
}

export function webAppRouter(
  config: Config,
  session: RequestHandler[],
  features: { passwordResetByEmail: boolean; live: () => Promise<LivePageConfig> },
): Router {
  const dist = webDist(config);
  const router = Router();
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/.*/, (_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it) and reload.');
    });
    return router;
  }
  const html = readFileSync(indexFile, 'utf8');
  const page = (signedIn: boolean, live: LivePageConfig) => {
    const runtimeConfig = JSON.stringify({
      ...live,
      signupCodeRequired: Boolean(config.SIGNUP_CODE),
      // Whether "Forgot password?" can e-mail a link, or must say to ask an administrator.
      passwordResetByEmail: features.passwordResetByEmail,
    });
    return html.replace(
      '</head>',
      `  <meta name="pmp-config" content='${escapeAttribute(runtimeConfig)}'>\n` +
        (signedIn ? '  <meta name="pmp-session" content="signed-in">\n' : '') +
        '  </head>',
    );
  };

  // Hashed assets, cached for a year. The build writes each text asset also brotli- and
  // gzip-compressed beside it (.br, .gz): the one the browser accepts is sent, with its
  // Content-Encoding, the original's Content-Type and Vary: Accept-Encoding.
  router.use(
    '/assets',
    expressStaticGzip(path.join(dist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
    }),
  );
  router.use(express.static(dist, { index: false }));

  router.get(/.*/, async (req: Request, res: Response, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path === '/graphql') return next();
    const signedIn = await isSignedIn(session, req, res);
    res.setHeader('Cache-Control', 'no-cache');
    // The page differs by session: a shared cache keeps one copy per cookie (and asks each time).
    res.vary('Cookie');
    res.type('html').send(page(signedIn, await features.live()));
  });
  return router;
}
