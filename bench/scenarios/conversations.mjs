// Scenario: conversations (issue "Conversations, channels and the live triage feed", Performance).
// Runs its own PostgreSQL and two api instances on it (with Redis when one answers, so that events
// cross instances), and measures:
//   1. ingestion: signed e-mail webhooks at 20 connections, every one a new message (its own
//      Message-ID) from one of 2,000 tenants, each stored with its contact, conversation and routing
//      suggestion. Target: at least 500 messages/s.
//   1b. the same through the raw MIME webhook (POST /api/webhooks/email/raw, message/rfc822): each
//      mail parsed by mailparser, its quoted history left out, the mail kept as a file. Target: at
//      least 500 messages/s, as the JSON one.
//   2. live fan-out: 200 graphql-ws subscribers to the triage queue, half on each instance; signed
//      webhooks posted one after another to either instance; for each, the time from sending the
//      webhook to each subscriber receiving its event (from the send, not from the answer: an upper
//      bound). Target: p99 under 100 ms.
//   3. the triage queue with 10,000 waiting messages (the ingested ones, topped up with more
//      webhooks), read by a signed-in agent at 20 connections. Target: p99 under 50 ms.
//
// Environment: BENCH_REDIS_URL (redis://127.0.0.1:6379 when it answers), BENCH_SECONDS (10),
// BENCH_FANOUT_MESSAGES (200).
import { createHmac, randomBytes } from 'node:crypto';
import net from 'node:net';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { measure, percentile, responseProblems } from '../lib/measure.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { registerUser, startServer } from '../lib/server.mjs';

const SECRET = randomBytes(24).toString('hex');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const FANOUT_MESSAGES = Number(process.env.BENCH_FANOUT_MESSAGES || 200);
const SUBSCRIBERS = 200;
const QUEUE_SIZE = 10_000;
const TENANTS = 2_000;
const TARGETS = { ingestPerSecond: 500, rawIngestPerSecond: 500, fanoutP99Ms: 100, queueP99Ms: 50 };

const TEXTS = [
  'The kitchen tap has been dripping since yesterday and it is getting worse.',
  'Our radiator in the living room stays cold even with the heating on full.',
  'There is a damp patch spreading on the bathroom ceiling under the flat above.',
  'The front door lock is stiff and the key is hard to turn.',
  'The extractor fan in the bathroom stopped working this morning.',
  'No hot water since the weekend, the boiler shows an error light.',
];

let sequence = 0;
/** A new inbound e-mail (its own Message-ID) from one of the tenants, signed as the gateway signs it. */
function signedEmail() {
  sequence += 1;
  const tenant = sequence % TENANTS;
  const body = JSON.stringify({
    messageId: `<bench-${process.pid}-${sequence}-${randomBytes(4).toString('hex')}@tenants.example>`,
    from: `Tenant ${tenant} <tenant${tenant}@tenants.example>`,
    to: 'repairs@bench.example.com',
    subject: `Repair request ${sequence}`,
    text: TEXTS[sequence % TEXTS.length],
  });
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-webhook-signature': signature } };
}

/** The same kind of mail as it was sent (RFC 5322, a reply with quoted history), signed for the raw MIME webhook. */
function signedRawEmail() {
  sequence += 1;
  const tenant = sequence % TENANTS;
  const body = [
    `Message-ID: <bench-raw-${process.pid}-${sequence}-${randomBytes(4).toString('hex')}@tenants.example>`,
    `From: Tenant ${tenant} <tenant${tenant}@tenants.example>`,
    'To: repairs@bench.example.com',
    `Subject: Repair request ${sequence}`,
    'Date: Mon, 2 Mar 2026 09:15:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    TEXTS[sequence % TEXTS.length],
    '',
    'On Sun, 1 Mar 2026 at 10:00, Repairs <repairs@bench.example.com> wrote:',
    '> How can we help?',
    '',
  ].join('\r\n');
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'message/rfc822', 'x-webhook-signature': signature } };
}

async function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.write('PING\r\n');
    });
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.on('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.on('error', () => resolve(false));
  });
}

