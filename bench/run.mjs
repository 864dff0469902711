#!/usr/bin/env node
// Load benchmarks: `npm run bench` (builds first) or `node bench/run.mjs` against an existing build.
//
// Starts the built api on a free port (4300-4399) with a fresh temporary DATA_DIR (embedded
// PostgreSQL), measures GET /healthz as the baseline, then every scenario in bench/scenarios/,
// prints a table and writes bench/RESULTS.md. Exit code: 0 all targets met, 1 error (including
// any non-2xx or unexpected response), 2 a target missed.
//
// Environment:
//   BENCH_SECONDS          measured seconds per case (10)
//   BENCH_WARMUP_SECONDS   warm-up seconds per case, not measured (8: the signed-in paths need ~8 s
//                          of load before their CPU cost per request settles)
//   BENCH_CONNECTIONS      concurrent connections (50)
//   BENCH_SCENARIOS        comma-separated scenario names (all files in bench/scenarios/)
//   BENCH_DATABASE_URL     use this PostgreSQL instead of the embedded one
//   BENCH_RESULTS          where to write the report (bench/RESULTS.md); "-" to skip writing
//   BENCH_CPU_PROF         a directory: the server runs with --cpu-prof and writes its profile there
//
// A scenario may also compare the api with another server (`comparisons(context)`: the same read
// on both, measured in alternating rounds, bench/lib/interleave.mjs) and stop what it started in
// `cleanup(context)`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureInterleaved } from './lib/interleave.mjs';
import { abortCurrentRun, measure, responseProblems } from './lib/measure.mjs';
import { measureFloor } from './lib/sql-floor.mjs';
import { ROOT, startServer } from './lib/server.mjs';

function numberFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

const load = {
  seconds: numberFromEnv('BENCH_SECONDS', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 8),
  connections: numberFromEnv('BENCH_CONNECTIONS', 50),
};
const resultsFile = process.env.BENCH_RESULTS ?? path.join(ROOT, 'bench', 'RESULTS.md');

const BASELINE = {
  label: 'GET /healthz (baseline)',
  request: {
    method: 'GET',
    path: '/healthz',
    check: (_status, body) => (JSON.parse(body).status === 'ok' ? null : 'not {"status":"ok"}'),
  },
};

async function loadScenarios() {
  const dir = path.join(ROOT, 'bench', 'scenarios');
  const all = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const scenario = (await import(pathToFileURL(path.join(dir, file)).href)).default;
    if (!scenario?.name || typeof scenario.cases !== 'function') throw new Error(`bench/scenarios/${file}: no valid default export`);
    all.push(scenario);
  }
  const wanted = (process.env.BENCH_SCENARIOS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return all;
  const unknown = wanted.filter((w) => !all.some((s) => s.name === w));
  if (unknown.length) throw new Error(`unknown scenario(s): ${unknown.join(', ')} (have: ${all.map((s) => s.name).join(', ')})`);
  return all.filter((s) => wanted.includes(s.name));
}

/** Checks a case's target; returns { verdict: 'PASS' | 'FAIL' | '—', text }. */
function judge(row, baseline) {
  const t = row.target;
  if (!t) return { verdict: '—', text: '' };
  const parts = [];
  let pass = true;
  if (t.minRatio !== undefined) {
    parts.push(`≥ ${Math.round(t.minRatio * 100)}% of baseline req/s`);
    if (row.m.rps / baseline.rps < t.minRatio) pass = false;
  }
  if (t.maxFloorFactor !== undefined) {
    parts.push(`≥ 1/${t.maxFloorFactor} of SQL floor req/s`);
    if (!row.floor || row.m.rps * t.maxFloorFactor < row.floor.rps) pass = false;
  }
  if (t.maxP99Ms !== undefined) {
    parts.push(`p99 ≤ ${t.maxP99Ms} ms`);
    if (row.m.p99 > t.maxP99Ms) pass = false;
  }
  return { verdict: pass ? 'PASS' : 'FAIL', text: parts.join(', ') };
}

function machine() {
  const cpus = os.cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'api'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (dirty) commit += ' (api/ has uncommitted changes)';
  } catch {
    /* not a git checkout */
  }
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown'}${cpus[0]?.speed ? ` @ ${cpus[0].speed} MHz` : ''}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    commit,
  };
}

