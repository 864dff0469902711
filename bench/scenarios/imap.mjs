// Scenario: the desk's mailboxes read over IMAP (issue #22, targets 1 and 2), against a Dovecot the
// scenario starts (bench/lib/dovecot.mjs) and an api of its own (DESK_IMAP_URL set, mailbox
// readers on), on its own embedded PostgreSQL.
// - Latency with IDLE: mails delivered to the desk mailbox one at a time (the next once the last is
//   stored); each one's time from its delivery into the maildir until it is in the triage queue
//   (its row stored as pending_triage, polled in the database every 5 ms). Target: p99 ≤ 2 s.
// - Backlog: a mailbox holding a backlog is added (POST /api/mailboxes); the rate from its first
//   message stored to its last, and the api's peak resident memory meanwhile (VmHWM is not reset
//   between the parts, so the peak is sampled from VmRSS every 100 ms). Targets: ≥ 200 mails/s,
//   under 300 MB.
//
// - Latency without IDLE: a second Dovecot that does not offer IDLE, added as a mailbox; mails
//   delivered one at a time at random moments of the poll cycle (IMAP_POLL_SECONDS). Target: every
//   one in the triage queue within the poll interval plus 1 s.
//
// Environment: BENCH_IMAP_MAILS (200) the mails of the latency part, BENCH_IMAP_BACKLOG (5000),
// BENCH_IMAP_POLL_SECONDS (5) the api's poll interval, BENCH_IMAP_POLL_MAILS (10).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startDovecot } from '../lib/dovecot.mjs';
import { percentile } from '../lib/measure.mjs';
import { registerUser, startServer } from '../lib/server.mjs';

function numberFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

const MAILS = numberFromEnv('BENCH_IMAP_MAILS', 200);
const BACKLOG = numberFromEnv('BENCH_IMAP_BACKLOG', 5000);
const POLL_SECONDS = numberFromEnv('BENCH_IMAP_POLL_SECONDS', 5);
const POLL_MAILS = numberFromEnv('BENCH_IMAP_POLL_MAILS', 10);
const TARGETS = { p99Ms: 2_000, mailsPerSecond: 200, rssMb: 300, pollSlackMs: 1_000 };
/** A mail not stored within this long counts as lost. */
const MAIL_TIMEOUT_MS = 30_000;
const PASSWORD = 'bench-imap-password';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const ms = (n) => (n === null || n === undefined ? '—' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);

