import 'reflect-metadata';
import { fork } from 'node:child_process';
import { createDataSource } from './data-source';

/** What the migration process tells its parent when it is done. */
interface MigrationReport {
  applied: string[];
}

/**
 * Runs the pending migrations on `url` in a Node process of their own and answers the names of
 * those applied. An api process that ran the migrations itself stayed slower on busy reads for as
 * long as it ran (more CPU per request, far more garbage collection: docs/decisions.md,
 * "Migrations run in a process of their own"); the one that serves requests never runs them.
 */
export function runMigrationsApart(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], {
      env: { ...process.env, MIGRATE_DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let report: MigrationReport | null = null;
    child.on('message', (message) => (report = message as MigrationReport));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && report) resolve(report.applied);
      else reject(new Error(`the database migrations failed (${signal ?? `exit code ${code}`}); see the error above`));
    });
  });
}

/** The migration process: migrates MIGRATE_DATABASE_URL, reports to its parent and exits. */
async function migrate(url: string): Promise<void> {
  const dataSource = createDataSource(url, { poolSize: 1 });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const report: MigrationReport = { applied: applied.map((m) => m.name) };
    await new Promise<void>((resolve, reject) => process.send!(report, (error: Error | null) => (error ? reject(error) : resolve())));
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module && process.env.MIGRATE_DATABASE_URL && process.send) {
  migrate(process.env.MIGRATE_DATABASE_URL).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
