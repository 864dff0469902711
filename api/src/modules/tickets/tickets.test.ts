import { randomBytes, randomUUID } from 'node:crypto';
import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import {
  buildClient,
  buildContact,
  buildProperty,
  buildTicketParties,
  buildTroubleshootingSession,
  ticketBody,
} from '../../../test/factories/tickets';
import { createServices } from '../../services';
import { SEARCH_COUNT_AHEAD } from '../../common/paging';
import { BOARD_COUNT_UP_TO } from './ticket.service';
import { toTicketDetailView, toTicketRowView } from './ticket.view';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Property } from '../properties/property.entity';

type Agent = ReturnType<TestApp['agent']>;

const TICKET_FIELDS = `id number title description priority status category clientId requesterId propertyId assigneeId
  createdAt dueAt resolvedAt firstResponseAt tags slaState
  client { id email companyName } requester { id name } property { id name } assignee { id email }`;
const CREATE = `mutation Create($input: CreateTicketInput!) { createTicket(input: $input) { ${TICKET_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateTicketInput!) { updateTicket(input: $input) { ${TICKET_FIELDS} } }`;
const CHANGE_STATUS = `mutation Status($input: ChangeTicketStatusInput!) { changeTicketStatus(input: $input) { id status resolvedAt slaState } }`;
const TICKET = `query Ticket($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`;
const TICKETS = `query Tickets($filter: TicketFilter, $limit: Int, $offset: Int) {
  tickets(filter: $filter, limit: $limit, offset: $offset) { totalCount nodes { id number title status priority assigneeId } } }`;
const BOARD = `query Board($filter: TicketFilter, $perColumn: Int) {
  ticketBoard(filter: $filter, perColumn: $perColumn) { status totalCount tickets { id number status } } }`;
const ACTIVITIES = `query Activities($ticketId: ID!, $limit: Int, $offset: Int) {
  ticketActivities(ticketId: $ticketId, limit: $limit, offset: $offset) { totalCount nodes { id type content metadata userId user { id email } } } }`;
const ADD_ACTIVITY = `mutation Add($input: AddTicketActivityInput!) { addTicketActivity(input: $input) { id type content contactId user { id } } }`;

