import type { RequestHandler } from 'express';
import type { AuthService } from '../modules/auth/auth.service';

/** Loads the session's user once per request; an inactive or deleted user counts as signed out. */
export function loadCurrentUser(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (userId) req.user = (await auth.findActiveUser(userId)) ?? undefined;
    next();
  };
}
