// Scenario: urgent inbound reaches a person (issue 24, "Targets"). A local stand-in for Twilio's
// Messages endpoint records when each SMS reaches it; the api sends through it (TWILIO_API_BASE).
// One admin is on call all week with a mobile number. 100 signed SMS webhooks, each an emergency
// with its own reference, are posted one after another; for each, the time from the webhook's
// answer to the alert SMS (the one carrying its reference) reaching the provider.
// Target: p99 ≤ 2 s over the 100 messages, every one alerted.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { percentile } from '../lib/measure.mjs';
import { registerUser, startServer } from '../lib/server.mjs';

const MESSAGES = Number(process.env.BENCH_URGENT_MESSAGES || 100);
const TARGET_P99_MS = 2_000;
const ACCOUNT_SID = `AC${createHash('md5').update('bench').digest('hex')}`;
const AUTH_TOKEN = randomBytes(16).toString('hex');
const PUBLIC_URL = 'https://desk.bench.example.com';
const DESK_NUMBER = '+447700900001';
const ON_CALL_MOBILE = '+447700900555';

const EMERGENCIES = [
  'There is a strong smell of gas in the kitchen',
  'Water is pouring through the ceiling onto the light fitting',
  'The carbon monoxide alarm keeps going off',
  'Smoke is coming out of the fuse box',
];

/** Twilio's request signature (HMAC-SHA1 of the URL and the sorted form fields, base64), as the `twilio` package checks it. */
function twilioSignature(url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', AUTH_TOKEN).update(data).digest('base64');
}

/** The stand-in's Messages endpoint: each SMS's body and the instant it arrived. */
function fakeProvider() {
  const received = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const at = performance.now();
      const form = new URLSearchParams(raw);
      received.push({ at, to: form.get('To'), body: form.get('Body') ?? '' });
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${received.length}bench`, status: 'queued' }));
    });
  });
  return {
    received,
    start: () => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function graphql(server, cookie, query, variables) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await res.json();
  if (answer.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

export default {
  name: 'urgent',
  title: 'Urgent inbound: webhook answered → alert SMS at the provider',
  connections: 1,

  async prepare() {
    const provider = fakeProvider();
    const base = await provider.start();
    const server = await startServer({
      env: {
        PUBLIC_URL,
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_API_BASE: base,
        TWILIO_SMS_FROM: DESK_NUMBER,
      },
    });
    const context = { provider, server };
    try {
      // The first account is the admin; it goes on call every day, all day.
      const { cookie, user } = await registerUser(server);
      await graphql(
        server,
        cookie,
        `
          mutation ($input: UpdateNotificationPreferencesInput!) {
            updateNotificationPreferences(input: $input) {
              mobilePhone
            }
          }
        `,
        {
          input: { mobilePhone: ON_CALL_MOBILE },
        },
      );
      for (let weekday = 1; weekday <= 7; weekday += 1) {
        await graphql(
          server,
          cookie,
          `
            mutation ($input: OnCallShiftInput!) {
              addOnCallShift(input: $input) {
                id
              }
            }
          `,
          {
            input: { userId: user.id, weekday, startsAt: '00:00', endsAt: '00:00', position: 1 },
          },
        );
      }
      process.stdout.write(`  ${MESSAGES} urgent SMS webhooks, one after another … `);
      const answered = new Map();
      for (let i = 0; i < MESSAGES; i += 1) {
        const reference = `REF${i}X${randomBytes(3).toString('hex')}`;
        const params = {
          MessageSid: `SMbench${Date.now()}${i}`,
          AccountSid: ACCOUNT_SID,
          From: `+4477009${String(10000 + i).padStart(5, '0')}`,
          To: DESK_NUMBER,
          Body: `${EMERGENCIES[i % EMERGENCIES.length]} (${reference})`,
          NumMedia: '0',
        };
        const res = await fetch(`${server.url}/api/webhooks/twilio`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilioSignature(`${PUBLIC_URL}/api/webhooks/twilio`, params),
          },
          body: new URLSearchParams(params).toString(),
        });
        await res.text();
        if (res.status !== 200) throw new Error(`the webhook answered ${res.status}`);
        answered.set(reference, performance.now());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const latencies = [];
      for (const [reference, at] of answered) {
        const sms = provider.received.find((r) => r.to === ON_CALL_MOBILE && r.body.includes(reference));
        if (sms) latencies.push(Math.max(0, sms.at - at));
      }
      context.results = {
        sent: MESSAGES,
        alerted: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: Math.max(...latencies),
      };
      console.log(`${latencies.length} of ${MESSAGES} alerted, p99 ${Math.round(context.results.p99 ?? -1)} ms`);
      return context;
    } catch (error) {
      await this.cleanup(context);
      throw error;
    }
  },

  cases() {
    return [];
  },

  checks({ results }) {
    return [
      {
        label: `urgent SMS webhook answered → alert SMS at the provider (${results.sent} messages, one after another)`,
        value: `p99 ${Math.round(results.p99)} ms, p50 ${Math.round(results.p50)} ms, max ${Math.round(results.max)} ms; ${results.alerted} of ${results.sent} alerted`,
        target: `p99 ≤ ${TARGET_P99_MS} ms, every message`,
        pass: results.p99 <= TARGET_P99_MS && results.alerted === results.sent,
      },
    ];
  },

  async cleanup(context) {
    await context.server?.stop().catch(() => undefined);
    await context.provider?.close().catch(() => undefined);
  },
};
