// Scenario: resilience (issue "Support core, second pass", item 5). 100 simulated support agents,
// each signed in with its own session, work in a loop against 100,000 tickets (the support
// scenario's data): list tickets by status, open one of their own tickets, add a note to it, change
// its status; each step after a think time. First for 2 minutes (target: no errors, p99 under
// 200 ms); then, under the same load, PostgreSQL is stopped (pg_ctl stop -m fast) for 5 seconds and
// started again. Measured: /readyz (polled every 100 ms) reports the outage and the return; every
// request during it fails fast with 503 and the database message (no 500, no hang, the api keeps
// running); the service is back within 5 s of the database; every write answered 2xx is in the
// database afterwards; a task reminder that falls due during the outage is still delivered (the
// job queue resumes by itself).
//
// It needs a PostgreSQL it can stop, so it runs its own (bench/lib/postgres.mjs) and its own api
// on it, with the background jobs on, instead of the shared bench server.
//
// Environment: BENCH_RESILIENCE_SECONDS (120) the steady part, BENCH_RESILIENCE_THINK_MS (1000) the
// longest think time (each pause is uniform between 0 and it), BENCH_RESILIENCE_AGENTS (100).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { percentile } from '../lib/measure.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { registerUser, startServer } from '../lib/server.mjs';
import { seedSupportData } from './support.mjs';

function numberFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const AGENTS = numberFromEnv('BENCH_RESILIENCE_AGENTS', 100);
const STEADY_SECONDS = numberFromEnv('BENCH_RESILIENCE_SECONDS', 120);
const THINK_MS = numberFromEnv('BENCH_RESILIENCE_THINK_MS', 1000);
const OUTAGE_SECONDS = 5;
/** Load goes on this long after the database is back. */
const TAIL_SECONDS = 10;
/** A request not answered within this long counts as hung. */
const REQUEST_TIMEOUT_MS = 10_000;
const TICKETS_PER_AGENT = 20;
const TARGETS = { p99Ms: 200, failFastP99Ms: 2_500, backWithinMs: 5_000, reminderWithinMs: 120_000 };
const UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';
const STATUSES = ['new', 'in-progress', 'awaiting-parts', 'awaiting-supplier'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

const ms = (n) => (n === null || n === undefined ? '—' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const count = (n) => n.toLocaleString('en-US');

/** One HTTP request, recorded: { agent, kind, start, end, status (0: no answer), body, problem }. */
async function send(run, agent, kind, method, path, body) {
  const record = { agent, kind, start: now(), end: 0, status: 0, problem: null };
  let parsed = null;
  try {
    const res = await fetch(`${run.url}${path}`, {
      method,
      headers: { cookie: run.agents[agent].cookie, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    record.status = res.status;
    try {
      parsed = JSON.parse(text);
    } catch {
      record.problem = `not JSON: ${text.slice(0, 80)}`;
    }
    if (res.status === 503 && parsed?.message !== UNAVAILABLE) record.problem = `503 without the message: ${text.slice(0, 120)}`;
    if (res.status >= 500 && res.status !== 503) record.problem = `${res.status}: ${text.slice(0, 120)}`;
  } catch (error) {
    record.problem =
      error.name === 'TimeoutError' ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` : `${error.cause?.code ?? error.message}`;
  }
  record.end = now();
  run.records.push(record);
  return { ok: record.status >= 200 && record.status < 300 && !record.problem, body: parsed, record };
}

/** An agent's loop: list, open, note, status change, each after a think time, until the run stops. */
async function agentLoop(run, agent) {
  const { tickets } = run.agents[agent];
  const think = () => sleep(Math.random() * THINK_MS);
  await sleep((agent / AGENTS) * THINK_MS); // staggered start
  for (let n = 0; !run.stopped; n++) {
    const ticketId = tickets[n % tickets.length];
    const list = await send(run, agent, 'list', 'GET', `/api/tickets?status=${STATUSES[n % STATUSES.length]}&limit=25`);
    if (list.ok && !Array.isArray(list.body)) list.record.problem = 'list: not an array';
    await think();
    if (run.stopped) break;
    const open = await send(run, agent, 'open', 'GET', `/api/tickets/${ticketId}`);
    if (open.ok && open.body?.id !== ticketId) open.record.problem = 'open: another ticket';
    await think();
    if (run.stopped) break;
    const note = await send(run, agent, 'note', 'POST', `/api/tickets/${ticketId}/activities`, {
      type: 'note',
      content: `Agent ${agent}: called the tenant (${n})`,
    });
    if (note.ok) {
      if (typeof note.body?.id === 'string') run.notes.push(note.body.id);
      else note.record.problem = 'note: no id';
    }
    await think();
    if (run.stopped) break;
    // Only this agent changes its tickets, so the status it just read is the ticket's status.
    if (open.ok) {
      const current = open.body.status;
      const next = STATUSES.filter((s) => s !== current)[Math.floor(Math.random() * (STATUSES.length - 1))];
      const change = await send(run, agent, 'status', 'PATCH', `/api/tickets/${ticketId}/status`, { status: next });
      if (change.ok && change.body?.status !== next) change.record.problem = `status: answered ${change.body?.status}`;
      run.statusChanges.push({ ticketId, to: next, ok: change.ok, answered: change.record.status !== 0 });
      await think();
    }
  }
}

/** Polls /readyz every 100 ms until stopped: [{ start, end, status }]. */
async function pollReadiness(run) {
  while (!run.readinessStopped) {
    const probe = { start: now(), end: 0, status: 0 };
    try {
      const res = await fetch(`${run.url}/readyz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await res.text();
      probe.status = res.status;
    } catch {
      probe.status = 0;
    }
    probe.end = now();
    run.readiness.push(probe);
    await sleep(Math.max(0, 100 - (probe.end - probe.start)));
  }
}

/** Lines of the api's JSON log at error level or above that are not the per-request 5xx line. */
function unexpectedErrorLines(logFile) {
  const lines = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 50 && entry.msg !== 'request errored')
        lines.push([entry.msg, entry.err?.type, entry.err?.message].filter(Boolean).join(': '));
    } catch {
      /* not a log line */
    }
  }
  return lines;
}

export default {
  name: 'resilience',
  title: 'Resilience: 100 agents, then a 5-second PostgreSQL outage under load',

  async prepare() {
    console.log('  starting its own PostgreSQL and api (jobs on) …');
    const postgres = await startPostgres();
    let server = null;
    let client = null;
    const run = { url: '', agents: [], records: [], notes: [], statusChanges: [], readiness: [], stopped: false, readinessStopped: false };
    const aborted = () => {
      run.stopped = true;
      run.readinessStopped = true;
    };
    process.once('SIGINT', aborted);
    process.once('SIGTERM', aborted);
    try {
      server = await startServer({ databaseUrl: postgres.url, env: { JOBS_ENABLED: 'true' } });
      run.url = server.url;
      await seedSupportData(server);
      client = new pg.Client({ connectionString: postgres.url });
      await client.connect();

      process.stdout.write(`  signing up ${AGENTS} agents … `);
      const tickets = (
        await client.query(`SELECT id FROM tickets WHERE status <> 'completed' ORDER BY number LIMIT $1`, [AGENTS * TICKETS_PER_AGENT])
      ).rows.map((r) => r.id);
      for (let i = 0; i < AGENTS; i++) {
        const { cookie, user } = await registerUser(server);
        run.agents.push({ cookie, user, tickets: tickets.slice(i * TICKETS_PER_AGENT, (i + 1) * TICKETS_PER_AGENT) });
      }
      console.log('done');

      // The seeded tasks' reminder backlog is the job queue's first sweep: measured after it.
      process.stdout.write('  waiting for the job queue to send the seeded reminders … ');
      const backlogStarted = now();
      for (;;) {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM tasks WHERE "nextReminderAt" <= now()`);
        if (rows[0].n === 0) break;
        if (now() - backlogStarted > 180_000)
          throw new Error(`${rows[0].n} reminders still due after 3 minutes: is the job queue running?`);
        await sleep(2_000);
      }
      console.log(`${((now() - backlogStarted) / 1000).toFixed(0)} s`);

      const runStartedAt = new Date();
      process.stdout.write(`  ${AGENTS} agents for ${STEADY_SECONDS} s … `);
      const t0 = now();
      const agents = Array.from({ length: AGENTS }, (_, i) => agentLoop(run, i));
      const readiness = pollReadiness(run);
      await sleep(STEADY_SECONDS * 1000);
      const steadyEnd = now();
      const steady = run.records.filter((r) => r.start < steadyEnd);
      console.log(
        `${count(steady.length)} requests, p99 ${ms(
          percentile(
            steady.map((r) => r.end - r.start),
            99,
          ),
        )}`,
      );

      // A reminder that falls due 3 s into the outage (due in 60 min + 3 s, reminded 60 min before).
      const reminderAgent = run.agents[0];
      const task = await fetch(`${server.url}/api/tasks`, {
        method: 'POST',
        headers: { cookie: reminderAgent.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Call the tenant back',
          ticketId: reminderAgent.tickets[0],
          dueDate: new Date(Date.now() + 3_603_000).toISOString(),
          remindBeforeMinutes: 60,
        }),
      });
      if (task.status !== 201) throw new Error(`POST /api/tasks answered ${task.status}: ${await task.text()}`);
      const taskId = (await task.json()).id;

      await client.end();
      client = null;
      process.stdout.write(`  PostgreSQL stopped for ${OUTAGE_SECONDS} s under load … `);
      const stopIssued = now();
      await postgres.stop('fast');
      const stopDone = now();
      await sleep(Math.max(0, stopIssued + OUTAGE_SECONDS * 1000 - now()));
      const startIssued = now();
      await postgres.start();
      const dbBack = now();
      console.log(`stopped in ${ms(stopDone - stopIssued)}, started in ${ms(dbBack - startIssued)}`);
      await sleep(TAIL_SECONDS * 1000);
      run.stopped = true;
      await Promise.all(agents);
      run.readinessStopped = true;
      await readiness;
      const apiAlive = (() => {
        try {
          process.kill(server.pid, 0);
          return true;
        } catch {
          return false;
        }
      })();

      if (!apiAlive) console.log(`  the api exited; its log ends with:\n${server.logTail(40)}`);

      // Every write answered 2xx, looked for in the database.
      client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const notesFound = (await client.query('SELECT count(*)::int AS n FROM activities WHERE id = ANY($1::uuid[])', [run.notes])).rows[0]
        .n;
      const ticketIds = [...new Set(run.statusChanges.map((c) => c.ticketId))];
      const changesInDb = new Map();
      for (const row of (
        await client.query(
          `SELECT "ticketId", metadata->>'to' AS "to", count(*)::int AS n FROM activities
            WHERE type = 'status_change' AND "ticketId" = ANY($1::uuid[]) AND "createdAt" >= $2 GROUP BY 1, 2`,
          [ticketIds, runStartedAt],
        )
      ).rows) {
        changesInDb.set(`${row.ticketId} ${row.to}`, row.n);
      }
      const changesAnswered = new Map();
      for (const c of run.statusChanges.filter((c) => c.ok))
        changesAnswered.set(`${c.ticketId} ${c.to}`, (changesAnswered.get(`${c.ticketId} ${c.to}`) ?? 0) + 1);
      let changesFound = 0;
      for (const [key, n] of changesAnswered) changesFound += Math.min(n, changesInDb.get(key) ?? 0);
      // The stored status is the last one answered 2xx, or (when a later change got no 2xx, its
      // outcome unknown to the agent) one of those later attempts.
      const stored = new Map(
        (await client.query('SELECT id, status FROM tickets WHERE id = ANY($1::uuid[])', [ticketIds])).rows.map((r) => [r.id, r.status]),
      );
      let finalChecked = 0;
      let finalRight = 0;
      for (const id of ticketIds) {
        const changes = run.statusChanges.filter((c) => c.ticketId === id);
        const lastOk = changes.findLastIndex((c) => c.ok);
        if (lastOk < 0) continue;
        finalChecked += 1;
        const allowed = new Set([changes[lastOk].to, ...changes.slice(lastOk + 1).map((c) => c.to)]);
        if (allowed.has(stored.get(id))) finalRight += 1;
      }

      // The reminder that fell due during the outage.
      process.stdout.write('  waiting for the reminder that fell due during the outage … ');
      let reminderAt = null;
      while (reminderAt === null && now() - dbBack < TARGETS.reminderWithinMs + 30_000) {
        const { rows } = await client.query('SELECT 1 FROM notifications WHERE "taskId" = $1', [taskId]);
        if (rows.length) reminderAt = now();
        else await sleep(1_000);
      }
      console.log(
        reminderAt === null ? 'not delivered' : `delivered ${((reminderAt - dbBack) / 1000).toFixed(0)} s after the database was back`,
      );

      return {
        run,
        marks: { t0, steadyEnd, stopIssued, stopDone, startIssued, dbBack },
        notesFound,
        changes: { answered: run.statusChanges.filter((c) => c.ok).length, found: changesFound },
        finals: { checked: finalChecked, right: finalRight },
        reminderMs: reminderAt === null ? null : reminderAt - dbBack,
        apiAlive,
        errorLines: unexpectedErrorLines(server.logFile),
      };
    } finally {
      aborted();
      process.off('SIGINT', aborted);
      process.off('SIGTERM', aborted);
      await client?.end().catch(() => undefined);
      try {
        await server?.stop();
      } finally {
        await postgres.destroy();
      }
    }
  },

  cases() {
    return []; // measured by its own agents in prepare(); the results are its checks
  },

  checks({ run, marks, notesFound, changes, finals, reminderMs, apiAlive, errorLines }) {
    const { t0, steadyEnd, stopIssued, stopDone, startIssued, dbBack } = marks;
    const failed = (r) => r.problem !== null || r.status < 200 || r.status > 299;
    const latency = (rs) => rs.map((r) => r.end - r.start);

    // Steady load.
    const steady = run.records.filter((r) => r.start < steadyEnd);
    const steadyErrors = steady.filter(failed);
    const steadyP99 = percentile(latency(steady), 99);
    const perKind = ['list', 'open', 'note', 'status']
      .map((kind) => `${kind} ${ms(percentile(latency(steady.filter((r) => r.kind === kind)), 99))}`)
      .join(', ');

    // The outage: from the stop until the database accepts connections again.
    const during = run.records.filter((r) => r.end >= stopIssued && r.start < dbBack);
    const duringFailed = during.filter(failed);
    const not503 = run.records.filter((r) => failed(r) && (r.status !== 503 || r.problem !== null));
    const failFastP99 = percentile(latency(duringFailed), 99);

    // /readyz.
    const probesDown = run.readiness.filter((p) => p.start >= stopDone && p.end <= startIssued);
    const firstNotReady = run.readiness.find((p) => p.start >= stopIssued && p.status !== 200);
    const readyAgain = run.readiness.find((p) => p.start >= dbBack && p.status === 200);
    const slowestProbe = Math.max(...run.readiness.map((p) => p.end - p.start));

    // Back: the first request answered 2xx after the database was, and failures well after.
    const firstOk = run.records.filter((r) => r.start >= dbBack && !failed(r)).sort((a, b) => a.end - b.end)[0];
    const lateFailures = run.records.filter((r) => r.start >= dbBack + TARGETS.backWithinMs && failed(r));
    const failuresAfter = run.records.filter((r) => r.start >= dbBack && failed(r));

    const seconds = (steadyEnd - t0) / 1000;
    return [
      {
        label: `${AGENTS} agents (list, open, note, status change; think 0-${THINK_MS} ms), ${Math.round(seconds)} s: p99`,
        value: `${ms(steadyP99)} (p50 ${ms(percentile(latency(steady), 50))}; ${perKind}; ${count(steady.length)} requests, ${Math.round(steady.length / seconds)} req/s)`,
        target: `< ${TARGETS.p99Ms} ms`,
        pass: steadyP99 !== null && steadyP99 < TARGETS.p99Ms,
      },
      {
        label: `${AGENTS} agents, ${Math.round(seconds)} s: errors`,
        value: `${count(steadyErrors.length)} of ${count(steady.length)}${steadyErrors.length ? ` (first: ${steadyErrors[0].kind} ${steadyErrors[0].status} ${steadyErrors[0].problem ?? ''})` : ''}`,
        target: '0',
        pass: steady.length > 0 && steadyErrors.length === 0,
      },
      {
        label: `/readyz during the ${OUTAGE_SECONDS} s outage (polled every 100 ms)`,
        value: firstNotReady
          ? `not ready ${ms(firstNotReady.end - stopIssued)} after the stop; ${probesDown.filter((p) => p.status === 503).length} of ${probesDown.length} probes while down answered 503; slowest answer ${ms(slowestProbe)}`
          : 'never reported the outage',
        target: `503 while down, each answer < ${TARGETS.failFastP99Ms / 1000} s`,
        pass:
          Boolean(firstNotReady) &&
          probesDown.length > 0 &&
          probesDown.every((p) => p.status === 503) &&
          slowestProbe < TARGETS.failFastP99Ms,
      },
      {
        label: 'Requests during the outage',
        value:
          `${count(during.length)} (${count(during.length - duringFailed.length)} answered 2xx before the stop took effect, ` +
          `${count(duringFailed.filter((r) => r.status === 503 && !r.problem).length)} 503 with the message); failures p99 ${ms(failFastP99)}; ` +
          `anything else in the whole run: ${not503.length ? `${not503.length} (first: ${not503[0].kind} ${not503[0].status} ${not503[0].problem})` : 'none'}`,
        target: `503 + message, p99 < ${TARGETS.failFastP99Ms / 1000} s; no 500, no hang`,
        pass: duringFailed.length > 0 && not503.length === 0 && failFastP99 < TARGETS.failFastP99Ms,
      },
      {
        label: 'Back after the database',
        value:
          `database stopped in ${ms(stopDone - stopIssued)}, down ${ms(dbBack - stopIssued)} in all; ` +
          `/readyz 200 ${readyAgain ? ms(readyAgain.end - dbBack) : 'never'} and first 2xx ${firstOk ? ms(firstOk.end - dbBack) : 'never'} after it was back; ` +
          `${failuresAfter.length} failures started after it was back, ${lateFailures.length} of them ${TARGETS.backWithinMs / 1000} s or more after`,
        target: `≤ ${TARGETS.backWithinMs / 1000} s`,
        pass:
          Boolean(readyAgain && firstOk) &&
          readyAgain.end - dbBack <= TARGETS.backWithinMs &&
          firstOk.end - dbBack <= TARGETS.backWithinMs &&
          lateFailures.length === 0,
      },
      {
        label: 'Writes answered 2xx, found in the database',
        value:
          `notes ${count(notesFound)} of ${count(run.notes.length)}; status changes ${count(changes.found)} of ${count(changes.answered)}; ` +
          `final status right on ${count(finals.right)} of ${count(finals.checked)} tickets`,
        target: 'all',
        pass:
          run.notes.length > 0 && notesFound === run.notes.length && changes.found === changes.answered && finals.right === finals.checked,
      },
      {
        label: 'The api process',
        value: `${apiAlive ? 'running' : 'GONE'}; ${errorLines.length ? `${errorLines.length} error log lines (first: ${errorLines[0]})` : 'no error log lines but the per-request ones'}`,
        target: 'no crash, no unhandled error',
        pass: apiAlive && errorLines.length === 0,
      },
      {
        label: 'Task reminder due during the outage',
        value: reminderMs === null ? 'not delivered' : `delivered ${Math.round(reminderMs / 1000)} s after the database was back`,
        target: `≤ ${TARGETS.reminderWithinMs / 1000} s (sweep every minute)`,
        pass: reminderMs !== null && reminderMs <= TARGETS.reminderWithinMs,
      },
    ];
  },
};
