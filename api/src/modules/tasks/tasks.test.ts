import { TestClock } from '../../common/clock';
import { buildTicket } from '../../../test/factories/tasks';
import { gql, registerUser, startTestApp, type TestApp } from '../../../test/test-app';
import { Activity } from '../tickets/activity.entity';
import { Task } from './task.entity';
import { TaskStatusValue } from './task.enums';
import { createServices } from '../../services';

const CREATE = `mutation Create($input: CreateTaskInput!) {
  createTask(input: $input) { id ticketId title description status priority assigneeId createdById dueDate
    remindBeforeMinutes overdueRepeatMinutes nextReminderAt completedAt assignee { id email } }
}`;
const UPDATE = `mutation Update($input: UpdateTaskInput!) {
  updateTask(input: $input) { id title status priority dueDate completedAt nextReminderAt remindBeforeMinutes overdueRepeatMinutes }
}`;
const LIST = `query Tasks($ticketId: ID, $statuses: [TaskStatus!], $limit: Int, $offset: Int) {
  tasks(ticketId: $ticketId, statuses: $statuses, limit: $limit, offset: $offset) { totalCount nodes { id title status } }
}`;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('tasks', () => {
  const clock = new TestClock(new Date(Date.now()));
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;
  let me: { id: string; email: string };
  let colleague: { id: string; email: string };

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    agent = t.agent();
    me = await registerUser(agent);
    colleague = await registerUser(t.agent());
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => clock.set(new Date()));

  describe('create', () => {
    it('REST: creates a pending task by the signed-in user and records task_created on the ticket', async () => {
      const ticket = await buildTicket(t.dataSource);
      const res = await agent.post('/api/tasks').send({
        ticketId: ticket.id,
        title: '  Call the plumber  ',
        description: 'Ask for Tuesday',
        status: 'completed',
        createdById: colleague.id,
        assigneeId: colleague.id,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ticketId: ticket.id,
        title: 'Call the plumber',
        description: 'Ask for Tuesday',
        status: 'pending',
        priority: 'medium',
        createdById: me.id,
        assigneeId: colleague.id,
        dueDate: null,
        remindBeforeMinutes: null,
        overdueRepeatMinutes: 1440,
        nextReminderAt: null,
        completedAt: null,
        upcomingReminderSent: false,
        overdueReminderSent: false,
      });
      expect(res.body.assignee).toEqual({ id: colleague.id, firstName: 'Test', lastName: 'User', email: colleague.email });
      const activities = await t.dataSource.getRepository(Activity).findBy({ ticketId: ticket.id });
      expect(activities).toHaveLength(1);
      expect(activities[0]).toMatchObject({
        type: 'task_created',
        userId: me.id,
        content: 'Task created: Call the plumber',
        metadata: { taskId: res.body.id },
      });
    });

    it('GraphQL: creates the same way, with the enum names', async () => {
      const ticket = await buildTicket(t.dataSource);
      const res = await gql(agent, CREATE, { input: { ticketId: ticket.id, title: 'Order parts', priority: 'HIGH' } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.createTask).toMatchObject({
        ticketId: ticket.id,
        title: 'Order parts',
        status: 'PENDING',
        priority: 'HIGH',
        createdById: me.id,
        assignee: null,
      });
      expect(await t.dataSource.getRepository(Activity).countBy({ ticketId: ticket.id, type: 'task_created' })).toBe(1);
    });

    it('stores a due date with the reminder defaults and schedules the upcoming reminder', async () => {
      const due = new Date(clock.now().getTime() + 3 * DAY);
      const res = await agent.post('/api/tasks').send({ title: 'Inspect boiler', dueDate: due.toISOString() });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        dueDate: due.toISOString(),
        remindBeforeMinutes: 1440,
        overdueRepeatMinutes: 1440,
        nextReminderAt: new Date(due.getTime() - DAY).toISOString(),
      });
      const chosen = await agent
        .post('/api/tasks')
        .send({ title: 'Inspect boiler', dueDate: due.toISOString(), remindBeforeMinutes: 60, overdueRepeatMinutes: 240 });
      expect(chosen.body).toMatchObject({
        remindBeforeMinutes: 60,
        overdueRepeatMinutes: 240,
        nextReminderAt: new Date(due.getTime() - HOUR).toISOString(),
      });
    });

    it('accepts a date without a time as the end of that day (UTC)', async () => {
      const day = new Date(clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
      const res = await agent.post('/api/tasks').send({ title: 'Date only', dueDate: day });
      expect(res.status).toBe(201);
      expect(res.body.dueDate).toBe(`${day}T23:59:59.999Z`);
      const today = clock.now().toISOString().slice(0, 10);
      const gres = await gql(agent, CREATE, { input: { title: 'Today', dueDate: today } });
      expect(gres.body.data.createTask.dueDate).toBe(`${today}T23:59:59.999Z`);
    });

    it.each([
      [{ title: '   ' }, 'Title is required', 'title'],
      [{}, 'Title is required', 'title'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters', 'title'],
      [{ title: 'T', dueDate: 'next tuesday' }, 'Due date must be an ISO date or date and time', 'dueDate'],
      [{ title: 'T', dueDate: '2020-01-01T10:00:00Z' }, 'Due date cannot be in the past', 'dueDate'],
      [{ title: 'T', remindBeforeMinutes: 60 }, 'Reminder settings need a due date', 'remindBeforeMinutes'],
      [{ title: 'T', overdueRepeatMinutes: 240 }, 'Reminder settings need a due date', 'overdueRepeatMinutes'],
      [
        { title: 'T', dueDate: '2099-01-01', remindBeforeMinutes: 30 },
        'Remind before must be one of 60, 240, 1440, 2880, 10080 minutes',
        'remindBeforeMinutes',
      ],
      [
        { title: 'T', dueDate: '2099-01-01', overdueRepeatMinutes: 60 },
        'Overdue repeat must be one of 240, 1440, 2880, 10080 minutes',
        'overdueRepeatMinutes',
      ],
      [{ title: 'T', priority: 'whenever' }, 'Priority must be low, medium, high or urgent', 'priority'],
      [{ title: 'T', ticketId: '00000000-0000-4000-8000-000000000000' }, 'Ticket not found', 'ticketId'],
      [{ title: 'T', ticketId: 'nope' }, 'Ticket id must be a valid id', 'ticketId'],
      [{ title: 'T', assigneeId: '00000000-0000-4000-8000-000000000000' }, 'Assignee not found', 'assigneeId'],
    ])('REST refuses %j with 400 and the message', async (body, message, field) => {
      const res = await agent.post('/api/tasks').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it('GraphQL refuses bad input with the same messages', async () => {
      const blank = await gql(agent, CREATE, { input: { title: ' ' } });
      expect(blank.body.errors[0]).toMatchObject({ message: 'Title is required', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
      const past = await gql(agent, CREATE, { input: { title: 'T', dueDate: '2020-01-01' } });
      expect(past.body.errors[0]).toMatchObject({ message: 'Due date cannot be in the past', extensions: { field: 'dueDate' } });
      const reminders = await gql(agent, CREATE, { input: { title: 'T', remindBeforeMinutes: 60 } });
      expect(reminders.body.errors[0].message).toBe('Reminder settings need a due date');
      expect(await t.dataSource.getRepository(Task).countBy({ title: 'T' })).toBe(0);
    });

    it('needs a signed-in user', async () => {
      expect((await t.request().post('/api/tasks').send({ title: 'Nope' })).status).toBe(401);
      expect((await t.request().get('/api/tasks')).status).toBe(401);
      const res = await gql(t.request(), LIST);
      expect(res.status).toBe(401);
    });
  });

  describe('update', () => {
    it('completing sets completedAt and stops reminders; reopening clears it and schedules again', async () => {
      const due = new Date(clock.now().getTime() + 2 * DAY);
      const created = await agent.post('/api/tasks').send({ title: 'Fix gate', dueDate: due.toISOString(), remindBeforeMinutes: 60 });
      const id = created.body.id as string;
      clock.set(new Date(clock.now().getTime() + HOUR));
      const done = await agent.patch(`/api/tasks/${id}`).send({ status: 'completed' });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ status: 'completed', completedAt: clock.now().toISOString(), nextReminderAt: null });
      const reopened = await gql(agent, UPDATE, { input: { id, status: 'IN_PROGRESS' } });
      expect(reopened.body.data.updateTask).toMatchObject({
        status: 'IN_PROGRESS',
        completedAt: null,
        nextReminderAt: new Date(due.getTime() - HOUR).toISOString(),
      });
      const cancelled = await agent.patch(`/api/tasks/${id}`).send({ status: 'cancelled' });
      expect(cancelled.body).toMatchObject({ status: 'cancelled', completedAt: null, nextReminderAt: null });
    });

    it('changes only the given fields; removing the due date removes its reminder settings', async () => {
      const due = new Date(clock.now().getTime() + 2 * DAY);
      const created = await agent
        .post('/api/tasks')
        .send({ title: 'Paint', description: 'Blue', priority: 'low', dueDate: due.toISOString(), overdueRepeatMinutes: 240 });
      const id = created.body.id as string;
      const renamed = await agent.patch(`/api/tasks/${id}`).send({ title: 'Paint hall', assigneeId: colleague.id });
      expect(renamed.body).toMatchObject({
        title: 'Paint hall',
        description: 'Blue',
        priority: 'low',
        assigneeId: colleague.id,
        dueDate: due.toISOString(),
        overdueRepeatMinutes: 240,
      });
      const cleared = await agent.patch(`/api/tasks/${id}`).send({ dueDate: null, description: '' });
      expect(cleared.body).toMatchObject({
        description: null,
        dueDate: null,
        remindBeforeMinutes: null,
        overdueRepeatMinutes: 1440,
        nextReminderAt: null,
      });
      const bad = await agent.patch(`/api/tasks/${id}`).send({ remindBeforeMinutes: 60 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Reminder settings need a due date');
    });

    it('refuses a new due date in the past but keeps an unchanged one that has since passed', async () => {
      const due = new Date(clock.now().getTime() + HOUR);
      const created = await agent.post('/api/tasks').send({ title: 'Soon', dueDate: due.toISOString() });
      const id = created.body.id as string;
      clock.set(new Date(due.getTime() + DAY));
      const past = await agent.patch(`/api/tasks/${id}`).send({ dueDate: new Date(due.getTime() - HOUR).toISOString() });
      expect(past.status).toBe(400);
      expect(past.body).toEqual({ message: 'Due date cannot be in the past', field: 'dueDate' });
      const same = await agent.patch(`/api/tasks/${id}`).send({ title: 'Late', dueDate: due.toISOString() });
      expect(same.status).toBe(200);
      expect(same.body.title).toBe('Late');
      const blank = await gql(agent, UPDATE, { input: { id, title: '  ' } });
      expect(blank.body.errors[0].message).toBe('Title is required');
    });

    it('answers 404 for an unknown task', async () => {
      expect((await agent.patch('/api/tasks/00000000-0000-4000-8000-000000000000').send({ title: 'x' })).status).toBe(404);
      expect((await agent.patch('/api/tasks/not-a-uuid').send({ title: 'x' })).status).toBe(404);
      expect((await agent.get('/api/tasks/00000000-0000-4000-8000-000000000000')).body).toEqual({ message: 'Task not found' });
      const res = await gql(agent, 'query { task(id: "nope") { id } }');
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });

  describe('list', () => {
    it("pages a ticket's tasks newest first, filtered by status, through REST and GraphQL alike", async () => {
      const ticket = await buildTicket(t.dataSource);
      const ids: string[] = [];
      for (let i = 1; i <= 5; i++) {
        const res = await agent.post('/api/tasks').send({ ticketId: ticket.id, title: `Step ${i}` });
        ids.push(res.body.id as string);
      }
      await agent.patch(`/api/tasks/${ids[0]}`).send({ status: 'completed' });
      await agent.patch(`/api/tasks/${ids[1]}`).send({ status: 'in_progress' });

      const page1 = await agent.get(`/api/tasks?ticketId=${ticket.id}&limit=2`);
      expect(page1.headers['x-total-count']).toBe('5');
      expect(page1.body.map((x: { title: string }) => x.title)).toEqual(['Step 5', 'Step 4']);
      const page3 = await agent.get(`/api/tasks?ticketId=${ticket.id}&limit=2&offset=4`);
      expect(page3.body.map((x: { title: string }) => x.title)).toEqual(['Step 1']);

      const open = await agent.get(`/api/tasks?ticketId=${ticket.id}&status=pending,in_progress`);
      expect(open.headers['x-total-count']).toBe('4');
      expect(open.body.map((x: { title: string }) => x.title)).toEqual(['Step 5', 'Step 4', 'Step 3', 'Step 2']);

      const g = await gql(agent, LIST, { ticketId: ticket.id, statuses: ['PENDING', 'IN_PROGRESS'], limit: 3 });
      expect(g.body.data.tasks.totalCount).toBe(4);
      expect(g.body.data.tasks.nodes.map((x: { title: string }) => x.title)).toEqual(['Step 5', 'Step 4', 'Step 3']);
      const done = await gql(agent, LIST, { ticketId: ticket.id, statuses: ['COMPLETED'] });
      expect(done.body.data.tasks.nodes).toEqual([{ id: ids[0], title: 'Step 1', status: 'COMPLETED' }]);

      // A ticket's tasks come whole without a limit (the web app reads them whole); the other lists stay paged.
      for (let i = 6; i <= 30; i++)
        await t.dataSource.getRepository(Task).insert({ ticketId: ticket.id, title: `Step ${i}`, createdById: me.id });
      const whole = await agent.get(`/api/tasks?ticketId=${ticket.id}`);
      expect(whole.body).toHaveLength(30);
      expect(whole.headers['x-total-count']).toBe('30');
      expect(whole.headers.link).toBeUndefined();
      const paged = await agent.get(`/api/tasks?ticketId=${ticket.id}&status=pending&limit=25`);
      expect(paged.body).toHaveLength(25);
      expect(paged.headers['x-total-count']).toBe('28');
      expect(paged.headers.link).toBe(`</api/tasks?ticketId=${ticket.id}&status=pending&limit=25&offset=25>; rel="next"`);
      expect((await agent.get('/api/tasks')).body).toHaveLength(25);

      expect((await agent.get('/api/tasks?status=done')).status).toBe(400);
      expect((await agent.get('/api/tasks?limit=1000')).status).toBe(400);
      expect((await agent.get('/api/tasks?ticketId=abc')).status).toBe(400);
    });
  });

  it('answers exactly the fields of its REST view, in order, on every route (a new column does not leak)', async () => {
    const keys = [
      'id',
      'ticketId',
      'title',
      'description',
      'status',
      'priority',
      'assigneeId',
      'createdById',
      'dueDate',
      'completedAt',
      'remindBeforeMinutes',
      'overdueRepeatMinutes',
      'nextReminderAt',
      'lastReminderAt',
      'upcomingReminderSent',
      'overdueReminderSent',
      'snoozedUntil',
      'createdAt',
      'updatedAt',
      'assignee',
    ];
    const ticket = await buildTicket(t.dataSource);
    const created = await agent.post('/api/tasks').send({ ticketId: ticket.id, title: 'Pinned keys', assigneeId: colleague.id });
    expect(created.status).toBe(201);
    const answers = [
      created.body,
      (await agent.get(`/api/tasks/${created.body.id}`)).body,
      (await agent.get(`/api/tasks?ticketId=${ticket.id}`)).body[0],
      (await agent.get('/api/tasks?limit=1')).body[0],
      (await agent.patch(`/api/tasks/${created.body.id}`).send({ status: 'completed', assigneeId: null })).body,
    ];
    for (const body of answers) expect(Object.keys(body)).toEqual(keys);
    expect(Object.keys(answers[0].assignee)).toEqual(['id', 'firstName', 'lastName', 'email']);
    expect(answers[4].assignee).toBeNull();
  });

  describe('indexes', () => {
    async function plan(filter: { ticketId?: string; statuses?: TaskStatusValue[] }): Promise<string> {
      const service = createServices({ dataSource: t.dataSource, config: t.config, clock }).tasks;
      const [sql, params] = service.listQuery({ ...filter, limit: 25, offset: 50 }).getQueryAndParameters();
      return t.dataSource.transaction(async (m) => {
        // The test tables are tiny; forbid the sequential scan to see which index the planner would use.
        await m.query('SET LOCAL enable_seqscan = off');
        const rows = (await m.query(`EXPLAIN ${sql}`, params)) as Array<{ 'QUERY PLAN': string }>;
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    }

    it('serve the newest-first task lists without sorting', async () => {
      const ticket = await buildTicket(t.dataSource);
      const byTicket = await plan({ ticketId: ticket.id });
      expect(byTicket).toContain('IDX_tasks_ticket_created');
      expect(byTicket).not.toMatch(/\bSort\b/);
      const byStatus = await plan({ statuses: [TaskStatusValue.PENDING] });
      expect(byStatus).toContain('IDX_tasks_status_created');
      expect(byStatus).not.toMatch(/\bSort\b/);
      const all = await plan({});
      expect(all).toContain('IDX_tasks_created');
      expect(all).not.toMatch(/\bSort\b/);
    });
  });
});
