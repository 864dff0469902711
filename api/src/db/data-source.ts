import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Client, type ClientConfig } from 'pg';
import { DataSource } from 'typeorm';
import { entities } from './entities';

/**
 * How long a request waits for a database connection (a new one, or a free one from the pool)
 * before it fails with 503 DatabaseUnavailable: while PostgreSQL is down or overwhelmed, requests
 * fail fast instead of hanging.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 2_000;

/**
 * The pool's connections. node-postgres reports a broken connection (PostgreSQL stopping, its
 * socket closing) as an 'error' event on the connection, and an event nobody listens to ends the
 * process. The pool listens while a connection is idle, TypeORM while it holds one, but not in the
 * instant between the pool handing a new connection out and TypeORM's listener being attached
 * (a promise callback later): a termination that arrives with the connection's first answer falls
 * in it. This listener is always there; the others still do the work (the connection is marked
 * unusable, its next query fails with a DatabaseUnavailable, and the pool drops it).
 */
export class PooledClient extends Client {
  constructor(config?: ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * The pool's size when DATABASE_POOL_SIZE is unset: node-postgres's 10 for a database elsewhere;
 * twice the cores (2 to 10) for the embedded one, which runs its queries on the api's own cores.
 */
export function defaultPoolSize(embedded: boolean): number {
  return embedded ? Math.min(10, Math.max(2, availableParallelism() * 2)) : 10;
}

/** The one TypeORM data source: migrations only, never `synchronize`. */
export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: [path.join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      application_name: 'property-maintenance-portal',
      Client: PooledClient,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      // A server that vanished without closing its connections is noticed by the kernel's probes.
      keepAlive: true,
    },
  });
}
