import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { buildConversation } from '../../../test/factories/conversations';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { loopbackSmtp } from '../../../test/smtp';
import { gql, startSignedInApp, startTestApp, type Agent, type TestApp } from '../../../test/test-app';
import { createServices } from '../../services';
import { User } from '../users/user.entity';
import { InboundService, threadClues, type RawIngestResult } from './inbound.service';
import type { Message } from './message.entity';
import { plusAddress, plusTicketNumber } from './raw-mail';

const FIXTURES = path.join(__dirname, '..', '..', '..', 'test', 'fixtures', 'mail');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));

const WEBHOOK_SECRET = 'raw-mail-webhook-secret-0123456789';
const MAILGUN_SIGNING_KEY = 'mailgun-signing-key-for-tests';
const SENDGRID_INBOUND_SECRET = 'sendgrid-inbound-secret-0123456789';
const DESK_EMAIL = 'support@acme.test';

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

/** A plain mail from `from`, with the given headers; a fresh Message-ID unless one is given. */
function mail(headers: Record<string, string>, body = 'The kitchen tap drips.'): Buffer {
  const all: Record<string, string> = {
    From: `Tess Tenant <${unique('tess')}@tenant.example>`,
    To: DESK_EMAIL,
    Subject: 'Dripping tap',
    'Message-ID': `<${unique('m')}@tenant.example>`,
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
  };
  return Buffer.from(
    `${Object.entries(all)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n${body}\r\n`,
  );
}

/** A messages row as the table holds it. */
type MessageRow = Message;

