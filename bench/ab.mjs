#!/usr/bin/env node
// A/B of two builds of the api on one seeded database: `node bench/ab.mjs <other api/dist/main.js>`.
// Starts this checkout's api and the other build, seeds the support scenario's 100,000 tickets
// once, and measures the same REST and GraphQL reads on both in alternating rounds
// (bench/lib/interleave.mjs), so that a code change is compared in the same minutes of the same
// machine rather than across two `npm run bench` runs. Prints req/s, p99 and CPU per request.
import path from 'node:path';
import { measureInterleaved } from './lib/interleave.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { registerUser, startServer } from './lib/server.mjs';
import { graphqlRequest } from './lib/web-operations.mjs';
import { seedSupportData, statusChangeRequest } from './scenarios/support.mjs';

const otherEntry = process.argv[2];
if (!otherEntry) {
  console.error('usage: node bench/ab.mjs <path to the other build: api/dist/main.js>');
  process.exit(1);
}
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 8),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);

// AB_CPU_PROF=<dir>: both servers write a CPU profile there (ours-*, other-*).
const prof = (name) => (process.env.AB_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(process.env.AB_CPU_PROF, name)] : []);
// A PostgreSQL of neither api's: the one that started an embedded server would also be charged the
// CPU of watching it, which made whichever side owned it look slower.
const postgres = await startPostgres();
const ours = await startServer({ databaseUrl: postgres.url, nodeArgs: prof('ours') });
const other = await startServer({ entry: path.resolve(otherEntry), databaseUrl: postgres.url, nodeArgs: prof('other') });
try {
  await seedSupportData(ours);
  const sides = [
    { label: 'this checkout', server: ours, cookie: (await registerUser(ours)).cookie },
    { label: 'other build', server: other, cookie: (await registerUser(other)).cookie },
  ];
  const list = await fetch(`${ours.url}/api/tickets?status=in-progress&priority=urgent&limit=1`, { headers: { cookie: sides[0].cookie } });
  const [ticket] = await list.json(); // a paged list answers a JSON array
  if (!ticket) throw new Error('no ticket to read');
  const page = await fetch(`${ours.url}/api/tickets?limit=100`, { headers: { cookie: sides[0].cookie } });
  const ids = (await page.json()).map((t) => t.id);
  const cases = {
    'GET /api/tickets/{id}': (cookie) => ({ method: 'GET', path: `/api/tickets/${ticket.id}`, headers: { cookie } }),
    'GET /api/tickets?status=in-progress&priority=urgent': (cookie) => ({
      method: 'GET',
      path: '/api/tickets?status=in-progress&priority=urgent',
      headers: { cookie },
    }),
    // The record lists (clients, contacts, properties share their list code).
    'GET /api/contacts': (cookie) => ({ method: 'GET', path: '/api/contacts', headers: { cookie } }),
    'GET /api/dashboard/metrics': (cookie) => ({ method: 'GET', path: '/api/dashboard/metrics', headers: { cookie }, sameBody: false }),
    // A write: another ticket and another status on every send (a transaction with its activity).
    'PATCH /api/tickets/{id}/status': (cookie) => statusChangeRequest(ids, { cookie }),
    'POST /graphql Tickets': (cookie) =>
      graphqlRequest({
        cookie,
        file: 'tickets/tickets.graphql',
        name: 'Tickets',
        variables: { filter: { status: 'IN_PROGRESS', priority: 'URGENT' }, limit: 25, offset: 0 },
        check: () => null,
      }),
  };
  // AB_CASES=<text>: only the cases whose label contains it.
  const only = process.env.AB_CASES;
  for (const [label, request] of Object.entries(cases).filter(([l]) => !only || l.includes(only))) {
    console.log(label);
    const results = await measureInterleaved(
      sides.map((s) => ({ label: s.label, url: s.server.url, request: request(s.cookie), cpuSeconds: () => s.server.cpuSeconds() })),
      load,
      rounds,
      console.log,
    );
    for (const [i, r] of results.entries()) {
      console.log(`  ${sides[i].label}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, api CPU/request ${r.cpuPerRequest.api} µs`);
    }
  }
} finally {
  await other.stop();
  await ours.stop();
  await postgres.destroy();
}