/** A tenant's mail as it arrives from the internet: a few headers, a short plain-text body. */
function tenantMail(id, n) {
  const tenant = `tenant${n % 50}`;
  return [
    `Return-Path: <${tenant}@example.net>`,
    `Received: from mx.example.net by mail.bench.example.com; ${new Date().toUTCString()}`,
    `From: Tenant ${n % 50} <${tenant}@example.net>`,
    'To: support@bench.example.com',
    `Subject: Repair request ${n}: dripping tap in the kitchen`,
    `Message-ID: <${id}@example.net>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello,',
    '',
    `The kitchen tap in flat ${n % 50} has been dripping since Monday and the sink cabinet is getting wet.`,
    'Could somebody come and have a look this week? I am at home after 4 pm.',
    '',
    'Thanks,',
    `Tenant ${n % 50}`,
    '',
  ].join('\r\n');
}

/** The api process's resident memory in MB (Linux). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
}

export default {
  name: 'imap',
  title: `IMAP: ${MAILS} mails one at a time with IDLE, then a ${BACKLOG.toLocaleString('en-US')}-mail backlog`,

  async prepare() {
    console.log('  starting Dovecot and an api reading its desk mailbox …');
    const dovecot = await startDovecot({ users: { support: PASSWORD, backlog: PASSWORD } });
    let polled = null;
    let server = null;
    let client = null;
    try {
      server = await startServer({
        env: {
          JOBS_ENABLED: 'true',
          DESK_IMAP_URL: dovecot.url('support'),
          DESK_EMAIL: 'support@bench.example.com',
          IMAP_POLL_SECONDS: String(POLL_SECONDS),
          LOG_LEVEL: 'warn',
        },
      });
      client = new pg.Client({ connectionString: server.databaseUrl() });
      await client.connect();
      const storedAs = async (id) =>
        (await client.query(`SELECT status FROM messages WHERE provider = 'email' AND "providerMessageId" = $1`, [`${id}@example.net`]))
          .rows[0]?.status;

      // The desk mailbox's reader is connected once its checkpoint has a UIDVALIDITY.
      for (let i = 0; ; i++) {
        const { rows } = await client.query(`SELECT "uidValidity", "lastError" FROM mailboxes WHERE address = 'support@bench.example.com'`);
        if (rows[0]?.uidValidity) break;
        if (i > 300) throw new Error(`the desk mailbox's reader did not connect within 30 s: ${rows[0]?.lastError ?? 'no mailbox row'}`);
        await sleep(100);
      }

      process.stdout.write(`  ${MAILS} mails one at a time … `);
      const latencies = [];
      let lost = 0;
      let notQueued = 0;
      for (let n = 0; n < MAILS; n++) {
        const id = `idle-${n}-${Date.now()}`;
        const delivered = now();
        dovecot.deliver('support', tenantMail(id, n));
        let status;
        while (!(status = await storedAs(id)) && now() - delivered < MAIL_TIMEOUT_MS) await sleep(5);
        if (!status) lost += 1;
        else {
          latencies.push(now() - delivered);
          if (status !== 'pending_triage') notQueued += 1;
        }
      }
      const p99 = percentile(latencies, 99);
      console.log(`p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)}${lost ? `, ${lost} not stored` : ''}`);

      process.stdout.write(`  delivering a backlog of ${BACKLOG.toLocaleString('en-US')} mails … `);
      for (let n = 0; n < BACKLOG; n++) dovecot.deliver('backlog', tenantMail(`backlog-${n}`, n));
      console.log('done');
      const { cookie } = await registerUser(server);
      const baselineRss = rssMb(server.pid);
      const added = await fetch(`${server.url}/api/mailboxes`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          address: 'backlog@bench.example.com',
          host: '127.0.0.1',
          port: dovecot.port,
          tls: 'starttls',
          username: 'backlog',
          password: PASSWORD,
        }),
      });
      if (added.status !== 201) throw new Error(`POST /api/mailboxes answered ${added.status}: ${await added.text()}`);
      const mailboxId = (await added.json()).id;
      process.stdout.write('  reading it … ');
      let peakRss = baselineRss;
      const sampler = setInterval(() => {
        const rss = rssMb(server.pid);
        if (rss !== null && rss > peakRss) peakRss = rss;
      }, 100);
      const counted = async () =>
        (await client.query(`SELECT count(*)::int AS n FROM messages WHERE "providerMessageId" LIKE 'backlog-%'`)).rows[0].n;
      let stored = 0;
      let lastProgress = now();
      try {
        while (stored < BACKLOG) {
          await sleep(250);
          const n = await counted();
          if (n > stored) lastProgress = now();
          stored = n;
          if (now() - lastProgress > 60_000) break;
        }
      } finally {
        clearInterval(sampler);
      }
      // The first and last stored message of the backlog, by the database's clock.
      const { rows } = await client.query(
        `SELECT EXTRACT(EPOCH FROM max("createdAt") - min("createdAt"))::float8 AS seconds FROM messages WHERE "providerMessageId" LIKE 'backlog-%'`,
      );
      const seconds = rows[0].seconds;
      const checkpoint = (await client.query(`SELECT "lastUid", "lastError" FROM mailboxes WHERE id = $1`, [mailboxId])).rows[0];
      const rate = seconds > 0 ? stored / seconds : null;
      console.log(
        `${stored.toLocaleString('en-US')} stored in ${seconds?.toFixed(1)} s (${rate ? Math.round(rate) : '—'} mails/s); api memory ${Math.round(baselineRss)} → peak ${Math.round(peakRss)} MB`,
      );

      process.stdout.write(`  ${POLL_MAILS} mails one at a time to a server without IDLE (polled every ${POLL_SECONDS} s) … `);
      polled = await startDovecot({ users: { poll: PASSWORD }, idle: false });
      const addedPolled = await fetch(`${server.url}/api/mailboxes`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          address: 'poll@bench.example.com',
          host: '127.0.0.1',
          port: polled.port,
          tls: 'starttls',
          username: 'poll',
          password: PASSWORD,
        }),
      });
      if (addedPolled.status !== 201) throw new Error(`POST /api/mailboxes answered ${addedPolled.status}: ${await addedPolled.text()}`);
      for (let i = 0; ; i++) {
        const { rows } = await client.query(`SELECT "uidValidity", "lastError" FROM mailboxes WHERE address = 'poll@bench.example.com'`);
        if (rows[0]?.uidValidity) break;
        if (i > 600) throw new Error(`the polled mailbox's reader did not connect within 60 s: ${rows[0]?.lastError ?? 'no mailbox row'}`);
        await sleep(100);
      }
      const pollLatencies = [];
      let pollLost = 0;
      for (let n = 0; n < POLL_MAILS; n++) {
        // A random moment of the poll cycle, so the figures span it.
        await sleep(Math.random() * POLL_SECONDS * 1000);
        const id = `poll-${n}-${Date.now()}`;
        const delivered = now();
        polled.deliver('poll', tenantMail(id, n));
        let status;
        while (!(status = await storedAs(id)) && now() - delivered < MAIL_TIMEOUT_MS) await sleep(5);
        if (status) pollLatencies.push(now() - delivered);
        else pollLost += 1;
      }
      console.log(`max ${ms(pollLatencies.length ? Math.max(...pollLatencies) : null)}${pollLost ? `, ${pollLost} not stored` : ''}`);
      return {
        latencies,
        p99,
        lost,
        notQueued,
        backlog: { stored, seconds, rate, peakRss, baselineRss, checkpoint },
        polling: { latencies: pollLatencies, lost: pollLost },
      };
    } finally {
      await client?.end().catch(() => undefined);
      try {
        await server?.stop();
      } finally {
        await dovecot.close();
        await polled?.close();
      }
    }
  },

  cases() {
    return []; // measured in prepare(); the results are its checks
  },

  checks({ latencies, p99, lost, notQueued, backlog, polling }) {
    const pollMax = polling.latencies.length ? Math.max(...polling.latencies) : null;
    return [
      {
        label: `${POLL_MAILS} mails to a mailbox whose server offers no IDLE (polled every ${POLL_SECONDS} s): delivery → triage queue`,
        value: `max ${ms(pollMax)} (p50 ${ms(percentile(polling.latencies, 50))}); ${polling.lost} not stored within ${MAIL_TIMEOUT_MS / 1000} s`,
        target: `≤ ${POLL_SECONDS} s + ${TARGETS.pollSlackMs / 1000} s, none lost`,
        pass: pollMax !== null && pollMax <= POLL_SECONDS * 1000 + TARGETS.pollSlackMs && polling.lost === 0,
      },
      {
        label: `${MAILS} mails delivered one at a time to the desk mailbox (IDLE): delivery → triage queue`,
        value: `p99 ${ms(p99)} (p50 ${ms(percentile(latencies, 50))}, max ${ms(Math.max(...latencies))}); ${lost} not stored within ${MAIL_TIMEOUT_MS / 1000} s; ${notQueued} stored but not in the triage queue`,
        target: `p99 ≤ ${TARGETS.p99Ms / 1000} s, none lost`,
        pass: p99 !== null && p99 <= TARGETS.p99Ms && lost === 0 && notQueued === 0,
      },
      {
        label: `A backlog of ${BACKLOG.toLocaleString('en-US')} mails in a newly added mailbox: read and stored`,
        value: `${backlog.stored.toLocaleString('en-US')} in ${backlog.seconds?.toFixed(1)} s: ${backlog.rate ? Math.round(backlog.rate) : '—'} mails/s (checkpoint UID ${backlog.checkpoint?.lastUid ?? '—'}${backlog.checkpoint?.lastError ? `, last error: ${backlog.checkpoint.lastError}` : ''})`,
        target: `≥ ${TARGETS.mailsPerSecond} mails/s, all stored`,
        pass: backlog.stored === BACKLOG && backlog.rate !== null && backlog.rate >= TARGETS.mailsPerSecond,
      },
      {
        label: 'api resident memory while reading the backlog',
        value: `peak ${Math.round(backlog.peakRss)} MB (${Math.round(backlog.baselineRss)} MB before)`,
        target: `< ${TARGETS.rssMb} MB`,
        pass: backlog.peakRss < TARGETS.rssMb,
      },
    ];
  },
};