const fmt = {
  rps: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => `${Number(n).toFixed(n < 10 ? 1 : 0)} ms`,
  us: (n) => (n === null || n === undefined ? '—' : `${n.toLocaleString('en-US')} µs`),
  ratio: (r) => (r === null ? '—' : `${Math.round(r * 100)}%`),
};

function tableRows(rows, baseline) {
  return rows.map((row) => {
    const ratio = row.isBaseline ? null : row.m.rps / baseline.rps;
    const { verdict, text } = row.isBaseline ? { verdict: '—', text: 'baseline' } : judge(row, baseline);
    return {
      Scenario: row.scenario,
      Request: row.label,
      'req/s': fmt.rps(row.m.rps),
      p50: fmt.ms(row.m.p50),
      p99: fmt.ms(row.m.p99),
      'vs baseline': row.isBaseline ? '100%' : fmt.ratio(ratio),
      'SQL floor req/s': row.floor ? fmt.rps(row.floor.rps) : '—',
      'vs floor': row.floor ? fmt.ratio(row.m.rps / row.floor.rps) : '—',
      Requests: row.m.requests.toLocaleString('en-US'),
      'api CPU/req': fmt.us(row.m.cpuPerRequest.api),
      'db CPU/req': fmt.us(row.m.cpuPerRequest.db),
      Target: text,
      Result: verdict,
    };
  });
}

