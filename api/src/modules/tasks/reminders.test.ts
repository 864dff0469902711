import { In } from 'typeorm';
import pino from 'pino';
import { TestClock } from '../../common/clock';
import { ConfigError, loadConfig } from '../../config';
import { startJobs, TASK_REMINDERS_CRON, TASK_REMINDERS_QUEUE } from '../../jobs/job-runner';
import { buildTicket } from '../../../test/factories/tasks';
import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import { Notification } from '../notifications/notification.entity';
import { createServices } from '../../services';
import type { ReminderService } from './reminder.service';
import { Task } from './task.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('task reminders', () => {
  const clock = new TestClock('2030-03-01T09:00:00.000Z');
  let t: TestApp;
  let reminders: ReminderService;
  let creator: ReturnType<TestApp['agent']>;
  let creatorUser: { id: string };
  let assignee: ReturnType<TestApp['agent']>;
  let assigneeUser: { id: string };

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    reminders = createServices({ dataSource: t.dataSource, config: t.config, clock }).reminders;
    creator = t.agent();
    creatorUser = await registerUser(creator);
    assignee = t.agent();
    assigneeUser = await registerUser(assignee);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock.set('2030-03-01T09:00:00.000Z');
    // Each test starts with no pending reminders and no notifications.
    await t.dataSource.getRepository(Task).createQueryBuilder().update().set({ nextReminderAt: null }).execute();
    await t.dataSource.getRepository(Notification).clear();
  });

  async function createTask(body: Record<string, unknown>): Promise<string> {
    const res = await creator.post('/api/tasks').send({ title: 'Replace boiler valve', ...body });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }
  const at = (ms: number) => clock.set(new Date(ms));
  const task = (id: string) => t.dataSource.getRepository(Task).findOneByOrFail({ id });
  // The reminders only: assigning the task told the assignee too (notifications/notifier.test.ts).
  const notificationsOf = (userId: string) =>
    t.dataSource.getRepository(Notification).find({ where: { userId, type: In(['upcoming', 'overdue']) }, order: { createdAt: 'ASC' } });

  it('sends the upcoming reminder at due - remindBeforeMinutes, not before, and only once', async () => {
    const ticket = await buildTicket(t.dataSource);
    const due = clock.now().getTime() + 2 * DAY;
    const id = await createTask({
      ticketId: ticket.id,
      assigneeId: assigneeUser.id,
      dueDate: new Date(due).toISOString(),
      remindBeforeMinutes: 1440,
    });

    at(due - DAY - MINUTE);
    expect(await reminders.deliverDueReminders()).toBe(0);
    at(due - DAY);
    expect(await reminders.deliverDueReminders()).toBe(1);
    expect(await reminders.deliverDueReminders()).toBe(0);

    const [sent] = await notificationsOf(assigneeUser.id);
    expect(sent).toMatchObject({
      type: 'upcoming',
      title: 'Task due soon: Replace boiler valve',
      body: `Due in 1 day · Ticket #${ticket.number}`,
      taskId: id,
      ticketId: ticket.id,
      readAt: null,
    });
    expect(await task(id)).toMatchObject({
      upcomingReminderSent: true,
      overdueReminderSent: false,
      lastReminderAt: new Date(due - DAY),
      nextReminderAt: new Date(due),
    });
    expect(await notificationsOf(creatorUser.id)).toHaveLength(0);
  });

  it('repeats the overdue reminder every overdueRepeatMinutes until the task is completed', async () => {
    const due = clock.now().getTime() + 3 * HOUR;
    const id = await createTask({
      assigneeId: assigneeUser.id,
      dueDate: new Date(due).toISOString(),
      remindBeforeMinutes: 60,
      overdueRepeatMinutes: 240,
    });

    at(due - HOUR);
    expect(await reminders.deliverDueReminders()).toBe(1); // upcoming
    at(due - 1);
    expect(await reminders.deliverDueReminders()).toBe(0);
    at(due); // exactly the due time: the first overdue reminder
    expect(await reminders.deliverDueReminders()).toBe(1);
    expect(await task(id)).toMatchObject({
      upcomingReminderSent: true,
      overdueReminderSent: true,
      lastReminderAt: new Date(due),
      nextReminderAt: new Date(due + 240 * MINUTE),
    });
    at(due + 240 * MINUTE - 1);
    expect(await reminders.deliverDueReminders()).toBe(0);
    at(due + 240 * MINUTE);
    expect(await reminders.deliverDueReminders()).toBe(1);
    // A worker that was down for a day sends one reminder, then keeps the 4-hour rhythm.
    at(due + 240 * MINUTE + DAY + 5 * MINUTE);
    expect(await reminders.deliverDueReminders()).toBe(1);
    expect((await task(id)).nextReminderAt).toEqual(new Date(due + 240 * MINUTE + DAY + 240 * MINUTE));

    const sent = await notificationsOf(assigneeUser.id);
    expect(sent.map((n) => [n.type, n.title, n.body])).toEqual([
      ['upcoming', 'Task due soon: Replace boiler valve', 'Due in 1 hour'],
      ['overdue', 'Task overdue: Replace boiler valve', 'Due now'],
      ['overdue', 'Task overdue: Replace boiler valve', 'Overdue by 4 hours'],
      ['overdue', 'Task overdue: Replace boiler valve', 'Overdue by 1 day'],
    ]);

    expect((await assignee.patch(`/api/tasks/${id}`).send({ status: 'completed' })).status).toBe(200);
    expect((await task(id)).nextReminderAt).toBeNull();
    at(due + 10 * DAY);
    expect(await reminders.deliverDueReminders()).toBe(0);
  });

  it('stops at cancellation and starts again when reopened', async () => {
    const due = clock.now().getTime() + HOUR;
    const id = await createTask({ dueDate: new Date(due).toISOString(), remindBeforeMinutes: 60, overdueRepeatMinutes: 240 });
    at(due + MINUTE);
    expect(await reminders.deliverDueReminders()).toBe(1); // overdue (the upcoming slot was missed, one reminder only)
    expect(await task(id)).toMatchObject({ overdueReminderSent: true, upcomingReminderSent: false });
    await creator.patch(`/api/tasks/${id}`).send({ status: 'cancelled' });
    at(due + 2 * DAY);
    expect(await reminders.deliverDueReminders()).toBe(0);
    await creator.patch(`/api/tasks/${id}`).send({ status: 'pending' });
    // Reopened long after the last reminder: the next overdue reminder is due at once.
    expect(await reminders.deliverDueReminders()).toBe(1);
    // Unassigned: the creator gets the reminders.
    expect(await notificationsOf(creatorUser.id)).toHaveLength(2);
  });

  it('honours snoozedUntil', async () => {
    const due = clock.now().getTime() + 2 * HOUR;
    const id = await createTask({
      assigneeId: assigneeUser.id,
      dueDate: new Date(due).toISOString(),
      remindBeforeMinutes: 60,
      overdueRepeatMinutes: 1440,
    });
    const snoozedUntil = new Date(due + 3 * HOUR);
    const res = await gql(assignee, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { snoozedUntil nextReminderAt } }', {
      input: { id, snoozedUntil: snoozedUntil.toISOString() },
    });
    expect(res.body.data.updateTask).toEqual({ snoozedUntil: snoozedUntil.toISOString(), nextReminderAt: snoozedUntil.toISOString() });
    at(due - HOUR);
    expect(await reminders.deliverDueReminders()).toBe(0);
    at(due);
    expect(await reminders.deliverDueReminders()).toBe(0);
    at(snoozedUntil.getTime() - 1);
    expect(await reminders.deliverDueReminders()).toBe(0);
    at(snoozedUntil.getTime());
    expect(await reminders.deliverDueReminders()).toBe(1);
    expect(await task(id)).toMatchObject({
      overdueReminderSent: true,
      lastReminderAt: snoozedUntil,
      nextReminderAt: new Date(snoozedUntil.getTime() + DAY),
    });
  });

  it('a new due date starts a new reminder cycle', async () => {
    const due = clock.now().getTime() + 2 * HOUR;
    const id = await createTask({ dueDate: new Date(due).toISOString(), remindBeforeMinutes: 60 });
    at(due - HOUR);
    expect(await reminders.deliverDueReminders()).toBe(1);
    const later = due + DAY;
    await creator.patch(`/api/tasks/${id}`).send({ dueDate: new Date(later).toISOString() });
    expect(await task(id)).toMatchObject({
      upcomingReminderSent: false,
      overdueReminderSent: false,
      nextReminderAt: new Date(later - HOUR),
    });
  });

  it('never sends a reminder twice when two workers run at once', async () => {
    const due = clock.now().getTime() + 2 * HOUR;
    for (let i = 0; i < 30; i++) await createTask({ title: `Task ${i}`, dueDate: new Date(due).toISOString(), remindBeforeMinutes: 60 });
    at(due - HOUR);
    const other = createServices({ dataSource: t.dataSource, config: t.config, clock }).reminders;
    const [a, b] = await Promise.all([reminders.deliverDueReminders(), other.deliverDueReminders()]);
    expect(a + b).toBe(30);
    expect(await notificationsOf(creatorUser.id)).toHaveLength(30);
  });

  it('registers the reminder sweep with pg-boss as a per-minute schedule', async () => {
    const url = (t.dataSource.options as { url: string }).url;
    const jobs = await startJobs({ connectionString: url, log: pino({ level: 'silent' }), reminders });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules).toEqual([expect.objectContaining({ name: TASK_REMINDERS_QUEUE, cron: TASK_REMINDERS_CRON })]);
      expect(await jobs.boss.getQueue(TASK_REMINDERS_QUEUE)).toMatchObject({ name: TASK_REMINDERS_QUEUE, policy: 'singleton' });
    } finally {
      await jobs.stop();
    }
  });

  it('JOBS_ENABLED turns the job runner off for api-only processes', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/pmp-config-test', SESSION_SECRET: 'x'.repeat(32), SECRET_KEY: 'y'.repeat(32) };
    expect(loadConfig(base).JOBS_ENABLED).toBe(true);
    expect(loadConfig({ ...base, JOBS_ENABLED: 'false' }).JOBS_ENABLED).toBe(false);
    expect(() => loadConfig({ ...base, JOBS_ENABLED: 'sometimes' })).toThrow(ConfigError);
  });
});
