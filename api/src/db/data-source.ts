import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from './entities';

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
    extra: { max: options.poolSize ?? 10, application_name: 'property-maintenance-portal' },
  });
}
