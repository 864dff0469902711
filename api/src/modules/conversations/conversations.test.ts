import { createHmac } from 'node:crypto';
import { buildConversation } from '../../../test/factories/conversations';
import { fakeTwilio } from '../../../test/fake-twilio';
import { PlainSendFailureReasons1764000700000 } from '../../db/migrations/1764000700000-PlainSendFailureReasons';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { loopbackSmtp } from '../../../test/smtp';
import { gql, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

const SEND_TICKET_EMAIL = `mutation S($input: SendTicketEmailInput!) { sendTicketEmail(input: $input) { id status error conversationId } }`;
const RETRY = `mutation R($input: RetryMessageInput!) { retryMessage(input: $input) { id status error } }`;
const CHANNELS = `{ sendingChannels { channel canSend reason } }`;
/** What an agent must never be shown: the server's setting names. */
const SETTING_NAME = /TWILIO|SMTP|GMAIL_|OUTLOOK_|_SID|_TOKEN|_URL/;

const THREAD = `query Thread($id: ID!) { conversation(id: $id) { conversation { id channel subject messageCount contact { name email } ticket { number } }
  messages { direction status body error subject } } }`;

describe('conversations', () => {
  const twilio = fakeTwilio({ accountSid: 'AC0000000000000000000000000000test', authToken: 'twilio-test-token' });
  const smtp = loopbackSmtp();
  let t: TestApp;
  let agent: Agent;
  let parties: Awaited<ReturnType<typeof buildTicketParties>>;

  beforeAll(async () => {
    const [twilioBase, smtpUrl] = await Promise.all([twilio.start(), smtp.start()]);
    ({ t, agent } = await startSignedInApp({
      TWILIO_ACCOUNT_SID: 'AC0000000000000000000000000000test',
      TWILIO_AUTH_TOKEN: 'twilio-test-token',
      TWILIO_API_BASE: twilioBase,
      TWILIO_SMS_FROM: '+447700900001',
      TWILIO_WHATSAPP_FROM: '+447700900002',
      SMTP_URL: smtpUrl,
      WEBHOOK_SECRET: 'conversations-test-webhook-secret',
    }));
    parties = await buildTicketParties(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    twilio.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('lists conversations newest first with contact, linked ticket and messages (REST) and counts the active ones (GraphQL)', async () => {
    const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body as { id: string; number: number };
    const older = await buildConversation(t.dataSource, { contactId: parties.requester.id, channel: 'sms', address: '+447700900123' });
    await t.dataSource.query(`UPDATE conversations SET "lastMessageAt" = now() - interval '1 hour' WHERE id = $1`, [older.conversation.id]);
    const newer = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'email',
      address: parties.requester.email,
      ticketId: ticket.id,
      subject: 'Boiler pressure low',
    });

    const rest = await agent.get('/api/conversations');
    expect(rest.status).toBe(200);
    // A page like every other list: the total, and the next page's Link when there is one.
    const total = Number(rest.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(rest.headers.link).toBe(total > 25 ? '</api/conversations?limit=25&offset=25>; rel="next"' : undefined);
    const first = await agent.get('/api/conversations?limit=1').expect(200);
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(first.headers.link).toBe('</api/conversations?limit=1&offset=1>; rel="next"');
    const last = await agent.get(`/api/conversations?limit=1&offset=${total - 1}`).expect(200);
    expect(last.headers.link).toBe(`</api/conversations?limit=1&offset=${total - 2}>; rel="prev"`);
    expect(last.body).toHaveLength(1);
    const ids = (rest.body as { id: string }[]).map((c) => c.id);
    expect(ids.indexOf(newer.conversation.id)).toBeLessThan(ids.indexOf(older.conversation.id));
    const card = (rest.body as Record<string, unknown>[]).find((c) => c.id === newer.conversation.id);
    expect(card).toMatchObject({
      channel: 'email',
      subject: 'Boiler pressure low',
      messageCount: 1,
      contact: { id: parties.requester.id, name: parties.requester.name, email: parties.requester.email },
      ticket: { id: ticket.id, number: ticket.number },
      messages: [{ direction: 'inbound', status: 'received', body: newer.message.body }],
    });

    const res = await gql(agent, `{ conversations(limit: 10) { totalCount activeCount nodes { id ticket { number } } } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.conversations.activeCount).toBeGreaterThanOrEqual(2);
    expect(res.body.data.conversations.nodes.map((n: { id: string }) => n.id)).toEqual(expect.arrayContaining(ids.slice(0, 2)));
  });

  it('sends an SMS reply through Twilio from the number the tenant wrote to, stores it sent with the SID, and counts it', async () => {
    const { conversation } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'sms',
      address: '+447700900555',
      to: '+447700900999',
    });
    const before = twilio.requests.length;
    // Exactly what the Conversations screen sends.
    const res = await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, channel: 'sms', direction: 'outbound', body: ' On our way ', status: 'sent' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ direction: 'outbound', status: 'sent', body: 'On our way', error: null });
    const sent = twilio.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/2010-04-01/Accounts/AC0000000000000000000000000000test/Messages.json');
    expect(sent[0].auth).toBe(`Basic ${Buffer.from('AC0000000000000000000000000000test:twilio-test-token').toString('base64')}`);
    expect(Object.fromEntries(sent[0].form)).toEqual({ To: '+447700900555', From: '+447700900999', Body: 'On our way' });
    const [row] = await t.dataSource.query(`SELECT provider, "providerMessageId", "userId" FROM messages WHERE id = $1`, [res.body.id]);
    expect(row).toMatchObject({ provider: 'twilio', providerMessageId: expect.stringMatching(/^SM\d+fake$/) });
    const thread = await gql(agent, THREAD, { id: conversation.id });
    expect(thread.body.data.conversation.conversation.messageCount).toBe(2);
    expect(thread.body.data.conversation.messages.map((m: { direction: string }) => m.direction)).toEqual(['INBOUND', 'OUTBOUND']);
  });

  it('sends WhatsApp replies with the whatsapp: prefix and shows a refused send as failed with the reason', async () => {
    const { conversation } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'whatsapp',
      address: '+447700900777',
    });
    const before = twilio.requests.length;
    const ok = await gql(agent, `mutation R($input: SendReplyInput!) { sendReply(input: $input) { status error } }`, {
      input: { conversationId: conversation.id, body: 'Engineer booked for Tuesday' },
    });
    expect(ok.body.data.sendReply).toEqual({ status: 'SENT', error: null });
    expect(Object.fromEntries(twilio.requests[before].form)).toMatchObject({
      To: 'whatsapp:+447700900777',
      From: 'whatsapp:+447700900002',
    });

    twilio.fail({ status: 400, code: 63016, message: 'Failed to send freeform message because you are outside the allowed window' });
    try {
      const failed = await agent.post('/api/messages').send({ conversationId: conversation.id, body: 'Are you home?' });
      expect(failed.status).toBe(201);
      expect(failed.body).toMatchObject({ status: 'failed', error: expect.stringContaining('outside the allowed window') });
      const thread = await gql(agent, THREAD, { id: conversation.id });
      expect(thread.body.data.conversation.messages.at(-1)).toMatchObject({
        status: 'FAILED',
        error: expect.stringContaining('allowed window'),
      });
    } finally {
      twilio.fail(null);
    }
  });

  it('refuses a blank reply and an unknown conversation with clear messages', async () => {
    const { conversation } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'sms',
      address: '+447700900888',
    });
    const blank = await agent.post('/api/messages').send({ conversationId: conversation.id, body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Message is required');
    const unknown = await agent.post('/api/messages').send({ conversationId: '00000000-0000-4000-8000-000000000000', body: 'Hello' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Conversation not found');
    expect((await agent.get('/api/conversations/not-a-uuid')).status).toBe(404);
  });

  it('sends e-mail replies and Compose Email through the mail route, threaded, with the routing token of the linked ticket', async () => {
    await agent
      .put('/api/users/me/email-settings')
      .send({ senderEmail: 'desk@acme.test', emailSignature: '<p>Acme Support</p>', emailEnabled: true });
    const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body as { id: string; number: number };
    const { conversation, message } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'email',
      address: 'tenant.mail@example.test',
      ticketId: ticket.id,
      subject: 'Radiator cold',
    });
    const before = smtp.received.length;
    const reply = await agent.post('/api/messages').send({ conversationId: conversation.id, body: 'Please bleed the radiator first.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: 'sent', subject: 'Re: Radiator cold' });
    const composed = await agent
      .post(`/api/conversations/${conversation.id}/send-email`)
      .send({ subject: 'Visit on Friday', message: 'Our engineer comes on Friday at 10.' });
    expect(composed.status).toBe(201);
    expect(composed.body.status).toBe('sent');

    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0].to).toEqual(['tenant.mail@example.test']);
    expect(mails[0].raw).toMatch(new RegExp(`Subject: Re: Radiator cold \\[#${ticket.number}\\]`));
    expect(mails[0].raw).toContain(`In-Reply-To: ${message.providerMessageId}`);
    expect(mails[0].raw).toContain('Acme Support');
    expect(mails[1].raw).toMatch(new RegExp(`Subject: Visit on Friday \\[#${ticket.number}\\]`));
    const [row] = await t.dataSource.query(`SELECT "providerMessageId" FROM messages WHERE id = $1`, [reply.body.id]);
    expect(mails[0].raw).toContain(`Message-ID: ${row.providerMessageId}`);
  });

  it("sends a ticket's e-mail to the requester in the ticket's conversation and records it in the feed with a link", async () => {
    const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body as { id: string; number: number };
    const before = smtp.received.length;
    const res = await gql(agent, `mutation S($input: SendTicketEmailInput!) { sendTicketEmail(input: $input) { status conversationId } }`, {
      input: { ticketId: ticket.id, subject: 'Your repair', body: 'We have ordered the part.' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sendTicketEmail.status).toBe('SENT');
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([[parties.requester.email]]);
    const linked = await gql(agent, `query L($id: ID!) { ticketConversations(ticketId: $id) { id channel messageCount } }`, {
      id: ticket.id,
    });
    expect(linked.body.data.ticketConversations).toEqual([
      { id: res.body.data.sendTicketEmail.conversationId, channel: 'EMAIL', messageCount: 1 },
    ]);
    const feed = await agent.get(`/api/tickets/${ticket.id}/activities`);
    const email = (feed.body as { type: string; metadata: Record<string, unknown> }[]).find((a) => a.type === 'email');
    expect(email?.metadata).toMatchObject({ direction: 'outbound', conversationId: res.body.data.sendTicketEmail.conversationId });
  });

  it("puts a tenant's e-mail that threads onto their ticket in the ticket's feed, linked to the conversation", async () => {
    const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body as { id: string; number: number };
    const body = JSON.stringify({
      messageId: `<feed-${ticket.number}@tenant.test>`,
      from: `${parties.requester.name} <${parties.requester.email}>`,
      subject: `Still leaking [#${ticket.number}]`,
      text: 'The tap is still dripping tonight.',
    });
    const signature = createHmac('sha256', 'conversations-test-webhook-secret').update(body).digest('hex');
    const res = await t
      .request()
      .post('/api/webhooks/email')
      .set('content-type', 'application/json')
      .set('X-Webhook-Signature', `sha256=${signature}`)
      .send(body);
    expect(res.status).toBe(201);
    const feed = (await agent.get(`/api/tickets/${ticket.id}/activities`)).body as {
      type: string;
      content: string;
      metadata: Record<string, unknown>;
    }[];
    expect(feed[0]).toMatchObject({
      type: 'email',
      metadata: { direction: 'inbound', channel: 'email', conversationId: res.body.conversationId },
    });
    expect(feed[0].content).toContain(`Inbound e-mail from ${parties.requester.name}`);
    expect(feed[0].content).toContain('The tap is still dripping tonight.');
  });

  it("shows a ticket e-mail's send state on its feed entry; Retry sends the same message once, however often it is clicked", async () => {
    await agent.put('/api/users/me/email-settings').send({ emailEnabled: false });
    const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body as { id: string };
    const sent = await gql(agent, SEND_TICKET_EMAIL, { input: { ticketId: ticket.id, subject: 'Access', body: 'Is 9am fine?' } });
    const message = sent.body.data.sendTicketEmail as { id: string; status: string; error: string; conversationId: string };
    expect(message).toMatchObject({ status: 'FAILED', error: 'Email not configured. Please set up your email settings first.' });
    expect(await feedDeliveries(ticket.id)).toEqual([
      { messageId: message.id, status: 'FAILED', error: 'Email not configured. Please set up your email settings first.' },
    ]);

    await agent.put('/api/users/me/email-settings').send({ senderEmail: 'desk@acme.test', emailEnabled: true });
    const before = smtp.received.length;
    // Two agents (or two clicks) at once: one of them sends, the other answers where it stands.
    const retries = await Promise.all([retry(message.id), retry(message.id)]);
    expect(retries.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['SENT']));
    const again = await retry(message.id);
    expect(again).toMatchObject({ id: message.id, status: 'SENT', error: null });
    expect(smtp.received.length - before).toBe(1);
    expect(await feedDeliveries(ticket.id)).toEqual([{ messageId: message.id, status: 'SENT', error: null }]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM messages WHERE "conversationId" = $1`, [
      message.conversationId,
    ]);
    expect(count).toBe(1);
    const feed = await gql(agent, `query F($id: ID!) { ticketActivities(ticketId: $id) { totalCount nodes { type } } }`, { id: ticket.id });
    expect(feed.body.data.ticketActivities.nodes.filter((a: { type: string }) => a.type === 'EMAIL')).toHaveLength(1);
  });

  it('refuses to retry an inbound message, and an unknown one', async () => {
    const { message } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'sms',
      address: '+447700900444',
    });
    const inbound = await gql(agent, RETRY, { input: { messageId: message.id } });
    expect(inbound.body.errors[0]).toMatchObject({
      message: 'Only a message the desk sent can be sent again',
      extensions: { code: 'BAD_USER_INPUT', field: 'messageId' },
    });
    const unknown = await gql(agent, RETRY, { input: { messageId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Message not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('says every channel can send when Twilio and the mail route are set up', async () => {
    await agent.put('/api/users/me/email-settings').send({ senderEmail: 'desk@acme.test', emailEnabled: true });
    const res = await gql(agent, CHANNELS);
    expect(res.body.data.sendingChannels).toEqual([
      { channel: 'EMAIL', canSend: true, reason: null },
      { channel: 'SMS', canSend: true, reason: null },
      { channel: 'WHATSAPP', canSend: true, reason: null },
    ]);
  });

  async function retry(messageId: string) {
    const res = await gql(agent, RETRY, { input: { messageId } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.retryMessage as { id: string; status: string; error: string | null };
  }

  async function feedDeliveries(ticketId: string) {
    const res = await gql(
      agent,
      `query F($id: ID!) { ticketActivities(ticketId: $id) { nodes { type delivery { messageId status error } } } }`,
      {
        id: ticketId,
      },
    );
    return (res.body.data.ticketActivities.nodes as { type: string; delivery: unknown }[]).filter((a) => a.delivery).map((a) => a.delivery);
  }

  it('fails an e-mail visibly when the user has not enabled e-mail', async () => {
    await agent.put('/api/users/me/email-settings').send({ senderEmail: 'desk@acme.test', emailSignature: '', emailEnabled: false });
    const { conversation } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'email',
      address: 'x@example.test',
    });
    const res = await agent.post('/api/messages').send({ conversationId: conversation.id, body: 'Hello' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'failed', error: 'Email not configured. Please set up your email settings first.' });
  });
});

describe('sends with nothing set up: no mail route, no Twilio account', () => {
  let t: TestApp;
  let agent: Agent;
  let parties: Awaited<ReturnType<typeof buildTicketParties>>;

  beforeAll(async () => {
    ({ t, agent } = await startSignedInApp({ WEBHOOK_SECRET: 'conversations-test-webhook-secret' }));
    parties = await buildTicketParties(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('says no channel can send, each with the reason in plain words', async () => {
    const res = await gql(agent, CHANNELS);
    expect(res.body.data.sendingChannels).toEqual([
      { channel: 'EMAIL', canSend: false, reason: 'E-mail is not set up yet: ask an administrator' },
      { channel: 'SMS', canSend: false, reason: 'Text messages are not set up yet: ask an administrator' },
      { channel: 'WHATSAPP', canSend: false, reason: 'WhatsApp is not set up yet: ask an administrator' },
    ]);
    const settings = await gql(agent, `{ emailSettings { availableProviders companyMailServer sendingProblem } }`);
    expect(settings.body.data.emailSettings).toEqual({
      availableProviders: [],
      companyMailServer: false,
      sendingProblem: 'E-mail is not set up yet: ask an administrator',
    });
  });

  it('an SMS reply answers FAILED with the reason an agent understands, never a setting name', async () => {
    const { conversation } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'sms',
      address: '+447700900321',
    });
    const res = await gql(agent, `mutation R($input: SendReplyInput!) { sendReply(input: $input) { status error } }`, {
      input: { conversationId: conversation.id, body: 'On our way' },
    });
    expect(res.body.data.sendReply).toEqual({ status: 'FAILED', error: 'Text messages are not set up yet: ask an administrator' });
    const rest = await agent.post('/api/messages').send({ conversationId: conversation.id, body: 'Hello?' });
    expect(rest.body).toMatchObject({ status: 'failed', error: 'Text messages are not set up yet: ask an administrator' });
    expect(JSON.stringify([res.body, rest.body])).not.toMatch(SETTING_NAME);
  });

  it("a ticket's e-mail fails with the reason on its feed entry, and Retry fails again without storing anything twice", async () => {
    const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body as { id: string };
    const sent = await gql(agent, SEND_TICKET_EMAIL, { input: { ticketId: ticket.id, subject: 'Visit', body: 'Tomorrow at 10.' } });
    const message = sent.body.data.sendTicketEmail as { id: string; conversationId: string };
    expect(sent.body.data.sendTicketEmail).toMatchObject({ status: 'FAILED', error: 'E-mail is not set up yet: ask an administrator' });
    const retried = await gql(agent, RETRY, { input: { messageId: message.id } });
    expect(retried.body.data.retryMessage).toEqual({
      id: message.id,
      status: 'FAILED',
      error: 'E-mail is not set up yet: ask an administrator',
    });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM messages WHERE "conversationId" = $1`, [
      message.conversationId,
    ]);
    expect(count).toBe(1);
  });

  it('messages that failed with the old texts naming settings read in plain words after the migration', async () => {
    const { conversation } = await buildConversation(t.dataSource, {
      contactId: parties.requester.id,
      channel: 'sms',
      address: '+447700900654',
    });
    await t.dataSource.query(
      `INSERT INTO messages ("conversationId", channel, direction, body, status, error)
       VALUES ($1, 'sms', 'outbound', 'Hello', 'failed', 'SMS and WhatsApp are not configured (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN)')`,
      [conversation.id],
    );
    const runner = t.dataSource.createQueryRunner();
    try {
      await new PlainSendFailureReasons1764000700000().up(runner);
    } finally {
      await runner.release();
    }
    const thread = await gql(agent, THREAD, { id: conversation.id });
    expect(thread.body.data.conversation.messages.at(-1)).toMatchObject({
      status: 'FAILED',
      error: 'Text messages are not set up yet: ask an administrator',
    });
  });

  it('refuses to switch e-mail on (409 naming the reason and the field), over REST and GraphQL', async () => {
    const rest = await agent.put('/api/users/me/email-settings').send({ senderEmail: 'desk@acme.test', emailEnabled: true });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: 'E-mail is not set up yet: ask an administrator', field: 'emailEnabled' });
    const graph = await gql(
      agent,
      `mutation U($input: UpdateEmailSettingsInput!) { updateEmailSettings(input: $input) { emailEnabled } }`,
      {
        input: { emailEnabled: true },
      },
    );
    expect(graph.body.errors[0]).toMatchObject({
      message: 'E-mail is not set up yet: ask an administrator',
      extensions: { code: 'CONFLICT', field: 'emailEnabled' },
    });
    expect((await agent.get('/api/users/me/email-settings')).body).toMatchObject({ emailEnabled: false, senderEmail: null });
    // Switching it off, or leaving it off, still saves.
    expect((await agent.put('/api/users/me/email-settings').send({ senderEmail: 'desk@acme.test', emailEnabled: false })).status).toBe(200);
  });
});
