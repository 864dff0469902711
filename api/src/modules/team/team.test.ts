import { Role } from '@pmp/shared';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { gql, PASSWORD, registerUser, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

const MEMBERS = '{ teamMembers { id name email role active lastSignInAt openTickets openTasks } }';
const CHANGE_ROLE = 'mutation($userId: ID!, $role: Role!) { changeUserRole(userId: $userId, role: $role) { id role } }';
const SET_ACTIVE = 'mutation($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { id active } }';
const REASSIGN = 'mutation($from: ID!, $to: ID) { reassignOpenWork(fromUserId: $from, toUserId: $to) { tickets tasks } }';

type Agent = ReturnType<TestApp['agent']>;

describe('team administration', () => {
  let app: TestApp;
  let admin: Agent;
  let adminId: string;

  async function person(firstName: string): Promise<{ agent: Agent; id: string; email: string }> {
    const agent = app.agent();
    const email = uniqueEmail(firstName.toLowerCase());
    const { id } = await registerUser(agent, { email, firstName, lastName: 'Team' });
    return { agent, id, email };
  }

  beforeAll(async () => {
    app = await startTestApp({ SIGNUP_DEFAULT_ROLE: Role.AGENT });
    admin = app.agent();
    adminId = (await registerUser(admin, { firstName: 'Ada', lastName: 'Admin' })).id;
  });
  afterAll(async () => app?.close());

  test('the team list shows role, status, last sign-in and open work; only admins may read it', async () => {
    const sam = await person('Sam');
    const res = await gql(admin, MEMBERS);
    const row = res.body.data.teamMembers.find((m: { id: string }) => m.id === sam.id);
    expect(row).toMatchObject({ name: 'Sam Team', role: 'AGENT', active: true, openTickets: 0, openTasks: 0 });
    expect(Date.now() - Date.parse(row.lastSignInAt)).toBeLessThan(60_000);
    const refused = await gql(sam.agent, MEMBERS);
    expect(refused.status).toBe(403);
  });

  test('a role change applies to a signed-in tab at once: made a viewer, the next change is refused', async () => {
    const vic = await person('Vic');
    expect((await vic.agent.post('/api/clients').send({})).status).toBe(400);
    const changed = await gql(admin, CHANGE_ROLE, { userId: vic.id, role: 'VIEWER' });
    expect(changed.body.data.changeUserRole.role).toBe('VIEWER');
    const refused = await vic.agent.post('/api/clients').send({});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role (Viewer) does not allow this: it needs Admin or Agent.');
  });

  test('the last active admin can be neither demoted nor deactivated; with two, one may demote the other', async () => {
    const demote = await gql(admin, CHANGE_ROLE, { userId: adminId, role: 'AGENT' });
    expect(demote.status).toBe(409);
    expect(demote.body.errors[0].message).toBe('The last active admin cannot be given another role: make someone else an admin first.');

    const bea = await person('Bea');
    await gql(admin, CHANGE_ROLE, { userId: bea.id, role: 'ADMIN' });
    // Both try to demote the other at once: one wins, and an admin remains.
    const [first, second] = await Promise.all([
      gql(admin, CHANGE_ROLE, { userId: bea.id, role: 'AGENT' }),
      gql(bea.agent, CHANGE_ROLE, { userId: adminId, role: 'AGENT' }),
    ]);
    const statuses = [first.status, second.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain(statuses.find((s) => s !== 200));
    const admins = (await gql(first.status === 200 ? admin : bea.agent, MEMBERS)).body.data.teamMembers.filter(
      (m: { role: string; active: boolean }) => m.role === 'ADMIN' && m.active,
    );
    expect(admins).toHaveLength(1);
    // Whoever is left, the admin of the tests is the admin again.
    if (first.status !== 200) await gql(bea.agent, CHANGE_ROLE, { userId: adminId, role: 'ADMIN' });
    expect((await gql(admin, MEMBERS)).status).toBe(200);
  });

  test('deactivation ends the sessions at once and keeps sign-in shut; their open work is handed over; history keeps the name', async () => {
    const leo = await person('Leo');
    const tia = await person('Tia');
    const parties = await buildTicketParties(app.dataSource);
    const open = await leo.agent.post('/api/tickets').send(ticketBody(parties, { assigneeId: leo.id }));
    const done = await leo.agent.post('/api/tickets').send(ticketBody(parties, { assigneeId: leo.id }));
    await leo.agent.patch(`/api/tickets/${done.body.id}/status`).send({ status: 'completed' });
    const task = await leo.agent.post('/api/tasks').send({ title: 'Call the plumber', assigneeId: leo.id });
    expect(task.status).toBe(201);

    expect((await gql(admin, SET_ACTIVE, { userId: adminId, active: false })).body.errors[0].message).toBe(
      'You cannot deactivate your own account.',
    );
    const off = await gql(admin, SET_ACTIVE, { userId: leo.id, active: false });
    expect(off.body.data.setUserActive.active).toBe(false);
    expect((await leo.agent.get('/api/user')).status).toBe(401);
    expect((await gql(leo.agent, '{ tickets { totalCount } }')).status).toBe(401);
    const again = await app.agent().post('/api/login').send({ email: leo.email, password: PASSWORD });
    expect(again.status).toBe(403);

    const row = (await gql(admin, MEMBERS)).body.data.teamMembers.find((m: { id: string }) => m.id === leo.id);
    expect(row).toMatchObject({ active: false, openTickets: 1, openTasks: 1 });
    const moved = await gql(admin, REASSIGN, { from: leo.id, to: tia.id });
    expect(moved.body.data.reassignOpenWork).toEqual({ tickets: 1, tasks: 1 });
    expect((await admin.get(`/api/tickets/${open.body.id}`)).body.assigneeId).toBe(tia.id);
    expect((await admin.get(`/api/tickets/${done.body.id}`)).body.assigneeId).toBe(leo.id);
    expect((await admin.get(`/api/tasks/${task.body.id}`)).body.assigneeId).toBe(tia.id);
    const activities = (await admin.get(`/api/tickets/${open.body.id}/activities`)).body as {
      content: string;
      user?: { firstName: string };
    }[];
    expect(activities.map((a) => a.content)).toContain('Assigned to Tia Team');
    // What Leo did on the ticket still names him.
    expect(activities.some((a) => a.user?.firstName === 'Leo')).toBe(true);

    const on = await gql(admin, SET_ACTIVE, { userId: leo.id, active: true });
    expect(on.body.data.setUserActive.active).toBe(true);
    expect((await app.agent().post('/api/login').send({ email: leo.email, password: PASSWORD })).status).toBe(200);
  });

  test('bad input: an unknown user is a 404, a reassignment to the same person a 400', async () => {
    const unknown = await gql(admin, SET_ACTIVE, { userId: '00000000-0000-4000-8000-000000000000', active: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe('User not found');
    const same = await gql(admin, REASSIGN, { from: adminId, to: adminId });
    expect(same.status).toBe(400);
    expect(same.body.errors[0].message).toBe('Choose someone else to take the work over.');
  });
});
