import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { CHANNEL_MESSAGES } from '@pmp/shared';
import { buildConversation } from '../../../test/factories/conversations';
import { buildTicketParties } from '../../../test/factories/tickets';
import { fakeTwilio } from '../../../test/fake-twilio';
import { liveSocket, sessionCookie, subscribe, subscribed } from '../../../test/live';
import { gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import pino from 'pino';
import { MEDIA_DOWNLOADS_QUEUE, startJobs } from '../../jobs/job-runner';
import { createServices } from '../../services';

const PUBLIC_URL = 'https://desk.example.test';
const STATUS_URL = `${PUBLIC_URL}/api/webhooks/twilio/status`;
const ACCOUNT_SID = 'AC0000000000000000000000000000dlvr';
const AUTH_TOKEN = 'twilio-delivery-test-token';
const CONTENT_SID = 'HX0123456789abcdef0123456789abcdef';

const SEND_REPLY = `mutation R($input: SendReplyInput!) { sendReply(input: $input) { id status error body } }`;
const SEND_TEMPLATE = `mutation T($input: SendTemplateInput!) { sendWhatsAppTemplate(input: $input) { id status error body } }`;
const CREATE_TEMPLATE = `mutation C($input: CreateWhatsAppTemplateInput!) { createWhatsAppTemplate(input: $input) { id name contentSid body variables { key label } } }`;
const UPDATE_TEMPLATE = `mutation U($input: UpdateWhatsAppTemplateInput!) { updateWhatsAppTemplate(input: $input) { id name body variables { key label } } }`;
const DELETE_TEMPLATE = `mutation D($input: DeleteWhatsAppTemplateInput!) { deleteWhatsAppTemplate(input: $input) }`;
const THREAD = `query Thread($id: ID!) { conversation(id: $id) { conversation { id whatsappWindow { open closesAt } }
  messages { id direction status error body attachments { fileName mimeType fileSize url } } } }`;

/** A 1×1 PNG: file-type knows it by its bytes, whatever type it is declared as. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface ConversationEvent {
  conversationId: string;
  messageId: string | null;
  kind: string;
}

/**
 * SMS and WhatsApp delivery through the local Twilio fake: every send carries the status
 * callback, whose signed reports move messages forward only; WhatsApp's 24-hour window; approved
 * templates; media fetched with the account's credentials and stored as files.
 */
describe('Twilio delivery, the WhatsApp window and templates', () => {
  const twilio = fakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  let t: TestApp;
  let agent: Agent;
  let socket: Client;
  let dataDir: string;
  let parties: Awaited<ReturnType<typeof buildTicketParties>>;
  let phone = 0;
  const nextPhone = () => `+4477009${String(10000 + (phone += 1)).slice(-5)}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-twilio-delivery-'));
    const base = await twilio.start();
    t = await startTestApp({
      PUBLIC_URL,
      DATA_DIR: dataDir,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_API_BASE: base,
      TWILIO_SMS_FROM: '+447700900001',
      TWILIO_WHATSAPP_FROM: '+447700900002',
    });
    twilio.deliverTo(t.url);
    agent = t.agent();
    const me = await registerUser(agent);
    socket = liveSocket(t, await sessionCookie(t, me.email));
    parties = await buildTicketParties(t.dataSource);
  });
  afterAll(async () => {
    await socket?.dispose();
    await t?.close();
    twilio.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function chat(channel: 'sms' | 'whatsapp', contactId = parties.requester.id) {
    return (await buildConversation(t.dataSource, { contactId, channel, address: nextPhone() })).conversation;
  }

  async function reply(conversationId: string, body: string) {
    const res = await gql(agent, SEND_REPLY, { input: { conversationId, body } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.sendReply as { id: string; status: string; error: string | null };
  }

  async function row(id: string): Promise<{ status: string; error: string | null }> {
    const [found] = await t.dataSource.query(`SELECT status, error FROM messages WHERE id = $1`, [id]);
    return found;
  }

  it('sends with the status callback; a signed report moves the reply to delivered once, live, and never back', async () => {
    const conversation = await chat('whatsapp');
    const sent = await reply(conversation.id, 'The plumber comes at 10');
    expect(sent.status).toBe('SENT');
    const form = Object.fromEntries(twilio.requests.at(-1)!.form);
    expect(form).toMatchObject({ Body: 'The plumber comes at 10', StatusCallback: STATUS_URL });
    const sid = twilio.lastSid();

    const thread = subscribe<ConversationEvent>(
      socket,
      'conversationMessages',
      'subscription Thread($id: ID!) { conversationMessages(conversationId: $id) { conversationId messageId kind } }',
      { id: conversation.id },
    );
    await subscribed(socket);
    const updated = (e: ConversationEvent) => e.kind === 'MESSAGE_UPDATED' && e.messageId === sent.id;

    // Earlier stages add nothing to a message recorded as sent.
    expect(await twilio.report(sid, 'queued')).toBe(200);
    expect(await twilio.report(sid, 'sent')).toBe(200);
    expect(await row(sent.id)).toEqual({ status: 'sent', error: null });
    expect(await thread.none(updated, 200)).toBe(true);

    expect(await twilio.report(sid, 'delivered')).toBe(200);
    expect(await row(sent.id)).toEqual({ status: 'delivered', error: null });
    await thread.next(updated);

    // Repeated, late and contradicting reports change nothing and announce nothing more.
    expect(await twilio.report(sid, 'delivered')).toBe(200);
    expect(await twilio.report(sid, 'read')).toBe(200);
    expect(await twilio.report(sid, 'sent')).toBe(200);
    expect(await twilio.report(sid, 'undelivered', { ErrorCode: '30003' })).toBe(200);
    expect(await row(sent.id)).toEqual({ status: 'delivered', error: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(thread.events.filter(updated)).toHaveLength(1);

    const res = await gql(agent, THREAD, { id: conversation.id });
    expect(res.body.data.conversation.messages.at(-1)).toMatchObject({ id: sent.id, status: 'DELIVERED', error: null });
  });

  it('applies a report that arrives before the send was recorded, once the send records its SID', async () => {
    const conversation = await chat('sms');
    twilio.reportBeforeAnswering('delivered');
    const sent = await reply(conversation.id, 'The engineer is on the way');
    expect(await row(sent.id)).toEqual({ status: 'delivered', error: null });
    expect(await t.dataSource.query(`SELECT * FROM delivery_reports`)).toEqual([]);
  });

  it("records undelivered and failed with Twilio's error in an agent's words, the code kept; a late delivered does not undo it", async () => {
    const conversation = await chat('sms');
    const first = await reply(conversation.id, 'Are you home today?');
    const firstSid = twilio.lastSid();
    // WhatsApp's `read` arriving first still counts as delivered; here the handset was unreachable.
    expect(await twilio.report(firstSid, 'undelivered', { ErrorCode: '30003' })).toBe(200);
    expect(await twilio.report(firstSid, 'delivered')).toBe(200);
    expect(await row(first.id)).toEqual({
      status: 'undelivered',
      error: "The customer's phone could not be reached (switched off or out of coverage) (Twilio error 30003)",
    });

    const second = await reply(conversation.id, 'Please call us back');
    expect(await twilio.report(twilio.lastSid(), 'failed', { ErrorCode: '39999', ErrorMessage: 'Something unusual happened' })).toBe(200);
    expect(await row(second.id)).toEqual({ status: 'failed', error: 'Something unusual happened (Twilio error 39999)' });

    const res = await gql(agent, THREAD, { id: conversation.id });
    expect(res.body.data.conversation.messages.slice(-2).map((m: { status: string }) => m.status)).toEqual(['UNDELIVERED', 'FAILED']);
    expect(res.body.data.conversation.conversation.whatsappWindow).toBeNull();
  });

  it('refuses a report without a valid signature (403) and answers one for an unknown message 200, changing nothing', async () => {
    const conversation = await chat('sms');
    const sent = await reply(conversation.id, 'Checking in');
    const sid = twilio.lastSid();
    const params = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID };
    expect(await twilio.post(STATUS_URL, params, 'not-a-signature')).toBe(403);
    // Signed, but for another address than the one Twilio called.
    const elsewhere = await t
      .request()
      .post('/api/webhooks/twilio/status')
      .type('form')
      .set('x-twilio-signature', 'c2lnbmVkIGZvciBzb21ld2hlcmUgZWxzZQ==')
      .send(new URLSearchParams(params).toString());
    expect(elsewhere.status).toBe(403);
    expect(await row(sent.id)).toEqual({ status: 'sent', error: null });

    expect(await twilio.post(STATUS_URL, { ...params, MessageSid: 'SMunknown0000000000000000000000000' })).toBe(200);
    expect(await twilio.post(STATUS_URL, { MessageStatus: 'delivered' })).toBe(200);
    expect(await row(sent.id)).toEqual({ status: 'sent', error: null });
  });

  it("refuses a free-form WhatsApp reply once 24 hours passed since the customer's last message (by the database clock)", async () => {
    // A contact of their own: the window counts the contact's WhatsApp messages in every conversation.
    const { requester } = await buildTicketParties(t.dataSource);
    const conversation = await chat('whatsapp', requester.id);
    const inboundAt = async (interval: string) =>
      t.dataSource.query(
        `UPDATE messages SET "createdAt" = now() - interval '${interval}' WHERE "conversationId" = $1 AND direction = 'inbound'`,
        [conversation.id],
      );

    await inboundAt('23 hours 59 minutes');
    let thread = await gql(agent, THREAD, { id: conversation.id });
    expect(thread.body.data.conversation.conversation.whatsappWindow).toMatchObject({ open: true, closesAt: expect.any(String) });
    expect((await reply(conversation.id, 'Still within the window')).status).toBe('SENT');

    await inboundAt('24 hours 1 minute');
    const requests = twilio.requests.length;
    const refused = await gql(agent, SEND_REPLY, { input: { conversationId: conversation.id, body: 'Too late' } });
    expect(refused.body.errors[0]).toMatchObject({
      message: CHANNEL_MESSAGES.whatsappWindowClosed,
      extensions: { code: 'BAD_USER_INPUT', field: 'body' },
    });
    const rest = await agent.post('/api/messages').send({ conversationId: conversation.id, body: 'Too late' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(CHANNEL_MESSAGES.whatsappWindowClosed);
    expect(twilio.requests.length).toBe(requests);
    thread = await gql(agent, THREAD, { id: conversation.id });
    expect(thread.body.data.conversation.conversation.whatsappWindow.open).toBe(false);
    expect(thread.body.data.conversation.messages.map((m: { body: string }) => m.body)).not.toContain('Too late');

    // A message that failed inside the window is not sent again free-form after it.
    const [failed] = await t.dataSource.query(
      `INSERT INTO messages ("conversationId", channel, direction, body, status, error)
       VALUES ($1, 'whatsapp', 'outbound', 'Failed earlier', 'failed', 'Twilio was unreachable') RETURNING id`,
      [conversation.id],
    );
    const retry = await gql(agent, `mutation R($input: RetryMessageInput!) { retryMessage(input: $input) { status } }`, {
      input: { messageId: failed.id },
    });
    expect(retry.body.errors[0]).toMatchObject({ message: CHANNEL_MESSAGES.whatsappWindowClosed, extensions: { field: 'messageId' } });
  });

  it('configures templates (checked, unique) and sends one with its variables as Content SID and variables, window or not', async () => {
    const bad = await gql(agent, CREATE_TEMPLATE, { input: { name: 'Visit', contentSid: 'HX123', body: 'Hi', variables: [] } });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'contentSid' });

    const created = await gql(agent, CREATE_TEMPLATE, {
      input: {
        name: ' Visit booked ',
        contentSid: CONTENT_SID,
        body: 'Hello {{1}}, our engineer visits on {{2}}.',
        variables: [
          { key: '1', label: 'Tenant name' },
          { key: '2', label: 'Visit date' },
        ],
      },
    });
    expect(created.body.errors).toBeUndefined();
    const template = created.body.data.createWhatsAppTemplate;
    expect(template).toMatchObject({ name: 'Visit booked', contentSid: CONTENT_SID });
    const twice = await gql(agent, CREATE_TEMPLATE, {
      input: { name: 'Visit booked', contentSid: 'HXffffffffffffffffffffffffffffffff', body: 'Hi', variables: [] },
    });
    expect(twice.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });

    const conversation = await chat('whatsapp');
    await t.dataSource.query(`UPDATE messages SET "createdAt" = now() - interval '3 days' WHERE "conversationId" = $1`, [conversation.id]);
    const missing = await gql(agent, SEND_TEMPLATE, {
      input: { conversationId: conversation.id, templateId: template.id, values: [{ key: '1', value: 'Ada' }] },
    });
    expect(missing.body.errors[0]).toMatchObject({ message: 'Visit date is required', extensions: { field: 'values.2' } });

    const sent = await gql(agent, SEND_TEMPLATE, {
      input: {
        conversationId: conversation.id,
        templateId: template.id,
        values: [
          { key: '1', value: 'Ada' },
          { key: '2', value: 'Tuesday 10:00' },
        ],
      },
    });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.sendWhatsAppTemplate).toMatchObject({ status: 'SENT', body: 'Hello Ada, our engineer visits on Tuesday 10:00.' });
    const form = Object.fromEntries(twilio.requests.at(-1)!.form);
    expect(form).toMatchObject({
      ContentSid: CONTENT_SID,
      ContentVariables: JSON.stringify({ '1': 'Ada', '2': 'Tuesday 10:00' }),
      From: 'whatsapp:+447700900002',
      StatusCallback: STATUS_URL,
    });
    expect(form.Body).toBeUndefined();

    const sms = await chat('sms');
    const wrongChannel = await gql(agent, SEND_TEMPLATE, { input: { conversationId: sms.id, templateId: template.id, values: [] } });
    expect(wrongChannel.body.errors[0].extensions).toMatchObject({ field: 'conversationId' });

    const changed = await gql(agent, UPDATE_TEMPLATE, {
      input: {
        id: template.id,
        name: 'Visit booked',
        contentSid: CONTENT_SID,
        body: 'Hello {{1}}.',
        variables: [{ key: '1', label: 'Name' }],
      },
    });
    expect(changed.body.data.updateWhatsAppTemplate).toMatchObject({ body: 'Hello {{1}}.', variables: [{ key: '1', label: 'Name' }] });
    const list = await gql(agent, `{ whatsappTemplates { id name } }`);
    expect(list.body.data.whatsappTemplates).toEqual([{ id: template.id, name: 'Visit booked' }]);
    expect((await gql(agent, DELETE_TEMPLATE, { input: { id: template.id } })).body.data.deleteWhatsAppTemplate).toBe(true);
    const gone = await gql(agent, DELETE_TEMPLATE, { input: { id: template.id } });
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('fetches a media file Twilio could not give at once again later (the job queue), and stores it as a file', async () => {
    const services = createServices({ dataSource: t.dataSource, config: t.config });
    const queued: string[] = [];
    services.inbound.useMediaQueue(async (attachmentId) => void queued.push(attachmentId));
    const later = twilio.laterMedia(PNG, 'image/png');
    const stored = await services.inbound.ingestTwilio({
      MessageSid: `SMlater${Date.now()}`,
      AccountSid: ACCOUNT_SID,
      From: `whatsapp:${nextPhone()}`,
      To: 'whatsapp:+447700900002',
      Body: 'Photo of the leak',
      NumMedia: '1',
      MediaUrl0: later.url,
      MediaContentType0: 'image/png',
    });
    expect(queued).toHaveLength(1);
    // Still missing: the queue is told to try again (it throws), except on the last attempt.
    await expect(services.inbound.retryMedia(queued[0], false)).rejects.toThrow('Twilio answered 404 for the file');
    expect(await services.inbound.retryMedia(queued[0], true)).toBe(false);

    later.arrive();
    expect(await services.inbound.retryMedia(queued[0], false)).toBe(true);
    const [file] = await t.dataSource.query(`SELECT url, "blobRef", "mimeType", "fileSize" FROM attachments WHERE id = $1`, [queued[0]]);
    expect(file).toMatchObject({ url: null, mimeType: 'image/png', fileSize: PNG.length });
    expect(await readFile(path.join(dataDir, file.blobRef))).toEqual(PNG);
    // Stored once: a repeated job changes nothing.
    expect(await services.inbound.retryMedia(queued[0], false)).toBe(false);

    // With the job queue running, a media file that could not be fetched becomes a job of its own.
    const jobs = await startJobs({
      connectionString: t.config.DATABASE_URL!,
      log: pino({ level: 'silent' }),
      reminders: services.reminders,
      inbound: services.inbound,
    });
    try {
      const missing = twilio.laterMedia(PNG, 'image/png');
      await services.inbound.ingestTwilio({
        MessageSid: `SMlater2${Date.now()}`,
        AccountSid: ACCOUNT_SID,
        From: `whatsapp:${nextPhone()}`,
        To: 'whatsapp:+447700900002',
        Body: 'Another photo',
        NumMedia: '1',
        MediaUrl0: missing.url,
        MediaContentType0: 'image/png',
      });
      const [link] = await t.dataSource.query(`SELECT id FROM attachments WHERE url = $1`, [missing.url]);
      const waiting = await t.dataSource.query(`SELECT data FROM pgboss.job WHERE name = $1`, [MEDIA_DOWNLOADS_QUEUE]);
      expect(waiting).toEqual([{ data: { attachmentId: link.id } }]);
    } finally {
      await jobs.stop();
    }
    const res = await gql(agent, THREAD, { id: stored.conversationId });
    expect(res.body.data.conversation.messages.at(-1).attachments).toEqual([
      expect.objectContaining({ url: `/api/attachments/${queued[0]}` }),
    ]);
  });

  it("stores Twilio media as files fetched with the account's credentials, typed by their bytes; one that cannot be fetched stays a link", async () => {
    const photo = twilio.addMedia(PNG, 'application/octet-stream');
    const lost = `${twilio.base}/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/MMgone/Media/MEgone`;
    const sid = `SMmedia${Date.now()}`;
    const params = {
      MessageSid: sid,
      AccountSid: ACCOUNT_SID,
      From: `whatsapp:${nextPhone()}`,
      To: 'whatsapp:+447700900002',
      Body: 'The damp patch',
      NumMedia: '2',
      MediaUrl0: photo,
      MediaContentType0: 'image/jpeg',
      MediaUrl1: lost,
      MediaContentType1: 'image/jpeg',
    };
    expect(await twilio.post(`${PUBLIC_URL}/api/webhooks/twilio`, params)).toBe(200);
    // A repeated delivery stores nothing more.
    expect(await twilio.post(`${PUBLIC_URL}/api/webhooks/twilio`, params)).toBe(200);

    const [message] = await t.dataSource.query(`SELECT id, "attachmentCount", "rawData" FROM messages WHERE "providerMessageId" = $1`, [
      sid,
    ]);
    expect(message.attachmentCount).toBe(2);
    expect(message.rawData.mediaErrors).toEqual([{ url: lost, reason: 'Twilio answered 404 for the file' }]);
    const files = await t.dataSource.query(
      `SELECT id, "fileName", "mimeType", "fileSize", url, "blobRef" FROM attachments WHERE "messageId" = $1 ORDER BY url NULLS FIRST`,
      [message.id],
    );
    expect(files).toHaveLength(2);
    expect(files[0]).toMatchObject({ mimeType: 'image/png', fileSize: PNG.length, url: null, fileName: expect.stringMatching(/\.png$/) });
    expect(await readFile(path.join(dataDir, files[0].blobRef))).toEqual(PNG);
    expect(files[1]).toMatchObject({ url: lost, blobRef: null });

    const download = await agent
      .get(`/api/attachments/${files[0].id}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.body).toEqual(PNG);
  });
});
