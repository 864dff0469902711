import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { can, ROLE_LABELS, rolesFor, type Need, type Role } from '@pmp/shared';
import { getMetadataStorage, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { Class } from './feature-module';
import type { GraphQLContext } from './graphql-context';
import { Forbidden, Unauthenticated } from './errors';

/**
 * Default deny: every REST route and every GraphQL operation and field resolver declares what it
 * needs (`Need` in @pmp/shared); a route or operation without a declaration is refused, and the
 * app does not start with one (docs/permissions.md).
 */

/** Refuses a user who may not do what needs `need`: 401 when signed out, 403 naming the roles that may. */
export function assertAllowed(user: { role: Role } | null | undefined, need: Need): void {
  if (need === 'public') return;
  if (!user) throw new Unauthenticated();
  if (can(user.role, need)) return;
  const allowed = rolesFor(need)
    .map((role) => ROLE_LABELS[role])
    .join(' or ');
  throw new Forbidden(`Your role (${ROLE_LABELS[user.role]}) does not allow this: it needs ${allowed}.`);
}

// ---------------------------------------------------------------------------------------------
// REST

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route and what it needs; the permission test tries each with every role. */
export interface RouteRule {
  method: Uppercase<Method>;
  /** Relative to the router's mount path. */
  path: string;
  need: Need;
}

/** A route's handler: its request's params typed by the handler itself. */
type Handler = (req: Request<never>, res: Response, next: NextFunction) => unknown;

/**
 * An Express router whose every route names its need: `router.get('/:id', 'read', handler)`.
 * The need is checked before the route's own handlers run.
 */
export class GuardedRouter {
  readonly router = Router();
  readonly rules: RouteRule[] = [];

  get = this.route('get');
  post = this.route('post');
  put = this.route('put');
  patch = this.route('patch');
  delete = this.route('delete');

  private route(method: Method) {
    return (path: string | readonly string[], need: Need, ...handlers: Handler[]): this => {
      for (const one of typeof path === 'string' ? [path] : path)
        this.rules.push({ method: method.toUpperCase() as Uppercase<Method>, path: one, need });
      this.router[method](path as string | string[], allow(need), ...(handlers as RequestHandler[]));
      return this;
    };
  }
}

const guards = new WeakSet<RequestHandler>();

function allow(need: Need): RequestHandler {
  const guard: RequestHandler = (req, _res, next) => {
    assertAllowed(req.user, need);
    next();
  };
  guards.add(guard);
  return guard;
}

interface StackLayer {
  route?: { path: string | string[]; stack: { handle: RequestHandler }[] };
}

/**
 * What of the router does not start with its need's check: a route added to `.router` directly,
 * or a middleware (`router.use`). The app refuses to start with any (default deny).
 */
export function unguarded(guarded: GuardedRouter): string[] {
  const stack = (guarded.router as unknown as { stack: StackLayer[] }).stack;
  return stack
    .filter((layer) => !layer.route || !guards.has(layer.route.stack[0]!.handle))
    .map((layer) => (layer.route ? `route ${String(layer.route.path)}` : 'a middleware'));
}

// ---------------------------------------------------------------------------------------------
// GraphQL

/** A resolver class, as TypeGraphQL's metadata names it. */
type Target = object;

const declared = new Map<Target, Map<string, Need>>();
const nameOf = (target: Target) => (target as { name?: string }).name ?? 'resolver';

const allowed =
  (need: Need): MiddlewareFn<GraphQLContext> =>
  ({ context }, next) => {
    assertAllowed(context.user, need);
    return next();
  };

/**
 * What a query, mutation, subscription or field resolver needs. Those needing `work` or `admin`
 * also check it where they run (a field under an operation that needs less).
 */
export function Allow(need: Need): MethodDecorator {
  return (target, key, descriptor) => {
    const byMethod = declared.get(target.constructor) ?? new Map<string, Need>();
    byMethod.set(String(key), need);
    declared.set(target.constructor, byMethod);
    if (need === 'work' || need === 'admin') UseMiddleware(allowed(need))(target, key, descriptor);
  };
}

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** Each root field's need, by operation kind and field name. */
export type RootNeeds = Record<OperationKind, ReadonlyMap<string, Need>>;

/**
 * The needs of the resolvers' root fields; throws naming every operation or field resolver that
 * declares none, so an undeclared one never reaches a running app.
 */
export function rootNeeds(resolvers: readonly Class[]): RootNeeds {
  const storage = getMetadataStorage();
  const ours = new Set<Target>(resolvers);
  const missing: string[] = [];
  const needOf = (target: Target, method: string, described: string): Need | undefined => {
    const need = declared.get(target)?.get(method);
    if (!need) missing.push(described);
    return need;
  };
  const collect = (list: { target: Target; methodName: string; schemaName: string }[], kind: OperationKind) => {
    const needs = new Map<string, Need>();
    for (const entry of list) {
      if (!ours.has(entry.target)) continue;
      const need = needOf(entry.target, entry.methodName, `${kind} ${entry.schemaName} (${nameOf(entry.target)}.${entry.methodName})`);
      if (need) needs.set(entry.schemaName, need);
    }
    return needs;
  };
  const result: RootNeeds = {
    query: collect(storage.queries, 'query'),
    mutation: collect(storage.mutations, 'mutation'),
    subscription: collect(storage.subscriptions, 'subscription'),
  };
  for (const entry of storage.fieldResolvers) {
    if (ours.has(entry.target))
      needOf(entry.target, entry.methodName, `field ${entry.schemaName} (${nameOf(entry.target)}.${entry.methodName})`);
  }
  if (missing.length) throw new Error(`No permission declared (@Allow) for: ${missing.join(', ')}`);
  return result;
}
