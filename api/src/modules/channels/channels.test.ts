import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHANNELS_MESSAGES } from '@pmp/shared';
import { buildConversation } from '../../../test/factories/conversations';
import { buildTicketParties } from '../../../test/factories/tickets';
import { fakeTwilio } from '../../../test/fake-twilio';
import { loopbackSmtp } from '../../../test/smtp';
import { gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import { WEBHOOK_PATHS } from './channels.service';

const PUBLIC_URL = 'https://desk.example.test';
const ACCOUNT_SID = 'AC00000000000000000000000000channels';
const AUTH_TOKEN = 'channels-test-twilio-token';
const WEBHOOK_SECRET = 'channels-test-webhook-secret';

const OVERVIEW = `{ channelsOverview { publicUrl channels { kind label configured missing details webhooks { label path url note }
  lastReceivedAt lastSentAt lastError lastErrorAt test } } }`;
const SEND_TEST = `mutation T($input: SendChannelTestInput!) { sendChannelTest(input: $input) { channel to ok provider reference error sentAt } }`;
const ADD_MAILBOX = `mutation A($input: AddMailboxInput!) { addMailbox(input: $input) { id address host port tls username folder afterRead moveTo firstReadDays enabled lastError } }`;
const MAILBOXES = `{ mailboxes { address auth tls lastReceivedAt lastError lastErrorAt } }`;
const SEND_REPLY = `mutation R($input: SendReplyInput!) { sendReply(input: $input) { id status error } }`;

type Channel = {
  kind: string;
  configured: boolean;
  missing: string[];
  details: string[];
  webhooks: { path: string; url: string | null }[];
} & Record<string, unknown>;
const byKind = (channels: Channel[], kind: string) => channels.find((c) => c.kind === kind)!;

describe('the Channels screen with nothing set up', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    agent = t.agent();
    await registerUser(agent);
  });
  afterAll(async () => t?.close());

  it('lists every channel as not configured, naming the missing settings; no webhook address without PUBLIC_URL', async () => {
    const res = await agent.get('/api/channels').expect(200);
    expect(res.body.publicUrl).toBeNull();
    const channels = res.body.channels as Channel[];
    expect(channels.map((c) => c.kind)).toEqual([
      'outbound_email',
      'desk_mailboxes',
      'sms',
      'whatsapp',
      'email_webhook',
      'mailgun',
      'sendgrid',
    ]);
    expect(channels.every((c) => !c.configured)).toBe(true);
    expect(byKind(channels, 'outbound_email').missing.join(' ')).toContain('SMTP_URL');
    expect(byKind(channels, 'sms').missing.join(' ')).toMatch(/TWILIO_ACCOUNT_SID.*TWILIO_AUTH_TOKEN.*PUBLIC_URL.*TWILIO_SMS_FROM/);
    expect(byKind(channels, 'email_webhook').missing.join(' ')).toContain('WEBHOOK_SECRET');
    expect(byKind(channels, 'mailgun').missing.join(' ')).toContain('MAILGUN_SIGNING_KEY');
    expect(byKind(channels, 'sendgrid').missing.join(' ')).toContain('SENDGRID_INBOUND_SECRET');
    expect(byKind(channels, 'desk_mailboxes').missing.join(' ')).toContain('DESK_IMAP_URL');
    expect(channels.flatMap((c) => c.webhooks).every((w) => w.url === null && w.path.startsWith('/api/webhooks/'))).toBe(true);

    // GraphQL answers the same, enums by name.
    const gqlRes = await gql(agent, OVERVIEW);
    expect(gqlRes.body.errors).toBeUndefined();
    expect(gqlRes.body.data.channelsOverview.channels.map((c: Channel) => c.kind)).toEqual([
      'OUTBOUND_EMAIL',
      'DESK_MAILBOXES',
      'SMS',
      'WHATSAPP',
      'EMAIL_WEBHOOK',
      'MAILGUN',
      'SENDGRID',
    ]);
  });

  it('a test on an unconfigured channel is an outcome with the reason, not an error', async () => {
    const sms = await agent.post('/api/channels/test').send({ channel: 'sms', to: '+447700900123' }).expect(200);
    expect(sms.body).toMatchObject({ channel: 'sms', to: '+447700900123', ok: false, provider: null, reference: null });
    expect(sms.body.error).toMatch(/not set up/);
    const email = await agent.post('/api/channels/test').send({ channel: 'email', to: 'someone@example.net' }).expect(200);
    expect(email.body.ok).toBe(false);
    expect(email.body.error).toBeTruthy();
  });

  it('needs a signed-in user', async () => {
    expect((await t.request().get('/api/channels')).status).toBe(401);
    expect((await t.request().post('/api/channels/test').send({ channel: 'sms', to: '+447700900123' })).status).toBe(401);
  });
});

