import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A proxy between an api under test and its PostgreSQL, which a test takes down and brings back:
 * an outage without stopping the PostgreSQL every test file shares. It listens on a unix socket,
 * as the embedded PostgreSQL does for the api, so that a stopped server looks the same (the socket
 * file is gone: ENOENT).
 */
export interface DatabaseProxy {
  /** The database's URL through the proxy. */
  url: string;
  /** Like a stopped server: every open connection is cut and the socket is gone (ENOENT). */
  down(): Promise<void>;
  /** Like a server that vanished from the network: connections are cut, new ones are accepted and never answered. */
  hang(): Promise<void>;
  /**
   * The next new connection is ended by the server with FATAL 57P01 (admin shutdown) sent in the
   * same packet as its first ReadyForQuery, as when PostgreSQL stops just as a connection opens.
   */
  terminateNextOnReady(): void;
  /** Serving again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

type Mode = 'up' | 'hang';

/** PostgreSQL's ErrorResponse for FATAL 57P01, as sent to every connection by `pg_ctl stop -m fast`. */
const ADMIN_SHUTDOWN = (() => {
  const fields = Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0');
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  return Buffer.concat([Buffer.from('E'), length, fields]);
})();

/** Where `databaseUrl` connects: its unix socket (node-postgres's `?host=/dir`) or host and port. */
function upstreamOf(url: URL): net.NetConnectOpts {
  const port = Number(url.port || 5432);
  const socketDir = url.searchParams.get('host');
  if (socketDir?.startsWith('/')) return { path: `${socketDir}/.s.PGSQL.${port}` };
  return { host: url.hostname, port };
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const upstream = upstreamOf(target);
  const sockets = new Set<net.Socket>();
  let mode: Mode = 'up';
  let terminateOnReady = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'hang') return;
    const server = net.connect(upstream);
    track(server);
    client.pipe(server);
    if (terminateOnReady) {
      terminateOnReady = false;
      server.on('data', (data: Buffer) => {
        const tail = data.subarray(data.length - 6);
        const ready = tail.length === 6 && tail[0] === 0x5a && tail.readInt32BE(1) === 5; // 'Z', length 5
        if (!ready) return void client.write(data);
        client.end(Buffer.concat([data, ADMIN_SHUTDOWN]));
        server.destroy();
      });
    } else {
      server.pipe(client);
    }
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  // node-postgres connects to `${host}/.s.PGSQL.${port}` when host is a directory.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'pmp-db-proxy-'));
  const port = 5432;
  const socketPath = path.join(socketDir, `.s.PGSQL.${port}`);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen();
  const url = new URL(databaseUrl);
  url.hostname = 'localhost';
  url.port = String(port);
  url.searchParams.set('host', socketDir);

  return {
    url: url.toString(),
    async down() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
    async hang() {
      mode = 'hang';
      cutAll();
      if (!server.listening) await listen();
    },
    terminateNextOnReady() {
      terminateOnReady = true;
    },
    async up() {
      mode = 'up';
      if (!server.listening) await listen();
    },
    async close() {
      const closed = stopListening();
      cutAll();
      await closed;
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
