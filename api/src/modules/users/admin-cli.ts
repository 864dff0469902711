import 'reflect-metadata';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createLogger } from '../../logger';
import { ADMIN_USAGE, adminCommand } from './admin-command';

/**
 * `npm run admin -- promote <email>`: makes that account an active admin, for a company locked out
 * of its administration. Works on DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (stop
 * the app first: one PostgreSQL process per data directory).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args[0] !== 'promote') {
    console.error(ADMIN_USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig(), createLogger({ LOG_LEVEL: 'warn' }));
  try {
    const { status, output } = await adminCommand(args, database.dataSource);
    (status === 0 ? console.log : console.error)(status === 1 ? `${output} (${database.description})` : output);
    return status;
  } finally {
    await database.close();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
