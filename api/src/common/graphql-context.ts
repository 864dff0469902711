import type { Request, Response } from 'express';
import { createParameterDecorator } from 'type-graphql';
import type { User } from '../modules/users/user.entity';
import { Unauthenticated } from './errors';

/** What every resolver receives: the request (session), the response and the signed-in user. */
export interface GraphQLContext {
  req: Request;
  res?: Response;
  user: User | null;
}

/**
 * A resolver's parameter: the signed-in user, or 401 'Authentication required'. The request rules
 * already refuse a signed-out operation (graphql/server.ts); this gives resolvers the user typed.
 */
export function CurrentUser(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (!context.user) throw new Unauthenticated();
    return context.user;
  });
}
