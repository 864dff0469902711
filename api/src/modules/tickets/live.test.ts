import type { Client } from 'graphql-ws';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { liveSocket, sessionCookie, sessionId, subscribe, subscribed } from '../../../test/live';
import { registerUser, startTestApp, type TestApp } from '../../../test/test-app';

interface Change {
  ticketId: string;
  kind: string;
  status: string | null;
}

const TICKET_CHANGED = 'subscription Changed($ticketId: ID) { ticketChanged(ticketId: $ticketId) { ticketId kind status } }';
const UNREAD = 'subscription { unreadNotificationCountChanged }';

/**
 * Live ticket changes over graphql-ws: every committed change reaches the subscribers (all tickets,
 * or one), a rolled-back one never does, and a socket stops when its session ends.
 */
describe('live ticket changes', () => {
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;
  let me: { id: string; email: string };
  let colleague: { id: string; email: string };
  let parties: Awaited<ReturnType<typeof buildTicketParties>>;
  const sockets: Client[] = [];

  const open = async (email: string) => {
    const socket = liveSocket(t, await sessionCookie(t, email));
    sockets.push(socket);
    return socket;
  };
  const createTicket = async () => {
    const res = await agent.post('/api/tickets').send(ticketBody(parties));
    expect(res.status).toBe(201);
    return res.body as { id: string; number: number };
  };

  beforeAll(async () => {
    t = await startTestApp();
    agent = t.agent();
    me = await registerUser(agent);
    colleague = await registerUser(t.agent());
    parties = await buildTicketParties(t.dataSource);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.dispose()));
  });
  afterAll(async () => {
    await t.close();
  });

  it("announces a ticket's creation, status, assignee, priority, notes and tasks once committed", async () => {
    const ticket = await createTicket();
    const socket = await open(colleague.email);
    const all = subscribe<Change>(socket, 'ticketChanged', TICKET_CHANGED);
    const one = subscribe<Change>(socket, 'ticketChanged', TICKET_CHANGED, { ticketId: ticket.id });
    await subscribed(socket);

    const created = await createTicket();
    expect(await all.next((e) => e.ticketId === created.id)).toEqual({ ticketId: created.id, kind: 'CREATED', status: null });

    expect((await agent.patch(`/api/tickets/${ticket.id}/status`).send({ status: 'in-progress' })).status).toBe(200);
    expect(await one.next((e) => e.kind === 'STATUS')).toEqual({ ticketId: ticket.id, kind: 'STATUS', status: 'IN_PROGRESS' });

    expect((await agent.patch(`/api/tickets/${ticket.id}`).send({ assigneeId: colleague.id, priority: 'emergency' })).status).toBe(200);
    await one.next((e) => e.kind === 'ASSIGNEE');
    await one.next((e) => e.kind === 'PRIORITY');

    expect((await agent.post(`/api/tickets/${ticket.id}/activities`).send({ type: 'note', content: 'Called the plumber' })).status).toBe(
      201,
    );
    await one.next((e) => e.kind === 'ACTIVITY');

    expect((await agent.post('/api/tasks').send({ title: 'Order a washer', ticketId: ticket.id })).status).toBe(201);
    await one.next((e) => e.kind === 'TASK');

    // The one-ticket subscription saw its ticket only; each change once.
    expect(one.events.every((e) => e.ticketId === ticket.id)).toBe(true);
    expect(one.events.map((e) => e.kind).sort()).toEqual(['ACTIVITY', 'ASSIGNEE', 'PRIORITY', 'STATUS', 'TASK']);
    expect(all.events.filter((e) => e.ticketId === ticket.id)).toHaveLength(5);
  });

  it('announces nothing for a change that was rolled back', async () => {
    const ticket = await createTicket();
    const socket = await open(me.email);
    const feed = subscribe<Change>(socket, 'ticketChanged', TICKET_CHANGED, { ticketId: ticket.id });
    await subscribed(socket);
    // The priority is written first, then the unknown assignee refuses the whole change.
    const res = await agent
      .patch(`/api/tickets/${ticket.id}`)
      .send({ priority: 'emergency', assigneeId: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(await feed.none()).toBe(true);
  });

  it('refuses a socket without a signed-in session', async () => {
    const socket = liveSocket(t, 'pmp.sid=s%3Anot-a-session.x');
    sockets.push(socket);
    const feed = subscribe<Change>(socket, 'ticketChanged', TICKET_CHANGED);
    expect(await feed.ended).toMatchObject({ code: 4403 });
  });

  describe('when the session ends', () => {
    it('signing out closes that session’s socket; another session of the same user keeps its own', async () => {
      const cookie = await sessionCookie(t, me.email);
      const socket = liveSocket(t, cookie);
      const other = await open(me.email);
      sockets.push(socket);
      const feed = subscribe<Change>(socket, 'ticketChanged', TICKET_CHANGED);
      const otherFeed = subscribe<Change>(other, 'ticketChanged', TICKET_CHANGED);
      const unread = subscribe<number>(socket, 'unreadNotificationCountChanged', UNREAD);
      await subscribed(socket);
      await subscribed(other);

      expect((await t.request().post('/api/logout').set('cookie', cookie)).status).toBe(204);
      expect(await feed.ended).toMatchObject({ code: 4403, reason: 'Session ended' });
      expect(await unread.ended).toMatchObject({ code: 4403 });

      const ticket = await createTicket();
      await otherFeed.next((e) => e.ticketId === ticket.id);
      expect(feed.events.some((e) => e.ticketId === ticket.id)).toBe(false);
    });

    it('an expired or deleted session, or a deactivated user, closes the socket', async () => {
      const expiringCookie = await sessionCookie(t, me.email);
      const deletedCookie = await sessionCookie(t, me.email);
      const expiring = liveSocket(t, expiringCookie);
      const deleted = liveSocket(t, deletedCookie);
      sockets.push(expiring, deleted);
      const expiringFeed = subscribe<Change>(expiring, 'ticketChanged', TICKET_CHANGED);
      const deletedFeed = subscribe<Change>(deleted, 'ticketChanged', TICKET_CHANGED);
      await subscribed(expiring);
      await subscribed(deleted);
      // Written as another process (or time) would: only the database's notice tells this one.
      await t.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sid = $1`, [sessionId(expiringCookie)]);
      await t.dataSource.query(`DELETE FROM sessions WHERE sid = $1`, [sessionId(deletedCookie)]);
      expect(await expiringFeed.ended).toMatchObject({ code: 4403 });
      expect(await deletedFeed.ended).toMatchObject({ code: 4403 });

      const socket = await open(colleague.email);
      const feed = subscribe<Change>(socket, 'ticketChanged', TICKET_CHANGED);
      await subscribed(socket);
      await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [colleague.id]);
      try {
        expect(await feed.ended).toMatchObject({ code: 4403 });
      } finally {
        await t.dataSource.query(`UPDATE users SET "isActive" = true WHERE id = $1`, [colleague.id]);
      }
    });
  });
});
