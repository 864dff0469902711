// Starts the built api (api/dist/main.js) as a child process for benchmarks, and stops it again.
// The child gets a fresh temporary DATA_DIR (embedded PostgreSQL) unless a database URL is given.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'api/dist/main.js');

/** The first port in [from, to] that nothing listens on (ports 4300-4399 are the bench's). */
export async function findFreePort(from = 4300, to = 4399) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Last `lines` lines of a text file, for error messages. */
function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** CPU seconds (user + system) used so far by a process, from /proc (Linux); null elsewhere. */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks; USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** CPU seconds of a process and all its children (PostgreSQL: the postmaster and its backends). */
function processTreeCpuSeconds(rootPid) {
  let total = processCpuSeconds(rootPid);
  if (total === null) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === rootPid) total += processCpuSeconds(Number(entry)) ?? 0;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

/** Servers started and not yet stopped, so every exit path can stop them. */
const running = new Set();

/**
 * Last resort on process exit (synchronous): kill any server still running, and the embedded
 * PostgreSQL it may have left behind, then remove the temporary directory.
 */
process.on('exit', () => {
  for (const server of running) server.killNow();
});

/**
 * Starts `node api/dist/main.js` and waits until GET /readyz answers 200.
 * @param {{ databaseUrl?: string, env?: Record<string,string>, nodeArgs?: string[], entry?: string,
 *           readyTimeoutMs?: number, port?: number, keepTempDir?: boolean }} options
 *   entry: another build's main.js (to compare builds); default api/dist/main.js
 */
export async function startServer(options = {}) {
  const entry = options.entry ?? MAIN;
  if (!existsSync(entry)) throw new Error(`${path.relative(ROOT, entry)} is missing: run \`npm run build -w api\` first`);
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'pmp-bench-'));
  const dataDir = path.join(tempDir, 'data');
  const logFile = path.join(tempDir, 'server.log');
  const port = options.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;

  const env = { ...process.env };
  // Nothing from the caller's shell that would change what is measured or where data goes.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SIGNUP_CODE', 'PUBLIC_URL', 'WEB_DIST', 'TRUST_PROXY', 'SMTP_URL']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    COMPANY_EMAIL_DOMAINS: 'bench.example.com',
    // The scenarios sign their users up themselves, with no mail server to confirm addresses.
    SIGNUP_MODE: 'domain',
    EMAIL_VERIFICATION: 'off',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SECRET_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    // The seeded tasks' reminder backlog would be swept during the measurements.
    JOBS_ENABLED: 'false',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });

  // The server's output goes straight to a file: piping it through this process would cost CPU
  // that the load generator needs.
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);

  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  let removed = false;
  const removeTempDir = () => {
    if (removed || options.keepTempDir) return;
    removed = true;
    rmSync(tempDir, { recursive: true, force: true, maxRetries: 3 });
  };
  /** Kills a PostgreSQL the api left behind (only when the api itself had to be killed). */
  const killOrphanPostgres = () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, 'SIGQUIT'); // immediate shutdown
      } catch {
        /* already gone */
      }
    }
  };

  const server = {
    url,
    port,
    /** The api's environment (its configuration). */
    env,
    tempDir,
    dataDir,
    logFile,
    pid: child.pid,
    /**
     * CPU seconds used so far by the api process and by the embedded PostgreSQL (null when not
     * embedded or not on Linux). Differences over a run give the CPU cost per request.
     */
    cpuSeconds() {
      let db = null;
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      if (existsSync(pidFile)) {
        const pgPid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
        if (Number.isInteger(pgPid) && pgPid > 0) db = processTreeCpuSeconds(pgPid);
      }
      return { api: processCpuSeconds(child.pid), db };
    },
    /** The server's database: BENCH_DATABASE_URL, or its embedded PostgreSQL (credentials under DATA_DIR). */
    databaseUrl() {
      if (options.databaseUrl) return options.databaseUrl;
      const { password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
      const pid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
      const [pgPort, socketDir] = [pid[3]?.trim(), pid[4]?.trim()];
      // The same transport as the api: its unix socket when it has one (api/src/db/embedded.ts).
      const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/portal`;
      return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
    },
    /** The tail of the server's log, for error messages. */
    logTail: (lines) => tail(logFile, lines),
    /** SIGTERM (graceful: finishes requests, stops the embedded database), SIGKILL after a timeout. */
    async stop(timeoutMs = 30_000) {
      running.delete(server);
      try {
        if (!exited) {
          child.kill('SIGTERM');
          const result = await Promise.race([exitPromise, sleep(timeoutMs).then(() => null)]);
          if (!result) {
            child.kill('SIGKILL');
            await exitPromise;
            killOrphanPostgres();
            await sleep(500);
            throw new Error(`the server did not stop within ${timeoutMs / 1000} s of SIGTERM and was killed`);
          }
          if (result.code !== 0) {
            throw new Error(`the server exited with ${result.signal ?? `code ${result.code}`} on SIGTERM:\n${tail(logFile)}`);
          }
        }
      } finally {
        removeTempDir();
      }
    },
    /** Synchronous, for process 'exit': no graceful shutdown possible there. */
    killNow() {
      running.delete(server);
      if (!exited) {
        try {
          child.kill('SIGKILL');
        } catch {
          /* gone */
        }
      }
      killOrphanPostgres();
      try {
        removeTempDir();
      } catch {
        /* best effort */
      }
    },
  };
  running.add(server);

  try {
    await waitUntilReady(server, () => exited, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    const log = tail(logFile);
    await server.stop(10_000).catch(() => undefined);
    throw new Error(`${error.message}\n--- server log (tail) ---\n${log}`);
  }
  return server;
}

async function waitUntilReady(server, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(`the server exited during start-up (${gone.signal ?? `code ${gone.code}`})`);
    try {
      const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(200);
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s (last: ${last})`);
}

/** The `name=value` pair of a Set-Cookie header, for sending back in a Cookie header. */
function cookiePair(res, name) {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(';')[0];
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return null;
}

async function postJson(server, pathname, body, headers = {}) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { res, text };
}

/**
 * Registers a new user (one sign-up: sign-in/up is rate limited) and returns its session cookie.
 * @returns {Promise<{ cookie: string, user: object, email: string, password: string }>}
 */
export async function registerUser(server, { domain = 'bench.example.com', signupCode } = {}) {
  const email = `bench-${randomBytes(4).toString('hex')}@${domain}`;
  const password = randomBytes(12).toString('base64url');
  const { res, text } = await postJson(server, '/api/register', {
    email,
    password,
    firstName: 'Bench',
    lastName: 'User',
    ...(signupCode ? { signupCode } : {}),
  });
  if (res.status !== 201) throw new Error(`POST /api/register answered ${res.status}: ${text.slice(0, 500)}`);
  const cookie = cookiePair(res, 'pmp.sid');
  if (!cookie) throw new Error('POST /api/register set no pmp.sid cookie');
  return { cookie, user: JSON.parse(text), email, password };
}