describe('the Channels screen with every channel set up', () => {
  const twilio = fakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  const smtp = loopbackSmtp();
  let t: TestApp;
  let agent: Agent;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-channels-'));
    const [base, smtpUrl] = await Promise.all([twilio.start(), smtp.start()]);
    t = await startTestApp({
      PUBLIC_URL: `${PUBLIC_URL}/`,
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      DESK_EMAIL: 'support@acme.test',
      WEBHOOK_SECRET,
      MAILGUN_SIGNING_KEY: 'channels-test-mailgun-key',
      SENDGRID_INBOUND_SECRET: 'channels-test-sendgrid-secret',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_API_BASE: base,
      TWILIO_SMS_FROM: '+447700900001',
      TWILIO_WHATSAPP_FROM: '+447700900002',
    });
    agent = t.agent();
    await registerUser(agent);
    await agent.put('/api/users/me/email-settings').send({ senderEmail: 'desk@acme.test', emailEnabled: true }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    twilio.close();
    smtp.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the channels configured (but the desk mailboxes) with absolute webhook addresses that answer, and no secret', async () => {
    const res = await agent.get('/api/channels').expect(200);
    expect(res.body.publicUrl).toBe(PUBLIC_URL);
    const channels = res.body.channels as Channel[];
    expect(channels.filter((c) => !c.configured).map((c) => c.kind)).toEqual(['desk_mailboxes']);
    const urls = channels.flatMap((c) => c.webhooks.map((w) => w.url));
    expect(urls).toEqual([
      `${PUBLIC_URL}/api/webhooks/twilio`,
      `${PUBLIC_URL}/api/webhooks/twilio/status`,
      `${PUBLIC_URL}/api/webhooks/twilio`,
      `${PUBLIC_URL}/api/webhooks/twilio/status`,
      `${PUBLIC_URL}/api/webhooks/email/raw`,
      `${PUBLIC_URL}/api/webhooks/email`,
      `${PUBLIC_URL}/api/webhooks/email/mailgun/mime`,
      'https://inbound:SENDGRID_INBOUND_SECRET@desk.example.test/api/webhooks/email/sendgrid',
    ]);
    expect(byKind(channels, 'outbound_email').details.join('\n')).toContain('Company mail server: smtp://127.0.0.1');
    const text = JSON.stringify(res.body);
    for (const secret of [AUTH_TOKEN, WEBHOOK_SECRET, 'channels-test-mailgun-key', 'channels-test-sendgrid-secret']) {
      expect(text).not.toContain(secret);
    }
    // Every address shown is a route of the webhooks router: unsigned calls are refused, never 404.
    for (const webhookPath of Object.values(WEBHOOK_PATHS)) {
      const status = (await t.request().post(webhookPath).send('x')).status;
      expect([401, 403]).toContain(status);
    }
  });

  it('shows the newest message received, sent and failed per channel', async () => {
    const before = await agent.get('/api/channels').expect(200);
    expect(byKind(before.body.channels, 'sms')).toMatchObject({ lastReceivedAt: null, lastSentAt: null, lastError: null });

    // A mail through the raw webhook.
    const mail = Buffer.from(
      'From: Ann <ann@example.net>\r\nTo: support@acme.test\r\nSubject: Heating\r\nMessage-ID: <heat-1@example.net>\r\n\r\nNo heat.\r\n',
    );
    const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(mail).digest('hex')}`;
    await t
      .request()
      .post('/api/webhooks/email/raw')
      .set('content-type', 'message/rfc822')
      .set('x-webhook-signature', signature)
      .send(mail)
      .expect(201);

    // An SMS conversation: one reply sent, then one Twilio refuses.
    const { requester } = await buildTicketParties(t.dataSource);
    const { conversation } = await buildConversation(t.dataSource, { contactId: requester.id, channel: 'sms', address: '+447700900555' });
    const sent = await gql(agent, SEND_REPLY, { input: { conversationId: conversation.id, body: 'On our way' } });
    expect(sent.body.data.sendReply.status).toBe('SENT');
    twilio.fail({ status: 400, code: 21211, message: "The 'To' number +447700900555 is not a valid phone number." });
    const failed = await gql(agent, SEND_REPLY, { input: { conversationId: conversation.id, body: 'Second try' } });
    twilio.fail(null);
    expect(failed.body.data.sendReply.status).toBe('FAILED');

    const after = (await agent.get('/api/channels').expect(200)).body.channels as Channel[];
    const webhook = byKind(after, 'email_webhook');
    expect(webhook.lastReceivedAt).not.toBeNull();
    expect(byKind(after, 'mailgun').lastReceivedAt).toBeNull();
    const sms = byKind(after, 'sms');
    expect(sms.lastReceivedAt).not.toBeNull();
    expect(sms.lastSentAt).not.toBeNull();
    expect(sms.lastError).toContain('not a valid phone number');
    expect(sms.lastErrorAt).not.toBeNull();
    expect(byKind(after, 'whatsapp')).toMatchObject({ lastReceivedAt: null, lastSentAt: null, lastError: null });
  });

  it('sends a test e-mail through the company mail server and a test SMS and WhatsApp through Twilio', async () => {
    const email = await gql(agent, SEND_TEST, { input: { channel: 'EMAIL', to: 'owner@example.net' } });
    expect(email.body.errors).toBeUndefined();
    expect(email.body.data.sendChannelTest).toMatchObject({
      channel: 'EMAIL',
      to: 'owner@example.net',
      ok: true,
      provider: 'smtp',
      error: null,
    });
    const received = smtp.received.at(-1)!;
    expect(received.to).toEqual(['owner@example.net']);
    expect(received.raw).toContain(CHANNELS_MESSAGES.testSubject);
    expect(received.raw).toContain(email.body.data.sendChannelTest.reference);

    const sms = await agent.post('/api/channels/test').send({ channel: 'sms', to: ' +447700900777 ' }).expect(200);
    expect(sms.body).toMatchObject({
      channel: 'sms',
      to: '+447700900777',
      ok: true,
      provider: 'twilio',
      reference: twilio.lastSid(),
      error: null,
    });
    expect(Object.fromEntries(twilio.requests.at(-1)!.form)).toMatchObject({
      To: '+447700900777',
      From: '+447700900001',
      Body: CHANNELS_MESSAGES.testBody,
      StatusCallback: `${PUBLIC_URL}/api/webhooks/twilio/status`,
    });

    const whatsapp = await gql(agent, SEND_TEST, { input: { channel: 'WHATSAPP', to: '+447700900778' } });
    expect(whatsapp.body.data.sendChannelTest).toMatchObject({ ok: true, provider: 'twilio' });
    expect(Object.fromEntries(twilio.requests.at(-1)!.form)).toMatchObject({
      To: 'whatsapp:+447700900778',
      From: 'whatsapp:+447700900002',
    });

    twilio.fail({ status: 400, code: 21211, message: 'The number is not valid.' });
    const refused = await agent.post('/api/channels/test').send({ channel: 'sms', to: '+447700900779' }).expect(200);
    twilio.fail(null);
    expect(refused.body).toMatchObject({ ok: false, reference: null, error: expect.stringContaining('not valid') });
  });

  it('refuses a bad address or number with a 400 naming the field, on both transports', async () => {
    const badEmail = await agent.post('/api/channels/test').send({ channel: 'email', to: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ field: 'to', message: CHANNELS_MESSAGES.emailInvalid });
    const badPhone = await agent.post('/api/channels/test').send({ channel: 'whatsapp', to: '07700 900123' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ field: 'to', message: CHANNELS_MESSAGES.phoneInvalid });
    const badChannel = await agent.post('/api/channels/test').send({ channel: 'fax', to: '+447700900123' });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.field).toBe('channel');
    const missing = await agent.post('/api/channels/test').send({ channel: 'sms' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('to');

    const gqlBad = await gql(agent, SEND_TEST, { input: { channel: 'SMS', to: 'abc' } });
    expect(gqlBad.body.errors[0]).toMatchObject({ message: CHANNELS_MESSAGES.phoneInvalid, extensions: { field: 'to' } });
  });

  it('adds a desk mailbox over GraphQL through the mailboxes rules, listed with its state, the channel then configured', async () => {
    const bad = await gql(agent, ADD_MAILBOX, { input: { address: 'nope', host: 'imap.example.net', username: 'u', password: 'p' } });
    expect(bad.body.errors[0].extensions).toMatchObject({ field: 'address' });
    const badPort = await gql(agent, ADD_MAILBOX, {
      input: { address: 'lettings@acme.test', host: 'imap.example.net', username: 'u', password: 'p', port: 70000 },
    });
    expect(badPort.body.errors[0].extensions).toMatchObject({ field: 'port' });

    const input = {
      address: 'Lettings@Acme.test',
      host: 'imap.example.net',
      username: 'lettings',
      password: 'imap-secret',
      tls: 'STARTTLS',
      moveTo: 'Done',
    };
    const added = await gql(agent, ADD_MAILBOX, { input });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addMailbox).toMatchObject({
      address: 'lettings@acme.test',
      port: 143,
      tls: 'STARTTLS',
      folder: 'INBOX',
      afterRead: 'MOVE',
      moveTo: 'Done',
      firstReadDays: 7,
      enabled: true,
      lastError: null,
    });
    const again = await gql(agent, ADD_MAILBOX, { input });
    expect(again.body.errors[0]).toMatchObject({ message: 'A mailbox with this address exists already', extensions: { field: 'address' } });

    await t.dataSource.query(`UPDATE mailboxes SET "lastError" = 'Authentication failed', "lastErrorAt" = now()`);
    const listed = await gql(agent, MAILBOXES);
    expect(listed.body.data.mailboxes).toEqual([
      {
        address: 'lettings@acme.test',
        auth: 'PASSWORD',
        tls: 'STARTTLS',
        lastReceivedAt: null,
        lastError: 'Authentication failed',
        lastErrorAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('imap-secret');
    const desk = byKind((await agent.get('/api/channels').expect(200)).body.channels, 'desk_mailboxes');
    expect(desk).toMatchObject({ configured: true, missing: [], lastError: 'Authentication failed' });
  });
});
