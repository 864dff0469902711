import { BLOCKED_SENDER_REASON, CONVERSATION_MESSAGES, TRIAGE_MESSAGES } from '@pmp/shared';
import { createServices } from '../../services';
import { emptyTables, gql, registerUser, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

const LIST = `query List($limit: Int, $offset: Int, $search: String, $channel: Channel, $state: ConversationState,
  $assigneeId: ID, $mine: Boolean, $unassigned: Boolean, $unread: Boolean) {
  conversations(limit: $limit, offset: $offset, search: $search, channel: $channel, state: $state, assigneeId: $assigneeId,
    mine: $mine, unassigned: $unassigned, unread: $unread) {
    totalCount nodes { id subject channel state unread assigneeId assignee { id name } contact { name } } } }`;
const UPDATE = `mutation U($input: UpdateConversationInput!) { updateConversation(input: $input) { id state assigneeId assignee { name } unread } }`;
const READ = `mutation R($id: ID!) { markConversationRead(id: $id) { id unread } }`;
const DISMISS = `mutation D($input: TriageDismissInput!) { dismissTriageMessage(input: $input) { messageId reason blockedAddress dismissedMessageIds } }`;
const QUEUE = `{ triageQueue(limit: 100) { totalCount nodes { messageId } } }`;

interface Card {
  id: string;
  subject: string | null;
  channel: string;
  state: string;
  unread: boolean;
  assigneeId: string | null;
  assignee: { id: string; name: string } | null;
  contact: { name: string } | null;
}

/** The Conversations screen at a desk's volume (issue: paging, search, filters, states, assignees, unread marks) and triage's Dismiss. */
describe('conversations at a desk', () => {
  let t: TestApp;
  let agent: Agent;
  let me: { id: string };
  let services: ReturnType<typeof createServices>;
  let n = 0;

  beforeAll(async () => {
    ({ t, agent } = await startSignedInApp());
    me = (await gql(agent, `{ me { id } }`)).body.data.me as { id: string };
    services = createServices({ dataSource: t.dataSource, config: t.config });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await emptyTables(t, 'blocked_senders', 'conversation_reads', 'messages', 'conversations');
  });

  /** An e-mail from `from`, through the same path as every inbound mail. */
  async function mail(from: string, subject: string, text: string, inReplyTo?: string) {
    n += 1;
    const messageId = `<desk-${n}-${Date.now()}@tenant.test>`;
    const stored = await services.inbound.ingestEmail({ messageId, from, subject, text, inReplyTo: inReplyTo ?? null });
    return { ...stored, providerId: messageId };
  }
  async function sms(from: string, body: string) {
    n += 1;
    return services.inbound.ingestTwilio({ MessageSid: `SM${n}${Date.now()}`, From: from, To: '+447700900001', Body: body });
  }
  async function list(variables: Record<string, unknown> = {}): Promise<{ totalCount: number; nodes: Card[] }> {
    const res = await gql(agent, LIST, { limit: 50, ...variables });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.conversations;
  }
  const state = async (id: string) =>
    ((await t.dataSource.query(`SELECT state FROM conversations WHERE id = $1`, [id])) as { state: string }[])[0].state;

  it('searches the contact, the address, the subject and the text, and filters by channel, state and assignee', async () => {
    const boiler = await mail('Aisha Khan <aisha@tenant.test>', 'Boiler pressure', 'The gauge reads 0.5 bar since Monday.');
    const rent = await mail('ben@tenant.test', 'Rent question', 'When is the rent due?');
    const text = await sms('+447700900555', 'The front door lock is stuck');

    expect((await list()).totalCount).toBe(3);
    expect((await list({ search: 'aisha' })).nodes.map((c) => c.id)).toEqual([boiler.conversationId]);
    expect((await list({ search: 'BOILER' })).nodes.map((c) => c.id)).toEqual([boiler.conversationId]);
    expect((await list({ search: '0.5 bar' })).nodes.map((c) => c.id)).toEqual([boiler.conversationId]);
    expect((await list({ search: '900555' })).nodes.map((c) => c.id)).toEqual([text.conversationId]);
    expect((await list({ search: 'ben@tenant' })).nodes.map((c) => c.id)).toEqual([rent.conversationId]);
    // The user's % is a character, not a wildcard.
    expect((await list({ search: '%' })).totalCount).toBe(0);
    expect((await list({ channel: 'SMS' })).nodes.map((c) => c.id)).toEqual([text.conversationId]);

    const other = await registerUser(t.agent(), { firstName: 'Olu', lastName: 'Ade' });
    const assigned = await gql(agent, UPDATE, { input: { id: rent.conversationId, assigneeId: other.id, state: 'WAITING' } });
    expect(assigned.body.errors).toBeUndefined();
    expect(assigned.body.data.updateConversation).toMatchObject({ state: 'WAITING', assigneeId: other.id, assignee: { name: 'Olu Ade' } });
    await gql(agent, UPDATE, { input: { id: text.conversationId, assigneeId: me.id } });

    expect((await list({ state: 'WAITING' })).nodes.map((c) => c.id)).toEqual([rent.conversationId]);
    expect((await list({ state: 'OPEN' })).nodes.map((c) => c.id).sort()).toEqual([boiler.conversationId, text.conversationId].sort());
    expect((await list({ assigneeId: other.id })).nodes.map((c) => c.id)).toEqual([rent.conversationId]);
    expect((await list({ mine: true })).nodes.map((c) => c.id)).toEqual([text.conversationId]);
    expect((await list({ unassigned: true })).nodes.map((c) => c.id)).toEqual([boiler.conversationId]);
    expect((await list({ mine: true, channel: 'EMAIL' })).totalCount).toBe(0);

    // The same filters over REST, in its values.
    const rest = await agent.get('/api/conversations?state=waiting&search=rent').expect(200);
    expect((rest.body as Card[]).map((c) => c.id)).toEqual([rent.conversationId]);
    expect(rest.headers['x-total-count']).toBe('1');
  });

  it('pages the list, newest activity first', async () => {
    for (let i = 0; i < 7; i += 1) await sms(`+4477009010${i}0`, `Message ${i}`);
    const first = await list({ limit: 3, offset: 0 });
    const second = await list({ limit: 3, offset: 3 });
    const third = await list({ limit: 3, offset: 6 });
    expect(first.totalCount).toBe(7);
    expect([...first.nodes, ...second.nodes, ...third.nodes].map((c) => c.id)).toHaveLength(7);
    expect(new Set([...first.nodes, ...second.nodes, ...third.nodes].map((c) => c.id)).size).toBe(7);
    expect(third.nodes).toHaveLength(1);
  });

  it('refuses bad filters and changes with a 400 naming the field', async () => {
    const bad = await agent.get('/api/conversations?state=snoozed');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(CONVERSATION_MESSAGES.state);
    expect((await agent.get('/api/conversations?channel=fax')).status).toBe(400);
    expect((await agent.get('/api/conversations?assigneeId=nobody')).status).toBe(400);
    expect((await agent.get(`/api/conversations?search=${'x'.repeat(201)}`)).status).toBe(400);

    const stored = await mail('carla@tenant.test', 'Leak', 'Water under the sink');
    const unknownUser = await agent
      .patch(`/api/conversations/${stored.conversationId}`)
      .send({ assigneeId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.body).toMatchObject({ message: CONVERSATION_MESSAGES.assigneeNotFound, field: 'assigneeId' });
    expect((await agent.patch(`/api/conversations/${stored.conversationId}`).send({})).status).toBe(400);
    expect((await agent.patch(`/api/conversations/${stored.conversationId}`).send({ state: 'gone' })).status).toBe(400);
    expect((await agent.patch('/api/conversations/00000000-0000-4000-8000-000000000000').send({ state: 'closed' })).status).toBe(404);
    const closed = await agent.patch(`/api/conversations/${stored.conversationId}`).send({ state: 'closed', assigneeId: null });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ state: 'closed', assigneeId: null });
  });

  it('marks a conversation unread for each person until they open it, and again when the contact writes', async () => {
    const first = await mail('dan@tenant.test', 'Heating', 'No heat in the bedroom');
    const colleague = t.agent();
    await registerUser(colleague);
    expect((await list({ unread: true })).nodes.map((c) => c.id)).toEqual([first.conversationId]);

    const read = await gql(agent, READ, { id: first.conversationId });
    expect(read.body.data.markConversationRead).toEqual({ id: first.conversationId, unread: false });
    expect((await list({ unread: true })).totalCount).toBe(0);
    expect((await list()).nodes[0].unread).toBe(false);
    // Read marks are per person: the colleague has not opened it.
    const theirs = await gql(colleague, LIST, { unread: true });
    expect(theirs.body.data.conversations.nodes.map((c: Card) => c.id)).toEqual([first.conversationId]);

    // The desk closes it; the contact's answer reopens it and makes it unread again.
    await gql(agent, UPDATE, { input: { id: first.conversationId, state: 'CLOSED' } });
    expect(await state(first.conversationId)).toBe('closed');
    const again = await mail('dan@tenant.test', 'Re: Heating', 'Still cold', first.providerId);
    expect(again.conversationId).toBe(first.conversationId);
    expect(await state(first.conversationId)).toBe('open');
    expect((await list({ unread: true })).nodes.map((c) => c.id)).toEqual([first.conversationId]);
    const thread = await gql(agent, `query T($id: ID!) { conversation(id: $id) { conversation { unread state } } }`, {
      id: first.conversationId,
    });
    expect(thread.body.data.conversation.conversation).toEqual({ unread: true, state: 'OPEN' });
  });

  describe('Dismiss in the triage queue', () => {
    it('takes a message out of the queue with the reason, the note, who and when, and closes its conversation', async () => {
      const thanks = await mail('erin@tenant.test', 'Thanks', 'Thank you, all fixed now!');
      expect((await gql(agent, QUEUE)).body.data.triageQueue.nodes.map((m: { messageId: string }) => m.messageId)).toContain(
        thanks.messageId,
      );

      const res = await gql(agent, DISMISS, { input: { messageId: thanks.messageId, reason: 'NO_ACTION', note: '  Thank-you note  ' } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.dismissTriageMessage).toEqual({
        messageId: thanks.messageId,
        reason: 'NO_ACTION',
        blockedAddress: null,
        dismissedMessageIds: [thanks.messageId],
      });
      const [row] = (await t.dataSource.query(
        `SELECT status, "ticketId", "dismissReason", "dismissNote", "dismissedById", "dismissedAt" FROM messages WHERE id = $1`,
        [thanks.messageId],
      )) as Record<string, unknown>[];
      expect(row).toMatchObject({
        status: 'processed',
        ticketId: null,
        dismissReason: 'no_action',
        dismissNote: 'Thank-you note',
        dismissedById: me.id,
      });
      expect(row.dismissedAt).toBeInstanceOf(Date);
      expect((await gql(agent, QUEUE)).body.data.triageQueue.totalCount).toBe(0);
      expect(await state(thanks.conversationId)).toBe('closed');

      // Twice: the second is told it was already handled.
      const again = await gql(agent, DISMISS, { input: { messageId: thanks.messageId, reason: 'NO_ACTION' } });
      expect(again.body.errors[0].message).toBe(TRIAGE_MESSAGES.alreadyTriaged);
      expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    });

    it('blocks a spammer: their waiting messages go with it, and what they send later is stored but never waits', async () => {
      const spam1 = await sms('+447700900666', 'WIN A PRIZE now');
      const spam2 = await sms('+447700900666', 'Click this link');
      const tenant = await sms('+447700900777', 'My boiler is broken');

      const res = await agent
        .post('/api/triage/dismiss')
        .send({ messageId: spam1.messageId, reason: 'spam', note: 'Prize spam', blockSender: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ reason: 'spam', blockedAddress: '+447700900666' });
      expect([...(res.body as { dismissedMessageIds: string[] }).dismissedMessageIds].sort()).toEqual(
        [spam1.messageId, spam2.messageId].sort(),
      );
      const queue = (await gql(agent, QUEUE)).body.data.triageQueue.nodes.map((m: { messageId: string }) => m.messageId);
      expect(queue).toEqual([tenant.messageId]);

      const later = await sms('+447700900666', 'Last chance!');
      expect(later.status).toBe('processed');
      const [stored] = (await t.dataSource.query(`SELECT "filteredReason", body FROM messages WHERE id = $1`, [later.messageId])) as {
        filteredReason: string;
        body: string;
      }[];
      expect(stored).toEqual({ filteredReason: BLOCKED_SENDER_REASON, body: 'Last chance!' });
      expect(await state(later.conversationId)).toBe('closed');
      expect((await gql(agent, QUEUE)).body.data.triageQueue.totalCount).toBe(1);

      const blocked = await gql(agent, `{ blockedSenders { id address channel note createdByName } }`);
      expect(blocked.body.data.blockedSenders).toEqual([
        expect.objectContaining({ address: '+447700900666', channel: 'SMS', note: 'Prize spam', createdByName: 'Test User' }),
      ]);
      // Lifted: the next message waits again.
      const lifted = await gql(agent, `mutation U($id: ID!) { unblockSender(id: $id) }`, { id: blocked.body.data.blockedSenders[0].id });
      expect(lifted.body.data.unblockSender).toBe(true);
      expect((await sms('+447700900666', 'Actually, my tap leaks')).status).toBe('pending_triage');
    });

    it('refuses a block without spam, an unknown reason and a long note, with a 400 naming the field', async () => {
      const waiting = await mail('fay@tenant.test', 'Hello', 'Just saying hello');
      const notSpam = await agent
        .post('/api/triage/dismiss')
        .send({ messageId: waiting.messageId, reason: 'no_action', blockSender: true });
      expect(notSpam.status).toBe(400);
      expect(notSpam.body).toMatchObject({ message: TRIAGE_MESSAGES.blockNeedsSpam, field: 'blockSender' });
      const reason = await agent.post('/api/triage/dismiss').send({ messageId: waiting.messageId, reason: 'boring' });
      expect(reason.status).toBe(400);
      expect(JSON.stringify(reason.body)).toContain(TRIAGE_MESSAGES.dismissReason);
      const note = await agent.post('/api/triage/dismiss').send({ messageId: waiting.messageId, reason: 'spam', note: 'x'.repeat(501) });
      expect(note.status).toBe(400);
      expect((await agent.post('/api/triage/dismiss').send({ messageId: 'nope', reason: 'spam' })).status).toBe(400);
      // Still waiting after every refusal.
      expect((await gql(agent, QUEUE)).body.data.triageQueue.totalCount).toBe(1);
    });
  });
});
