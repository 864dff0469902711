import type { Request } from 'express';
import type { User } from '../users/user.entity';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in, active user, loaded once per request by common/current-user.ts. */
      user?: User;
    }
  }
}

export const SESSION_COOKIE = 'pmp.sid';

/** Starts a fresh session for the user: a new session id defeats session fixation. */
export function startSession(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = user.id;
      req.user = user;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Destroys the session row and forgets the user. */
export function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    req.user = undefined;
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}
