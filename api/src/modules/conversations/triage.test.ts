import { randomUUID } from 'node:crypto';
import {
  buildInboundMessage,
  buildRoutedMessage,
  buildTriageClient,
  buildTriageContact,
  buildTriageProperty,
  buildTriageTicket,
} from '../../../test/factories/triage';
import { emptyTables, gql, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';
import { TRIAGE_MESSAGES } from '@pmp/shared';
import { createServices } from '../../services';
import { ticketTitle } from './triage.service';

const QUEUE = `query Queue($limit: Int, $offset: Int) {
  triageQueue(limit: $limit, offset: $offset) {
    totalCount
    nodes { id messageId conversationId subject channel contactName contactId createdAt body
      suggestedRouting { reason confidence ticketId ticketNumber ticketTitle urgent } }
  } }`;
const TRIAGE = `mutation Triage($input: TriageActionInput!) {
  triageMessage(input: $input) { messageId action conversationId ticketId ticketNumber ticketTitle ticketCreated linkedMessageIds } }`;

interface MessageRow {
  status: string;
  ticketId: string | null;
  processedAt: Date | null;
}

describe('triage', () => {
  let t: TestApp;
  let agent: Agent;
  let services: ReturnType<typeof createServices>;

  beforeAll(async () => {
    ({ t, agent } = await startSignedInApp());
    services = createServices({ dataSource: t.dataSource, config: t.config });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await emptyTables(t, 'messages', 'conversations');
  });

  /** A tenant living in a flat of a client, with one open ticket. */
  async function tenantWithTicket(title = 'Boiler not working', category = 'heating') {
    const client = await buildTriageClient(t.dataSource);
    const tenant = await buildTriageContact(t.dataSource, 'Aisha Khan');
    const flat = await buildTriageProperty(t.dataSource, { clientId: client.id, contactId: tenant.id });
    const ticket = await buildTriageTicket(t.dataSource, {
      clientId: client.id,
      requesterId: tenant.id,
      propertyId: flat.id,
      title,
      category,
    });
    return { client, tenant, flat, ticket };
  }

  const message = (id: string) =>
    t.dataSource.query(`SELECT status, "ticketId", "processedAt" FROM messages WHERE id = $1`, [id]).then((rows: MessageRow[]) => rows[0]);
  const conversationTicket = (id: string) =>
    t.dataSource
      .query(`SELECT "ticketId" FROM conversations WHERE id = $1`, [id])
      .then((rows: { ticketId: string | null }[]) => rows[0].ticketId);

  describe('the queue', () => {
    it('answers the waiting messages with their suggestion, urgent first, then oldest first, over REST and GraphQL alike', async () => {
      const { tenant, ticket } = await tenantWithTicket();
      const hour = 3_600_000;
      const old = await buildRoutedMessage(t.dataSource, services.triage, {
        contactId: tenant.id,
        subject: `Re: Your repair [#${ticket.number}]`,
        body: 'When is the engineer coming?',
        createdAt: new Date(Date.now() - 3 * hour),
      });
      const newer = await buildRoutedMessage(t.dataSource, services.triage, {
        contactId: tenant.id,
        channel: 'sms',
        subject: null,
        body: 'Any news about the boiler?',
        createdAt: new Date(Date.now() - 2 * hour),
      });
      const urgent = await buildRoutedMessage(t.dataSource, services.triage, {
        contactId: tenant.id,
        channel: 'whatsapp',
        body: 'I can smell gas in the kitchen',
        createdAt: new Date(Date.now() - hour),
      });
      // Not waiting: linked to a ticket already, or triaged.
      await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Thanks', status: 'received', ticketId: ticket.id });
      await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Done', status: 'processed', ticketId: ticket.id });

      const rest = await agent.get('/api/triage/queue');
      expect(rest.status).toBe(200);
      expect(rest.headers['x-total-count']).toBe('3');
      expect(rest.body.map((item: { id: string }) => item.id)).toEqual([urgent.id, old.id, newer.id]);
      expect(rest.body[1]).toEqual({
        id: old.id,
        messageId: old.id,
        conversationId: old.conversationId,
        subject: `Re: Your repair [#${ticket.number}]`,
        channel: 'email',
        contactName: 'Aisha Khan',
        contactId: tenant.id,
        createdAt: expect.any(String),
        body: 'When is the engineer coming?',
        suggestedRouting: {
          reason: `Refers to #${ticket.number} in the subject (the sender raised it).`,
          confidence: 'high',
          ticketId: ticket.id,
          ticketNumber: ticket.number,
          ticketTitle: 'Boiler not working',
          urgent: false,
        },
      });
      expect(rest.body[0].suggestedRouting).toMatchObject({ urgent: true, confidence: 'medium', ticketId: ticket.id });
      expect(rest.body[0].suggestedRouting.reason).toMatch(/^Urgent: smell of gas or a gas leak\. /);
      expect(rest.body[2].suggestedRouting).toMatchObject({ confidence: 'medium', ticketId: ticket.id, urgent: false });

      const graph = await gql(agent, QUEUE, {});
      expect(graph.body.errors).toBeUndefined();
      const { totalCount, nodes } = graph.body.data.triageQueue;
      expect(totalCount).toBe(3);
      // The same items; GraphQL names the enumerations (EMAIL, HIGH).
      expect(nodes.map((n: { id: string }) => n.id)).toEqual([urgent.id, old.id, newer.id]);
      expect(nodes[1]).toEqual({
        ...rest.body[1],
        channel: 'EMAIL',
        suggestedRouting: { ...rest.body[1].suggestedRouting, confidence: 'HIGH' },
      });
    });

    it('is bounded: limit and offset page it, at most 100 at once', async () => {
      const { tenant } = await tenantWithTicket();
      for (let i = 0; i < 4; i += 1) {
        await buildInboundMessage(t.dataSource, {
          contactId: tenant.id,
          body: `Message ${i}`,
          createdAt: new Date(Date.now() - (10 - i) * 60_000),
        });
      }
      const page = await agent.get('/api/triage/queue').query({ limit: 2, offset: 1 });
      expect(page.status).toBe(200);
      expect(page.body.map((item: { body: string }) => item.body)).toEqual(['Message 1', 'Message 2']);
      expect(page.headers['x-total-count']).toBe('4');
      expect(page.headers.link).toContain('rel="next"');
      for (const limit of ['101', 'abc', '0']) {
        const bad = await agent.get('/api/triage/queue').query({ limit });
        expect([bad.status, bad.body]).toEqual([400, { message: 'limit must be a whole number from 1 to 100', field: 'limit' }]);
      }
      const graph = await gql(agent, QUEUE, { limit: 101 });
      expect(graph.body.errors[0].message).toBe('limit must be at most 100');
    });

    it('shows a message not yet routed as Needs Review', async () => {
      const { tenant } = await tenantWithTicket();
      await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Hello' });
      const res = await agent.get('/api/triage/queue');
      expect(res.body[0].suggestedRouting).toEqual({
        reason: 'Not routed yet.',
        confidence: null,
        ticketId: null,
        ticketNumber: null,
        ticketTitle: null,
        urgent: false,
      });
    });

    it('needs a signed-in user', async () => {
      expect((await t.request().get('/api/triage/queue')).status).toBe(401);
      expect((await t.request().post('/api/triage/action').send({})).status).toBe(401);
    });
  });

  describe('assign', () => {
    it("links the message, its conversation and the conversation's other waiting messages to the ticket; a second attempt is 409", async () => {
      const { tenant, ticket } = await tenantWithTicket();
      const first = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'The boiler is off again' });
      const second = await buildInboundMessage(t.dataSource, {
        contactId: tenant.id,
        body: 'Still no hot water',
        conversationId: first.conversationId,
      });
      const elsewhere = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Another matter' });

      // Exactly what the web app's call sends.
      const res = await agent.post('/api/triage/action').send({ messageId: first.id, action: 'assign', ticketId: ticket.id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        messageId: first.id,
        action: 'assign',
        conversationId: first.conversationId,
        ticketId: ticket.id,
        ticketNumber: ticket.number,
        ticketTitle: ticket.title,
        ticketCreated: false,
        linkedMessageIds: expect.arrayContaining([first.id, second.id]),
      });
      expect(res.body.linkedMessageIds).toHaveLength(2);
      for (const id of [first.id, second.id]) {
        expect(await message(id)).toEqual({ status: 'processed', ticketId: ticket.id, processedAt: expect.any(Date) });
      }
      expect(await conversationTicket(first.conversationId)).toBe(ticket.id);
      expect(await message(elsewhere.id)).toMatchObject({ status: 'pending_triage', ticketId: null });

      const again = await agent.post('/api/triage/action').send({ messageId: first.id, action: 'assign', ticketId: ticket.id });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(TRIAGE_MESSAGES.alreadyTriaged);
      const sibling = await agent.post('/api/triage/action').send({ messageId: second.id, action: 'create_ticket' });
      expect(sibling.status).toBe(409);

      const queue = await agent.get('/api/triage/queue');
      expect(queue.body.map((item: { id: string }) => item.id)).toEqual([elsewhere.id]);
    });

    it('needs a chosen ticket that exists, and a message that exists', async () => {
      const { tenant } = await tenantWithTicket();
      const m = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Hello' });
      const noTicket = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'assign' });
      expect(noTicket.status).toBe(400);
      expect(noTicket.body).toEqual({ message: TRIAGE_MESSAGES.ticketRequired, field: 'ticketId' });
      const unknownTicket = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'assign', ticketId: randomUUID() });
      expect(unknownTicket.status).toBe(400);
      expect(unknownTicket.body).toEqual({ message: TRIAGE_MESSAGES.ticketNotFound, field: 'ticketId' });
      const unknownMessage = await agent.post('/api/triage/action').send({ messageId: randomUUID(), action: 'create_ticket' });
      expect(unknownMessage.status).toBe(404);
      expect(unknownMessage.body.message).toBe(TRIAGE_MESSAGES.messageNotFound);
      const badAction = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'archive' });
      expect(badAction.status).toBe(400);
      expect(badAction.body.message).toBe(TRIAGE_MESSAGES.action);
      expect(await message(m.id)).toMatchObject({ status: 'pending_triage' });
    });

    it('one of two agents wins when both triage the same message at once', async () => {
      const { tenant, ticket } = await tenantWithTicket();
      const m = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Hello' });
      const answers = await Promise.all([
        agent.post('/api/triage/action').send({ messageId: m.id, action: 'assign', ticketId: ticket.id }),
        agent.post('/api/triage/action').send({ messageId: m.id, action: 'create_ticket' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const tickets = await t.dataSource.query(`SELECT count(*)::int AS n FROM tickets WHERE "requesterId" = $1`, [tenant.id]);
      expect(tickets[0].n).toBe(answers.find((a) => a.status === 200)!.body.ticketCreated ? 2 : 1);
    });
  });

  describe('create_ticket', () => {
    it("creates the ticket from the message (subject, text, sender, the sender's client and property) and links it", async () => {
      const { client, tenant, flat } = await tenantWithTicket();
      const m = await buildRoutedMessage(t.dataSource, services.triage, {
        contactId: tenant.id,
        subject: 'Re: Fwd: Mould in the bedroom',
        body: 'There is black mould on the bedroom wall.\n\nOn Mon, 3 Mar 2025 at 10:00, Desk <desk@example.test> wrote:\n> earlier text',
      });
      // The web app's call as it is: ticketId present, null.
      const res = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'create_ticket', ticketId: null });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        messageId: m.id,
        action: 'create_ticket',
        ticketCreated: true,
        ticketTitle: 'Mould in the bedroom',
      });
      const ticket = (await agent.get(`/api/tickets/${res.body.ticketId}`)).body;
      expect(ticket).toMatchObject({
        number: res.body.ticketNumber,
        title: 'Mould in the bedroom',
        description: 'There is black mould on the bedroom wall.',
        requesterId: tenant.id,
        clientId: client.id,
        propertyId: flat.id,
        priority: 'important',
        category: 'other',
        status: 'new',
      });
      expect(await message(m.id)).toMatchObject({ status: 'processed', ticketId: ticket.id });
      expect(await conversationTicket(m.conversationId)).toBe(ticket.id);
      const feed = (await agent.get(`/api/tickets/${ticket.id}/activities`)).body;
      // The message that opened it is in the feed too, linked to its conversation.
      expect(feed.map((a: { type: string }) => a.type)).toEqual(['email', 'ticket_created']);
      expect(feed[0].metadata).toMatchObject({ direction: 'inbound', conversationId: m.conversationId });
    });

    it('titles a message without a subject by its first sentence, and an urgent one is an emergency', async () => {
      const { tenant } = await tenantWithTicket();
      const m = await buildRoutedMessage(t.dataSource, services.triage, {
        contactId: tenant.id,
        channel: 'sms',
        body: 'Water is pouring through the ceiling from the flat above and it is getting into the light fitting',
      });
      const res = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'create_ticket' });
      expect(res.status).toBe(200);
      const ticket = (await agent.get(`/api/tickets/${res.body.ticketId}`)).body;
      expect(ticket).toMatchObject({
        title: 'Water is pouring through the ceiling from the flat above and it is getting into the light fitting',
        priority: 'emergency',
        category: 'plumbing',
      });
    });

    it("asks for a client when the sender's cannot be told, and takes one given", async () => {
      const stranger = await buildTriageContact(t.dataSource, 'Sam Stranger');
      const m = await buildInboundMessage(t.dataSource, { contactId: stranger.id, subject: 'Broken gate', body: 'The gate is broken' });
      const res = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'create_ticket', ticketId: null });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: TRIAGE_MESSAGES.clientUnknown, field: 'clientId' });
      expect(await message(m.id)).toMatchObject({ status: 'pending_triage' });
      expect(
        (await agent.post('/api/triage/action').send({ messageId: m.id, action: 'create_ticket', clientId: randomUUID() })).body,
      ).toEqual({
        message: 'Client not found',
        field: 'clientId',
      });

      const client = await buildTriageClient(t.dataSource);
      const made = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'create_ticket', clientId: client.id });
      expect(made.status).toBe(200);
      const ticket = (await agent.get(`/api/tickets/${made.body.ticketId}`)).body;
      expect(ticket).toMatchObject({
        title: 'Broken gate',
        clientId: client.id,
        requesterId: stranger.id,
        propertyId: null,
        category: 'security',
      });
    });

    it("asks for a client when the sender's flats belong to two clients", async () => {
      const tenant = await buildTriageContact(t.dataSource);
      for (const client of [await buildTriageClient(t.dataSource), await buildTriageClient(t.dataSource)]) {
        await buildTriageProperty(t.dataSource, { clientId: client.id, contactId: tenant.id });
      }
      const m = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Hello' });
      const res = await agent.post('/api/triage/action').send({ messageId: m.id, action: 'create_ticket' });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('clientId');
    });
  });

  describe('over GraphQL', () => {
    it('triageMessage assigns and creates tickets like the REST call, and answers CONFLICT for a triaged message', async () => {
      const { tenant, ticket, client } = await tenantWithTicket();
      const a = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'About my boiler' });
      const b = await buildInboundMessage(t.dataSource, { contactId: tenant.id, subject: 'Fence down', body: 'The fence blew down' });

      const assigned = await gql(agent, TRIAGE, { input: { messageId: a.id, action: 'ASSIGN', ticketId: ticket.id } });
      expect(assigned.body.errors).toBeUndefined();
      expect(assigned.body.data.triageMessage).toEqual({
        messageId: a.id,
        action: 'ASSIGN',
        conversationId: a.conversationId,
        ticketId: ticket.id,
        ticketNumber: ticket.number,
        ticketTitle: ticket.title,
        ticketCreated: false,
        linkedMessageIds: [a.id],
      });
      const created = await gql(agent, TRIAGE, { input: { messageId: b.id, action: 'CREATE_TICKET' } });
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.triageMessage).toMatchObject({ ticketCreated: true, ticketTitle: 'Fence down' });
      const made = (await agent.get(`/api/tickets/${created.body.data.triageMessage.ticketId}`)).body;
      expect(made.clientId).toBe(client.id);

      const again = await gql(agent, TRIAGE, { input: { messageId: a.id, action: 'ASSIGN', ticketId: ticket.id } });
      expect(again.body.errors[0]).toMatchObject({ message: TRIAGE_MESSAGES.alreadyTriaged, extensions: { code: 'CONFLICT' } });
      const missing = await gql(agent, TRIAGE, { input: { messageId: b.id, action: 'ASSIGN' } });
      expect(missing.body.errors[0]).toMatchObject({ message: TRIAGE_MESSAGES.ticketRequired, extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('ticketTitle', () => {
    it('cleans the subject, else takes the first sentence, else names the channel; never cuts a word or adds "..."', () => {
      expect(ticketTitle({ subject: 'RE: [#1204] Leak', channel: 'email' }, 'x')).toBe('Leak');
      expect(ticketTitle({ subject: null, channel: 'sms' }, 'Tap drips.')).toBe('Tap drips');
      expect(ticketTitle({ subject: '  ', channel: 'whatsapp' }, '')).toBe('WhatsApp message');
      expect(ticketTitle({ subject: null, channel: 'sms' }, 'The bath tap drips! It started on Monday.')).toBe('The bath tap drips');
      expect(ticketTitle({ subject: null, channel: 'sms' }, 'Hi\nThe lift is broken again')).toBe('Hi');
      const long =
        'URGENT there is a strong smell of gas on the landing outside flat 4 and the neighbours downstairs say they can smell it in their kitchen too';
      const title = ticketTitle({ subject: null, channel: 'sms' }, long);
      expect(title).toBe('URGENT there is a strong smell of gas on the landing outside flat 4 and the neighbours downstairs');
      expect(title.length).toBeLessThanOrEqual(100);
      expect(long.startsWith(title) && long[title.length] === ' ').toBe(true);
      // One word longer than a title: cut, as nothing else fits.
      expect(ticketTitle({ subject: null, channel: 'sms' }, 'x'.repeat(150))).toBe('x'.repeat(100));
    });
  });

  describe('the draft', () => {
    const DRAFT = `query Draft($messageId: ID!) { triageTicketDraft(messageId: $messageId) {
      messageId title description priority category clientId clientName requesterId requesterName requesterEmail propertyId } }`;

    it("suggests the urgent gas message's ticket: the first sentence as title, emergency, heating, the sender's client and flat", async () => {
      const { client, tenant, flat } = await tenantWithTicket('Dripping tap', 'plumbing');
      const body =
        'URGENT there is a strong smell of gas on the landing outside flat 4 and the neighbours downstairs say they can smell it in their kitchen too. Please send someone.';
      const m = await buildRoutedMessage(t.dataSource, services.triage, { contactId: tenant.id, channel: 'sms', body });
      const res = await gql(agent, DRAFT, { messageId: m.id });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.triageTicketDraft).toEqual({
        messageId: m.id,
        title: 'URGENT there is a strong smell of gas on the landing outside flat 4 and the neighbours downstairs',
        description: body,
        priority: 'EMERGENCY',
        category: 'HEATING',
        clientId: client.id,
        clientName: client.companyName,
        requesterId: tenant.id,
        requesterName: 'Aisha Khan',
        requesterEmail: expect.any(String),
        propertyId: flat.id,
      });
    });

    it('takes the subject as title; haste without an emergency is urgent; a plain message is important', async () => {
      const { tenant } = await tenantWithTicket();
      const hasty = await buildRoutedMessage(t.dataSource, services.triage, {
        contactId: tenant.id,
        subject: 'Fwd: Kitchen tap dripping',
        body: 'Please fix this asap, the kitchen tap has been dripping for a week.',
      });
      const plain = await buildRoutedMessage(t.dataSource, services.triage, {
        contactId: tenant.id,
        body: 'The extractor fan in the bathroom is noisy',
      });
      const a = (await gql(agent, DRAFT, { messageId: hasty.id })).body.data.triageTicketDraft;
      expect(a).toMatchObject({ title: 'Kitchen tap dripping', priority: 'URGENT', category: 'PLUMBING' });
      const b = (await gql(agent, DRAFT, { messageId: plain.id })).body.data.triageTicketDraft;
      expect(b).toMatchObject({ title: 'The extractor fan in the bathroom is noisy', priority: 'IMPORTANT', category: 'ELECTRICAL' });
    });

    it("leaves the client and property to the agent when the sender's flats belong to two clients, and the requester when the sender is unknown", async () => {
      const tenant = await buildTriageContact(t.dataSource);
      for (const client of [await buildTriageClient(t.dataSource), await buildTriageClient(t.dataSource)]) {
        await buildTriageProperty(t.dataSource, { clientId: client.id, contactId: tenant.id });
      }
      const m = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'The bins were not collected' });
      const unknown = await buildInboundMessage(t.dataSource, { contactId: null, body: 'Who do I call about the lift?' });
      expect((await gql(agent, DRAFT, { messageId: m.id })).body.data.triageTicketDraft).toMatchObject({
        clientId: null,
        clientName: null,
        propertyId: null,
        requesterId: tenant.id,
        category: 'OTHER',
      });
      expect((await gql(agent, DRAFT, { messageId: unknown.id })).body.data.triageTicketDraft).toMatchObject({
        title: 'Who do I call about the lift?',
        clientId: null,
        requesterId: null,
        requesterName: null,
      });
    });

    it('answers not found for an unknown message and a conflict for a triaged one', async () => {
      const { tenant, ticket } = await tenantWithTicket();
      const m = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Hello' });
      await agent.post('/api/triage/action').send({ messageId: m.id, action: 'assign', ticketId: ticket.id });
      expect((await gql(agent, DRAFT, { messageId: m.id })).body.errors[0]).toMatchObject({
        message: TRIAGE_MESSAGES.alreadyTriaged,
        extensions: { code: 'CONFLICT' },
      });
      expect((await gql(agent, DRAFT, { messageId: randomUUID() })).body.errors[0]).toMatchObject({
        message: TRIAGE_MESSAGES.messageNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });

  describe('create from the draft', () => {
    /** The ticket as the agent confirmed it in the draft form. */
    const confirmed = (fields: { clientId: string; requesterId: string; propertyId?: string | null }) => ({
      title: 'Gas smell on the landing',
      description: 'Strong smell of gas outside flat 4.',
      priority: 'EMERGENCY',
      category: 'HEATING',
      propertyId: null,
      assigneeId: null,
      tags: ['gas'],
      ...fields,
    });

    it('creates the ticket as the agent edited it, links the message, and refuses a second create with a conflict', async () => {
      const { client, tenant, flat } = await tenantWithTicket();
      const m = await buildInboundMessage(t.dataSource, {
        contactId: tenant.id,
        channel: 'sms',
        body: 'URGENT there is a strong smell of gas',
      });
      const input = {
        messageId: m.id,
        action: 'CREATE_TICKET',
        ticket: confirmed({ clientId: client.id, requesterId: tenant.id, propertyId: flat.id }),
      };
      // A double click, or two agents at once: one ticket.
      const [one, two] = await Promise.all([gql(agent, TRIAGE, { input }), gql(agent, TRIAGE, { input })]);
      const answers = [one.body, two.body];
      const won = answers.find((a) => !a.errors)!;
      const lost = answers.find((a) => a.errors)!;
      expect(won.data.triageMessage).toMatchObject({
        ticketCreated: true,
        ticketTitle: 'Gas smell on the landing',
        linkedMessageIds: [m.id],
      });
      expect(lost.errors[0]).toMatchObject({ message: TRIAGE_MESSAGES.alreadyTriaged, extensions: { code: 'CONFLICT' } });
      const made = (await agent.get(`/api/tickets/${won.data.triageMessage.ticketId}`)).body;
      expect(made).toMatchObject({
        title: 'Gas smell on the landing',
        description: 'Strong smell of gas outside flat 4.',
        priority: 'emergency',
        category: 'heating',
        clientId: client.id,
        requesterId: tenant.id,
        propertyId: flat.id,
        tags: ['gas'],
      });
      const count = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM tickets WHERE title = 'Gas smell on the landing' AND "requesterId" = $1`,
        [tenant.id],
      );
      expect(count[0].n).toBe(1);
      expect(await message(m.id)).toMatchObject({ status: 'processed', ticketId: made.id });
    });

    it('takes the confirmed ticket over REST too, and answers 400 naming the field for a bad one', async () => {
      const stranger = await buildTriageContact(t.dataSource, 'Sam Stranger');
      const client = await buildTriageClient(t.dataSource);
      const m = await buildInboundMessage(t.dataSource, { contactId: stranger.id, body: 'The gate is broken' });
      const bad = await agent.post('/api/triage/action').send({
        messageId: m.id,
        action: 'create_ticket',
        ticket: {
          ...confirmed({ clientId: client.id, requesterId: stranger.id }),
          title: ' ',
          priority: 'emergency',
          category: 'heating',
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Title is required', field: 'ticket.title' });
      expect(await message(m.id)).toMatchObject({ status: 'pending_triage' });
      const made = await agent.post('/api/triage/action').send({
        messageId: m.id,
        action: 'create_ticket',
        ticket: { ...confirmed({ clientId: client.id, requesterId: stranger.id }), priority: 'urgent', category: 'security' },
      });
      expect(made.status).toBe(200);
      expect((await agent.get(`/api/tickets/${made.body.ticketId}`)).body).toMatchObject({
        title: 'Gas smell on the landing',
        priority: 'urgent',
        clientId: client.id,
      });
    });
  });

  describe('the ticket choices', () => {
    const CHOICES = `query Choices($messageId: ID!, $search: String) { triageTicketChoices(messageId: $messageId, search: $search) {
      totalCount nodes { id number title status sendersOpen } } }`;

    it("lists the sender's and their flat's open tickets first, then the others newest first, searched on the server", async () => {
      const tag = randomUUID().slice(0, 8);
      const hour = (n: number) => new Date(Date.now() - (10 - n) * 3_600_000);
      const client = await buildTriageClient(t.dataSource);
      const tenant = await buildTriageContact(t.dataSource);
      const flat = await buildTriageProperty(t.dataSource, { clientId: client.id, contactId: tenant.id });
      const flatmate = await buildTriageContact(t.dataSource);
      const stranger = await buildTriageContact(t.dataSource);
      const ticket = (title: string, requesterId: string, n: number, more: { propertyId?: string; status?: string } = {}) =>
        buildTriageTicket(t.dataSource, { clientId: client.id, requesterId, title: `${title} ${tag}`, createdAt: hour(n), ...more });
      const own = await ticket('Boiler not working', tenant.id, 1);
      const onFlat = await ticket('Window stuck', flatmate.id, 2, { propertyId: flat.id });
      const closed = await ticket('Old boiler fault', tenant.id, 3, { status: 'completed' });
      const newest = await ticket('Boiler in another block', stranger.id, 4);
      const m = await buildInboundMessage(t.dataSource, { contactId: tenant.id, body: 'Still no heating' });

      const all = (await gql(agent, CHOICES, { messageId: m.id, search: tag })).body.data.triageTicketChoices;
      expect(all).toEqual({
        totalCount: 4,
        nodes: [
          { id: onFlat.id, number: onFlat.number, title: `Window stuck ${tag}`, status: 'NEW', sendersOpen: true },
          expect.objectContaining({ id: own.id, sendersOpen: true }),
          expect.objectContaining({ id: newest.id, sendersOpen: false }),
          expect.objectContaining({ id: closed.id, status: 'COMPLETED', sendersOpen: false }),
        ],
      });
      const boiler = (await gql(agent, CHOICES, { messageId: m.id, search: `boiler not working ${tag}` })).body.data.triageTicketChoices;
      expect(boiler.nodes.map((n: { id: string }) => n.id)).toEqual([own.id]);
      // Without a search the sender's open tickets still lead, however many others are newer.
      const unsearched = (await gql(agent, CHOICES, { messageId: m.id })).body.data.triageTicketChoices;
      expect(unsearched.nodes.slice(0, 2).map((n: { id: string }) => n.id)).toEqual([onFlat.id, own.id]);
    });
  });
});
