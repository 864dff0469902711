import type { Client } from 'graphql-ws';
import pino from 'pino';
import { TestClock } from '../../common/clock';
import { liveSocket, sessionCookie } from '../../../test/live';
import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import { createServices } from '../../services';
import { ReminderService } from '../tasks/reminder.service';
import { NotificationService } from './notification.service';
import { Notifier } from './notifier.service';

const HOUR = 3600_000;
const LIST = `query List($unreadOnly: Boolean, $limit: Int, $offset: Int) {
  notifications(unreadOnly: $unreadOnly, limit: $limit, offset: $offset) { totalCount nodes { id type title body taskId ticketId readAt } }
  unreadNotificationCount
}`;
const MARK = 'mutation Mark($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { id readAt } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';

describe('notifications', () => {
  const clock = new TestClock('2030-05-01T08:00:00.000Z');
  let t: TestApp;
  let ann: ReturnType<TestApp['agent']>;
  let bob: ReturnType<TestApp['agent']>;
  let annUser: { id: string; email: string };
  let bobUser: { id: string; email: string };

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    ann = t.agent();
    annUser = await registerUser(ann);
    bob = t.agent();
    bobUser = await registerUser(bob);
    // Ann creates three tasks for Bob and one for herself; their overdue reminders become notifications.
    const due = new Date(clock.now().getTime() + HOUR).toISOString();
    for (const title of ['One', 'Two', 'Three']) {
      const res = await ann.post('/api/tasks').send({ title, assigneeId: bobUser.id, dueDate: due, remindBeforeMinutes: 60 });
      expect(res.status).toBe(201);
    }
    await ann.post('/api/tasks').send({ title: 'Mine', dueDate: due, remindBeforeMinutes: 60 });
    // Only the reminders here: the assignments' own notifications are notifier.test.ts's.
    await t.dataSource.query(`DELETE FROM notifications WHERE type = 'task_assigned'`);
    const { reminders } = createServices({ dataSource: t.dataSource, config: t.config, clock });
    expect(await reminders.deliverDueReminders()).toBe(4);
  });
  afterAll(async () => {
    await t.close();
  });

  it('each user sees only their own notifications, newest first, with the unread count (GraphQL and REST)', async () => {
    const bobs = await gql(bob, LIST, { limit: 2 });
    expect(bobs.body.data.unreadNotificationCount).toBe(3);
    expect(bobs.body.data.notifications.totalCount).toBe(3);
    expect(bobs.body.data.notifications.nodes).toHaveLength(2);
    expect(bobs.body.data.notifications.nodes[0]).toMatchObject({ type: 'UPCOMING', body: 'Due in 1 hour', readAt: null });

    const anns = await ann.get('/api/notifications');
    expect(anns.headers['x-total-count']).toBe('1');
    expect(anns.body).toEqual([expect.objectContaining({ userId: annUser.id, type: 'upcoming', title: 'Task due soon: Mine' })]);
    expect((await ann.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
    expect((await t.request().get('/api/notifications')).status).toBe(401);
  });

  it('marks one read (only its owner may) and then all read', async () => {
    const list = await bob.get('/api/notifications?limit=10');
    const [first, second] = list.body as Array<{ id: string }>;

    expect((await ann.post(`/api/notifications/${first!.id}/read`)).status).toBe(404);
    const annTry = await gql(ann, MARK, { input: { id: first!.id } });
    expect(annTry.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const marked = await bob.post(`/api/notifications/${first!.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.readAt).toBe(clock.now().toISOString());
    const g = await gql(bob, MARK, { input: { id: second!.id } });
    expect(g.body.data.markNotificationRead.readAt).toBe(clock.now().toISOString());

    const unread = await gql(bob, LIST, { unreadOnly: true });
    expect(unread.body.data.unreadNotificationCount).toBe(1);
    expect(unread.body.data.notifications.totalCount).toBe(1);
    expect((await bob.get('/api/notifications?unreadOnly=true')).headers['x-total-count']).toBe('1');

    expect((await gql(bob, MARK_ALL)).body.data.markAllNotificationsRead).toBe(1);
    expect((await bob.post('/api/notifications/read-all')).body).toEqual({ count: 0 });
    expect((await gql(bob, LIST)).body.data.unreadNotificationCount).toBe(0);
    // Ann's stays unread.
    expect((await gql(ann, LIST)).body.data.unreadNotificationCount).toBe(1);
    expect((await bob.post('/api/notifications/not-an-id/read')).status).toBe(404);
    expect((await bob.get('/api/notifications?unreadOnly=maybe')).status).toBe(400);
  });

  it('REST answers exactly the fields of its view, in order, listed or marked read', async () => {
    const keys = ['id', 'userId', 'type', 'title', 'body', 'taskId', 'ticketId', 'readAt', 'createdAt'];
    const [listed] = (await bob.get('/api/notifications')).body as { id: string }[];
    expect(Object.keys(listed)).toEqual(keys);
    expect(Object.keys((await bob.post(`/api/notifications/${listed.id}/read`)).body)).toEqual(keys);
  });

  it('lists are served by the (userId, ...) indexes without sorting', async () => {
    const explain = (sql: string) =>
      t.dataSource.transaction(async (m) => {
        await m.query('SET LOCAL enable_seqscan = off');
        const rows = (await m.query(`EXPLAIN ${sql}`, [bobUser.id])) as Array<{ 'QUERY PLAN': string }>;
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const all = await explain(`SELECT * FROM notifications WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 20`);
    expect(all).toContain('IDX_notifications_user_created');
    expect(all).not.toMatch(/\bSort\b/);
    const unread = await explain(`SELECT * FROM notifications WHERE "userId" = $1 AND "readAt" IS NULL ORDER BY "createdAt" DESC LIMIT 20`);
    // Either index serves it without a sort; on these few rows the planner may filter readAt on the other one.
    expect(unread).toMatch(/Index Scan using "IDX_notifications_user_(read_)?created"/);
    expect(unread).not.toMatch(/\bSort\b/);
  });

  describe('live unread count', () => {
    async function socketFor(email: string): Promise<Client> {
      return liveSocket(t, await sessionCookie(t, email));
    }

    function collect(client: Client): number[] {
      const counts: number[] = [];
      client.subscribe<{ unreadNotificationCountChanged: number }>(
        { query: 'subscription { unreadNotificationCountChanged }' },
        { next: (v) => counts.push(v.data!.unreadNotificationCountChanged), error: () => undefined, complete: () => undefined },
      );
      return counts;
    }

    it("pushes the new unread count to that user's sockets only", async () => {
      const annSocket = await socketFor(annUser.email);
      const bobSocket = await socketFor(bobUser.email);
      try {
        const annCounts = collect(annSocket);
        const bobCounts = collect(bobSocket);
        await new Promise((r) => setTimeout(r, 500)); // the subscriptions are registered
        expect((await ann.post('/api/notifications/read-all')).body).toEqual({ count: 1 });
        await new Promise((r) => setTimeout(r, 500));
        expect(annCounts).toEqual([0]);
        expect(bobCounts).toEqual([]);
      } finally {
        await annSocket.dispose();
        await bobSocket.dispose();
      }
    });

    it('the reminder sweep announces its recipients once committed', async () => {
      const due = new Date(clock.now().getTime() + HOUR).toISOString();
      await ann.post('/api/tasks').send({ title: 'Ping', assigneeId: bobUser.id, dueDate: due, remindBeforeMinutes: 60 });
      const published: string[][] = [];
      const service = new NotificationService(t.dataSource, clock, (ids) => published.push(ids));
      const services = createServices({ dataSource: t.dataSource, config: t.config, clock });
      const notifier = new Notifier(t.dataSource, clock, pino({ level: 'silent' }), {
        notifications: service,
        preferences: services.notificationPreferences,
        users: services.users,
        company: services.company,
        accountMail: services.accountMail,
        twilio: services.twilioSender,
        link: () => null,
      });
      expect(await new ReminderService(t.dataSource, notifier, clock, services.tickets).deliverDueReminders()).toBe(1);
      expect(published).toEqual([[bobUser.id]]);
    });
  });
});
