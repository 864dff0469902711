import type { Request, Response } from 'express';
import type { User } from '../modules/users/user.entity';

/** What every resolver receives: the request (session), the response and the signed-in user. */
export interface GraphQLContext {
  req: Request;
  res?: Response;
  user: User | null;
}
