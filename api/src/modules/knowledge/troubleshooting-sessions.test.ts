import { TestClock } from '../../common/clock';
import { buildGuide, insertMatrixEntry, insertSession, type Guide } from '../../../test/factories/guides';
import { buildTicketParties, ticketBody } from '../../../test/factories/tickets';
import { gql, registerUser, startTestApp, type Agent, type TestApp } from '../../../test/test-app';

const SESSION_FIELDS =
  'id articleId status currentStepId completedSteps escalatedTicketId completedAt answers { stepNumber stepTitle optionText }';
const START = `mutation Start($input: StartTroubleshootingSessionInput!) {
  startTroubleshootingSession(input: $input) { resumed session { ${SESSION_FIELDS} } } }`;
const ANSWER = `mutation Answer($input: AnswerTroubleshootingStepInput!) {
  answerTroubleshootingStep(input: $input) { outcome session { ${SESSION_FIELDS} } } }`;
const PREVIOUS = `mutation Previous($input: PreviousTroubleshootingStepInput!) {
  previousTroubleshootingStep(input: $input) { outcome session { ${SESSION_FIELDS} } } }`;
const DRAFT = `query Draft($sessionId: ID!, $articleId: ID!) {
  troubleshootingEscalation(sessionId: $sessionId, articleId: $articleId) {
    title description category country articleTitle escalatedTicketId responsibility { issueType responsibility legalNotes } } }`;
const STATS = `query Stats($articleIds: [ID!], $from: String, $to: String) {
  knowledgeArticleStats(articleIds: $articleIds, from: $from, to: $to) {
    articleId title started resolved escalated ticketsCreated abandoned inProgress giveUpStepId giveUpStepNumber giveUpStepTitle giveUpCount } }`;
const SELF_HELP = `query { dashboardMetrics { activeTickets selfHelp {
  resolvedThisMonth escalatedThisMonth startedThisMonth resolvedYearToDate escalatedYearToDate startedYearToDate } } }`;

/**
 * A four-step boiler guide: step 1 either resolves, jumps to step 4 or goes on; step 2 goes on or
 * escalates; step 3 goes on (after it: step 4); step 4, the last, only goes on (then: need help).
 */
const BOILER = {
  title: 'Boiler pressure low',
  tags: ['boiler', 'pressure'],
  steps: [
    {
      title: 'Check the pressure gauge',
      options: [{ text: 'Pressure is fine now', success: true }, { text: 'Gauge shows below 1 bar', next: 3 }, { text: 'Not sure' }],
    },
    {
      title: 'Look for leaks',
      options: [{ text: 'No leaks' }, { text: 'Water on the floor', escalate: true, note: 'Possible leak: send a plumber' }],
    },
    { title: 'Reset the boiler', options: [{ text: 'Still off' }] },
    { title: 'Re-pressurise with the filling loop', options: [{ text: 'Pressure drops again' }] },
  ],
};