function subscriber(server, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: server.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address, protocols) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: (error) => reject(new Error(`subscription socket: ${error?.reason || error?.message || error?.code || error}`)),
    });
    client.subscribe(
      { query: 'subscription { triageQueueChanged { messageId kind } }' },
      {
        next: (value) => onEvent(value.data.triageQueueChanged),
        error: (error) => reject(new Error(`subscription: ${JSON.stringify(error)}`)),
        complete: () => undefined,
      },
    );
    client.on('connected', () => resolve(client));
  });
}

/** `path` at 20 connections, every request a new signed message from `signed`; each must be stored (a 2xx). */
async function measureWebhook(server, path, signed, load) {
  const first = signed();
  const result = await measure(
    server.url,
    {
      method: 'POST',
      path,
      headers: first.headers,
      body: first.body,
      sameBody: false,
      setupRequest: (request) => ({ ...request, ...signed() }),
    },
    load,
    () => server.cpuSeconds(),
  );
  const problems = responseProblems(result);
  if (problems.length) throw new Error(`${path}: ${problems.join('; ')}\n${server.logTail(20)}`);
  console.log(`${Math.round(result.rps)} messages/s, p99 ${result.p99} ms`);
  return result;
}

async function postWebhook(server) {
  const { body, headers } = signedEmail();
  const res = await fetch(`${server.url}/api/webhooks/email`, { method: 'POST', headers, body });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`webhook answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).messageId;
}

export default {
  name: 'conversations',
  title: 'Conversations: webhook ingestion, live fan-out over two instances, the triage queue',
  connections: 20,

  async prepare() {
    const postgres = await startPostgres();
    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redis = (await redisAnswers(redisUrl)) ? redisUrl : null;
    // One deployment: both instances sign sessions with the same secrets, so a cookie from one is good on the other.
    const env = {
      WEBHOOK_SECRET: SECRET,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SECRET_KEY: randomBytes(32).toString('hex'),
      ...(redis ? { REDIS_URL: redis } : {}),
    };
    const a = await startServer({ databaseUrl: postgres.url, env });
    const b = await startServer({ databaseUrl: postgres.url, env });
    const context = { postgres, servers: [a, b], redis, results: {}, clients: [] };
    try {
      const load = { connections: 20, seconds: SECONDS, warmupSeconds: 3 };

      // 1. Ingestion.
      process.stdout.write('  signed e-mail webhooks, each a new message … ');
      context.results.ingest = await measureWebhook(a, '/api/webhooks/email', signedEmail, load);
      process.stdout.write('  signed raw MIME webhooks, each a new message … ');
      context.results.rawIngest = await measureWebhook(a, '/api/webhooks/email/raw', signedRawEmail, load);

      // 2. Fan-out to 200 subscribers over the two instances (one instance's subscribers only
      // without Redis: events then do not cross instances).
      const { cookie } = await registerUser(a);
      const targets = redis ? [a, b] : [a];
      // Arrival times by message id: an event may arrive before the webhook's answer names its message.
      const arrivals = new Map();
      for (let i = 0; i < SUBSCRIBERS; i += 1) {
        context.clients.push(
          await subscriber(targets[i % targets.length], cookie, (event) => {
            if (event.kind !== 'ADDED') return;
            const at = performance.now();
            arrivals.set(event.messageId, [...(arrivals.get(event.messageId) ?? []), at]);
          }),
        );
      }
      const sentAt = new Map();
      await new Promise((r) => setTimeout(r, 500));
      process.stdout.write(`  live fan-out to ${SUBSCRIBERS} subscribers on ${targets.length} instance(s) … `);
      for (let i = 0; i < FANOUT_MESSAGES; i += 1) {
        const server = targets[i % targets.length];
        const { body, headers } = signedEmail();
        const started = performance.now();
        const id = JSON.parse(body).messageId;
        const res = await fetch(`${server.url}/api/webhooks/email`, { method: 'POST', headers, body });
        const answer = await res.json();
        if (res.status !== 201) throw new Error(`webhook answered ${res.status} (${id})`);
        sentAt.set(answer.messageId, started);
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 2_000));
      const latencies = [...sentAt].flatMap(([id, started]) => (arrivals.get(id) ?? []).map((at) => at - started));
      context.results.fanout = {
        expected: FANOUT_MESSAGES * SUBSCRIBERS,
        received: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        instances: targets.length,
      };
      console.log(`${latencies.length} of ${FANOUT_MESSAGES * SUBSCRIBERS} events, p99 ${Math.round(context.results.fanout.p99 ?? -1)} ms`);

      // 3. The triage queue with 10,000 waiting messages.
      const db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
      const waitingNow = async () => (await db.query(`SELECT count(*)::int AS n FROM messages WHERE status = 'pending_triage'`)).rows[0].n;
      const n = await waitingNow();
      process.stdout.write(`  topping the queue up from ${n} to ${QUEUE_SIZE} … `);
      const missing = Math.max(0, QUEUE_SIZE - n);
      for (let i = 0; i < missing; i += 40) {
        await Promise.all(Array.from({ length: Math.min(40, missing - i) }, (_, k) => postWebhook(k % 2 ? b : a)));
      }
      const waiting = await waitingNow();
      // As autovacuum would soon: the planner then knows the queue's rows (support does the same after seeding).
      await db.query('VACUUM ANALYZE messages');
      await db.end();
      console.log(`${waiting} waiting`);
      process.stdout.write('  GET /api/triage/queue … ');
      const queue = await measure(
        a.url,
        {
          method: 'GET',
          path: '/api/triage/queue',
          headers: { cookie, accept: 'application/json' },
          check: (_status, body) => (JSON.parse(body).length > 0 ? null : 'an empty queue'),
        },
        load,
        () => a.cpuSeconds(),
      );
      const queueProblems = responseProblems(queue);
      if (queueProblems.length) throw new Error(`triage queue: ${queueProblems.join('; ')}`);
      context.results.queue = { ...queue, waiting };
      console.log(`${Math.round(queue.rps)} req/s, p99 ${queue.p99} ms`);
      return context;
    } catch (error) {
      await this.cleanup(context);
      throw error;
    }
  },

  cases() {
    return [];
  },

  checks({ results, redis }) {
    const { ingest, rawIngest, fanout, queue } = results;
    return [
      {
        label: 'signed e-mail webhooks at 20 connections (new messages stored, routed)',
        value: `${Math.round(ingest.rps)} messages/s (p99 ${ingest.p99} ms, api CPU ${ingest.cpuPerRequest.api} µs/message)`,
        target: `≥ ${TARGETS.ingestPerSecond} messages/s`,
        pass: ingest.rps >= TARGETS.ingestPerSecond,
      },
      {
        label: 'signed raw MIME webhooks at 20 connections (parsed, stored with the original, routed)',
        value: `${Math.round(rawIngest.rps)} messages/s (p99 ${rawIngest.p99} ms, api CPU ${rawIngest.cpuPerRequest.api} µs/message)`,
        target: `≥ ${TARGETS.rawIngestPerSecond} messages/s`,
        pass: rawIngest.rps >= TARGETS.rawIngestPerSecond,
      },
      {
        label: `webhook sent → event at ${SUBSCRIBERS} graphql-ws subscribers on ${fanout.instances} api instance(s)${redis ? ' (Redis)' : ' (no Redis: one instance)'}`,
        value: `p99 ${Math.round(fanout.p99)} ms, p50 ${Math.round(fanout.p50)} ms; ${fanout.received} of ${fanout.expected} events`,
        target: `p99 < ${TARGETS.fanoutP99Ms} ms, every event, 2 instances`,
        pass: fanout.p99 < TARGETS.fanoutP99Ms && fanout.received === fanout.expected && fanout.instances === 2,
      },
      {
        label: `GET /api/triage/queue with ${queue.waiting.toLocaleString('en-US')} waiting messages, 20 connections`,
        value: `p99 ${queue.p99} ms (${Math.round(queue.rps)} req/s)`,
        target: `p99 < ${TARGETS.queueP99Ms} ms`,
        pass: queue.p99 < TARGETS.queueP99Ms && queue.waiting >= QUEUE_SIZE,
      },
    ];
  },

  async cleanup(context) {
    for (const client of context.clients ?? []) await client.dispose().catch(() => undefined);
    for (const server of context.servers ?? []) await server.stop().catch(() => undefined);
    await context.postgres?.destroy().catch(() => undefined);
  },
};
