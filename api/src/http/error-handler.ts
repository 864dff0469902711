import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DatabaseUnavailable, TooManyRequests, toAppError } from '../common/errors';
import { describeDatabaseError } from '../common/postgres';

/** Unknown /api paths: 404 with a JSON message (after authentication, so probing needs a session). */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/**
 * The one REST error mapper: typed errors keep their status and message (an unreachable database is
 * a 503 DatabaseUnavailable, also for /graphql requests that failed before GraphQL ran, in GraphQL's
 * shape); body-parser problems are the client's (400/413), as are other libraries' 4xx errors (their
 * message only when meant to be shown); anything else is logged and answered with a bare 500.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const appError = toAppError(error);
  if (appError) {
    if (appError instanceof TooManyRequests || appError instanceof DatabaseUnavailable)
      res.setHeader('Retry-After', String(appError.retryAfterSeconds));
    // The outage in one short line: no stack (it is not a bug), the driver's reason only.
    if (appError instanceof DatabaseUnavailable) req.log?.warn({ reason: describeDatabaseError(error) }, 'database unavailable');
    if (req.originalUrl.startsWith('/graphql')) {
      // Failed before Apollo Server ran (reading the session): still a GraphQL-shaped answer.
      res.status(appError.status).json({ errors: [{ message: appError.message, extensions: { code: appError.code } }] });
      return;
    }
    res.status(appError.status).json({ message: appError.message, ...(appError.field ? { field: appError.field } : {}) });
    return;
  }
  const e = error as { type?: string; status?: number; expose?: boolean; message?: string };
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON in request body' });
    return;
  }
  if (e.type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body too large' });
    return;
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    // A library's client error (http-errors), e.g. a missing web app file from express.static: 404.
    const message = e.status === 404 ? 'Not found' : e.expose && e.message ? e.message : 'Bad request';
    res.status(e.status).json({ message });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Internal server error' });
};
