import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from './entities';

/**
 * How long a request waits for a database connection (a new one, or a free one from the pool)
 * before it fails with 503 DatabaseUnavailable: while PostgreSQL is down or overwhelmed, requests
 * fail fast instead of hanging.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 2_000;

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
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      // A server that vanished without closing its connections is noticed by the kernel's probes.
      keepAlive: true,
    },
  });
}