describe('troubleshooting sessions', () => {
  let t: TestApp;
  let agent: Agent;
  let colleague: Agent;
  const clock = new TestClock('2030-03-15T12:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    agent = t.agent();
    await registerUser(agent, { firstName: 'Agnes', lastName: 'Agent' });
    colleague = t.agent();
    await registerUser(colleague, { firstName: 'Colin', lastName: 'League' });
  });
  afterAll(async () => {
    await t.close();
  });

  const start = async (articleId: string, as: Agent = agent) => {
    const res = await as.post('/api/knowledge/sessions/start').send({ articleId });
    expect([200, 201]).toContain(res.status);
    return res.body as { id: string; resumed: boolean; status: string; currentStepId: string; completedSteps: string[] };
  };
  const answer = (sessionId: string, optionId: string) => agent.post(`/api/knowledge/sessions/${sessionId}/answer`).send({ optionId });
  const previous = (sessionId: string) => agent.post(`/api/knowledge/sessions/${sessionId}/previous`).send({});

  describe('starting and resuming', () => {
    it('starts active at the first step with nothing completed, and resumes the same session on the next visit', async () => {
      clock.set('2030-03-15T12:00:00.000Z');
      const guide = await buildGuide(t.dataSource, BOILER);
      const first = await agent.post('/api/knowledge/sessions/start').send({ articleId: guide.articleId });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        articleId: guide.articleId,
        status: 'active',
        currentStepId: guide.steps[0],
        completedSteps: [],
        resumed: false,
        completedAt: null,
        sessionData: { path: [] },
      });

      // Moved on to step 2, then a new visit resumes it at step 2.
      expect((await answer(first.body.id, guide.options[0][2])).body.currentStepId).toBe(guide.steps[1]);
      clock.set('2030-03-15T20:00:00.000Z');
      const again = await start(guide.articleId);
      expect(again).toMatchObject({ id: first.body.id, resumed: true, currentStepId: guide.steps[1], completedSteps: [guide.steps[0]] });

      // The list answers the resumed one first, as the REST client expects ("the first one returned is resumed").
      const listed = await agent.get('/api/knowledge/sessions').query({ articleId: guide.articleId });
      expect(listed.status).toBe(200);
      expect(listed.body[0].id).toBe(first.body.id);
      expect(listed.headers['x-total-count']).toBe('1');

      // Another agent's visit starts their own session; their list puts nothing of theirs first until then.
      const theirs = await start(guide.articleId, colleague);
      expect(theirs.resumed).toBe(false);
      expect(theirs.id).not.toBe(first.body.id);
      expect((await colleague.get('/api/knowledge/sessions').query({ articleId: guide.articleId })).body[0].id).toBe(theirs.id);

      // A day without a move: the session is abandoned and a new visit starts afresh.
      clock.set('2030-03-16T20:00:01.000Z');
      const fresh = await start(guide.articleId);
      expect(fresh).toMatchObject({ resumed: false, currentStepId: guide.steps[0], completedSteps: [] });
      expect(fresh.id).not.toBe(first.body.id);

      // GraphQL: the same rule.
      const res = await gql(agent, START, { input: { articleId: guide.articleId } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.startTroubleshootingSession).toMatchObject({ resumed: true, session: { id: fresh.id, status: 'ACTIVE' } });
    });

    it('refuses an article without steps and an unknown article', async () => {
      const empty = await buildGuide(t.dataSource, { steps: [] });
      const res = await agent.post('/api/knowledge/sessions/start').send({ articleId: empty.articleId });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { message: 'No troubleshooting steps available', field: 'articleId' },
      });
      const unknown = await agent.post('/api/knowledge/sessions/start').send({ articleId: '00000000-0000-4000-8000-000000000000' });
      expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 400, message: 'Article not found' });
      const gqlRes = await gql(agent, START, { input: { articleId: empty.articleId } });
      expect(gqlRes.body.errors[0]).toMatchObject({
        message: 'No troubleshooting steps available',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  describe('moves', () => {
    let guide: Guide;
    beforeAll(async () => {
      guide = await buildGuide(t.dataSource, BOILER);
    });
    const fresh = async () => {
      // Each walk its own session: a new visit after the abandonment window.
      clock.advanceMinutes(25 * 60);
      return start(guide.articleId);
    };

    it('advances to the following step, jumps by nextStepId, and goes back with Previous Step', async () => {
      const s = await fresh();
      const advanced = await answer(s.id, guide.options[0][2]); // 'Not sure': no next step -> step 2
      expect(advanced.status).toBe(200);
      const onStep2 = { status: 'active', currentStepId: guide.steps[1], completedSteps: [guide.steps[0]] };
      expect(advanced.body).toMatchObject({ outcome: 'next', ...onStep2 });
      const on = await answer(s.id, guide.options[1][0]); // 'No leaks' -> step 3
      expect(on.body).toMatchObject({ currentStepId: guide.steps[2], completedSteps: [guide.steps[0], guide.steps[1]] });

      const back = await previous(s.id);
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ outcome: 'previous', ...onStep2 });
      expect(back.body.sessionData.path.map((a: { optionText: string }) => a.optionText)).toEqual(['Not sure']);
      const first = await previous(s.id);
      expect(first.body).toMatchObject({ currentStepId: guide.steps[0], completedSteps: [] });
      const none = await previous(s.id);
      expect({ status: none.status, message: none.body.message }).toEqual({ status: 400, message: 'Already at the first step' });

      // A jump: step 1's 'Gauge shows below 1 bar' leads to step 4; Previous Step goes back where it came from.
      const jumped = await answer(s.id, guide.options[0][1]);
      expect(jumped.body).toMatchObject({ outcome: 'next', currentStepId: guide.steps[3], completedSteps: [guide.steps[0]] });
      const returned = await previous(s.id);
      expect(returned.body).toMatchObject({ currentStepId: guide.steps[0], completedSteps: [] });

      // GraphQL moves are the same moves.
      const viaGql = await gql(agent, ANSWER, { input: { sessionId: s.id, optionId: guide.options[0][2] } });
      expect(viaGql.body.errors).toBeUndefined();
      expect(viaGql.body.data.answerTroubleshootingStep).toMatchObject({
        outcome: 'NEXT',
        session: {
          status: 'ACTIVE',
          currentStepId: guide.steps[1],
          answers: [{ stepNumber: 1, stepTitle: 'Check the pressure gauge', optionText: 'Not sure' }],
        },
      });
      const backGql = await gql(agent, PREVIOUS, { input: { sessionId: s.id } });
      expect(backGql.body.data.previousTroubleshootingStep).toMatchObject({
        outcome: 'PREVIOUS',
        session: { currentStepId: guide.steps[0], answers: [] },
      });
    });

    it('completes on a success option (the step joins the completed ones) and then refuses further moves', async () => {
      const s = await fresh();
      const done = await answer(s.id, guide.options[0][0]);
      expect(done.body).toMatchObject({
        outcome: 'resolved',
        status: 'completed',
        currentStepId: guide.steps[0],
        completedSteps: [guide.steps[0]],
      });
      expect(new Date(done.body.completedAt).toISOString()).toBe(clock.now().toISOString());
      const again = await answer(s.id, guide.options[0][0]);
      expect({ status: again.status, message: again.body.message }).toEqual({
        status: 409,
        message: 'This troubleshooting session has already ended',
      });
      expect((await previous(s.id)).status).toBe(409);
      // A resolved session is not resumed: the next visit starts a new one.
      expect((await start(guide.articleId)).id).not.toBe(s.id);
    });

    it('escalates on an escalating option, and after the last step (need help)', async () => {
      const s = await fresh();
      await answer(s.id, guide.options[0][2]);
      const escalated = await answer(s.id, guide.options[1][1]);
      expect(escalated.body).toMatchObject({ outcome: 'escalated', status: 'escalated_to_ticket', currentStepId: guide.steps[1] });
      expect(escalated.body.sessionData.escalationNote).toBe('Possible leak: send a plumber');
      expect(escalated.body.completedAt).not.toBeNull();

      const walk = await fresh();
      await answer(walk.id, guide.options[0][2]); // -> 2
      await answer(walk.id, guide.options[1][0]); // -> 3
      await answer(walk.id, guide.options[2][0]); // -> 4 (the following step)
      const last = await answer(walk.id, guide.options[3][0]); // no step after the last
      expect(last.body).toMatchObject({
        outcome: 'need_help',
        status: 'escalated_to_ticket',
        currentStepId: guide.steps[3],
        completedSteps: guide.steps,
      });
    });

    it('refuses an option of another article, of another step, or unknown, with 400 and a clear message', async () => {
      const other = await buildGuide(t.dataSource, { steps: [{ options: [{ text: 'Yes', success: true }] }] });
      const s = await fresh();
      const cases: [string, string][] = [
        [other.options[0][0], 'This option belongs to another article'],
        [guide.options[1][0], 'This option is not an answer to the current step'],
        ['00000000-0000-4000-8000-000000000000', 'Option not found'],
        ['not-a-uuid', 'Option not found'],
      ];
      for (const [optionId, message] of cases) {
        const res = await answer(s.id, optionId);
        expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message, field: 'optionId' } });
      }
      const viaGql = await gql(agent, ANSWER, { input: { sessionId: s.id, optionId: other.options[0][0] } });
      expect(viaGql.body.errors[0]).toMatchObject({
        message: 'This option belongs to another article',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      // Nothing moved.
      expect((await agent.get(`/api/knowledge/sessions/${s.id}`)).body).toMatchObject({
        currentStepId: guide.steps[0],
        completedSteps: [],
      });
      expect(
        (await agent.post('/api/knowledge/sessions/00000000-0000-4000-8000-000000000000/answer').send({ optionId: guide.options[0][0] }))
          .status,
      ).toBe(404);
    });

    it('accepts the REST client creating and moving sessions itself, each step checked against the article', async () => {
      const other = await buildGuide(t.dataSource, { steps: [{ options: [] }] });
      const created = await agent
        .post('/api/knowledge/sessions')
        .send({ articleId: guide.articleId, status: 'active', currentStepId: guide.steps[0], completedSteps: [] });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: expect.any(String), status: 'active', currentStepId: guide.steps[0] });
      const id = created.body.id as string;

      const moved = await agent
        .patch(`/api/knowledge/sessions/${id}`)
        .send({ currentStepId: guide.steps[2], completedSteps: [guide.steps[0], guide.steps[1]] });
      expect(moved.body).toMatchObject({ currentStepId: guide.steps[2], completedSteps: [guide.steps[0], guide.steps[1]] });
      // Previous Step of a session moved without answers: the step before by number.
      expect((await previous(id)).body).toMatchObject({ currentStepId: guide.steps[1], completedSteps: [guide.steps[0]] });

      const foreignStep = await agent.patch(`/api/knowledge/sessions/${id}`).send({ currentStepId: other.steps[0] });
      expect({ status: foreignStep.status, body: foreignStep.body }).toEqual({
        status: 400,
        body: { message: 'The step must be a step of the same article', field: 'currentStepId' },
      });
      const foreignDone = await agent.patch(`/api/knowledge/sessions/${id}`).send({ completedSteps: [guide.steps[0], other.steps[0]] });
      expect(foreignDone.body).toEqual({ message: 'Completed steps must be steps of the same article', field: 'completedSteps' });
      const badCreate = await agent.post('/api/knowledge/sessions').send({ articleId: guide.articleId, currentStepId: other.steps[0] });
      expect(badCreate.status).toBe(400);
      const badStatus = await agent.patch(`/api/knowledge/sessions/${id}`).send({ status: 'done' });
      expect(badStatus.body).toEqual({ message: 'Status must be active, completed or escalated_to_ticket', field: 'status' });

      const completed = await agent.patch(`/api/knowledge/sessions/${id}`).send({ status: 'completed', completedSteps: guide.steps });
      expect(completed.body).toMatchObject({ status: 'completed', completedSteps: guide.steps });
      expect(completed.body.completedAt).not.toBeNull();
      expect((await agent.get('/api/knowledge/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('escalation into a ticket', () => {
    it('prefills the ticket (category, title, steps and answers, responsibility) and links the ticket created from it', async () => {
      clock.set('2030-04-02T09:00:00.000Z');
      const guide = await buildGuide(t.dataSource, { ...BOILER, title: 'Boiler losing pressure', country: 'UK', category: 'heating' });
      await insertMatrixEntry(t.dataSource, {
        issueType: 'Radiators',
        responsibility: 'tenant',
        legalNotes: 'Bleeding radiators is routine upkeep.',
      });
      await insertMatrixEntry(t.dataSource, {
        issueType: 'Boiler',
        responsibility: 'landlord',
        legalNotes: 'Landlord and Tenant Act 1985, s. 11: the landlord keeps heating installations working.',
      });
      await insertMatrixEntry(t.dataSource, { country: 'DE', issueType: 'Boiler', responsibility: 'shared' });

      const s = await start(guide.articleId);
      await answer(s.id, guide.options[0][2]); // Not sure
      await answer(s.id, guide.options[1][1]); // Water on the floor: escalate

      const draft = await agent.get(`/api/knowledge/sessions/${s.id}/escalation`).query({ articleId: guide.articleId });
      expect(draft.status).toBe(200);
      expect(draft.body).toMatchObject({
        sessionId: s.id,
        articleId: guide.articleId,
        articleTitle: 'Boiler losing pressure',
        category: 'heating',
        country: 'UK',
        title: 'Boiler losing pressure: not solved by self-help',
        escalatedTicketId: null,
        responsibility: { issueType: 'Boiler', responsibility: 'landlord' },
      });
      expect(Object.keys(draft.body)).toEqual([
        'sessionId',
        'articleId',
        'articleTitle',
        'category',
        'country',
        'title',
        'description',
        'responsibility',
        'escalatedTicketId',
      ]);
      expect(Object.keys(draft.body.responsibility)).toEqual(['issueType', 'responsibility', 'legalNotes']);
      expect(draft.body.description).toBe(
        [
          'Escalated from the guided troubleshooting "Boiler losing pressure" (heating, UK).',
          '',
          'Steps gone through and answers given:',
          '1. Step 1 – Check the pressure gauge: Not sure',
          '2. Step 2 – Look for leaks: Water on the floor',
          '',
          'Escalation note: Possible leak: send a plumber',
          '',
          'Responsibility (UK, heating, Boiler): Landlord',
          'Legal note: Landlord and Tenant Act 1985, s. 11: the landlord keeps heating installations working.',
        ].join('\n'),
      );
      const viaGql = await gql(agent, DRAFT, { sessionId: s.id, articleId: guide.articleId });
      expect(viaGql.body.errors).toBeUndefined();
      expect(viaGql.body.data.troubleshootingEscalation).toMatchObject({
        title: draft.body.title,
        description: draft.body.description,
        category: 'HEATING',
        responsibility: { responsibility: 'LANDLORD' },
      });
      // The draft of a session is only asked with its own article.
      const wrongArticle = await agent
        .get(`/api/knowledge/sessions/${s.id}/escalation`)
        .query({ articleId: (await buildGuide(t.dataSource, { steps: [] })).articleId });
      expect(wrongArticle.status).toBe(404);

      // The new-ticket dialog sends the prefilled fields with the three parameters.
      const parties = await buildTicketParties(t.dataSource);
      const created = await agent.post('/api/tickets').send(
        ticketBody(parties, {
          title: draft.body.title,
          description: draft.body.description,
          category: draft.body.category,
          fromSession: s.id,
          articleId: guide.articleId,
          source: 'troubleshooting',
        }),
      );
      expect(created.status).toBe(201);
      const ticket = (await agent.get(`/api/tickets/${created.body.id}`)).body;
      expect(ticket.category).toBe('heating');
      expect(ticket.description).toContain(
        '1. Step 1 – Check the pressure gauge: Not sure\n2. Step 2 – Look for leaks: Water on the floor',
      );
      const linked = (await agent.get(`/api/knowledge/sessions/${s.id}`)).body;
      expect(linked).toMatchObject({ status: 'escalated_to_ticket', escalatedTicketId: created.body.id });
      expect(
        (await agent.get(`/api/knowledge/sessions/${s.id}/escalation`).query({ articleId: guide.articleId })).body.escalatedTicketId,
      ).toBe(created.body.id);

      // A second ticket for the same session is refused, and nothing is created.
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM tickets`))[0].n;
      const twice = await agent
        .post('/api/tickets')
        .send(ticketBody(parties, { fromSession: s.id, articleId: guide.articleId, source: 'troubleshooting' }));
      expect({ status: twice.status, body: twice.body }).toEqual({
        status: 409,
        body: { message: 'This troubleshooting session is already linked to another ticket', field: 'fromSession' },
      });
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM tickets`))[0].n).toBe(before);
    });

    it('links a ticket to a session that was still active (the user asked for help midway), which then counts as escalated', async () => {
      const guide = await buildGuide(t.dataSource, { ...BOILER, category: 'plumbing', country: 'FR' });
      const s = await start(guide.articleId);
      const draft = await agent.get(`/api/knowledge/sessions/${s.id}/escalation`).query({ articleId: guide.articleId });
      expect(draft.body.description).toContain('No step was answered before escalating.');
      expect(draft.body.responsibility).toBeNull();
      const parties = await buildTicketParties(t.dataSource);
      const created = await agent.post('/api/tickets').send(
        ticketBody(parties, {
          description: draft.body.description,
          fromSession: s.id,
          articleId: guide.articleId,
          source: 'troubleshooting',
        }),
      );
      expect(created.status).toBe(201);
      expect((await agent.get(`/api/knowledge/sessions/${s.id}`)).body).toMatchObject({
        status: 'escalated_to_ticket',
        escalatedTicketId: created.body.id,
      });
    });
  });

  describe('what the guides save', () => {
    it('counts started, resolved, escalated and abandoned sessions per article, and the step people give up at most', async () => {
      const now = '2031-06-15T12:00:00.000Z';
      clock.set(now);
      const a = await buildGuide(t.dataSource, {
        title: 'AAA Tripped switch',
        steps: [{ options: [] }, { title: 'Reset the RCD', options: [] }, { options: [] }],
      });
      const b = await buildGuide(t.dataSource, { title: 'AAB No sessions yet', steps: [{ options: [] }] });
      const c = await buildGuide(t.dataSource, { title: 'AAC Tie', steps: [{ title: 'First', options: [] }, { options: [] }] });
      const [s1, s2, s3] = a.steps;
      const parties = await buildTicketParties(t.dataSource);
      const ticket = (await agent.post('/api/tickets').send(ticketBody(parties))).body.id as string;
      const rows: Parameters<typeof insertSession>[1][] = [
        // Resolved: one this month, one in February, one last year.
        {
          articleId: a.articleId,
          status: 'completed',
          currentStepId: s1,
          createdAt: '2031-06-02T10:00:00Z',
          completedAt: '2031-06-02T10:10:00Z',
        },
        {
          articleId: a.articleId,
          status: 'completed',
          currentStepId: s2,
          createdAt: '2031-02-10T10:00:00Z',
          completedAt: '2031-02-10T10:20:00Z',
        },
        {
          articleId: a.articleId,
          status: 'completed',
          currentStepId: s1,
          createdAt: '2030-12-30T10:00:00Z',
          completedAt: '2030-12-30T10:05:00Z',
        },
        // Escalated: two at step 2 (one with its ticket), one at step 3.
        {
          articleId: a.articleId,
          status: 'escalated_to_ticket',
          currentStepId: s2,
          createdAt: '2031-06-10T09:00:00Z',
          completedAt: '2031-06-10T09:30:00Z',
          escalatedTicketId: ticket,
        },
        {
          articleId: a.articleId,
          status: 'escalated_to_ticket',
          currentStepId: s2,
          createdAt: '2031-05-01T09:00:00Z',
          completedAt: '2031-05-01T09:10:00Z',
        },
        {
          articleId: a.articleId,
          status: 'escalated_to_ticket',
          currentStepId: s3,
          createdAt: '2031-06-11T09:00:00Z',
          completedAt: '2031-06-11T09:10:00Z',
        },
        // Abandoned (no move for a day): at step 2 and step 3. In progress: moved an hour ago.
        {
          articleId: a.articleId,
          status: 'active',
          currentStepId: s2,
          createdAt: '2031-06-12T08:00:00Z',
          lastActivityAt: '2031-06-12T08:05:00Z',
        },
        {
          articleId: a.articleId,
          status: 'active',
          currentStepId: s3,
          createdAt: '2031-06-13T08:00:00Z',
          lastActivityAt: '2031-06-14T11:59:59Z',
        },
        {
          articleId: a.articleId,
          status: 'active',
          currentStepId: s1,
          createdAt: '2031-06-15T11:00:00Z',
          lastActivityAt: '2031-06-15T11:00:00Z',
        },
        // A tie between two steps: the earlier step is named.
        {
          articleId: c.articleId,
          status: 'escalated_to_ticket',
          currentStepId: c.steps[1],
          createdAt: '2031-06-01T08:00:00Z',
          completedAt: '2031-06-01T08:05:00Z',
        },
        {
          articleId: c.articleId,
          status: 'active',
          currentStepId: c.steps[0],
          createdAt: '2031-06-01T08:00:00Z',
          lastActivityAt: '2031-06-01T08:01:00Z',
        },
      ];
      for (const row of rows) await insertSession(t.dataSource, row);

      const res = await agent
        .get('/api/knowledge/stats')
        .query(`articleId=${a.articleId}&articleId=${b.articleId}&articleId=${c.articleId}`);
      expect(res.status).toBe(200);
      for (const row of res.body) {
        expect(Object.keys(row)).toEqual([
          'articleId',
          'title',
          'started',
          'resolved',
          'escalated',
          'ticketsCreated',
          'abandoned',
          'inProgress',
          'giveUpStepId',
          'giveUpStepNumber',
          'giveUpStepTitle',
          'giveUpCount',
        ]);
      }
      expect(res.body).toEqual([
        {
          articleId: a.articleId,
          title: 'AAA Tripped switch',
          started: 9,
          resolved: 3,
          escalated: 3,
          ticketsCreated: 1,
          abandoned: 2,
          inProgress: 1,
          giveUpStepId: s2,
          giveUpStepNumber: 2,
          giveUpStepTitle: 'Reset the RCD',
          giveUpCount: 3,
        },
        {
          articleId: b.articleId,
          title: 'AAB No sessions yet',
          started: 0,
          resolved: 0,
          escalated: 0,
          ticketsCreated: 0,
          abandoned: 0,
          inProgress: 0,
          giveUpStepId: null,
          giveUpStepNumber: null,
          giveUpStepTitle: null,
          giveUpCount: 0,
        },
        expect.objectContaining({
          articleId: c.articleId,
          started: 2,
          escalated: 1,
          abandoned: 1,
          giveUpStepId: c.steps[0],
          giveUpStepTitle: 'First',
          giveUpCount: 1,
        }),
      ]);

      // Sessions started in June only: the figures of that month.
      const june = await gql(agent, STATS, { articleIds: [a.articleId], from: '2031-06-01', to: '2031-06-30' });
      expect(june.body.errors).toBeUndefined();
      expect(june.body.data.knowledgeArticleStats).toEqual([
        expect.objectContaining({
          started: 6,
          resolved: 1,
          escalated: 2,
          ticketsCreated: 1,
          abandoned: 2,
          inProgress: 1,
          giveUpStepId: s2,
          giveUpCount: 2,
        }),
      ]);
      const badDate = await agent.get('/api/knowledge/stats').query({ from: '15/06/2031' });
      expect({ status: badDate.status, body: badDate.body }).toEqual({
        status: 400,
        body: { message: 'from must be a date (yyyy-MM-dd)', field: 'from' },
      });

      // 'Resolved by self-help' on the dashboard: this month and this year (the company's zone), by when sessions ended.
      const figures = await gql(agent, SELF_HELP);
      expect(figures.body.errors).toBeUndefined();
      expect(figures.body.data.dashboardMetrics.selfHelp).toEqual({
        resolvedThisMonth: 1,
        escalatedThisMonth: 3,
        startedThisMonth: 8,
        resolvedYearToDate: 2,
        escalatedYearToDate: 4,
        startedYearToDate: 10,
      });
      const selfHelp = (await agent.get('/api/knowledge/stats/self-help')).body;
      expect(selfHelp).toEqual(figures.body.data.dashboardMetrics.selfHelp);
      expect(Object.keys(selfHelp)).toEqual([
        'resolvedThisMonth',
        'resolvedYearToDate',
        'escalatedThisMonth',
        'escalatedYearToDate',
        'startedThisMonth',
        'startedYearToDate',
      ]);
    });
  });
});