/** The targets of an RFC 8288 Link header by relation (next, prev). */
function pageLinks(header: string | undefined): Record<string, string> {
  return Object.fromEntries([...(header ?? '').matchAll(/<([^>]*)>;\s*rel="([^"]+)"/g)].map(([, url, rel]) => [rel, url]));
}

/** GraphQL enum names for the REST strings (in-progress -> IN_PROGRESS). */
const gqlEnum = (value: string) => value.toUpperCase().replace(/-/g, '_');

describe('tickets', () => {
  let t: TestApp;
  let agent: Agent;
  let me: { id: string; email: string };
  let colleague: { id: string; email: string };

  beforeAll(async () => {
    t = await startTestApp();
    colleague = await registerUser(t.agent(), { firstName: 'Colin', lastName: 'League' });
    agent = t.agent();
    me = await registerUser(agent, { firstName: 'Agnes', lastName: 'Agent' });
  });
  afterAll(async () => {
    await t.close();
  });

  const createRest = async (body: Record<string, unknown>) => {
    const res = await agent.post('/api/tickets').send(body);
    expect(res.status).toBe(201);
    return res.body;
  };
  const secondsBetween = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT extract(epoch FROM "dueAt" - "createdAt")::int AS due, extract(epoch FROM now() - "createdAt") AS age FROM tickets WHERE id = $1`,
        [id],
      )
    )[0] as { due: number; age: number };
  const activityTypes = async (ticketId: string) =>
    (await t.dataSource.query(`SELECT type, metadata FROM activities WHERE "ticketId" = $1 ORDER BY "createdAt"`, [ticketId])) as {
      type: string;
      metadata: Record<string, unknown> | null;
    }[];

  describe('creation', () => {
    it('over REST: numbered by the server, due from the priority, recorded in the feed', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const property = await buildProperty(t.dataSource, parties.client.id);
      const body = await createRest(
        ticketBody(parties, {
          propertyId: property.id,
          assigneeId: colleague.id,
          tags: [' boiler ', '', 'urgent', 'boiler'],
          number: 1,
          dueAt: '2000-01-01',
        }),
      );
      expect(body).toMatchObject({
        status: 'new',
        priority: 'urgent',
        category: 'plumbing',
        slaState: 'on-track',
        tags: ['boiler', 'urgent'],
        resolvedAt: null,
        firstResponseAt: null,
        client: { id: parties.client.id, email: parties.client.email },
        requester: { id: parties.requester.id },
        property: { id: property.id },
        assignee: { id: colleague.id, email: colleague.email },
      });
      expect(body.number).toBeGreaterThanOrEqual(1001);
      expect(JSON.stringify(body.assignee)).not.toMatch(/password|token|signature/i);
      expect((await secondsBetween(body.id)).due).toBe(5 * 24 * 3600);
      expect(await activityTypes(body.id)).toEqual([
        { type: 'ticket_created', metadata: { number: body.number } },
        { type: 'assignment', metadata: { from: null, to: colleague.id } },
      ]);
    });

    it('over GraphQL the same way, with enum names', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const res = await gql(agent, CREATE, {
        input: { ...ticketBody(parties, { priority: 'EMERGENCY', category: 'HEATING' }), propertyId: undefined, assigneeId: undefined },
      });
      expect(res.body.errors).toBeUndefined();
      const ticket = res.body.data.createTicket;
      expect(ticket).toMatchObject({
        status: 'NEW',
        priority: 'EMERGENCY',
        category: 'HEATING',
        slaState: 'ON_TRACK',
        property: null,
        assignee: null,
      });
      expect((await secondsBetween(ticket.id)).due).toBe(24 * 3600);
      expect((await activityTypes(ticket.id)).map((a) => a.type)).toEqual(['ticket_created']);
      const important = await createRest(ticketBody(parties, { priority: 'important' }));
      expect((await secondsBetween(important.id)).due).toBe(10 * 24 * 3600);
    });

    it('gives 50 concurrent creations 50 distinct numbers', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? agent.post('/api/tickets').send(ticketBody(parties))
            : gql(agent, CREATE, { input: { ...ticketBody(parties, { priority: 'URGENT', category: 'PLUMBING' }) } }),
        ),
      );
      const numbers = results.map((r) => (r.body.data ? r.body.data.createTicket.number : r.body.number));
      expect(numbers.every((n) => Number.isInteger(n))).toBe(true);
      expect(new Set(numbers).size).toBe(50);
    });

    it('records the escalated troubleshooting session only with all three parameters', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const { articleId, sessionId } = await buildTroubleshootingSession(t.dataSource);
      const partial = await createRest(ticketBody(parties, { fromSession: sessionId, articleId }));
      const linked = await createRest(ticketBody(parties, { fromSession: sessionId, articleId, source: 'troubleshooting' }));
      const [session] = await t.dataSource.query(`SELECT "escalatedTicketId" FROM troubleshooting_sessions WHERE id = $1`, [sessionId]);
      expect(session.escalatedTicketId).toBe(linked.id);
      expect(partial.id).not.toBe(linked.id);

      const other = await buildTroubleshootingSession(t.dataSource);
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM tickets`))[0].n;
      const wrong = await agent
        .post('/api/tickets')
        .send(ticketBody(parties, { fromSession: sessionId, articleId: other.articleId, source: 'troubleshooting' }));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Troubleshooting session not found', field: 'fromSession' });
      // The whole creation is rolled back.
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM tickets`))[0].n).toBe(before);
    });
  });

  describe('validation', () => {
    it('answers 400 with the message and field for bad input, over REST and GraphQL', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '   ' }, 'Title is required', 'title'],
        [{ description: '' }, 'Description is required', 'description'],
        [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters', 'title'],
        [{ priority: 'whenever' }, 'Priority must be emergency, urgent or important', 'priority'],
        [{ category: undefined }, 'Category must be plumbing, electrical, heating, appliances, security or other', 'category'],
        [{ clientId: '' }, 'Client is required', 'clientId'],
        [{ requesterId: undefined }, 'Requester is required', 'requesterId'],
        [{ clientId: '00000000-0000-4000-8000-000000000000' }, 'Client not found', 'clientId'],
        [{ requesterId: '00000000-0000-4000-8000-000000000000' }, 'Requester not found', 'requesterId'],
        [{ propertyId: '00000000-0000-4000-8000-000000000000' }, 'Property not found', 'propertyId'],
        [{ assigneeId: '00000000-0000-4000-8000-000000000000' }, 'Assignee not found', 'assigneeId'],
        [{ tags: 'a,b' }, 'Tags: at most 20, each at most 50 characters', 'tags'],
      ];
      for (const [overrides, message, field] of cases) {
        const res = await agent.post('/api/tickets').send(ticketBody(parties, overrides));
        expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message, field } });
      }
      const otherClientsProperty = await buildProperty(t.dataSource, (await buildClient(t.dataSource)).id);
      const res = await agent.post('/api/tickets').send(ticketBody(parties, { propertyId: otherClientsProperty.id }));
      expect(res.body).toEqual({ message: 'Property does not belong to the selected client', field: 'propertyId' });

      const blank = await gql(agent, CREATE, {
        input: { ...ticketBody(parties, { title: ' ', priority: 'URGENT', category: 'PLUMBING' }) },
      });
      expect(blank.body.errors[0]).toMatchObject({ message: 'Title is required', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
      const unknownClient = await gql(agent, CREATE, {
        input: { ...ticketBody(parties, { clientId: '00000000-0000-4000-8000-000000000000', priority: 'URGENT', category: 'PLUMBING' }) },
      });
      expect(unknownClient.body.errors[0]).toMatchObject({
        message: 'Client not found',
        extensions: { code: 'BAD_USER_INPUT', field: 'clientId' },
      });
    });

    it('needs a signed-in user', async () => {
      expect((await t.request().get('/api/tickets')).status).toBe(401);
      const res = await gql(t.request(), TICKETS);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('answers 404 for an unknown ticket', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await agent.get(`/api/tickets/${id}`);
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { message: 'Ticket not found' } });
        expect((await agent.patch(`/api/tickets/${id}/status`).send({ status: 'completed' })).status).toBe(id === 'not-a-uuid' ? 400 : 404);
        expect((await agent.get(`/api/tickets/${id}/activities`)).status).toBe(404);
      }
      const res = await gql(agent, TICKET, { id: '00000000-0000-4000-8000-000000000000' });
      expect(res.body.errors[0]).toMatchObject({ message: 'Ticket not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('changes', () => {
    it('recomputes the due time from creation when the priority changes (REST and GraphQL)', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const ticket = await createRest(ticketBody(parties, { priority: 'important' }));
      await t.dataSource.query(`UPDATE tickets SET "createdAt" = now() - interval '3 days' WHERE id = $1`, [ticket.id]);
      const rest = await agent.patch(`/api/tickets/${ticket.id}`).send({ priority: 'emergency' });
      expect(rest.status).toBe(200);
      expect(rest.body.priority).toBe('emergency');
      expect((await secondsBetween(ticket.id)).due).toBe(24 * 3600);
      // Three days old with a 24-hour target: overdue now.
      expect(rest.body.slaState).toBe('overdue');
      const viaGql = await gql(agent, UPDATE, { input: { id: ticket.id, priority: 'URGENT' } });
      expect(viaGql.body.data.updateTicket).toMatchObject({ priority: 'URGENT', slaState: 'ON_TRACK' });
      expect((await secondsBetween(ticket.id)).due).toBe(5 * 24 * 3600);
    });

    it('sets resolvedAt on completion, clears it on reopening and records each status change', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const ticket = await createRest(ticketBody(parties));
      const done = await agent.patch(`/api/tickets/${ticket.id}/status`).send({ status: 'completed' });
      expect(done.status).toBe(200);
      expect(done.body.resolvedAt).not.toBeNull();
      expect(done.body.slaState).toBe('resolved-on-time');
      const again = await agent.patch(`/api/tickets/${ticket.id}`).send({ status: 'completed' });
      expect(again.body.resolvedAt).toBe(done.body.resolvedAt);
      const reopened = await gql(agent, CHANGE_STATUS, { input: { id: ticket.id, status: 'AWAITING_PARTS' } });
      expect(reopened.body.data.changeTicketStatus).toMatchObject({ status: 'AWAITING_PARTS', resolvedAt: null, slaState: 'ON_TRACK' });
      const viaUpdate = await gql(agent, UPDATE, { input: { id: ticket.id, status: 'IN_PROGRESS' } });
      expect(viaUpdate.body.data.updateTicket.status).toBe('IN_PROGRESS');
      expect((await activityTypes(ticket.id)).filter((a) => a.type === 'status_change').map((a) => a.metadata)).toEqual([
        { from: 'new', to: 'completed' },
        { from: 'completed', to: 'awaiting-parts' },
        { from: 'awaiting-parts', to: 'in-progress' },
      ]);
      const statusTexts = (await t.dataSource.query(
        `SELECT content FROM activities WHERE "ticketId" = $1 AND type = 'status_change' ORDER BY "createdAt"`,
        [ticket.id],
      )) as { content: string }[];
      expect(statusTexts.map((a) => a.content)).toEqual([
        'Status changed from New to Completed',
        'Status changed from Completed to Awaiting Parts',
        'Status changed from Awaiting Parts to In Progress',
      ]);
      const bad = await agent.patch(`/api/tickets/${ticket.id}/status`).send({ status: 'closed' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('status');
      const nothing = await agent.patch(`/api/tickets/${ticket.id}`).send({});
      expect(nothing.status).toBe(400);
      expect(nothing.body.message).toBe('Nothing to update: give assigneeId, priority or status');
    });

    it('records assignments and unassignments', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const ticket = await createRest(ticketBody(parties));
      const assigned = await agent.patch(`/api/tickets/${ticket.id}`).send({ assigneeId: me.id });
      expect(assigned.body.assignee).toMatchObject({ id: me.id, firstName: 'Agnes', lastName: 'Agent' });
      const unassigned = await gql(agent, UPDATE, { input: { id: ticket.id, assigneeId: null } });
      expect(unassigned.body.data.updateTicket.assignee).toBeNull();
      const activities = await gql(agent, ACTIVITIES, { ticketId: ticket.id });
      const feed = activities.body.data.ticketActivities;
      expect(feed.totalCount).toBe(3);
      // Newest first, each with who did it.
      expect(feed.nodes.map((a: { type: string; content: string }) => [a.type, a.content])).toEqual([
        ['ASSIGNMENT', 'Unassigned'],
        ['ASSIGNMENT', 'Assigned to Agnes Agent'],
        ['TICKET_CREATED', `Ticket #${ticket.number} created`],
      ]);
      expect(feed.nodes[0].user.id).toBe(me.id);
      expect(feed.nodes[1].metadata).toEqual({ from: null, to: me.id });
      const unknown = await agent.patch(`/api/tickets/${ticket.id}`).send({ assigneeId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.body).toEqual({ message: 'Assignee not found', field: 'assigneeId' });
    });
  });

  describe('activities', () => {
    it('adds notes, calls and e-mails; the first outbound call or e-mail is the first response', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const ticket = await createRest(ticketBody(parties));
      const note = await agent
        .post(`/api/tickets/${ticket.id}/activities`)
        .send({ type: 'note', content: '  Checked the boiler  ', userId: colleague.id });
      expect(note.status).toBe(201);
      expect(note.body).toMatchObject({ type: 'note', content: 'Checked the boiler', userId: me.id, user: { id: me.id } });
      expect((await agent.get(`/api/tickets/${ticket.id}`)).body.firstResponseAt).toBeNull();

      const call = await gql(agent, ADD_ACTIVITY, {
        input: { ticketId: ticket.id, type: 'CALL', content: 'Call with tenant: will visit Monday', contactId: parties.requester.id },
      });
      expect(call.body.data.addTicketActivity).toMatchObject({ type: 'CALL', contactId: parties.requester.id, user: { id: me.id } });
      const afterCall = (await agent.get(`/api/tickets/${ticket.id}`)).body.firstResponseAt;
      expect(afterCall).not.toBeNull();
      const email = await agent
        .post(`/api/tickets/${ticket.id}/activities`)
        .send({ type: 'email', content: 'To: a@b.test\nSubject: Visit\n\nMonday' });
      expect(email.body.metadata).toEqual({ direction: 'outbound', delivered: false });
      expect((await agent.get(`/api/tickets/${ticket.id}`)).body.firstResponseAt).toBe(afterCall);

      const list = await agent.get(`/api/tickets/${ticket.id}/activities?limit=2`);
      expect(list.headers['x-total-count']).toBe('4');
      expect(list.body.map((a: { type: string }) => a.type)).toEqual(['email', 'call']);
      expect(list.body[0].user).toEqual({ id: me.id, firstName: 'Agnes', lastName: 'Agent', email: me.email });
      // Exactly the fields of the activity's REST view, in order, on both routes (a new column does not leak).
      const keys = ['id', 'ticketId', 'type', 'userId', 'clientId', 'contactId', 'content', 'metadata', 'createdAt', 'user'];
      for (const body of [note.body, email.body, ...list.body]) expect(Object.keys(body)).toEqual(keys);
    });

    it('answers the whole feed when no limit is sent, a page with one', async () => {
      const ticket = await createRest(ticketBody(await buildTicketParties(t.dataSource)));
      await t.dataSource.query(
        `INSERT INTO activities ("ticketId", type, "userId", content, "createdAt")
         SELECT $1, 'note', $2, 'Note ' || g, now() + g * interval '1 second' FROM generate_series(1, 30) g`,
        [ticket.id, me.id],
      );
      const whole = await agent.get(`/api/tickets/${ticket.id}/activities`).expect(200);
      expect(whole.body).toHaveLength(31);
      expect(whole.headers['x-total-count']).toBe('31');
      expect(whole.headers.link).toBeUndefined();
      expect(whole.body[0].content).toBe('Note 30');
      expect(whole.body[30].type).toBe('ticket_created');
      const page = await agent.get(`/api/tickets/${ticket.id}/activities?limit=25`).expect(200);
      expect(page.body).toHaveLength(25);
      expect(pageLinks(page.headers.link)).toEqual({ next: `/api/tickets/${ticket.id}/activities?limit=25&offset=25` });
      expect((await agent.get(`/api/tickets/${ticket.id}/activities?limit=101`)).status).toBe(400);
    });

    it('refuses blank content, server-only types and unknown contacts', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const ticket = await createRest(ticketBody(parties));
      const blank = await agent.post(`/api/tickets/${ticket.id}/activities`).send({ type: 'note', content: '  ' });
      expect(blank.body).toEqual({ message: 'Content is required', field: 'content' });
      const serverOnly = await agent.post(`/api/tickets/${ticket.id}/activities`).send({ type: 'status_change', content: 'x' });
      expect(serverOnly.body).toEqual({ message: 'Type must be note, call, email, client_update or comment', field: 'type' });
      const viaGql = await gql(agent, ADD_ACTIVITY, { input: { ticketId: ticket.id, type: 'ASSIGNMENT', content: 'x' } });
      expect(viaGql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'type' } });
      const contact = await agent
        .post(`/api/tickets/${ticket.id}/activities`)
        .send({ type: 'call', content: 'x', contactId: '00000000-0000-4000-8000-000000000000' });
      expect(contact.body).toEqual({ message: 'Contact not found', field: 'contactId' });
      const unknownTicket = await agent
        .post(`/api/tickets/00000000-0000-4000-8000-000000000000/activities`)
        .send({ type: 'note', content: 'x' });
      expect(unknownTicket.status).toBe(404);
    });
  });

  describe('SLA state', () => {
    it('is decided exactly at the due time', async () => {
      const at = '2026-01-10T12:00:00Z';
      const states = await t.dataSource.query(
        `SELECT ticket_sla_state(NULL, $1::timestamptz, $1::timestamptz) AS at_due,
                ticket_sla_state(NULL, $1::timestamptz, $1::timestamptz + interval '1 microsecond') AS after_due,
                ticket_sla_state($1::timestamptz, $1::timestamptz, $1::timestamptz + interval '1 day') AS resolved_at_due,
                ticket_sla_state($1::timestamptz + interval '1 microsecond', $1::timestamptz, now()) AS resolved_after_due`,
        [at],
      );
      expect(states[0]).toEqual({
        at_due: 'on-track',
        after_due: 'overdue',
        resolved_at_due: 'resolved-on-time',
        resolved_after_due: 'resolved-late',
      });
    });

    it('is answered per ticket from the stored times (REST and GraphQL)', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const ids = await Promise.all([1, 2, 3, 4].map(async () => (await createRest(ticketBody(parties))).id));
      const [onTime, late, overdue, onTrack] = ids;
      await t.dataSource.query(`UPDATE tickets SET status = 'completed', "resolvedAt" = "dueAt" WHERE id = $1`, [onTime]);
      await t.dataSource.query(`UPDATE tickets SET status = 'completed', "resolvedAt" = "dueAt" + interval '1 millisecond' WHERE id = $1`, [
        late,
      ]);
      await t.dataSource.query(`UPDATE tickets SET "dueAt" = now() - interval '1 millisecond' WHERE id = $1`, [overdue]);
      await t.dataSource.query(`UPDATE tickets SET "dueAt" = now() + interval '1 minute' WHERE id = $1`, [onTrack]);
      const rest = await Promise.all(ids.map(async (id) => (await agent.get(`/api/tickets/${id}`)).body.slaState));
      expect(rest).toEqual(['resolved-on-time', 'resolved-late', 'overdue', 'on-track']);
      const viaGql = await Promise.all(ids.map(async (id) => (await gql(agent, TICKET, { id })).body.data.ticket.slaState));
      expect(viaGql).toEqual(['RESOLVED_ON_TIME', 'RESOLVED_LATE', 'OVERDUE', 'ON_TRACK']);
    });
  });

  describe('lists', () => {
    let client: { id: string };
    let ids: Record<string, { id: string; number: number }>;
    beforeAll(async () => {
      // A client of its own so the filters can be checked on known tickets only.
      client = await buildClient(t.dataSource);
      const requester = await buildContact(t.dataSource);
      const parties = { client, requester };
      const make = async (key: string, overrides: Record<string, unknown>) =>
        [key, await createRest(ticketBody(parties, overrides))] as const;
      ids = Object.fromEntries(
        await Promise.all([
          make('zebra', { title: 'ZEBRA crossing light broken', category: 'electrical', priority: 'emergency', assigneeId: me.id }),
          make('boiler', {
            title: 'No heat',
            description: 'The Zebra-striped boiler is cold',
            category: 'heating',
            assigneeId: colleague.id,
          }),
          make('tap', { title: 'Tap drips', description: '100% wet_floor', category: 'plumbing' }),
        ]),
      );
      await agent.patch(`/api/tickets/${ids.tap.id}/status`).send({ status: 'in-progress' });
    });
    const restNumbers = async (query: string) => {
      const res = await agent.get(`/api/tickets?${query}`);
      expect(res.status).toBe(200);
      return res.body
        .map((row: { id: string }) => Object.keys(ids).find((k) => ids[k].id === row.id))
        .filter(Boolean)
        .sort();
    };

    it('search matches title, description or number, case-insensitively, with LIKE characters taken literally', async () => {
      expect(await restNumbers('search=zebra')).toEqual(['boiler', 'zebra']);
      expect(await restNumbers('search=ZeBrA-STRIPED')).toEqual(['boiler']);
      expect(await restNumbers(`search=${ids.tap.number}`)).toEqual(['tap']);
      expect(await restNumbers(`search=%23${ids.tap.number}`)).toEqual(['tap']);
      expect(await restNumbers('search=100%25')).toEqual(['tap']);
      expect(await restNumbers('search=wet_floor')).toEqual(['tap']);
      expect(await restNumbers('search=wetxfloor')).toEqual([]);
      const res = await gql(agent, TICKETS, { filter: { search: 'zebra' } });
      expect(res.body.data.tickets.totalCount).toBe(2);
    });

    it('GraphQL reads what the selection names, through fragments and aliases, with the same values as the whole ticket', async () => {
      const filter = { search: 'zebra' };
      const wide = (
        await gql(agent, `query($filter: TicketFilter) { tickets(filter: $filter) { totalCount nodes { ${TICKET_FIELDS} } } }`, { filter })
      ).body.data.tickets;
      expect(wide.nodes).toHaveLength(2);
      const narrow = await gql(
        agent,
        `query($filter: TicketFilter) { tickets(filter: $filter) { nodes { ...Card renamed: title ... on Ticket { assignee { id email } } } } }
         fragment Card on Ticket { id slaState client { id companyName } }`,
        { filter },
      );
      expect(narrow.body.errors).toBeUndefined();
      expect(narrow.body.data.tickets.nodes).toEqual(
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a GraphQL answer's nodes, read as JSON
        wide.nodes.map((n: Record<string, any>) => ({
          id: n.id,
          slaState: n.slaState,
          renamed: n.title,
          client: { id: n.client.id, companyName: n.client.companyName },
          assignee: n.assignee,
        })),
      );
      const one = await gql(agent, 'query($id: ID!) { ticket(id: $id) { number requester { name } property { id } } }', {
        id: ids.zebra.id,
      });
      const whole = wide.nodes.find((n: { id: string }) => n.id === ids.zebra.id);
      expect(one.body.data.ticket).toEqual({ number: whole.number, requester: { name: whole.requester.name }, property: whole.property });
      const board = await gql(agent, 'query($filter: TicketFilter) { ticketBoard(filter: $filter) { status tickets { title dueAt } } }', {
        filter,
      });
      expect(board.body.data.ticketBoard.flatMap((c: { tickets: object[] }) => c.tickets)).toEqual(
        expect.arrayContaining(wide.nodes.map((n: { title: string; dueAt: string }) => ({ title: n.title, dueAt: n.dueAt }))),
      );
    });

    it('filters by status, priority, category and assignment', async () => {
      expect(await restNumbers('status=in-progress')).toEqual(['tap']);
      expect(await restNumbers('priority=emergency&search=zebra')).toEqual(['zebra']);
      expect(await restNumbers('category=heating')).toEqual(['boiler']);
      expect(await restNumbers('assignment=me')).toEqual(['zebra']);
      expect(await restNumbers(`assignment=${colleague.id}`)).toEqual(['boiler']);
      const unassigned = await agent.get('/api/tickets?assignment=unassigned&limit=100');
      expect(unassigned.body.every((row: { assigneeId: string | null }) => row.assigneeId === null)).toBe(true);
      const res = await gql(agent, TICKETS, { filter: { status: 'IN_PROGRESS', category: 'PLUMBING', assignment: 'unassigned' } });
      expect(res.body.data.tickets.nodes.map((n: { id: string }) => n.id)).toContain(ids.tap.id);
      const bad = await agent.get('/api/tickets?assignment=someone');
      expect(bad.body).toEqual({ message: "Assignment must be 'all', 'assigned', 'unassigned', 'me' or a user id", field: 'assignment' });
      expect((await agent.get('/api/tickets?status=closed')).status).toBe(400);
    });

    it("takes 'all' for status, priority and category as no filter, and 'assigned' as any assignee", async () => {
      expect(await restNumbers('search=zebra&status=all&priority=all&category=all&assignment=all')).toEqual(['boiler', 'zebra']);
      expect(await restNumbers('status=all&priority=all&category=all&limit=100')).toEqual(await restNumbers('limit=100'));
      expect(await restNumbers('status=all&category=heating')).toEqual(['boiler']);
      expect(await restNumbers('assignment=assigned&limit=100')).toEqual(['boiler', 'zebra']);
      const assigned = await agent.get('/api/tickets?assignment=assigned&limit=100');
      expect(assigned.body.length).toBeGreaterThan(0);
      expect(assigned.body.every((row: { assigneeId: string | null }) => row.assigneeId !== null)).toBe(true);
      const res = await gql(agent, TICKETS, { filter: { assignment: 'assigned', search: 'zebra' } });
      expect(res.body.data.tickets.totalCount).toBe(2);
      expect((await agent.get('/api/tickets?priority=any')).status).toBe(400);
    });

    it("sends RFC 8288 Link headers that walk every page with the request's own parameters", async () => {
      const word = `linkword${Date.now().toString(36)}`;
      const parties = await buildTicketParties(t.dataSource);
      for (let i = 1; i <= 5; i++) await createRest(ticketBody(parties, { title: `${word} ${i}`, category: 'heating' }));
      const first = await agent.get(`/api/tickets?search=${word}&status=all&category=heating&limit=2`).expect(200);
      expect(first.headers.link).toBe(`</api/tickets?search=${word}&status=all&category=heating&limit=2&offset=2>; rel="next"`);
      const middle = await agent.get(`/api/tickets?offset=2&search=${word}&category=heating&limit=2`).expect(200);
      expect(pageLinks(middle.headers.link)).toEqual({
        next: `/api/tickets?offset=4&search=${word}&category=heating&limit=2`,
        prev: `/api/tickets?offset=0&search=${word}&category=heating&limit=2`,
      });
      // Following rel="next" from the default page size gives every match once, newest first.
      const titles: string[] = [];
      let next: string | undefined = `/api/tickets?search=${word}&limit=2`;
      while (next) {
        const page: { body: { title: string }[]; headers: Record<string, string | undefined> } = await agent.get(next).expect(200);
        titles.push(...page.body.map((row) => row.title));
        next = pageLinks(page.headers.link).next;
      }
      expect(titles).toEqual([5, 4, 3, 2, 1].map((i) => `${word} ${i}`));
      const last = await agent.get(`/api/tickets?search=${word}&limit=2&offset=4`).expect(200);
      expect(pageLinks(last.headers.link)).toEqual({ prev: `/api/tickets?search=${word}&limit=2&offset=2` });
      expect((await agent.get(`/api/tickets?search=${word}`).expect(200)).headers.link).toBeUndefined();
      // Other paged lists send it too.
      const contacts = await agent.get('/api/contacts?limit=1').expect(200);
      expect(pageLinks(contacts.headers.link).next).toBe('/api/contacts?limit=1&offset=1');
    });

    it('pages newest first with the total over all pages', async () => {
      const total = Number((await agent.get('/api/tickets?limit=1')).headers['x-total-count']);
      expect(total).toBeGreaterThan(50);
      const first = await agent.get('/api/tickets?limit=10');
      const second = await agent.get('/api/tickets?limit=10&offset=10');
      expect(first.body).toHaveLength(10);
      expect(second.headers['x-total-count']).toBe(String(total));
      const all = [...first.body, ...second.body];
      expect(new Set(all.map((r: { id: string }) => r.id)).size).toBe(20);
      const created = all.map((r: { createdAt: string }) => Date.parse(r.createdAt));
      expect([...created].sort((a, b) => b - a)).toEqual(created);
      const defaultPage = await agent.get('/api/tickets');
      expect(defaultPage.body).toHaveLength(25);
      const viaGql = await gql(agent, TICKETS, { limit: 10, offset: 10 });
      expect(viaGql.body.data.tickets.totalCount).toBe(total);
      expect(viaGql.body.data.tickets.nodes.map((n: { id: string }) => n.id)).toEqual(second.body.map((r: { id: string }) => r.id));
      // Past the last page: an empty array, the total still told.
      const beyond = await agent.get(`/api/tickets?limit=10&offset=${total}`).expect(200);
      expect(beyond.text).toBe('[]');
      expect(beyond.headers['x-total-count']).toBe(String(total));
      expect((await agent.get('/api/tickets?limit=101')).status).toBe(400);
    });

    it('board: every status column with its newest tickets and its total', async () => {
      const res = await gql(agent, BOARD, { perColumn: 2 });
      const columns = res.body.data.ticketBoard as { status: string; totalCount: number; tickets: { status: string }[] }[];
      expect(columns.map((c) => c.status)).toEqual(['NEW', 'IN_PROGRESS', 'AWAITING_SUPPLIER', 'AWAITING_PARTS', 'COMPLETED']);
      const counts = (await t.dataSource.query(`SELECT status, count(*)::int AS n FROM tickets GROUP BY status`)) as {
        status: string;
        n: number;
      }[];
      for (const column of columns) {
        const expected = counts.find((c) => gqlEnum(c.status) === column.status)?.n ?? 0;
        expect(column.totalCount).toBe(expected);
        expect(column.tickets.length).toBe(Math.min(2, expected));
        expect(column.tickets.every((ticket) => ticket.status === column.status)).toBe(true);
      }
      const filtered = await gql(agent, BOARD, { filter: { search: 'zebra', status: 'COMPLETED' } });
      const byStatus = Object.fromEntries(
        filtered.body.data.ticketBoard.map((c: { status: string; totalCount: number }) => [c.status, c.totalCount]),
      );
      expect(byStatus).toEqual({ NEW: 2, IN_PROGRESS: 0, AWAITING_SUPPLIER: 0, AWAITING_PARTS: 0, COMPLETED: 0 });
    });

    it(`board: a column counts up to BOARD_COUNT_UP_TO (then capped); the column's list counts exactly`, async () => {
      const parties = await buildTicketParties(t.dataSource);
      await t.dataSource.query(
        `INSERT INTO tickets (title, description, priority, category, "clientId", "requesterId", "assigneeId", status, "dueAt")
         SELECT 'Bulk ' || i, 'Bulk ticket', 'important', 'security', $1, $2, $3, 'awaiting-parts', now() + interval '10 days'
         FROM generate_series(1, $4::int) AS i`,
        [parties.client.id, parties.requester.id, colleague.id, BOARD_COUNT_UP_TO + 1],
      );
      const filter = { assignment: colleague.id, category: 'SECURITY' };
      const res = await gql(
        agent,
        'query($filter: TicketFilter) { ticketBoard(filter: $filter, perColumn: 3) { status totalCount totalCountCapped tickets { id } } }',
        { filter },
      );
      const parts = res.body.data.ticketBoard.find((c: { status: string }) => c.status === 'AWAITING_PARTS');
      expect(parts).toMatchObject({ totalCount: BOARD_COUNT_UP_TO, totalCountCapped: true });
      expect(parts.tickets).toHaveLength(3);
      const others = res.body.data.ticketBoard.filter((c: { status: string }) => c.status !== 'AWAITING_PARTS');
      expect(others.every((c: { totalCountCapped: boolean }) => !c.totalCountCapped)).toBe(true);
      const list = await gql(agent, TICKETS, { filter: { ...filter, status: 'AWAITING_PARTS' }, limit: 3 });
      expect(list.body.data.tickets.totalCount).toBe(BOARD_COUNT_UP_TO + 1);
      await t.dataSource.query(`DELETE FROM tickets WHERE title LIKE 'Bulk %' AND "assigneeId" = $1`, [colleague.id]);
    });

    it("the detail carries the ticket's comments (id, content, createdAt), oldest first, over REST and GraphQL", async () => {
      const ticket = await createRest(ticketBody(await buildTicketParties(t.dataSource)));
      expect((await agent.get(`/api/tickets/${ticket.id}`).expect(200)).body.comments).toEqual([]);
      const other = await createRest(ticketBody(await buildTicketParties(t.dataSource)));
      const [later, earlier] = (await t.dataSource.query(
        `INSERT INTO ticket_comments ("ticketId", "userId", content, "isPublic", "createdAt") VALUES
           ($1, $2, 'Tenant says the leak is back', false, now()), ($1, NULL, 'Plumber booked', true, now() - interval '1 hour'),
           ($3, NULL, 'Another ticket''s comment', true, now())
         RETURNING id, "createdAt"`,
        [ticket.id, me.id, other.id],
      )) as { id: string; createdAt: Date }[];
      const detail = (await agent.get(`/api/tickets/${ticket.id}`).expect(200)).body;
      expect(detail.comments).toEqual([
        { id: earlier.id, content: 'Plumber booked', createdAt: earlier.createdAt.toISOString() },
        { id: later.id, content: 'Tenant says the leak is back', createdAt: later.createdAt.toISOString() },
      ]);
      const graph = await gql(agent, `query($id: ID!) { ticket(id: $id) { comments { id content createdAt } } }`, { id: ticket.id });
      expect(graph.body.errors).toBeUndefined();
      expect(graph.body.data.ticket.comments).toEqual(detail.comments);
      // List rows stay summaries, without them.
      const [row] = (await agent.get('/api/tickets').query({ search: ticket.title })).body;
      expect(row.comments).toBeUndefined();
    });

    it('a search counts its matches up to SEARCH_COUNT_AHEAD past the page and says when it stopped', async () => {
      const word = `capword${Date.now().toString(36)}`;
      await t.dataSource.query(
        `INSERT INTO tickets (title, description, priority, category, "clientId", "requesterId", "dueAt")
         SELECT $1 || ' ' || g, 'Bulk', 'important', 'other', $2, $3, now() + interval '10 days' FROM generate_series(1, $4::int) g`,
        [word, client.id, (await buildContact(t.dataSource)).id, SEARCH_COUNT_AHEAD + 1],
      );
      const rest = await agent.get(`/api/tickets?search=${word}&limit=5`);
      expect(rest.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD));
      expect(rest.headers['x-total-count-capped']).toBe('true');
      expect(rest.body).toHaveLength(5);
      // A page that reaches the counted total still links on while the total is a lower bound.
      const wide = await agent.get(`/api/tickets?search=${word}&limit=${SEARCH_COUNT_AHEAD}`);
      expect(wide.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD));
      expect(pageLinks(wide.headers.link).next).toBe(
        `/api/tickets?search=${word}&limit=${SEARCH_COUNT_AHEAD}&offset=${SEARCH_COUNT_AHEAD}`,
      );
      const viaGql = await gql(
        agent,
        `query($filter: TicketFilter) { tickets(filter: $filter, limit: 1) { totalCount totalCountCapped } }`,
        {
          filter: { search: word },
        },
      );
      expect(viaGql.body.data.tickets).toEqual({ totalCount: SEARCH_COUNT_AHEAD, totalCountCapped: true });
      // Further on, the count reaches further: from offset 10 every match is counted.
      const later = await agent.get(`/api/tickets?search=${word}&limit=5&offset=10`);
      expect(later.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD + 1));
      expect(later.headers['x-total-count-capped']).toBeUndefined();
      expect(later.body.map((row: { title: string }) => row.title)).toEqual(
        (await agent.get(`/api/tickets?search=${word}&limit=15`)).body.slice(10).map((row: { title: string }) => row.title),
      );
      await t.dataSource.query(`DELETE FROM tickets WHERE title = $1`, [`${word} 1`]);
      const exact = await agent.get(`/api/tickets?search=${word}&limit=5`);
      expect(exact.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD));
      expect(exact.headers['x-total-count-capped']).toBeUndefined();
      await t.dataSource.query(`DELETE FROM tickets WHERE title LIKE $1`, [`${word} %`]);
    });

    /** A ticket with a property and an assignee whose text JSON must escape: quotes, a backslash, control characters, non-ASCII letters. */
    const createEscapingTicket = async (label: string) => {
      const parties = await buildTicketParties(t.dataSource);
      const property = await buildProperty(t.dataSource, parties.client.id);
      const created = await createRest(
        ticketBody(parties, {
          title: `${label} "q" \\ ünïcödé ✓ ${Date.now()}`,
          description: 'Line 1\nLine 2\t"quoted" \\ </script>',
          propertyId: property.id,
          assigneeId: colleague.id,
          tags: ['gas "safe"', 'access-needed'],
        }),
      );
      return { parties, property, created };
    };

    it('a list row PostgreSQL writes is byte for byte the ticket read whole, as toTicketRowView writes it', async () => {
      const { parties, created } = await createEscapingTicket('Tap');
      const service = createServices({ dataSource: t.dataSource, config: t.config }).tickets;
      const list = await agent.get('/api/tickets').query({ search: created.title }).expect(200);
      expect(list.text).toBe(JSON.stringify([toTicketRowView(await service.get(created.id))]));
      // The detail's fields, with summaries of the client, requester, property and assignee.
      const { comments, ...detail } = (await agent.get(`/api/tickets/${created.id}`)).body;
      expect(comments).toEqual([]);
      const [row] = list.body;
      expect(Object.keys(row)).toEqual(Object.keys(detail));
      expect(row).toMatchObject({
        id: created.id,
        client: { id: parties.client.id },
        requester: { id: parties.requester.id },
        assignee: { id: colleague.id },
      });
      expect(Object.keys(row.assignee)).toEqual(['id', 'firstName', 'lastName', 'email']);
      expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      // Unassigned, without a property: null, as in the detail.
      const bare = await createRest(ticketBody(parties));
      const [bareRow] = (await agent.get('/api/tickets').query({ search: bare.title })).body;
      expect(bareRow).toMatchObject({ property: null, assignee: null, propertyId: null, assigneeId: null });
    });

    it('the detail PostgreSQL writes is byte for byte the ticket read whole, as toTicketDetailView writes it', async () => {
      const { parties, property, created } = await createEscapingTicket('Detail');
      const tricky = 'Quote " backslash \\ tab\t newline\n ünïcödé ✓ </script> \u0001';
      // Every text column of the related records filled, so each is written by both sides.
      for (const [entity, id] of [
        [Client, parties.client.id],
        [Contact, parties.requester.id],
        [Property, property.id],
      ] as const) {
        const meta = t.dataSource.getMetadata(entity);
        const text = meta.columns.filter((c) => c.type === 'text' || c.type === 'varchar' || c.type === String);
        const value = (c: (typeof text)[number]) => `${c.propertyName} ${tricky}`.slice(0, Number(c.length) || undefined);
        await t.dataSource.getRepository(entity).update(id, Object.fromEntries(text.map((c) => [c.propertyName, value(c)])));
      }
      await agent.patch(`/api/tickets/${created.id}/status`).send({ status: 'completed' }).expect(200);
      // Comments with the tricky text, two at the same instant (then ordered by id), with microseconds
      // (both sides write milliseconds).
      await t.dataSource.query(
        `INSERT INTO ticket_comments ("ticketId", content, "createdAt") VALUES
           ($1, $2, '2026-03-01T10:00:00.291Z'), ($1, $2, '2026-03-01T09:00:00.123456Z'), ($1, 'Same time', '2026-03-01T09:00:00.123456Z')`,
        [created.id, tricky],
      );
      const service = createServices({ dataSource: t.dataSource, config: t.config }).tickets;
      for (const id of [created.id, (await createRest(ticketBody(parties))).id]) {
        const res = await agent.get(`/api/tickets/${id}`).expect(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.text).toBe(JSON.stringify(toTicketDetailView(await service.get(id), await service.comments(id))));
      }
      expect((await agent.get(`/api/tickets/${created.id}`)).body.comments.map((c: { createdAt: string }) => c.createdAt)).toEqual([
        '2026-03-01T09:00:00.123Z',
        '2026-03-01T09:00:00.123Z',
        '2026-03-01T10:00:00.291Z',
      ]);
      await agent.get(`/api/tickets/${randomUUID()}`).expect(404);
      await agent.get('/api/tickets/not-a-uuid').expect(404);
    });

    it('answers exactly the fields of its REST view, in order, on every route, each relation as its fields (a new column does not leak)', async () => {
      const ticketKeys = [
        'id',
        'number',
        'title',
        'description',
        'priority',
        'status',
        'category',
        'clientId',
        'propertyId',
        'assigneeId',
        'requesterId',
        'createdAt',
        'updatedAt',
        'firstResponseAt',
        'resolvedAt',
        'dueAt',
        'slaPausedAt',
        'tags',
        'slaState',
        'client',
        'requester',
        'property',
        'assignee',
      ];
      const assigneeKeys = ['id', 'firstName', 'lastName', 'email'];
      const { parties, created } = await createEscapingTicket('Keys');
      // A created or changed ticket and the detail: the client and requester as their own REST
      // answers carry them (the clients' and contacts' tests pin those), the property's own fields.
      const keysOf = async (path: string) => Object.keys((await agent.get(path).expect(200)).body);
      const whole = {
        client: await keysOf(`/api/clients/${parties.client.id}`),
        requester: await keysOf(`/api/contacts/${parties.requester.id}`),
        property: ['id', 'name', 'address', 'country', 'clientId', 'contactId', 'createdAt', 'updatedAt'],
        assignee: assigneeKeys,
      };
      // A list row (the tickets list, the search): what the ticket screens show.
      const row = {
        client: ['id', 'firstName', 'lastName', 'companyName', 'email', 'phone'],
        requester: ['id', 'name', 'email', 'phone', 'language'],
        property: ['id', 'name', 'address'],
        assignee: assigneeKeys,
      };
      await t.dataSource.query(`INSERT INTO ticket_comments ("ticketId", content) VALUES ($1, 'Noted')`, [created.id]);
      const expectShape = (body: Record<string, Record<string, unknown>>, relations: Record<string, string[]>, extra: string[] = []) => {
        expect(Object.keys(body)).toEqual([...ticketKeys, ...extra]);
        for (const [relation, keys] of Object.entries(relations)) expect(Object.keys(body[relation])).toEqual(keys);
      };
      expectShape(created, whole);
      const detail = (await agent.get(`/api/tickets/${created.id}`).expect(200)).body;
      expectShape(detail, whole, ['comments']);
      expect(Object.keys(detail.comments[0])).toEqual(['id', 'content', 'createdAt']);
      expectShape((await agent.get('/api/tickets').query({ search: created.title }).expect(200)).body[0], row);
      expectShape((await agent.get('/api/search').query({ q: created.title }).expect(200)).body.tickets[0], row);
      expectShape((await agent.patch(`/api/tickets/${created.id}`).send({ priority: 'urgent' }).expect(200)).body, whole);
      expectShape((await agent.patch(`/api/tickets/${created.id}/status`).send({ status: 'in-progress' }).expect(200)).body, whole);
    });

    it('takes the longest description there is, however little it compresses, and finds its end', async () => {
      const parties = await buildTicketParties(t.dataSource);
      const noise = randomBytes(5_000).toString('hex'); // 10,000 characters that barely compress
      const word = `tailword${Date.now().toString(36)}`;
      const description = `${noise.slice(0, 10_000 - word.length - 1)} ${word}`;
      const created = await createRest(ticketBody(parties, { description }));
      expect(created.description).toHaveLength(10_000);
      const found = await agent.get('/api/tickets').query({ search: word });
      expect(found.body.map((row: { id: string }) => row.id)).toEqual([created.id]);
    });

    it('search is case-insensitive over number, title and description, never across them, and takes % and _ literally', async () => {
      const contact = await buildContact(t.dataSource);
      const word = `Zq${Date.now().toString(36)}`;
      const [row] = (await t.dataSource.query(
        `INSERT INTO tickets (title, description, priority, category, "clientId", "requesterId", "dueAt")
         VALUES ($1, $2, 'important', 'other', $3, $4, now() + interval '10 days') RETURNING number`,
        [`Boiler ${word}`, `Pressure 50%_drop ${word.toUpperCase()}`, client.id, contact.id],
      )) as { number: number }[];
      const titles = async (search: string) =>
        (await agent.get('/api/tickets').query({ search, limit: 100 })).body.map((r: { number: number }) => r.number) as number[];
      expect(await titles(word.toLowerCase())).toEqual([row.number]);
      expect(await titles(`boiler ${word}`.toUpperCase())).toEqual([row.number]);
      expect(await titles('50%_drop')).toContain(row.number);
      expect(await titles('50%%drop')).not.toContain(row.number);
      expect(await titles(`#${row.number}`)).toContain(row.number);
      // The end of the title and the start of the description are not one text.
      expect(await titles(`${word} pressure`)).not.toContain(row.number);
      expect(await titles(`${row.number} boiler`)).not.toContain(row.number);
      expect((await agent.get('/api/tickets').query({ search: `\u0000${word}` })).status).toBe(200);
    });

    it('search and filters are served by indexes', async () => {
      const plan = async (sql: string) => {
        const runner = t.dataSource.createQueryRunner();
        try {
          await runner.startTransaction();
          // The test table is tiny, so the planner would rightly scan it: forbid that to see which indexes can serve the query.
          await runner.query('SET LOCAL enable_seqscan = off');
          const rows = (await runner.query(`EXPLAIN ${sql}`)) as { 'QUERY PLAN': string }[];
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await runner.rollbackTransaction();
          await runner.release();
        }
      };
      const search = await plan(`SELECT id FROM tickets t WHERE t."searchText" LIKE lower('%Boiler%')`);
      expect(search).toMatch(/IDX_tickets_search_text_trgm/);
      // A common word's page walks the newest-first index in its order, without a sort.
      const walk = await plan(`SELECT t.id FROM tickets t WHERE t."searchText" LIKE '%a%' ORDER BY t."createdAt" DESC, t.id LIMIT 101`);
      expect(walk).toMatch(/Index Scan using "IDX_tickets_created_id"/);
      expect(walk).not.toMatch(/Sort/);
      const list = await plan(
        `SELECT id FROM tickets t WHERE status = 'new' AND priority = 'urgent' ORDER BY "createdAt" DESC, id LIMIT 25`,
      );
      expect(list).toMatch(/IDX_tickets_status_priority_created/);
      expect(list).not.toMatch(/Sort/);
    });
  });
});
