import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { startEmbeddedPostgres } from './embedded';
import { runMigrationsApart } from './migrate';

/**
 * `npm run migration:create -- <Name>` and `npm run migration:generate -- <Name>` (api workspace):
 * TypeORM's CLI writing src/db/migrations/<timestamp>-<Name>.ts, then Prettier formatting it.
 * `generate` writes the SQL that brings the database to the built entities (dist/), so it first
 * applies the pending migrations to the database: DATABASE_URL, else the embedded PostgreSQL
 * under DATA_DIR (which must not be running: stop the app first). Further arguments (`--check`,
 * `--dryrun`) go to TypeORM.
 */

const API = path.resolve(__dirname, '../..');
const MIGRATIONS = 'src/db/migrations';
const USAGE = 'usage: npm run migration:create -- <Name>  |  npm run migration:generate -- <Name> [--check|--dryrun]';

/** Runs TypeORM's CLI in api/ and answers its exit status. */
function typeorm(args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const run = spawnSync(process.execPath, [require.resolve('typeorm/cli.js'), ...args], { cwd: API, env, stdio: 'inherit' });
  return run.status ?? 1;
}

async function main(): Promise<number> {
  const [command, name, ...rest] = process.argv.slice(2);
  if ((command !== 'create' && command !== 'generate') || !name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    console.error(`${USAGE}\n<Name> is PascalCase and says what the migration does, e.g. TicketDueIndex.`);
    return 2;
  }
  const before = new Set(readdirSync(path.join(API, MIGRATIONS)));
  const target = `${MIGRATIONS}/${name}`;
  let status: number;
  if (command === 'create') {
    status = typeorm(['migration:create', target, ...rest]);
  } else {
    const config = loadConfig();
    const log = createLogger({ LOG_LEVEL: process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn' });
    const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR, log);
    try {
      const url = config.DATABASE_URL ?? embedded!.url;
      for (const applied of await runMigrationsApart(url)) console.log(`applied pending migration ${applied}`);
      status = typeorm(['migration:generate', '-d', 'dist/db/cli-data-source.js', '--pretty', target, ...rest], {
        ...process.env,
        DATABASE_URL: url,
      });
    } finally {
      await embedded?.stop();
    }
  }
  const written = readdirSync(path.join(API, MIGRATIONS)).filter((f) => !before.has(f));
  if (written.length > 0) {
    const files = written.map((f) => path.join(API, MIGRATIONS, f));
    spawnSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', ...files], { stdio: 'inherit' });
  }
  return status;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
