import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import twilio from 'twilio';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import {
  buildClientIdentity,
  buildInboundMessage,
  buildOutboundEmail,
  buildTriageClient,
  buildTriageContact,
  buildTriageTicket,
} from '../../../test/factories/triage';
import { startSignedInApp, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import { createServices } from '../../services';
import { InboundService, type StoredMessageEvent } from './inbound.service';
import type { TriageService } from './triage.service';

const WEBHOOK_SECRET = 'webhook-secret-for-tests-0123456789';
const TWILIO_AUTH_TOKEN = 'twilio-auth-token-for-tests';
const PUBLIC_URL = 'https://desk.example.test';
const TWILIO_URL = `${PUBLIC_URL}/api/webhooks/twilio`;

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;
/** A phone number no other test uses: +4477009 and six digits. */
const uniquePhone = () => `+4477009${String(100000 + (seq += 1)).slice(-6)}`;

function sign(body: string, secret = WEBHOOK_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

interface MessageRow {
  id: string;
  conversationId: string;
  contactId: string | null;
  ticketId: string | null;
  status: string;
  body: string;
  attachmentCount: number;
  rawData: Record<string, unknown>;
  createdAt: Date;
}
interface ConversationRow {
  id: string;
  messageCount: number;
  ticketId: string | null;
  contactId: string | null;
  channel: string;
  lastMessageAt: Date | null;
  createdAt: Date;
}

describe('inbound webhooks', () => {
  let t: TestApp;
  let agent: Agent;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-webhooks-'));
    ({ t, agent } = await startSignedInApp({ WEBHOOK_SECRET, TWILIO_AUTH_TOKEN, PUBLIC_URL, DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function postEmail(payload: Record<string, unknown>, signature: string | null = sign(JSON.stringify(payload))) {
    const body = JSON.stringify(payload);
    const req = t.request().post('/api/webhooks/email').set('content-type', 'application/json');
    if (signature !== null) req.set('x-webhook-signature', signature);
    return req.send(body);
  }

  function postTwilio(
    params: Record<string, string>,
    signature: string | null = twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, TWILIO_URL, params),
  ) {
    const req = t.request().post('/api/webhooks/twilio').type('form');
    if (signature !== null) req.set('x-twilio-signature', signature);
    return req.send(new URLSearchParams(params).toString());
  }

  function email(fields: Record<string, unknown> = {}) {
    return {
      messageId: `<${unique('m')}@mail.example.test>`,
      from: `Tess Tenant <${unique('tess')}@example.test>`,
      to: 'desk@acme.test',
      subject: 'Dripping tap',
      text: 'The kitchen tap drips.',
      ...fields,
    };
  }

  function sms(fields: Record<string, string> = {}): Record<string, string> {
    return {
      MessageSid: unique('SM'),
      AccountSid: 'AC123',
      From: uniquePhone(),
      To: '+441234567890',
      Body: 'The boiler is making a noise',
      NumMedia: '0',
      ...fields,
    };
  }

  async function message(providerMessageId: string): Promise<MessageRow[]> {
    return t.dataSource.query(`SELECT * FROM messages WHERE "providerMessageId" = $1`, [providerMessageId]);
  }
  async function conversation(id: string): Promise<ConversationRow> {
    const [row] = (await t.dataSource.query(`SELECT * FROM conversations WHERE id = $1`, [id])) as ConversationRow[];
    return row;
  }
  async function contactsNamed(column: 'email' | 'phone', value: string) {
    return (await t.dataSource.query(`SELECT * FROM contacts WHERE ${column} = $1`, [value])) as {
      id: string;
      name: string;
      email: string;
      phone: string | null;
    }[];
  }
  async function identity(channel: string, address: string) {
    const [row] = (await t.dataSource.query(`SELECT * FROM channel_identities WHERE channel = $1 AND "addressOrHandle" = $2`, [
      channel,
      address,
    ])) as { contactId: string }[];
    return row;
  }
  async function createTicket(overrides: Record<string, unknown> = {}) {
    const parties = await buildTicketParties(t.dataSource);
    const res = await agent.post('/api/tickets').send(ticketBody(parties, overrides));
    expect(res.status).toBe(201);
    return { ticket: res.body as { id: string; number: number }, requester: parties.requester };
  }

  describe('signatures', () => {
    it('stores a signed e-mail (201) from an unknown sender as a new contact with its identity, waiting for triage', async () => {
      const payload = email({ from: 'Tess Tenant <Tess.Tenant@Example.TEST>' });
      const res = await postEmail(payload);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'pending_triage', created: true });
      const [row] = await message(payload.messageId.slice(1, -1));
      expect(row).toMatchObject({
        id: res.body.messageId,
        channel: 'email',
        direction: 'inbound',
        provider: 'email',
        subject: 'Dripping tap',
        body: 'The kitchen tap drips.',
        status: 'pending_triage',
        ticketId: null,
      });
      const [contact] = await contactsNamed('email', 'tess.tenant@example.test');
      expect(contact).toMatchObject({ name: 'Tess Tenant', phone: null });
      expect(row.contactId).toBe(contact.id);
      expect((await identity('email', 'tess.tenant@example.test')).contactId).toBe(contact.id);
      const conv = await conversation(res.body.conversationId);
      expect(conv).toMatchObject({ messageCount: 1, channel: 'email', contactId: contact.id, ticketId: null });
      expect(conv.lastMessageAt).toEqual(row.createdAt);
    });

    it('refuses an e-mail with a wrong, malformed or missing signature (403) and stores nothing', async () => {
      const payload = email();
      const body = JSON.stringify(payload);
      for (const signature of [sign(body, 'another-secret-0123456789'), sign(`${body} `), 'sha256=abc', sign(body).slice(7), null]) {
        const res = await postEmail(payload, signature);
        expect(res.status).toBe(403);
        expect(res.body.message).toMatch(/signature/i);
      }
      expect(await message(payload.messageId.slice(1, -1))).toHaveLength(0);
      expect(await contactsNamed('email', payload.from.replace(/.*<(.*)>/, '$1'))).toHaveLength(0);
    });

    it('answers a signed SMS with empty TwiML', async () => {
      const params = sms();
      const res = await postTwilio(params);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(res.text).toContain('<Response/>');
      expect(await message(params.MessageSid)).toHaveLength(1);
    });

    it('refuses an SMS with a wrong or missing signature, or one signed for another address or body (403), and stores nothing', async () => {
      const params = sms();
      const signatures = [
        twilio.getExpectedTwilioSignature('another-token', TWILIO_URL, params),
        twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, 'https://elsewhere.example.test/api/webhooks/twilio', params),
        twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, TWILIO_URL, { ...params, Body: 'something else' }),
        null,
      ];
      for (const signature of signatures) {
        const res = await postTwilio(params, signature);
        expect(res.status).toBe(403);
        expect(res.body.message).toMatch(/signature/i);
      }
      expect(await message(params.MessageSid)).toHaveLength(0);
      expect(await contactsNamed('phone', params.From)).toHaveLength(0);
    });

    it('answers 503 on both routes when their secrets are not configured, and accepts nothing unsigned', async () => {
      const bare = await startTestApp({}, {}, { shareDatabaseWith: t });
      try {
        const payload = email();
        const res = await bare
          .request()
          .post('/api/webhooks/email')
          .set('content-type', 'application/json')
          .set('x-webhook-signature', sign(JSON.stringify(payload)))
          .send(JSON.stringify(payload));
        expect(res.status).toBe(503);
        expect(res.body.message).toMatch(/WEBHOOK_SECRET/);
        const params = sms();
        const twilioRes = await bare.request().post('/api/webhooks/twilio').type('form').send(new URLSearchParams(params).toString());
        expect(twilioRes.status).toBe(503);
        expect(twilioRes.body.message).toMatch(/TWILIO_AUTH_TOKEN/);
        expect(await message(params.MessageSid)).toHaveLength(0);
      } finally {
        await bare.close();
      }
    });

    it('needs no session and is not refused for a missing Origin; unknown webhook paths are 404', async () => {
      expect((await postEmail(email())).status).toBe(201);
      const res = await t.request().post('/api/webhooks/fax').send({});
      expect(res.status).toBe(404);
    });
  });

  describe('payloads', () => {
    it('answers 400 naming what is wrong', async () => {
      const missingId = await postEmail({ from: 'a@example.test', text: 'x' });
      expect(missingId.status).toBe(400);
      expect(missingId.body.message).toBe('messageId is required');
      const badFrom = await postEmail(email({ from: 'not an address' }));
      expect(badFrom.status).toBe(400);
      expect(badFrom.body.message).toBe('from must be an e-mail address or Name <address>');
      const badJson = 'not json';
      const res = await t
        .request()
        .post('/api/webhooks/email')
        .set('content-type', 'application/json')
        .set('x-webhook-signature', sign(badJson))
        .send(badJson);
      expect(res.status).toBe(400);
      const badPhone = await postTwilio(sms({ From: 'whatsapp:12345' }));
      expect(badPhone.status).toBe(400);
      expect(badPhone.body.message).toMatch(/^From must be a phone number in E\.164 format/);
      const noSid = await postTwilio({ From: uniquePhone(), Body: 'x' });
      expect(noSid.status).toBe(400);
      expect(noSid.body.message).toBe('MessageSid is required');
    });
  });

  it("ignores Twilio's delivery-status callbacks (200, nothing stored)", async () => {
    const params = sms({ MessageStatus: 'delivered', SmsStatus: 'delivered', Body: '' });
    const res = await postTwilio(params);
    expect(res.status).toBe(200);
    expect(await message(params.MessageSid)).toHaveLength(0);
    expect(await contactsNamed('phone', params.From)).toHaveLength(0);
    const inbound = sms({ SmsStatus: 'received' });
    expect((await postTwilio(inbound)).status).toBe(200);
    expect(await message(inbound.MessageSid)).toHaveLength(1);
  });

  describe('idempotency', () => {
    it('stores an e-mail delivered twice once: 201, then 200 with the same message', async () => {
      const payload = email();
      const first = await postEmail(payload);
      const second = await postEmail(payload);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ ...first.body, created: false });
      expect(await message(payload.messageId.slice(1, -1))).toHaveLength(1);
      expect((await conversation(first.body.conversationId)).messageCount).toBe(1);
    });

    it('stores an e-mail from an unknown sender delivered 10 times at once once: one message, contact, conversation', async () => {
      const address = `${unique('burst')}@example.test`;
      const payload = email({ from: address });
      const responses = await Promise.all(Array.from({ length: 10 }, () => postEmail(payload)));
      expect(responses.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
      expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
      const rows = await message(payload.messageId.slice(1, -1));
      expect(rows).toHaveLength(1);
      expect(new Set(responses.map((r) => r.body.messageId))).toEqual(new Set([rows[0].id]));
      expect(await contactsNamed('email', address)).toHaveLength(1);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM conversations WHERE "contactId" = $1`, [rows[0].contactId]);
      expect(n).toBe(1);
      expect((await conversation(rows[0].conversationId)).messageCount).toBe(1);
    });

    it('stores an SMS delivered 10 times at once once, and two different first messages of one sender make one contact', async () => {
      const params = sms();
      const responses = await Promise.all(Array.from({ length: 10 }, () => postTwilio(params)));
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
      const rows = await message(params.MessageSid);
      expect(rows).toHaveLength(1);
      expect((await conversation(rows[0].conversationId)).messageCount).toBe(1);
      expect(await contactsNamed('phone', params.From)).toHaveLength(1);

      const from = uniquePhone();
      const [a, b] = await Promise.all([postTwilio(sms({ From: from })), postTwilio(sms({ From: from }))]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const contacts = await contactsNamed('phone', from);
      expect(contacts).toHaveLength(1);
      const [conv] = (await t.dataSource.query(`SELECT * FROM conversations WHERE "contactId" = $1`, [contacts[0].id])) as {
        messageCount: number;
      }[];
      expect(conv.messageCount).toBe(2);
    });
  });

  describe('senders', () => {
    it('turns an unknown phone into a contact named by the number, without an e-mail address, and WhatsApp by its profile name', async () => {
      const params = sms();
      await postTwilio(params);
      const [contact] = await contactsNamed('phone', params.From);
      expect(contact).toMatchObject({ name: params.From, email: '', phone: params.From });
      expect((await identity('sms', params.From)).contactId).toBe(contact.id);
      expect((await message(params.MessageSid))[0]).toMatchObject({
        channel: 'sms',
        provider: 'twilio',
        body: params.Body,
        contactId: contact.id,
      });

      const phone = uniquePhone();
      const wa = sms({ From: `whatsapp:${phone}`, To: 'whatsapp:+441234567890', ProfileName: 'Wanda' });
      await postTwilio(wa);
      const [waContact] = await contactsNamed('phone', phone);
      expect(waContact).toMatchObject({ name: 'Wanda', email: '' });
      expect((await identity('whatsapp', phone)).contactId).toBe(waContact.id);
      expect(await identity('sms', phone)).toBeUndefined();
      const [row] = await message(wa.MessageSid);
      expect(row).toMatchObject({ channel: 'whatsapp', contactId: waContact.id });
      expect((await conversation(row.conversationId)).channel).toBe('whatsapp');
    });

    it('finds the contact of a known identity, and links an unknown address to the contact that has it', async () => {
      const { requester } = await createTicket();
      const phone = uniquePhone();
      await t.dataSource.query(`INSERT INTO channel_identities ("contactId", channel, "addressOrHandle") VALUES ($1, 'sms', $2)`, [
        requester.id,
        phone,
      ]);
      const params = sms({ From: phone });
      await postTwilio(params);
      expect((await message(params.MessageSid))[0].contactId).toBe(requester.id);
      expect(await contactsNamed('phone', phone)).toHaveLength(0);

      // An e-mail from the contact's own address (any case) finds the contact and gets an identity.
      const payload = email({ from: requester.email.toUpperCase() });
      await postEmail(payload);
      expect((await message(payload.messageId.slice(1, -1)))[0].contactId).toBe(requester.id);
      expect((await identity('email', requester.email.toLowerCase())).contactId).toBe(requester.id);

      // A phone written with spaces on the contact matches the E.164 sender.
      await t.dataSource.query(`UPDATE contacts SET phone = '+44 20 7946 0999' WHERE id = $1`, [requester.id]);
      const spaced = sms({ From: '+442079460999' });
      await postTwilio(spaced);
      expect((await message(spaced.MessageSid))[0].contactId).toBe(requester.id);

      // Numbers as staff type them: national with the trunk 0, or with the 00 prefix.
      await t.dataSource.query(`UPDATE contacts SET phone = '020 7946 0998' WHERE id = $1`, [requester.id]);
      const national = sms({ From: '+442079460998' });
      await postTwilio(national);
      expect((await message(national.MessageSid))[0].contactId).toBe(requester.id);
      await t.dataSource.query(`UPDATE contacts SET phone = '0049 151 1234 5678' WHERE id = $1`, [requester.id]);
      const international = sms({ From: '+4915112345678' });
      await postTwilio(international);
      expect((await message(international.MessageSid))[0].contactId).toBe(requester.id);
      // A number that only shares its last digits is someone else.
      const other = sms({ From: '+33279460998' });
      await postTwilio(other);
      expect((await message(other.MessageSid))[0].contactId).not.toBe(requester.id);
    });
  });

  describe('threading', () => {
    it('joins an e-mail replying to a stored message (In-Reply-To or References) to its conversation', async () => {
      const from = `${unique('thread')}@example.test`;
      const first = email({ from });
      const a = await postEmail(first);
      const reply = email({ from, subject: 'Re: Dripping tap', inReplyTo: first.messageId });
      const b = await postEmail(reply);
      expect(b.body.conversationId).toBe(a.body.conversationId);
      const byReferences = email({ from: `${unique('cc')}@example.test`, references: `<unknown@x.test> ${first.messageId}` });
      const c = await postEmail(byReferences);
      expect(c.body.conversationId).toBe(a.body.conversationId);
      expect((await conversation(a.body.conversationId)).messageCount).toBe(3);
      const unrelated = await postEmail(email({ from }));
      expect(unrelated.body.conversationId).not.toBe(a.body.conversationId);
    });

    it("joins an e-mail with the [#N] token of its sender's ticket to that ticket's conversation, received on the ticket", async () => {
      const { ticket, requester } = await createTicket();
      const subject = `Re: Leaking tap [#${ticket.number}]`;
      const first = await postEmail(email({ from: requester.email, subject }));
      expect(first.status).toBe(201);
      expect(first.body.status).toBe('received');
      const conv = await conversation(first.body.conversationId);
      expect(conv).toMatchObject({ ticketId: ticket.id, contactId: requester.id, messageCount: 1 });
      const payload = email({ from: requester.email, subject });
      const second = await postEmail(payload);
      expect(second.body).toMatchObject({ conversationId: conv.id, status: 'received' });
      const [row] = await message(payload.messageId.slice(1, -1));
      expect(row).toMatchObject({ ticketId: ticket.id, status: 'received', routingToken: `[#${ticket.number}]` });
      expect((await conversation(conv.id)).messageCount).toBe(2);
    });

    it("leaves a token of someone else's ticket, or of a completed one, to triage", async () => {
      const { ticket, requester } = await createTicket();
      const stranger = await postEmail(email({ subject: `About [#${ticket.number}]` }));
      expect(stranger.body.status).toBe('pending_triage');
      expect((await conversation(stranger.body.conversationId)).ticketId).toBeNull();

      expect((await agent.patch(`/api/tickets/${ticket.id}/status`).send({ status: 'completed' })).status).toBe(200);
      const late = await postEmail(email({ from: requester.email, subject: `Re: [#${ticket.number}]` }));
      expect(late.body.status).toBe('pending_triage');
      expect((await conversation(late.body.conversationId)).ticketId).toBeNull();
    });

    it('joins SMS to the sender’s latest conversation on the channel within 7 days, and starts a new one after', async () => {
      const from = uniquePhone();
      const a = await postTwilio(sms({ From: from }));
      expect(a.status).toBe(200);
      const first = (
        await t.dataSource.query(
          `SELECT * FROM messages WHERE "contactId" = (SELECT "contactId" FROM channel_identities WHERE channel = 'sms' AND "addressOrHandle" = $1)`,
          [from],
        )
      )[0];
      const again = sms({ From: from });
      await postTwilio(again);
      expect((await message(again.MessageSid))[0].conversationId).toBe(first.conversationId);
      // WhatsApp from the same number is another channel: another identity and conversation.
      const wa = sms({ From: `whatsapp:${from}` });
      await postTwilio(wa);
      expect((await message(wa.MessageSid))[0].conversationId).not.toBe(first.conversationId);

      await t.dataSource.query(`UPDATE conversations SET "lastMessageAt" = now() - interval '8 days' WHERE id = $1`, [
        first.conversationId,
      ]);
      const later = sms({ From: from });
      await postTwilio(later);
      const [row] = await message(later.MessageSid);
      expect(row.conversationId).not.toBe(first.conversationId);
      expect(row.status).toBe('pending_triage');
    });
  });

  describe('content', () => {
    it('sanitizes HTML (no script, event handler or javascript: link) and derives the text when there is none', async () => {
      const html =
        '<p>Hello <b>desk</b> &amp; team</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">click</a> <a href="https://example.test/photo" onclick="alert(4)">photo</a><br>Thanks';
      const payload = email({ text: undefined, html });
      const res = await postEmail(payload);
      expect(res.status).toBe(201);
      const [row] = await message(payload.messageId.slice(1, -1));
      const stored = (row.rawData as { html: string }).html;
      expect(stored).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
      expect(stored).toContain('<b>desk</b>');
      expect(stored).toContain('href="https://example.test/photo"');
      expect(row.body).toBe('Hello desk & team\nclick photo\nThanks');
    });

    it('stores an attachment under DATA_DIR/uploads/attachments and refuses one over 10 MB (413, nothing stored)', async () => {
      const bytes = Buffer.from('%PDF-1.4 a small invoice');
      const payload = email({
        attachments: [{ fileName: '../../invoice.pdf', mimeType: 'application/pdf', contentBase64: bytes.toString('base64') }],
      });
      const res = await postEmail(payload);
      expect(res.status).toBe(201);
      const [row] = await message(payload.messageId.slice(1, -1));
      expect(row.attachmentCount).toBe(1);
      expect(JSON.stringify(row.rawData)).not.toContain(bytes.toString('base64'));
      const [file] = (await t.dataSource.query(`SELECT * FROM attachments WHERE "messageId" = $1`, [row.id])) as Record<string, string>[];
      expect(file).toMatchObject({ fileName: 'invoice.pdf', mimeType: 'application/pdf', fileSize: bytes.length, url: null });
      expect(file.blobRef).toMatch(/^uploads\/attachments\/[0-9a-f]{32}$/);
      expect(await readFile(path.join(dataDir, file.blobRef))).toEqual(bytes);

      const filesBefore = await readdir(path.join(dataDir, 'uploads', 'attachments'));
      const big = email({
        attachments: [
          { fileName: 'small.txt', mimeType: 'text/plain', contentBase64: Buffer.from('ok').toString('base64') },
          { fileName: 'video.mp4', mimeType: 'video/mp4', contentBase64: Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64') },
        ],
      });
      const refused = await postEmail(big);
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe('Attachment "video.mp4" is larger than 10 MB, the limit for one file');
      expect(await message(big.messageId.slice(1, -1))).toHaveLength(0);
      expect(await readdir(path.join(dataDir, 'uploads', 'attachments'))).toEqual(filesBefore);
    });

    it("keeps Twilio media as links with their type, Twilio's other fields in rawData", async () => {
      const params = sms({
        NumMedia: '2',
        MediaUrl0: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME111',
        MediaContentType0: 'image/jpeg',
        MediaUrl1: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME222',
        MediaContentType1: 'application/pdf',
      });
      expect((await postTwilio(params)).status).toBe(200);
      const [row] = await message(params.MessageSid);
      expect(row.attachmentCount).toBe(2);
      expect(row.rawData).toMatchObject({ AccountSid: 'AC123', To: '+441234567890' });
      const files = (await t.dataSource.query(`SELECT * FROM attachments WHERE "messageId" = $1 ORDER BY "fileName"`, [row.id])) as Record<
        string,
        unknown
      >[];
      expect(files).toEqual([
        expect.objectContaining({ fileName: 'ME111.jpg', mimeType: 'image/jpeg', fileSize: 0, url: params.MediaUrl0, blobRef: null }),
        expect.objectContaining({ fileName: 'ME222.pdf', mimeType: 'application/pdf', fileSize: 0, url: params.MediaUrl1, blobRef: null }),
      ]);
    });
  });
  describe('routing on arrival', () => {
    interface Suggestion {
      suggestedTicketId: string | null;
      suggestionConfidence: string | null;
      suggestionReason: string | null;
      urgent: boolean;
    }
    async function suggestion(messageId: string): Promise<Suggestion> {
      const [row] = (await t.dataSource.query(
        `SELECT "suggestedTicketId", "suggestionConfidence", "suggestionReason", urgent FROM messages WHERE id = $1`,
        [messageId],
      )) as Suggestion[];
      return row;
    }
    it("stores the suggestion with the message: a client's agent and a reply to a ticket's e-mail", async () => {
      const client = await buildTriageClient(t.dataSource);
      const tenant = await buildTriageContact(t.dataSource);
      const agentContact = await buildTriageContact(t.dataSource, 'Agata Agent');
      const [{ email: agentEmail }] = (await t.dataSource.query(`SELECT email FROM contacts WHERE id = $1`, [agentContact.id])) as {
        email: string;
      }[];
      // The agent speaks for the client through another address; this one gets its identity now.
      await buildClientIdentity(t.dataSource, {
        contactId: agentContact.id,
        clientId: client.id,
        address: `${unique('agent')}@agency.test`,
      });
      const tenantsTicket = await buildTriageTicket(t.dataSource, { clientId: client.id, requesterId: tenant.id, title: 'Leaking gutter' });

      const named = email({ from: agentEmail, subject: `Gutter at the block, ticket #${tenantsTicket.number}`, text: 'Any news?' });
      const first = await postEmail(named);
      expect(first.body).toMatchObject({ created: true, status: 'pending_triage' });
      const stored = await suggestion(first.body.messageId);
      expect(stored).toMatchObject({ suggestedTicketId: tenantsTicket.id, suggestionConfidence: 'high', urgent: false });
      expect(stored.suggestionReason).toMatch(/it is for the sender's client/);

      // A reply to the desk's e-mail on the agent's completed ticket: not joined, suggested with medium confidence.
      const done = await buildTriageTicket(t.dataSource, {
        clientId: client.id,
        requesterId: agentContact.id,
        title: 'Fence',
        status: 'completed',
      });
      const { conversationId } = await buildInboundMessage(t.dataSource, {
        contactId: agentContact.id,
        body: 'The fence is down',
        status: 'received',
        ticketId: done.id,
      });
      const sent = `<${unique('sent')}@desk.example.test>`;
      await buildOutboundEmail(t.dataSource, { conversationId, ticketId: done.id, contactId: agentContact.id, providerMessageId: sent });
      const reply = email({ from: agentEmail, subject: 'Re: Your repair', text: 'There is gas smell near the fence.', inReplyTo: sent });
      const second = await postEmail(reply);
      expect(second.body).toMatchObject({ created: true, status: 'pending_triage' });
      expect(second.body.conversationId).not.toBe(conversationId);
      // A known sender's new conversation is written with the message, in its statement.
      const [secondRow] = await message(reply.messageId.slice(1, -1));
      expect(await conversation(second.body.conversationId)).toMatchObject({
        messageCount: 1,
        contactId: agentContact.id,
        ticketId: null,
        lastMessageAt: secondRow.createdAt,
        createdAt: secondRow.createdAt,
      });
      const replied = await suggestion(second.body.messageId);
      expect(replied).toMatchObject({ suggestedTicketId: done.id, suggestionConfidence: 'medium', urgent: true });
      expect(replied.suggestionReason).toMatch(
        new RegExp(`^Urgent: smell of gas or a gas leak\\. Reply to an e-mail sent from #${done.number} .*completed`),
      );
    });

    it('stores the message without a suggestion when the routing fails, and says so in the log; it is still judged urgent', async () => {
      const services = createServices({ dataSource: t.dataSource, config: t.config });
      const errors: unknown[][] = [];
      const stored: StoredMessageEvent[] = [];
      // A routing whose statement fails: the transaction it ran in is aborted.
      const failing = { suggest: (m: { query: (sql: string) => Promise<unknown> }) => m.query('SELECT 1 / 0') } as unknown as TriageService;
      const inbound = new InboundService(
        t.dataSource,
        { contacts: services.contacts, tickets: services.tickets, triage: failing },
        { dataDir, log: { error: (...args: unknown[]) => errors.push(args) }, onStored: (event) => void stored.push(event) },
      );
      const payload = email({ text: 'Water is pouring through the ceiling!' });
      const result = await inbound.ingestEmail({ ...payload, attachments: null });
      expect(result).toMatchObject({ created: true, status: 'pending_triage' });
      expect(stored).toEqual([result]);
      const [row] = await message(payload.messageId.slice(1, -1));
      expect(row.id).toBe(result.messageId);
      expect(await suggestion(row.id)).toEqual({
        suggestedTicketId: null,
        suggestionConfidence: null,
        suggestionReason: null,
        urgent: true,
      });
      expect((await conversation(row.conversationId)).messageCount).toBe(1);
      expect(errors).toHaveLength(1);
      expect(errors[0][1]).toBe('inbound message routing failed');
    });
  });
});
