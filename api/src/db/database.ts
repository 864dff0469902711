import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createDataSource, defaultPoolSize } from './data-source';
import { startEmbeddedPostgres } from './embedded';
import { runMigrationsApart } from './migrate';

export interface Database {
  dataSource: DataSource;
  /** Where the data lives, without the password, for the start-up banner. */
  description: string;
  close(): Promise<void>;
}

/** DATABASE_URL when given, else the embedded PostgreSQL under DATA_DIR; pending migrations run. */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR, log);
  const url = config.DATABASE_URL ?? embedded!.url;
  const dataSource = createDataSource(url, { poolSize: config.DATABASE_POOL_SIZE ?? defaultPoolSize(embedded !== null) });
  try {
    await dataSource.initialize();
    if (await dataSource.showMigrations()) {
      for (const name of await runMigrationsApart(url)) log.info({ migration: name }, 'migration applied');
    }
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  const safe = new URL(url);
  safe.password = '';
  return {
    dataSource,
    description: embedded ? `embedded PostgreSQL (${config.DATA_DIR}/postgres)` : safe.toString(),
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
