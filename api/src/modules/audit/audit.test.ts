import { Role } from '@pmp/shared';
import { AuditService } from './audit.service';
import { gql, PASSWORD, registerUser, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

const EVENTS = `query($actorId: ID, $action: AuditAction, $from: DateTimeISO, $to: DateTimeISO, $limit: Int, $offset: Int) {
  auditEvents(actorId: $actorId, action: $action, from: $from, to: $to, limit: $limit, offset: $offset) {
    totalCount nodes { id at action actorId actorName ip targetType targetId targetLabel changes { field before after } }
  }
}`;
const CHANGE_ROLE = 'mutation($userId: ID!, $role: Role!) { changeUserRole(userId: $userId, role: $role) { id role } }';
const SET_ACTIVE = 'mutation($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { id active } }';

type Agent = ReturnType<TestApp['agent']>;
interface Event {
  action: string;
  actorId: string | null;
  actorName: string | null;
  ip: string | null;
  targetId: string | null;
  targetLabel: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

describe('the audit log', () => {
  let app: TestApp;
  let admin: Agent;
  let adminId: string;

  async function events(variables: Record<string, unknown>): Promise<{ totalCount: number; nodes: Event[] }> {
    const res = await gql(admin, EVENTS, variables);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.auditEvents;
  }

  beforeAll(async () => {
    app = await startTestApp({ SIGNUP_DEFAULT_ROLE: Role.AGENT });
    admin = app.agent();
    adminId = (await registerUser(admin, { firstName: 'Audra', lastName: 'Admin' })).id;
  });
  afterAll(async () => app?.close());

  test('sign-ins, failed and successful, and sign-outs are recorded with who and from where', async () => {
    const email = uniqueEmail('sol');
    const sol = app.agent();
    const { id } = await registerUser(sol, { email, firstName: 'Sol', lastName: 'Signs' });
    await sol.post('/api/logout').expect(204);
    expect((await sol.post('/api/login').send({ email, password: 'wrong-password-1' })).status).toBe(401);
    await sol.post('/api/login').send({ email, password: PASSWORD }).expect(200);

    const failed = await events({ action: 'SIGN_IN_FAILED' });
    const mine = failed.nodes.find((e) => e.targetId === id);
    expect(mine).toMatchObject({ actorId: null, targetLabel: email });
    expect(mine?.ip).toBeTruthy();
    const own = await events({ actorId: id });
    expect(own.nodes.map((e) => e.action)).toEqual(['SIGN_IN', 'SIGN_OUT', 'SIGNED_UP']);
    expect(own.nodes[2].changes).toEqual(
      expect.arrayContaining([
        { field: 'via', before: null, after: 'sign-up' },
        { field: 'role', before: null, after: 'agent' },
      ]),
    );
    expect(own.nodes[0]).toMatchObject({ actorName: 'Sol Signs', targetId: id });
  });

  test('role changes and deactivations keep the values before and after, and who made them', async () => {
    const rue = app.agent();
    const { id } = await registerUser(rue, { firstName: 'Rue', lastName: 'Role' });
    await gql(admin, CHANGE_ROLE, { userId: id, role: 'VIEWER' });
    await gql(admin, SET_ACTIVE, { userId: id, active: false });
    const { nodes } = await events({ actorId: adminId, limit: 2 });
    expect(nodes.map((e) => e.action)).toEqual(['USER_DEACTIVATED', 'ROLE_CHANGED']);
    expect(nodes[1]).toMatchObject({ targetId: id, targetLabel: 'Rue Role', actorName: 'Audra Admin' });
    expect(nodes[1].changes).toEqual([{ field: 'role', before: 'agent', after: 'viewer' }]);
    expect(nodes[0].changes).toEqual([{ field: 'isActive', before: 'true', after: 'false' }]);
  });

  test('a refused change leaves no record: it is written in the same transaction', async () => {
    const before = (await events({ action: 'ROLE_CHANGED' })).totalCount;
    const res = await gql(admin, CHANGE_ROLE, { userId: adminId, role: 'AGENT' });
    expect(res.status).toBe(409);
    expect((await events({ action: 'ROLE_CHANGED' })).totalCount).toBe(before);
  });

  test('publishing an article and changing the matrix are recorded', async () => {
    const article = await admin.post('/api/knowledge/articles').send({ title: 'Bleeding a radiator', category: 'heating', isActive: true });
    expect(article.status).toBe(201);
    await admin.patch(`/api/knowledge/articles/${article.body.id}`).send({ isActive: false }).expect(200);
    const published = await events({ action: 'ARTICLE_PUBLISHED' });
    expect(published.nodes[0]).toMatchObject({ targetId: article.body.id, targetLabel: 'Bleeding a radiator' });
    const unpublished = await events({ action: 'ARTICLE_UNPUBLISHED' });
    expect(unpublished.nodes[0].changes).toEqual([{ field: 'isActive', before: 'true', after: 'false' }]);

    const entry = await admin
      .post('/api/knowledge/responsibility-matrix')
      .send({ category: 'heating', issueType: `Boiler ${Date.now()}`, responsibility: 'landlord' });
    expect(entry.status).toBe(201);
    await admin.patch(`/api/knowledge/responsibility-matrix/${entry.body.id}`).send({ responsibility: 'tenant' }).expect(200);
    const matrix = await events({ action: 'MATRIX_CHANGED', limit: 2 });
    expect(matrix.nodes[0].changes).toEqual([{ field: 'responsibility', before: 'landlord', after: 'tenant' }]);
    expect(matrix.nodes[1].changes.find((c) => c.field === 'responsibility')).toEqual({
      field: 'responsibility',
      before: null,
      after: 'landlord',
    });
  });

  test('filters by time, pages, and refuses bad filters with the field named', async () => {
    const all = await events({ limit: 100 });
    expect(all.totalCount).toBeGreaterThan(3);
    const page = await events({ limit: 2, offset: 1 });
    expect(page.nodes).toEqual(all.nodes.slice(1, 3));
    expect((await events({ from: new Date(Date.now() + 60_000).toISOString() })).totalCount).toBe(0);
    expect((await events({ to: new Date(0).toISOString() })).totalCount).toBe(0);
    const bad = await gql(admin, EVENTS, { actorId: 'nobody' });
    expect(bad.body.errors[0]).toMatchObject({
      message: 'actorId must be a user id',
      extensions: { code: 'BAD_USER_INPUT', field: 'actorId' },
    });
    const csvBad = await admin.get('/api/audit/events.csv?from=yesterday');
    expect(csvBad.status).toBe(400);
    expect(csvBad.body).toMatchObject({ field: 'from' });
  });

  test('only admins read it or download it', async () => {
    const agent = app.agent();
    await registerUser(agent, { firstName: 'Ann', lastName: 'Agent' });
    expect((await gql(agent, EVENTS, {})).status).toBe(403);
    expect((await agent.get('/api/audit/events.csv')).status).toBe(403);
  });

  test('the CSV download holds the filtered log, a spreadsheet formula is written as text, and the download is recorded', async () => {
    const sly = app.agent();
    const email = uniqueEmail('sly');
    await registerUser(sly, { email, firstName: '=HYPERLINK("x")', lastName: 'Sly' });
    const res = await admin.get('/api/audit/events.csv').query({ action: 'sign_in' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('Time (UTC),Person,Action,Target,Target id,Address,Before,After');
    expect(lines.slice(1).every((line) => line.includes(',Signed in,'))).toBe(true);
    const exported = await events({ action: 'EXPORTED' });
    expect(exported.nodes[0]).toMatchObject({ actorId: adminId, targetLabel: 'Audit log (CSV)' });
    expect(exported.nodes[0].changes).toEqual([{ field: 'action', before: null, after: 'sign_in' }]);
    await admin.get('/api/audit/events.csv').expect(200);
    expect((await events({ action: 'EXPORTED' })).nodes[0].changes).toEqual([]);
  });

  test('rows cannot be changed or removed, except past the retention period, which the nightly job removes', async () => {
    const db = app.dataSource;
    await expect(db.query(`UPDATE audit_events SET "actorName" = 'someone else'`)).rejects.toThrow('append-only');
    await expect(db.query(`DELETE FROM audit_events`)).rejects.toThrow('append-only');
    const [old] = await db.query(
      `INSERT INTO audit_events (action, "at", "actorName") VALUES ('sign_in', now() - interval '13 months', 'Old Timer') RETURNING id`,
    );
    const [recent] = await db.query(
      `INSERT INTO audit_events (action, "at", "actorName") VALUES ('sign_in', now() - interval '11 months', 'Not Yet') RETURNING id`,
    );
    const removed = await new AuditService(db).removeExpired();
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db.query(`SELECT id FROM audit_events WHERE id = ANY($1)`, [[old.id, recent.id]]);
    expect(left).toEqual([{ id: recent.id }]);
  });

  test('invitations sent and revoked, and password changes, are recorded', async () => {
    const email = uniqueEmail('ivy');
    const sent = await gql(admin, 'mutation($input: InviteUserInput!) { inviteUser(input: $input) { invitation { id } } }', {
      input: { email, role: 'VIEWER' },
    });
    const id = sent.body.data.inviteUser.invitation.id;
    await gql(admin, 'mutation($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { id } }', { input: { id } });
    const [revoked, invited] = (await events({ actorId: adminId, limit: 2 })).nodes;
    expect(invited).toMatchObject({ action: 'INVITATION_SENT', targetLabel: email });
    expect(invited.changes).toEqual(expect.arrayContaining([{ field: 'role', before: null, after: 'viewer' }]));
    expect(revoked).toMatchObject({ action: 'INVITATION_REVOKED', targetId: id });

    const pat = app.agent();
    const { id: patId } = await registerUser(pat, { firstName: 'Pat', lastName: 'Password' });
    const changed = await pat.post('/api/auth/password').send({ currentPassword: PASSWORD, newPassword: 'another-long-password-1' });
    expect(changed.status).toBe(204);
    expect((await events({ actorId: patId, action: 'PASSWORD_CHANGED' })).totalCount).toBe(1);
  });

  test('deleting a guide step or an option is recorded with what was removed', async () => {
    const article = await admin.post('/api/knowledge/articles').send({ title: 'Resetting a boiler', category: 'heating' });
    const step = await admin
      .post('/api/knowledge/steps')
      .send({ articleId: article.body.id, title: 'Press reset', content: 'Hold it for 5 s.' });
    const option = await admin.post('/api/knowledge/options').send({ stepId: step.body.id, optionText: 'It restarted' });
    await admin.delete(`/api/knowledge/options/${option.body.id}`).expect(204);
    await admin.delete(`/api/knowledge/steps/${step.body.id}`).expect(204);
    const [stepGone, optionGone] = (await events({ action: 'DELETED', limit: 2 })).nodes;
    expect(stepGone).toMatchObject({ actorId: adminId, targetId: step.body.id, targetLabel: 'Press reset' });
    expect(stepGone.changes).toEqual(expect.arrayContaining([{ field: 'title', before: 'Press reset', after: null }]));
    expect(optionGone).toMatchObject({ targetId: option.body.id, targetLabel: 'It restarted' });
  });
});
