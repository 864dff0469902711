import type { Request } from 'express';
import { createParameterDecorator } from 'type-graphql';
import type { User } from '../modules/users/user.entity';
import { Unauthenticated } from './errors';
import type { GraphQLContext } from './graphql-context';
import { requireUser } from './require-user';

/** Who acts and from where (the audit log's "who"): the user (null: nobody known) and the client's address. */
export interface AuditActor {
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'> | null;
  ip: string | null;
}

/** Who is asking and from where, for the audit log: the signed-in user (if any) and `req.ip`. */
export function actorOf(req: Request): AuditActor {
  return { user: req.user ?? null, ip: req.ip ?? null };
}

/** A signed-in person acting, and from where. */
export type SignedInActor = AuditActor & { user: User };

/** The signed-in user acting through this request (401 when nobody is signed in). */
export function signedInActor(req: Request): SignedInActor {
  return { user: requireUser(req), ip: req.ip ?? null };
}

/** A resolver's parameter: the signed-in user and their address (401 when nobody is signed in). */
export function CurrentActor(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (!context.user) throw new Unauthenticated();
    return { user: context.user, ip: context.req.ip ?? null } satisfies SignedInActor;
  });
}