describe('raw MIME mail', () => {
  const smtp = loopbackSmtp();
  let t: TestApp;
  let agent: Agent;
  let dataDir: string;
  let inbound: InboundService;
  const updates: { conversationId: string; messageId: string }[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-raw-mail-'));
    const smtpUrl = await smtp.start();
    ({ t, agent } = await startSignedInApp({
      DATA_DIR: dataDir,
      WEBHOOK_SECRET,
      MAILGUN_SIGNING_KEY,
      SENDGRID_INBOUND_SECRET,
      DESK_EMAIL,
      SMTP_URL: smtpUrl,
    }));
    const services = createServices({ dataSource: t.dataSource, config: t.config });
    inbound = new InboundService(
      t.dataSource,
      { contacts: services.contacts, tickets: services.tickets, triage: services.triage },
      { dataDir, deskEmail: DESK_EMAIL, onUpdated: (event) => void updates.push(event) },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  const messageRow = async (id: string): Promise<MessageRow> =>
    ((await t.dataSource.query(`SELECT * FROM messages WHERE id = $1`, [id])) as MessageRow[])[0];
  const attachmentsOf = async (messageId: string) =>
    (await t.dataSource.query(`SELECT id, "fileName", "mimeType", "fileSize" FROM attachments WHERE "messageId" = $1 ORDER BY "fileName"`, [
      messageId,
    ])) as { id: string; fileName: string; mimeType: string; fileSize: number }[];
  /** The triage queue is the messages waiting for triage. */
  const inTriage = async (messageId: string) => (await messageRow(messageId)).status === 'pending_triage';

  describe('parsing', () => {
    it('stores a multipart/alternative mail once: the new text shown, HTML sanitized, the original kept as a download', async () => {
      const source = await fixture('multipart-alternative.eml');
      const first = await inbound.ingestRawEmail(source, { via: 'webhook' });
      expect(first).toMatchObject({ created: true, outcome: 'stored', status: 'pending_triage' });
      const row = await messageRow(first.messageId);
      expect(row).toMatchObject({ provider: 'email', providerMessageId: 'alt-1@tenant.example', subject: 'The kitchen tap drips' });
      expect(row.body).toBe('Hello, the kitchen tap drips all night.');
      expect(row.rawData?.html).toBe('<p>Hello, the kitchen tap <b>drips</b> all night.</p><blockquote>How can we help?</blockquote>');
      expect(row.rawData?.text).toContain('> How can we help?');
      expect(await inTriage(first.messageId)).toBe(true);

      const again = await inbound.ingestRawEmail(source, { via: 'imap', mailboxAddress: DESK_EMAIL });
      expect(again).toEqual({ ...first, created: false, outcome: 'duplicate' });

      const original = await agent.get(`/api/attachments/raw/${first.messageId}`).responseType('blob').expect(200);
      expect(original.headers['content-type']).toBe('message/rfc822');
      expect(original.headers['content-disposition']).toMatch(/^attachment;/);
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(original.body as Buffer, source)).toBe(0);
      const thread = await gql(agent, `query T($id: ID!) { conversation(id: $id) { messages { id rawMailUrl filteredReason } } }`, {
        id: first.conversationId,
      });
      expect(thread.body.data.conversation.messages).toEqual([
        { id: first.messageId, rawMailUrl: `/api/attachments/raw/${first.messageId}`, filteredReason: null },
      ]);
    });

    it('decodes ISO-8859-1 quoted-printable text and encoded words, and leaves out the signature', async () => {
      const result = await inbound.ingestRawEmail(await fixture('latin1-qp.eml'), { via: 'webhook' });
      const row = await messageRow(result.messageId);
      expect(row.subject).toBe('Heizung fällt aus');
      expect(row.body).toBe('Grüß Gott, die Heizung fällt seit gestern aus. Bitte schicken Sie jemanden vorbei.');
      const [contact] = await t.dataSource.query(`SELECT name, email FROM contacts WHERE id = $1`, [row.contactId]);
      expect(contact).toEqual({ name: 'Jürgen Müller', email: 'juergen@tenant.example' });
    });

    it('stores attachments typed by their bytes, and serves every one as a download', async () => {
      const result = await inbound.ingestRawEmail(await fixture('attachments.eml'), { via: 'webhook' });
      const files = await attachmentsOf(result.messageId);
      expect(files.map(({ fileName, mimeType }) => ({ fileName, mimeType }))).toEqual([
        // HTML bytes that claim to be a PDF are not trusted as one.
        { fileName: 'contract.pdf', mimeType: 'application/octet-stream' },
        { fileName: 'docs.zip', mimeType: 'application/zip' },
        { fileName: 'page.html', mimeType: 'text/html' },
        // PNG bytes sent as application/octet-stream are an image.
        { fileName: 'wall.png', mimeType: 'image/png' },
      ]);
      expect((await messageRow(result.messageId)).body).toBe('Photos and the old contract attached.');
      for (const file of files) {
        const res = await agent.get(`/api/attachments/${file.id}`).responseType('blob').expect(200);
        expect(res.headers['content-disposition']).toMatch(/^attachment;/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect((res.body as Buffer).length).toBe(file.fileSize);
      }
    });

    it('stores an inline (cid) image as an attachment and shows the HTML text', async () => {
      const result = await inbound.ingestRawEmail(await fixture('inline-image.eml'), { via: 'webhook' });
      expect(await attachmentsOf(result.messageId)).toEqual([
        expect.objectContaining({ fileName: 'leak@tenant.example', mimeType: 'image/png' }),
      ]);
      const row = await messageRow(result.messageId);
      expect(row.body).toBe('The leak is here:');
      expect(row.rawData?.html).toBe('<p>The leak is here: </p>');
    });

    it('stores a mail it cannot read raw, as failed with the reason, shown in the conversations', async () => {
      const source = await fixture('malformed.eml');
      const result = await inbound.ingestRawEmail(source, { via: 'webhook' });
      expect(result).toMatchObject({ created: true, outcome: 'failed', status: 'failed' });
      const row = await messageRow(result.messageId);
      expect(row).toMatchObject({ status: 'failed', contactId: null, providerMessageId: 'malformed-1@broken.example', subject: 'broken' });
      expect(row.error).toBe('The sender "not an address at all" is not an e-mail address');
      expect(Buffer.compare(await readFile(path.join(dataDir, row.rawBlobRef!)), source)).toBe(0);
      const thread = await agent.get(`/api/conversations/${result.conversationId}`).expect(200);
      expect(thread.body.messages).toEqual([expect.objectContaining({ id: result.messageId, status: 'failed', error: row.error })]);
      expect(await inTriage(result.messageId)).toBe(false);
      expect(await inbound.ingestRawEmail(source, { via: 'imap' })).toEqual({ ...result, created: false, outcome: 'duplicate' });
    });

    it('stores a mail without a Message-ID once, by its bytes', async () => {
      const source = Buffer.from(
        mail({})
          .toString()
          .replace(/^Message-ID: .*\r\n/m, ''),
      );
      const first = await inbound.ingestRawEmail(source, { via: 'webhook' });
      expect((await messageRow(first.messageId)).providerMessageId).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(await inbound.ingestRawEmail(source, { via: 'webhook' })).toMatchObject({ messageId: first.messageId, outcome: 'duplicate' });
    });
  });

  describe('mail kept out of triage', () => {
    const contacts = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM contacts`))[0].n);

    it.each([
      ['an auto-reply', 'auto-reply.eml', 'Auto-reply (Auto-Submitted: auto-replied)'],
      ['a mailing-list mail', 'list.eml', 'Mailing list (List-Id: Housing News <news.lists.example>)'],
    ])('records %s with the reason, without a new contact or a ticket', async (_, name, reason) => {
      const before = await contacts();
      const result = await inbound.ingestRawEmail(await fixture(name), { via: 'webhook' });
      expect(result).toMatchObject({ created: true, outcome: 'ignored', status: 'processed' });
      expect(await messageRow(result.messageId)).toMatchObject({ filteredReason: reason, ticketId: null });
      expect(await contacts()).toBe(before);
      expect(await inTriage(result.messageId)).toBe(false);
    });

    it.each([
      ['X-Autoreply', { 'X-Autoreply': 'yes' }, 'Auto-reply (X-Autoreply)'],
      ['X-Auto-Response-Suppress', { 'X-Auto-Response-Suppress': 'All' }, 'Auto-reply (X-Auto-Response-Suppress: All)'],
      ['Precedence: bulk', { Precedence: 'bulk' }, 'Bulk mail (Precedence: bulk)'],
      ['an out-of-office subject', { Subject: 'Out of office until Monday' }, 'Auto-reply (out-of-office subject)'],
      ['a mail from the desk address', { From: `Acme Support <${DESK_EMAIL}>` }, 'Sent by the desk'],
    ])('recognises %s', async (_, headers, reason) => {
      const result = await inbound.ingestRawEmail(mail(headers), { via: 'webhook' });
      expect(result.outcome).toBe('ignored');
      expect((await messageRow(result.messageId)).filteredReason).toBe(reason);
    });

    it('takes Auto-Submitted: no for a person', async () => {
      const result = await inbound.ingestRawEmail(mail({ 'Auto-Submitted': 'no' }), { via: 'webhook' });
      expect(result).toMatchObject({ outcome: 'stored', status: 'pending_triage' });
    });

    it("recognises the desk's own mail by its Message-ID", async () => {
      const sentId = `<${unique('sent')}@acme.test>`;
      await sentMail(sentId);
      const result = await inbound.ingestRawEmail(mail({ 'Message-ID': sentId, From: 'Alex Agent <alex@elsewhere.example>' }), {
        via: 'imap',
      });
      expect(result.outcome).toBe('ignored');
      expect((await messageRow(result.messageId)).filteredReason).toBe('Sent by the desk');
    });
  });

  /** An e-mail the desk sent with this Message-ID, in a conversation with a tenant. */
  async function sentMail(providerMessageId: string): Promise<{ conversationId: string; outboundId: string }> {
    const parties = await buildTicketParties(t.dataSource);
    const { conversation } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'email',
      address: `${unique('tenant')}@x.example`,
    });
    const [row] = (await t.dataSource.query(
      `INSERT INTO messages ("conversationId", channel, direction, subject, body, provider, "providerMessageId", status)
       VALUES ($1, 'email', 'outbound', 'Re: Dripping tap', 'We come on Friday.', 'smtp', $2, 'sent') RETURNING id`,
      [conversation.id, providerMessageId],
    )) as { id: string }[];
    return { conversationId: conversation.id, outboundId: row.id };
  }

  describe('bounces', () => {
    it("marks the desk's mail a Postfix delivery report names failed, with the reason in words, and announces it", async () => {
      const sentId = `${unique('out')}@acme.test`;
      const { conversationId, outboundId } = await sentMail(`<${sentId}>`);
      const dsn = Buffer.from(
        (await fixture('dsn-postfix.eml'))
          .toString()
          .replace('OUTBOUND-MESSAGE-ID', sentId)
          .replace('<20260302100005.3F1A2C0123@mx.acme.test>', `<${unique('dsn')}@mx.acme.test>`),
      );
      updates.length = 0;
      const result = await inbound.ingestRawEmail(dsn, { via: 'imap', mailboxAddress: DESK_EMAIL });
      expect(result).toMatchObject({ created: true, outcome: 'bounce', status: 'processed' });
      const reason =
        'The e-mail to nobody@tenant.example could not be delivered: the mailbox does not exist. The server said: 5.1.1 550 5.1.1 ' +
        '<nobody@tenant.example>: Recipient address rejected: User unknown in virtual mailbox table';
      expect(await messageRow(outboundId)).toMatchObject({ status: 'failed', error: reason });
      expect(updates).toEqual([{ conversationId, messageId: outboundId }]);
      const report = await messageRow(result.messageId);
      expect(report).toMatchObject({ filteredReason: `Delivery report: ${reason}`, contactId: null });
      expect(await inTriage(result.messageId)).toBe(false);
      // The same report again: stored once, nothing announced again.
      expect((await inbound.ingestRawEmail(dsn, { via: 'imap' })).outcome).toBe('duplicate');
      expect(updates).toHaveLength(1);
    });

    it('records a delivery report on a mail the desk did not send, without marking anything', async () => {
      const dsn = Buffer.from(
        (await fixture('dsn-postfix.eml'))
          .toString()
          .replace('OUTBOUND-MESSAGE-ID', `${unique('unknown')}@acme.test`)
          .replace('<20260302100005.3F1A2C0123@mx.acme.test>', `<${unique('dsn')}@mx.acme.test>`),
      );
      const result = await inbound.ingestRawEmail(dsn, { via: 'webhook' });
      expect(result.outcome).toBe('ignored');
      expect((await messageRow(result.messageId)).filteredReason).toBe('Delivery report on a mail the desk did not send');
    });
  });

  describe('threading', () => {
    it('decides in one order: References, then the plus address, then the subject token', () => {
      const replied = { id: 'c1', ticketId: 't1', contactId: 'p1' };
      const token = { token: '[#3]', number: 3 };
      expect(threadClues(replied, { plusTicket: 2, ticketToken: token })).toEqual([
        { by: 'reply', conversation: replied },
        { by: 'plus', ticketNumber: 2 },
        { by: 'subject', ticketNumber: 3 },
      ]);
      expect(threadClues(null, { plusTicket: null, ticketToken: token })).toEqual([{ by: 'subject', ticketNumber: 3 }]);
    });

    it("finds the ticket of the desk's plus address among To, Cc, Delivered-To and X-Original-To", () => {
      expect(plusAddress(DESK_EMAIL, 1234)).toBe('support+t1234@acme.test');
      expect(plusTicketNumber(['tess@x.example', 'Support+T77@Acme.test'], [DESK_EMAIL])).toBe(77);
      expect(plusTicketNumber(['other+t77@acme.test', 'support+t77@elsewhere.test'], [DESK_EMAIL])).toBeNull();
      expect(plusTicketNumber(['help+t5@agent.example'], [null, 'help@agent.example'])).toBe(5);
    });

    it('threads a reply by References before the plus address, and the plus address before the subject token', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const tickets = [];
      for (let i = 0; i < 3; i += 1)
        tickets.push((await agent.post('/api/tickets').send(ticketBody(parties)).expect(201)).body as { id: string; number: number });
      const [byReference, byPlus, bySubject] = tickets;
      const address = parties.requester.email;
      const { message } = await buildConversation(t.dataSource, {
        contactId: parties.requester.id,
        channel: 'email',
        address,
        ticketId: byReference.id,
      });
      const from = `Tenant <${address}>`;
      const all = {
        From: from,
        To: plusAddress(DESK_EMAIL, byPlus.number),
        Subject: `Re: Repair [#${bySubject.number}]`,
        References: `<${message.providerMessageId}>`,
      };
      const ticketOf = async (result: RawIngestResult) => (await messageRow(result.messageId)).ticketId;
      expect(await ticketOf(await inbound.ingestRawEmail(mail(all), { via: 'webhook' }))).toBe(byReference.id);
      const { References: _, ...noReference } = all;
      expect(await ticketOf(await inbound.ingestRawEmail(mail(noReference), { via: 'webhook' }))).toBe(byPlus.id);
      const viaDelivered = { ...noReference, To: DESK_EMAIL, 'Delivered-To': plusAddress(DESK_EMAIL, byPlus.number) };
      expect(await ticketOf(await inbound.ingestRawEmail(mail(viaDelivered), { via: 'imap' }))).toBe(byPlus.id);
      expect(await ticketOf(await inbound.ingestRawEmail(mail({ ...noReference, To: DESK_EMAIL }), { via: 'webhook' }))).toBe(bySubject.id);
    });
  });

  describe('outbound Reply-To', () => {
    it('carries the desk address plus-addressed with the ticket when DESK_EMAIL is set, and no Reply-To without it', async () => {
      await agent.put('/api/users/me/email-settings').send({ senderEmail: 'alex@acme.test', emailEnabled: true }).expect(200);
      const [user] = await t.dataSource.getRepository(User).find({ order: { createdAt: 'DESC' }, take: 1 });
      const parties = await buildTicketParties(t.dataSource);
      const ticket = (await agent.post('/api/tickets').send(ticketBody(parties)).expect(201)).body as { id: string; number: number };
      const { conversation } = await buildConversation(t.dataSource, {
        contactId: parties.requester.id,
        channel: 'email',
        address: unique('r') + '@tenant.example',
        ticketId: ticket.id,
        subject: 'Radiator cold',
      });
      const sent = async (deskEmail: string | undefined) => {
        const services = createServices({ dataSource: t.dataSource, config: { ...t.config, DESK_EMAIL: deskEmail } });
        const before = smtp.received.length;
        expect((await services.outbound.reply(user, { conversationId: conversation.id, body: 'Please bleed it.' })).status).toBe('sent');
        expect(smtp.received).toHaveLength(before + 1);
        return simpleParser(smtp.received[before].raw);
      };
      const withDesk = await sent(DESK_EMAIL);
      expect(withDesk.replyTo?.text).toBe(`support+t${ticket.number}@acme.test`);
      const without = await sent(undefined);
      expect(without.replyTo).toBeUndefined();
      expect(without.headers.has('reply-to')).toBe(false);
    });
  });

  describe('webhooks', () => {
    const signRaw = (body: Buffer, secret = WEBHOOK_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const postRaw = (body: Buffer, signature: string | null = signRaw(body)) => {
      const req = t.request().post('/api/webhooks/email/raw').set('content-type', 'message/rfc822');
      if (signature !== null) req.set('x-webhook-signature', signature);
      return req.send(body);
    };
    const mailgunFields = (
      key = MAILGUN_SIGNING_KEY,
      timestamp = String(Math.floor(Date.now() / 1000)),
      token = randomBytes(25).toString('hex'),
    ) => ({
      timestamp,
      token,
      signature: createHmac('sha256', key)
        .update(timestamp + token)
        .digest('hex'),
    });
    const postForm = (url: string, fields: Record<string, string | Buffer>, auth?: [string, string] | null) => {
      const { type, body } = formData(fields);
      const req = t.request().post(url).set('content-type', type);
      if (auth) req.auth(...auth);
      return req.send(body);
    };
    const postMailgun = (source: Buffer, fields: Record<string, string>) =>
      postForm('/api/webhooks/email/mailgun', { ...fields, recipient: DESK_EMAIL, 'body-mime': source });
    const postSendgrid = (source: Buffer, auth: [string, string] | null) =>
      postForm('/api/webhooks/email/sendgrid', { to: DESK_EMAIL, email: source }, auth);

    it('takes a signed raw mail, and the same mail through Mailgun and SendGrid stores once', async () => {
      const source = await fixture('latin1-qp.eml');
      const first = mail({}, 'Raw route');
      const stored = await postRaw(first).expect(201);
      expect(stored.body).toMatchObject({ created: true, outcome: 'stored' });
      const viaMailgun = await postMailgun(first, mailgunFields()).expect(200);
      expect(viaMailgun.body).toMatchObject({ messageId: stored.body.messageId, outcome: 'duplicate' });
      const viaSendgrid = await postSendgrid(first, ['sendgrid', SENDGRID_INBOUND_SECRET]).expect(200);
      expect(viaSendgrid.body).toMatchObject({ messageId: stored.body.messageId, outcome: 'duplicate' });
      expect(
        await t.dataSource.query(`SELECT count(*)::int AS n FROM messages WHERE "providerMessageId" = $1`, [
          (await messageRow(stored.body.messageId)).providerMessageId,
        ]),
      ).toEqual([{ n: 1 }]);
      // 8-bit bytes come through the forms unchanged.
      const latin = mail(
        {
          'Message-ID': `<${unique('latin')}@tenant.example>`,
          'Content-Type': 'text/plain; charset=ISO-8859-1',
          'Content-Transfer-Encoding': '8bit',
        },
        '',
      );
      const eightBit = Buffer.concat([latin, Buffer.from('Gr\xfc\xdfe aus K\xf6ln\r\n', 'latin1')]);
      const viaForm = await postSendgrid(eightBit, ['any', SENDGRID_INBOUND_SECRET]).expect(200);
      expect((await messageRow(viaForm.body.messageId)).body).toBe('Grüße aus Köln');
      expect((await postMailgun(source, mailgunFields()).expect(200)).body.outcome).toMatch(/stored|duplicate/);
    });

    it('refuses a raw mail with a bad or missing signature, and one over the size limit with 413', async () => {
      const source = mail({});
      expect((await postRaw(source, signRaw(source, 'another-secret-0123456789')).expect(403)).body.message).toMatch(/signature/);
      await postRaw(source, null).expect(403);
      await postRaw(source, 'sha256=abc').expect(403);
      const huge = Buffer.alloc(40 * 1024 * 1024, 'a');
      const res = await postRaw(huge, 'sha256=' + '0'.repeat(64));
      expect(res.status).toBe(413);
    });

    it('refuses Mailgun calls with a bad, missing, old or replayed signature', async () => {
      const source = mail({});
      await postMailgun(source, mailgunFields('wrong-key')).expect(403);
      await postMailgun(source, {}).expect(403);
      const old = mailgunFields(MAILGUN_SIGNING_KEY, String(Math.floor(Date.now() / 1000) - 10 * 60));
      expect((await postMailgun(source, old).expect(403)).body.message).toMatch(/too old/);
      const fields = mailgunFields();
      await postForm('/api/webhooks/email/mailgun/mime', { ...fields, 'body-mime': source }).expect(200);
      // The same token again, within the window, with another mail: refused.
      expect((await postMailgun(mail({}), fields).expect(403)).body.message).toMatch(/used before/);
    });

    it('gives a Mailgun token back when the call could not be processed, so its retry is taken', async () => {
      const fields = mailgunFields();
      await postForm('/api/webhooks/email/mailgun', { ...fields, recipient: DESK_EMAIL }).expect(400);
      await postMailgun(mail({}), fields).expect(200);
    });

    it('answers 413 for a mail over 30 MB in a form', async () => {
      const huge = Buffer.concat([mail({}), Buffer.alloc(40 * 1024 * 1024, 'a')]);
      expect((await postMailgun(huge, mailgunFields()).expect(413)).body).toEqual({
        message: 'The mail is larger than 30 MB, the limit for one message',
        field: 'body-mime',
      });
    });

    it('refuses SendGrid calls without the basic-auth secret', async () => {
      const source = mail({});
      const wrong = await postSendgrid(source, ['sendgrid', 'not-the-secret-0123456789']).expect(401);
      expect(wrong.headers['www-authenticate']).toBe('Basic realm="inbound mail"');
      await postSendgrid(source, null).expect(401);
    });

    it('answers 503 on every mail route while its secret is unset', async () => {
      const bare = await startTestApp({ DATA_DIR: dataDir }, {}, { shareDatabaseWith: t });
      try {
        const source = mail({});
        expect(
          (await bare.request().post('/api/webhooks/email/raw').set('content-type', 'message/rfc822').send(source).expect(503)).body
            .message,
        ).toMatch(/WEBHOOK_SECRET/);
        expect((await bare.request().post('/api/webhooks/email/mailgun').field('body-mime', 'x').expect(503)).body.message).toMatch(
          /MAILGUN_SIGNING_KEY/,
        );
        expect((await bare.request().post('/api/webhooks/email/sendgrid').field('email', 'x').expect(503)).body.message).toMatch(
          /SENDGRID_INBOUND_SECRET/,
        );
      } finally {
        await bare.close();
      }
    });
  });
});

/** A multipart/form-data body as a mail service sends it: the mail's bytes as they are, without a charset. */
function formData(fields: Record<string, string | Buffer>): { type: string; body: Buffer } {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
}
