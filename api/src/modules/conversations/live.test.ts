import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { buildClient } from '../../../test/factories/tickets';
import { liveSocket, postSignedEmail, sessionCookie, subscribe, subscribed } from '../../../test/live';
import { registerUser, startTestApp, type TestApp } from '../../../test/test-app';

const WEBHOOK_SECRET = 'webhook-secret-for-live-tests-0123456789';

interface ConversationEvent {
  conversationId: string;
  messageId: string | null;
  kind: string;
}

/**
 * Live conversations and triage on one api instance: an inbound message reaches the triage queue,
 * list and thread subscribers once stored; triaging it into a new ticket tells the queue, the
 * thread (the message changed, the conversation is linked) and the ticket subscribers.
 */
describe('live conversations and triage', () => {
  let t: TestApp;
  let dataDir: string;
  let socket: Client;
  let agent: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmp-live-conv-'));
    t = await startTestApp({ WEBHOOK_SECRET, DATA_DIR: dataDir });
    agent = t.agent();
    const me = await registerUser(agent);
    socket = liveSocket(t, await sessionCookie(t, me.email));
  });
  afterAll(async () => {
    await socket?.dispose();
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an inbound e-mail, then its triage into a new ticket, reach every subscriber', async () => {
    const triage = subscribe<{ messageId: string; kind: string }>(
      socket,
      'triageQueueChanged',
      'subscription { triageQueueChanged { messageId kind } }',
    );
    const list = subscribe<ConversationEvent>(
      socket,
      'conversationsChanged',
      'subscription { conversationsChanged { conversationId messageId kind } }',
    );
    const tickets = subscribe<{ ticketId: string; kind: string }>(
      socket,
      'ticketChanged',
      'subscription { ticketChanged { ticketId kind } }',
    );
    await subscribed(socket);

    const stored = await postSignedEmail(t, WEBHOOK_SECRET, {
      messageId: `<live-${Date.now()}@mail.example.test>`,
      from: `Ola Owner <ola.${Date.now()}@example.test>`,
      to: 'support@acme.test',
      subject: 'Front door lock broken',
      text: 'The front door lock of our building is broken.',
    });
    expect(await triage.next((e) => e.messageId === stored.messageId)).toEqual({ messageId: stored.messageId, kind: 'ADDED' });
    expect(await list.next((e) => e.messageId === stored.messageId)).toEqual({ ...stored, kind: 'MESSAGE_ADDED' });

    const thread = subscribe<ConversationEvent>(
      socket,
      'conversationMessages',
      'subscription Thread($id: ID!) { conversationMessages(conversationId: $id) { conversationId messageId kind } }',
      { id: stored.conversationId },
    );
    await subscribed(socket);
    const client = await buildClient(t.dataSource);
    const res = await agent.post('/api/triage/action').send({ messageId: stored.messageId, action: 'create_ticket', clientId: client.id });
    expect(res.status).toBe(200);
    const ticketId = (res.body as { ticketId: string }).ticketId;

    expect(await triage.next((e) => e.kind === 'TRIAGED')).toEqual({ messageId: stored.messageId, kind: 'TRIAGED' });
    await thread.next((e) => e.kind === 'MESSAGE_UPDATED' && e.messageId === stored.messageId);
    await thread.next((e) => e.kind === 'CONVERSATION_LINKED');
    await tickets.next((e) => e.ticketId === ticketId && e.kind === 'CREATED');
    // The message joined the new ticket's feed.
    await tickets.next((e) => e.ticketId === ticketId && e.kind === 'ACTIVITY');
    expect(thread.events.every((e) => e.conversationId === stored.conversationId)).toBe(true);
  });
});
