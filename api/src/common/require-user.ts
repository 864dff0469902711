import type { Request } from 'express';
import { Unauthenticated } from './errors';
import type { User } from '../modules/users/user.entity';

/** The signed-in user, or 401 'Authentication required'. */
export function requireUser(req: Request): User {
  if (!req.user) throw new Unauthenticated();
  return req.user;
}
