import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { GuardedRouter } from './permissions';

/**
 * A feature's descriptor (`modules/<feature>/<feature>.module.ts`): what the data source, the
 * GraphQL schema, `createServices` and the app take from it. The registry (`modules/index.ts`)
 * lists every descriptor; nothing else names a feature's entities, resolvers or routers.
 */

/** A class: an entity, a resolver. */
export type Class = abstract new (...args: never[]) => object;

/** What a feature's factories are handed besides the services: the shared engines and settings. */
export interface FeatureContext {
  dataSource: DataSource;
  config: Config;
  /** Where services read the time (tests pass a TestClock). */
  clock: Clock;
  log: Logger;
  /** Publishes a committed change on a subscription topic (a no-op where nobody subscribes: tests, scripts). */
  publish: (topic: string, payload: object) => void;
  /** Shared with the other api processes when REDIS_URL is set (sign-in throttling). */
  redis: Redis | null;
}

/**
 * Builds one service from the services it uses (by their name in `Services`) and the context.
 * `Uses` names every service the feature's factories read, its own included.
 */
export type ServiceFactory<Uses> = (services: Uses, context: FeatureContext) => object;

/** A resolver class and how its instance is built (TypeGraphQL asks the schema's container for it). */
export interface ResolverEntry<Uses> {
  type: Class;
  create: (services: Uses, context: FeatureContext) => object;
}

/**
 * Who may call a REST router, which also decides where the app mounts it:
 * - `signedIn` (default): after the sign-in guard; every request needs a signed-in, active user.
 * - `public`: after the JSON body parser and the session, before the guard (sign-up, sign-in).
 * - `webhook`: before the body parser and the session; the router parses its own body (the
 *   sender's signature is over the raw bytes) and authenticates the sender itself.
 */
export type RouterAccess = 'signedIn' | 'public' | 'webhook';

/** A REST router at its mount path; each of its routes names what it needs (common/permissions.ts). */
export interface RouterEntry<Uses> {
  path: string;
  access?: RouterAccess;
  create: (services: Uses, context: FeatureContext) => GuardedRouter;
}

export interface FeatureModule<Uses, Provides extends Record<string, ServiceFactory<Uses>>> {
  name: string;
  /** TypeORM entities (the data source's tables). */
  entities: readonly Class[];
  /** The services this feature provides, each built once by its factory. */
  services: Provides;
  resolvers: readonly ResolverEntry<Uses>[];
  /** Mounted in this order, each at its path. */
  routers: readonly RouterEntry<Uses>[];
}

/** Any feature, seen from code that hands it all the services `S`. */
export type Feature<S> = FeatureModule<S, Record<string, ServiceFactory<S>>>;

/**
 * Declares a feature whose factories use the services `Uses`:
 * `feature<{ tickets: TicketService }>()({ name: 'tickets', ... })`.
 */
export function feature<Uses>() {
  return <const Provides extends Record<string, ServiceFactory<Uses>>>(module: FeatureModule<Uses, Provides>) => module;
}

/** A resolver entry whose factory answers an instance of the class. */
export function resolver<Uses, T extends object>(
  type: abstract new (...args: never[]) => T,
  create: (services: Uses, context: FeatureContext) => T,
): ResolverEntry<Uses> {
  return { type, create };
}

/** The services a feature provides, by name. */
type ProvidedBy<F> = F extends { services: infer P } ? { [K in keyof P]: P[K] extends (...args: never[]) => infer S ? S : never } : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every service the listed features provide, by name (`services.tickets`, ...). */
export type ServicesOf<List extends readonly unknown[]> = Intersection<ProvidedBy<List[number]>>;
