import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { buildTicketParties, ticketBody } from '../../test/factories/tickets';
import { liveSocket, postSignedEmail, sessionCookie, subscribe, subscribed } from '../../test/live';
import { registerUser, startTestApp, type TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'webhook-secret-for-live-tests-0123456789';
const REDIS_URL = process.env.REDIS_URL;

const TICKET_CHANGED = 'subscription { ticketChanged { ticketId kind status } }';
const TRIAGE = 'subscription { triageQueueChanged { messageId kind } }';
const CONVERSATIONS = 'subscription { conversationsChanged { conversationId messageId kind } }';
const THREAD = 'subscription Thread($id: ID!) { conversationMessages(conversationId: $id) { conversationId messageId kind } }';

/**
 * Two api instances on one database and one Redis: what happens on one reaches the subscribers of
 * the other (graphql/pubsub.ts). Runs when REDIS_URL is set (.ci/run sets it when a Redis answers).
 */
(REDIS_URL ? describe : describe.skip)('live updates across api instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let dataDir: string;
  let socket: Client;
  let agent: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-live-'));
    const env = { REDIS_URL: REDIS_URL!, WEBHOOK_SECRET, DATA_DIR: dataDir };
    a = await startTestApp(env);
    b = await startTestApp(env, {}, { shareDatabaseWith: a });
    agent = a.agent();
    const me = await registerUser(agent);
    // The subscriber is signed in on the other instance.
    socket = liveSocket(b, await sessionCookie(b, me.email));
  });
  afterAll(async () => {
    await socket?.dispose();
    await b?.close();
    await a?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** After subscribing: the server registered the subscriptions, and Redis its channels. */
  const ready = async () => {
    await subscribed(socket);
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  it('a ticket moved on one instance reaches a subscriber on the other', async () => {
    const parties = await buildTicketParties(a.dataSource);
    const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body as { id: string };
    const feed = subscribe<{ ticketId: string; kind: string; status: string | null }>(socket, 'ticketChanged', TICKET_CHANGED);
    await ready();

    expect((await agent.patch(`/api/tickets/${ticket.id}/status`).send({ status: 'in-progress' })).status).toBe(200);
    expect(await feed.next((e) => e.ticketId === ticket.id)).toEqual({ ticketId: ticket.id, kind: 'STATUS', status: 'IN_PROGRESS' });
  });

  it('a signed e-mail webhook ingested on one instance reaches the triage queue, list and thread subscribers on the other', async () => {
    const triage = subscribe<{ messageId: string; kind: string }>(socket, 'triageQueueChanged', TRIAGE);
    const list = subscribe<{ conversationId: string; messageId: string; kind: string }>(socket, 'conversationsChanged', CONVERSATIONS);
    await ready();

    const first = `<live-${Date.now()}@mail.example.test>`;
    const from = `Lena Leak <lena.${Date.now()}@example.test>`;
    const stored = await postSignedEmail(a, WEBHOOK_SECRET, {
      messageId: first,
      from,
      to: 'support@acme.test',
      subject: 'Water through the ceiling',
      text: 'Water is coming through the kitchen ceiling.',
    });
    expect(await triage.next((e) => e.messageId === stored.messageId)).toEqual({ messageId: stored.messageId, kind: 'ADDED' });
    expect(await list.next((e) => e.messageId === stored.messageId)).toEqual({
      conversationId: stored.conversationId,
      messageId: stored.messageId,
      kind: 'MESSAGE_ADDED',
    });

    // The reply joins the same conversation: its thread's subscribers hear of it.
    const thread = subscribe<{ conversationId: string; messageId: string; kind: string }>(socket, 'conversationMessages', THREAD, {
      id: stored.conversationId,
    });
    await ready();
    const reply = await postSignedEmail(a, WEBHOOK_SECRET, {
      messageId: `<live-reply-${Date.now()}@mail.example.test>`,
      from,
      to: 'support@acme.test',
      subject: 'Re: Water through the ceiling',
      text: 'It is getting worse.',
      inReplyTo: first,
      references: first,
    });
    expect(reply.conversationId).toBe(stored.conversationId);
    expect(await thread.next((e) => e.messageId === reply.messageId)).toMatchObject({ kind: 'MESSAGE_ADDED' });
  });
});
