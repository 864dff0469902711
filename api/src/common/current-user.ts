import type { RequestHandler } from 'express';
import type { AuthService } from '../modules/auth/auth.service';
import type { SessionStore } from '../modules/auth/session-store';

/**
 * Loads the session's user once per request; an inactive or deleted user counts as signed out.
 * The session store usually read the user together with the session; otherwise ask the database.
 */
export function loadCurrentUser(auth: AuthService, store: SessionStore): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    const preloaded = store.takeUser(req.sessionID);
    const user = preloaded === undefined || (preloaded && preloaded.id !== userId) ? await auth.findActiveUser(userId) : preloaded;
    req.user = user ?? undefined;
    next();
  };
}