function markdownTable(objects) {
  const headers = Object.keys(objects[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const numeric = new Set(['req/s', 'p50', 'p99', 'vs baseline', 'SQL floor req/s', 'vs floor', 'Requests', 'api CPU/req', 'db CPU/req']);
  return [
    line(headers),
    line(headers.map((h) => (numeric.has(h) ? '---:' : '---'))),
    ...objects.map((o) => line(headers.map((h) => String(o[h]).replace(/\|/g, '\\|')))),
  ].join('\n');
}

function writeReport(table, checks, info, startedAt, database) {
  if (resultsFile === '-') return;
  const text = `# Benchmark results

Written by \`npm run bench\` (bench/run.mjs); each run replaces this file.

- Date: ${startedAt.toISOString()}
- Machine: ${info.cpu}, ${info.memory} RAM, ${info.os}
- Node.js: ${info.node}
- Commit: ${info.commit}
- Database: ${database}
- Load: autocannon, ${load.connections} connections (the support scenario: 20), ${load.seconds} s measured per request after ${load.warmupSeconds} s warm-up; load generator and server share this machine
- Targets: signed-in requests (auth) and GET /api/tickets/{id} reach ≥ 40% of the GET /healthz
  baseline req/s of the same run; the other support-core calls meet their p99 limit and reach
  ≥ 1/3 of their SQL floor's req/s

${markdownTable(table)}
${checks.length ? `\n${markdownTable(checks)}\n` : ''}
req/s is autocannon's per-second mean; p50/p99 are request latencies. api/db CPU/req are the CPU
time (user + system) the api process and the embedded PostgreSQL spent per request during the
measured run: steadier than req/s when other work shares the machine. Every measured response was
checked: 2xx status and exactly the body of a probe request sent first (or, where the body
legitimately varies, a probe checked by the scenario). The SQL floor is the statements one
request sends (what the route's service method sends: the session and its user come from the
api's session cache), captured from the api code itself and replayed straight through \`pg\` at the same concurrency
and duration, prepared ones prepared: what the endpoint would do with zero cost for HTTP,
cookies, validation and JSON.
`;
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, text);
}

async function main() {
  const startedAt = new Date();
  const scenarios = await loadScenarios();
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = databaseUrl ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL (fresh temporary DATA_DIR)';
  const info = machine();
  console.log(`Machine: ${info.cpu}, ${info.memory}; Node ${info.node}`);
  console.log(`Load: ${load.connections} connections, ${load.seconds} s per request (+${load.warmupSeconds} s warm-up)`);

  let nodeArgs = [];
  if (process.env.BENCH_CPU_PROF) {
    const dir = path.resolve(process.env.BENCH_CPU_PROF);
    mkdirSync(dir, { recursive: true });
    nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
    console.log(`CPU profile of the server → ${dir}`);
  }

  console.log('Starting the api…');
  const server = await startServer({ databaseUrl, nodeArgs });
  let interrupted = false;
  const onSignal = (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping`);
    abortCurrentRun();
    process.exitCode = 130;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const rows = [];
  const checks = [];
  try {
    console.log(`api ready at ${server.url} (pid ${server.pid})`);
    const run = async (scenario, c, isBaseline = false, scenarioLoad = load) => {
      if (interrupted) throw new Error('interrupted');
      process.stdout.write(`  ${c.label} … `);
      const m = await measure(server.url, c.request, scenarioLoad, () => server.cpuSeconds());
      if (interrupted) throw new Error('interrupted');
      const problems = responseProblems(m);
      if (problems.length) {
        console.log('FAILED');
        throw new Error(
          `${c.label}: ${problems.join('; ')} out of ${m.requests + m.non2xx} responses\n--- server log (tail) ---\n${server.logTail(20)}`,
        );
      }
      const cpu = m.cpuPerRequest;
      console.log(
        `${fmt.rps(m.rps)} req/s, p50 ${fmt.ms(m.p50)}, p99 ${fmt.ms(m.p99)}` +
          (cpu.api !== null ? `; CPU/request api ${fmt.us(cpu.api)}, db ${fmt.us(cpu.db)}` : ''),
      );
      let floor = null;
      if (c.floor) {
        floor = await measureFloor(c.floor.url, c.floor.statementsFor, scenarioLoad);
        console.log(`    SQL floor … ${fmt.rps(floor.rps)} req/s, p50 ${fmt.ms(floor.p50)}, p99 ${fmt.ms(floor.p99)}`);
      }
      rows.push({ scenario, label: c.label, target: c.target, m, floor, isBaseline });
      return m;
    };

    console.log('baseline');
    const baseline = await run('baseline', BASELINE, true);
    for (const scenario of scenarios) {
      console.log(scenario.title ?? scenario.name);
      const context = (await scenario.prepare?.(server)) ?? {};
      try {
        const scenarioLoad = { ...load, connections: scenario.connections ?? load.connections };
        for (const c of scenario.cases(context)) await run(scenario.name, c, false, scenarioLoad);
        for (const comparison of scenario.comparisons?.(context) ?? []) {
          if (interrupted) throw new Error('interrupted');
          console.log(`  ${comparison.label} (${comparison.rounds} alternating rounds each)`);
          const measured = await measureInterleaved(comparison.sides, scenarioLoad, comparison.rounds, (line) => console.log(line));
          for (const [i, side] of comparison.sides.entries()) {
            const m = measured[i];
            console.log(
              `  ${side.label}: ${fmt.rps(m.rps)} req/s, p50 ${fmt.ms(m.p50)}, p99 ${fmt.ms(m.p99)}; CPU/request ${fmt.us(m.cpuPerRequest.api)}`,
            );
            rows.push({
              scenario: scenario.name,
              label: `${comparison.label}: ${side.label}`,
              target: side.target,
              m,
              floor: null,
              isBaseline: false,
            });
          }
          const ratio = measured[0].rps / measured[1].rps;
          checks.push({
            Scenario: scenario.name,
            Check: `${comparison.label}: ${comparison.sides[0].label} / ${comparison.sides[1].label} req/s`,
            Value: `${ratio.toFixed(2)}x (${fmt.rps(measured[0].rps)} / ${fmt.rps(measured[1].rps)} req/s; p99 ${fmt.ms(measured[0].p99)} / ${fmt.ms(measured[1].p99)})`,
            Target: `≥ ${comparison.minRatio}x`,
            Result: ratio >= comparison.minRatio ? 'PASS' : 'FAIL',
          });
        }
        for (const check of scenario.checks?.(context) ?? [])
          checks.push({
            Scenario: scenario.name,
            Check: check.label,
            Value: check.value,
            Target: check.target,
            Result: check.pass ? 'PASS' : 'FAIL',
          });
      } finally {
        await scenario.cleanup?.(context);
      }
    }

    const table = tableRows(rows, baseline);
    console.log();
    console.table(table);
    if (checks.length) console.table(checks);
    writeReport(table, checks, info, startedAt, database);
    if (resultsFile !== '-') console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
    const failed = [
      ...table.filter((r) => r.Result === 'FAIL').map((r) => r.Request),
      ...checks.filter((c) => c.Result === 'FAIL').map((c) => c.Check),
    ];
    if (failed.length) {
      console.error(`\nTarget missed: ${failed.join('; ')}`);
      process.exitCode = 2;
    }
  } finally {
    console.log('Stopping the api…');
    await server.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(process.exitCode && process.exitCode !== 2 ? process.exitCode : 1);
  },
);
