import { TestClock } from '../../common/clock';
import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import { ReminderService } from '../tasks/reminder.service';
import { NotificationService } from './notification.service';

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
  let annUser: { id: string };
  let bobUser: { id: string };

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
    const reminders = new ReminderService(t.dataSource, new NotificationService(t.dataSource, clock), clock);
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
});
