import { buildWorkflowArticle } from '../../../test/factories/knowledge-workflow';
import { gql, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

/** Guided workflows: steps and options over REST and GraphQL, their rules, reordering and deletes. */
describe('knowledge steps and options', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    ({ t, agent } = await startSignedInApp());
  });
  afterAll(async () => {
    await t.close();
  });

  async function createStep(articleId: string, fields: Record<string, unknown> = {}) {
    const res = await agent
      .post('/api/knowledge/steps')
      .send({ articleId, title: 'Check the pressure gauge', content: 'Look at the gauge on the boiler front.', ...fields });
    expect(res.status).toBe(201);
    return res.body as { id: string; stepNumber: number; [key: string]: unknown };
  }

  async function createOption(stepId: string, fields: Record<string, unknown> = {}) {
    const res = await agent.post('/api/knowledge/options').send({ stepId, optionText: 'It worked', ...fields });
    expect(res.status).toBe(201);
    return res.body as { id: string; [key: string]: unknown };
  }

  async function numbers(articleId: string): Promise<{ id: string; stepNumber: number }[]> {
    const res = await agent.get(`/api/knowledge/articles/${articleId}/steps`);
    expect(res.status).toBe(200);
    return (res.body as { id: string; stepNumber: number }[]).map(({ id, stepNumber }) => ({ id, stepNumber }));
  }

  describe('steps', () => {
    it('appends each new step at the end with the defaults (instruction, 5 minutes), whatever stepNumber the client sends', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      // The builder sends the clock modulo 1,000,000 as stepNumber: accepted and ignored.
      const first = await createStep(articleId, { stepNumber: 734_512 });
      const second = await createStep(articleId, { stepNumber: 1, title: 'Top up the pressure', content: 'Open the filling loop.' });
      const third = await createStep(articleId);
      expect(first).toMatchObject({
        articleId,
        stepNumber: 1,
        type: 'instruction',
        timeEstimate: 5,
        isRequired: true,
        toolsRequired: [],
        safetyNote: null,
        options: [],
      });
      expect([second.stepNumber, third.stepNumber]).toEqual([2, 3]);
      expect(await numbers(articleId)).toEqual([
        { id: first.id, stepNumber: 1 },
        { id: second.id, stepNumber: 2 },
        { id: third.id, stepNumber: 3 },
      ]);
    });

    it('keeps what the step form sends: type, safety note, tips, tools (trimmed, no blanks or repeats) and a time of 0', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const step = await createStep(articleId, {
        type: 'safety_warning',
        title: '  Turn off the gas  ',
        content: 'Close the valve by the meter.',
        safetyNote: 'If you smell gas, leave and call the emergency line.',
        tips: 'The lever is across the pipe when closed.',
        toolsRequired: [' torch ', '', 'torch', 'gloves'],
        timeEstimate: 0,
      });
      expect(step).toMatchObject({
        type: 'safety_warning',
        title: 'Turn off the gas',
        safetyNote: 'If you smell gas, leave and call the emergency line.',
        tips: 'The lever is across the pipe when closed.',
        toolsRequired: ['torch', 'gloves'],
        timeEstimate: 0,
      });
    });

    it.each([
      [{ title: '   ' }, 'Title is required', 'title'],
      [{ title: undefined }, 'Title is required', 'title'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters', 'title'],
      [{ content: '' }, 'Content is required', 'content'],
      [{ type: 'tutorial' }, 'Type must be instruction, question, safety_warning or escalation', 'type'],
      [{ timeEstimate: -1 }, 'Time estimate must be a whole number of minutes from 0 to 1440', 'timeEstimate'],
      [{ timeEstimate: 2.5 }, 'Time estimate must be a whole number of minutes from 0 to 1440', 'timeEstimate'],
      [{ timeEstimate: 1441 }, 'Time estimate must be a whole number of minutes from 0 to 1440', 'timeEstimate'],
      [{ imageUrl: 'javascript:alert(1)' }, 'Image must be an http(s) address of at most 500 characters', 'imageUrl'],
      [{ stepNumber: 0 }, 'Step number must be a whole number of at least 1', 'stepNumber'],
    ])('refuses a step with %j: %s', async (fields, message, field) => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const res = await agent
        .post('/api/knowledge/steps')
        .send({ articleId, title: 'Bleed the radiator', content: 'Use the radiator key.', ...fields });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it("accepts an uploaded image's path or an http(s) URL as a step image", async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const uploaded = `/api/uploads/knowledge-base/${'a'.repeat(32)}.png`;
      expect((await createStep(articleId, { imageUrl: uploaded })).imageUrl).toBe(uploaded);
      expect((await createStep(articleId, { imageUrl: 'https://example.test/valve.jpg' })).imageUrl).toBe('https://example.test/valve.jpg');
    });

    it("answers 404 'Article not found' for a step of an unknown article, and for the steps of one", async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const create = await agent.post('/api/knowledge/steps').send({ articleId: unknown, title: 'A', content: 'B' });
      expect(create.status).toBe(404);
      expect(create.body.message).toBe('Article not found');
      const list = await agent.get(`/api/knowledge/articles/${unknown}/steps`);
      expect(list.status).toBe(404);
      expect(list.body.message).toBe('Article not found');
    });

    it('updates only the fields sent; null clears an optional text and brings type and time back to their defaults', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const step = await createStep(articleId, { type: 'question', safetyNote: 'Mind the hot pipe', timeEstimate: 12 });
      const res = await agent.patch(`/api/knowledge/steps/${step.id}`).send({ tips: 'Hold a cloth under the valve', safetyNote: null });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        type: 'question',
        safetyNote: null,
        tips: 'Hold a cloth under the valve',
        timeEstimate: 12,
        stepNumber: 1,
      });
      const reset = await agent.patch(`/api/knowledge/steps/${step.id}`).send({ type: null, timeEstimate: null });
      expect(reset.body).toMatchObject({ type: 'instruction', timeEstimate: 5 });

      const blank = await agent.patch(`/api/knowledge/steps/${step.id}`).send({ title: ' ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Title is required');
      const missing = await agent.patch('/api/knowledge/steps/00000000-0000-4000-8000-000000000000').send({ title: 'X' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Step not found');
    });

    it('serves the same steps over GraphQL (enum names), created and edited there too', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const created = await gql(
        agent,
        `mutation ($input: CreateKnowledgeStepInput!) { createKnowledgeStep(input: $input) { id stepNumber type timeEstimate options { id } } }`,
        { input: { articleId, title: 'Reset the trip switch', content: 'Push the switch fully down, then up.', type: 'QUESTION' } },
      );
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createKnowledgeStep).toMatchObject({ stepNumber: 1, type: 'QUESTION', timeEstimate: 5, options: [] });
      const stepId = created.body.data.createKnowledgeStep.id as string;
      await createOption(stepId, { optionText: 'The power is back', isSuccess: true });

      const updated = await gql(
        agent,
        `mutation ($input: UpdateKnowledgeStepInput!) { updateKnowledgeStep(input: $input) { title safetyNote } }`,
        {
          input: { id: stepId, safetyNote: 'Dry hands only' },
        },
      );
      expect(updated.body.data.updateKnowledgeStep).toEqual({ title: 'Reset the trip switch', safetyNote: 'Dry hands only' });

      const read = await gql(
        agent,
        `query ($articleId: ID!, $stepId: ID!) {
          knowledgeSteps(articleId: $articleId) { id stepNumber options { optionText isSuccess shouldEscalate nextStepId } }
          stepOptions(stepId: $stepId) { optionText }
        }`,
        { articleId, stepId },
      );
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data).toEqual({
        knowledgeSteps: [
          {
            id: stepId,
            stepNumber: 1,
            options: [{ optionText: 'The power is back', isSuccess: true, shouldEscalate: false, nextStepId: null }],
          },
        ],
        stepOptions: [{ optionText: 'The power is back' }],
      });

      const invalid = await gql(agent, `mutation ($input: CreateKnowledgeStepInput!) { createKnowledgeStep(input: $input) { id } }`, {
        input: { articleId, title: ' ', content: 'x' },
      });
      expect(invalid.body.errors[0]).toMatchObject({
        message: 'Title is required',
        extensions: { code: 'BAD_USER_INPUT', field: 'title' },
      });
    });
  });

  describe('options', () => {
    it('lists a step with its options oldest first, and the options alone', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const step = await createStep(articleId);
      const a = await createOption(step.id, { optionText: 'Pressure is between 1 and 1.5 bar' });
      const b = await createOption(step.id, { optionText: 'Pressure is below 1 bar' });
      const steps = await agent.get(`/api/knowledge/articles/${articleId}/steps`);
      expect((steps.body[0].options as { id: string }[]).map((o) => o.id)).toEqual([a.id, b.id]);
      const options = await agent.get(`/api/knowledge/steps/${step.id}/options`);
      expect(options.status).toBe(200);
      expect(options.body).toEqual([
        expect.objectContaining({ id: a.id, stepId: step.id, optionText: 'Pressure is between 1 and 1.5 bar', nextStepId: null }),
        expect.objectContaining({ id: b.id, isSuccess: false, shouldEscalate: false, escalationNote: null }),
      ]);
      const unknown = await agent.get('/api/knowledge/steps/00000000-0000-4000-8000-000000000000/options');
      expect(unknown.status).toBe(404);
    });

    it("leads only to another step of the same article: never to the option's own step, nor another article's", async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const otherArticle = await buildWorkflowArticle(t.dataSource);
      const step = await createStep(articleId);
      const next = await createStep(articleId);
      const foreign = await createStep(otherArticle);

      const ok = await createOption(step.id, { optionText: 'Still low', nextStepId: next.id });
      expect(ok.nextStepId).toBe(next.id);

      const own = await agent.post('/api/knowledge/options').send({ stepId: step.id, optionText: 'Loop', nextStepId: step.id });
      expect(own.status).toBe(400);
      expect(own.body).toEqual({ message: 'An option cannot lead back to its own step', field: 'nextStepId' });

      const other = await agent.post('/api/knowledge/options').send({ stepId: step.id, optionText: 'Elsewhere', nextStepId: foreign.id });
      expect(other.status).toBe(400);
      expect(other.body).toEqual({ message: 'The next step must be a step of the same article', field: 'nextStepId' });

      const missing = await agent
        .post('/api/knowledge/options')
        .send({ stepId: step.id, optionText: 'Nowhere', nextStepId: '00000000-0000-4000-8000-000000000000' });
      expect(missing.status).toBe(400);

      const edit = await agent.patch(`/api/knowledge/options/${ok.id}`).send({ nextStepId: step.id });
      expect(edit.status).toBe(400);
      expect(edit.body.message).toBe('An option cannot lead back to its own step');
      const cleared = await agent.patch(`/api/knowledge/options/${ok.id}`).send({ nextStepId: null });
      expect(cleared.body.nextStepId).toBeNull();
    });

    it('keeps an escalation note only on an option that escalates, and refuses one that both resolves and escalates', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const step = await createStep(articleId);
      const quiet = await createOption(step.id, { optionText: 'No change', escalationNote: 'Book an engineer' });
      expect(quiet.escalationNote).toBeNull();

      const escalates = await createOption(step.id, {
        optionText: 'Water is leaking',
        shouldEscalate: true,
        escalationNote: ' Book an engineer ',
      });
      expect(escalates).toMatchObject({ shouldEscalate: true, escalationNote: 'Book an engineer' });
      const inline = await agent.patch(`/api/knowledge/options/${escalates.id}`).send({ optionText: 'Water is dripping' });
      expect(inline.body).toMatchObject({ optionText: 'Water is dripping', shouldEscalate: true, escalationNote: 'Book an engineer' });
      const unchecked = await agent.patch(`/api/knowledge/options/${escalates.id}`).send({ shouldEscalate: false });
      expect(unchecked.body).toMatchObject({ shouldEscalate: false, escalationNote: null });

      const both = await agent
        .post('/api/knowledge/options')
        .send({ stepId: step.id, optionText: 'Both', isSuccess: true, shouldEscalate: true });
      expect(both.status).toBe(400);
      expect(both.body.message).toBe('An option either resolves the problem or escalates it, not both');

      const blank = await agent.post('/api/knowledge/options').send({ stepId: step.id, optionText: '  ' });
      expect(blank.body).toEqual({ message: 'Option text is required', field: 'optionText' });
      const noStep = await agent.post('/api/knowledge/options').send({ stepId: '00000000-0000-4000-8000-000000000000', optionText: 'X' });
      expect(noStep.status).toBe(404);
      expect(noStep.body.message).toBe('Step not found');
    });

    it('deletes an option (204, then 404), over REST and GraphQL', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const step = await createStep(articleId);
      const a = await createOption(step.id);
      const b = await createOption(step.id, { optionText: 'Did not work' });
      expect((await agent.delete(`/api/knowledge/options/${a.id}`)).status).toBe(204);
      expect((await agent.delete(`/api/knowledge/options/${a.id}`)).status).toBe(404);
      const viaGraphQL = await gql(agent, `mutation ($input: DeleteStepOptionInput!) { deleteStepOption(input: $input) }`, {
        input: { id: b.id },
      });
      expect(viaGraphQL.body.data).toEqual({ deleteStepOption: b.id });
      expect((await agent.get(`/api/knowledge/steps/${step.id}/options`)).body).toEqual([]);
    });
  });

  describe('reordering', () => {
    it('puts the steps in the order given and answers them in it', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const [a, b, c] = [await createStep(articleId), await createStep(articleId), await createStep(articleId)];
      await createOption(a!.id, { nextStepId: c!.id });
      const res = await agent.patch(`/api/knowledge/articles/${articleId}/steps/reorder`).send({ orderedIds: [c!.id, a!.id, b!.id] });
      expect(res.status).toBe(200);
      expect(
        (res.body as { id: string; stepNumber: number; options: unknown[] }[]).map((s) => [s.id, s.stepNumber, s.options.length]),
      ).toEqual([
        [c!.id, 1, 0],
        [a!.id, 2, 1],
        [b!.id, 3, 0],
      ]);

      const viaGraphQL = await gql(
        agent,
        `mutation ($input: ReorderKnowledgeStepsInput!) { reorderKnowledgeSteps(input: $input) { id stepNumber } }`,
        {
          input: { articleId, orderedIds: [b!.id, c!.id, a!.id] },
        },
      );
      expect(viaGraphQL.body.data.reorderKnowledgeSteps).toEqual([
        { id: b!.id, stepNumber: 1 },
        { id: c!.id, stepNumber: 2 },
        { id: a!.id, stepNumber: 3 },
      ]);
    });

    it("refuses an empty list ('Must provide at least one step ID'), a missing, repeated or foreign step, and an unknown article", async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const otherArticle = await buildWorkflowArticle(t.dataSource);
      const [a, b] = [await createStep(articleId), await createStep(articleId)];
      const foreign = await createStep(otherArticle);
      const reorder = (body: unknown, id = articleId) => agent.patch(`/api/knowledge/articles/${id}/steps/reorder`).send(body as object);

      for (const body of [{ orderedIds: [] }, {}]) {
        const res = await reorder(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Must provide at least one step ID', field: 'orderedIds' });
      }
      const gqlEmpty = await gql(agent, `mutation ($input: ReorderKnowledgeStepsInput!) { reorderKnowledgeSteps(input: $input) { id } }`, {
        input: { articleId, orderedIds: [] },
      });
      expect(gqlEmpty.body.errors[0].message).toBe('Must provide at least one step ID');

      const mismatch = "orderedIds must list each of the article's 2 step(s) exactly once";
      expect((await reorder({ orderedIds: [a!.id] })).body.message).toBe(mismatch);
      expect((await reorder({ orderedIds: [a!.id, foreign.id] })).body.message).toBe(mismatch);
      expect((await reorder({ orderedIds: [a!.id, b!.id, foreign.id] })).body.message).toBe(mismatch);
      expect((await reorder({ orderedIds: [a!.id, a!.id] })).body.message).toBe('Each step may appear only once in orderedIds');
      expect((await reorder({ orderedIds: ['not-an-id'] })).body.message).toBe('Each step ID must be a step ID');
      const unknown = await reorder({ orderedIds: [a!.id, b!.id] }, '00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      // Nothing moved.
      expect(await numbers(articleId)).toEqual([
        { id: a!.id, stepNumber: 1 },
        { id: b!.id, stepNumber: 2 },
      ]);
    });

    it('keeps the numbers 1..N and unique under concurrent reorders, creates and deletes of one article', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const initial: string[] = [];
      for (let i = 0; i < 6; i += 1) initial.push((await createStep(articleId, { title: `Step ${i + 1}` })).id);
      const shuffled = (seed: number) =>
        [...initial].sort((x, y) => ((x.charCodeAt(seed % 30) ^ seed) % 7) - ((y.charCodeAt(seed % 30) ^ seed) % 7));

      // Reorders name the original six; a reorder that runs after a create (seven steps) or the
      // delete (five) is refused with 400, never a unique violation or a 500.
      const calls = [
        ...Array.from({ length: 6 }, (_, i) =>
          agent.patch(`/api/knowledge/articles/${articleId}/steps/reorder`).send({ orderedIds: shuffled(i + 1) }),
        ),
        ...Array.from({ length: 4 }, (_, i) =>
          agent.post('/api/knowledge/steps').send({ articleId, title: `New ${i}`, content: 'Added meanwhile', stepNumber: 1 }),
        ),
      ];
      const answers = await Promise.all(calls);
      for (const res of answers) expect([200, 201, 400]).toContain(res.status);
      expect(answers.filter((res) => res.status === 201)).toHaveLength(4);

      const after = await numbers(articleId);
      expect(after).toHaveLength(10);
      expect(after.map((s) => s.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

      // Reorders of the whole list racing each other and a delete: each sees the steps the one before left.
      const ids = after.map((s) => s.id);
      const racing = await Promise.all([
        agent.patch(`/api/knowledge/articles/${articleId}/steps/reorder`).send({ orderedIds: [...ids].reverse() }),
        agent.patch(`/api/knowledge/articles/${articleId}/steps/reorder`).send({ orderedIds: ids }),
        agent.delete(`/api/knowledge/steps/${ids[4]}`),
        agent.patch(`/api/knowledge/articles/${articleId}/steps/reorder`).send({ orderedIds: [...ids.slice(5), ...ids.slice(0, 5)] }),
      ]);
      for (const res of racing) expect([200, 204, 400]).toContain(res.status);
      const final = await numbers(articleId);
      expect(final.map((s) => s.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(new Set(final.map((s) => s.id)).size).toBe(9);
    });
  });

  describe('deleting', () => {
    it('deletes a step with its options, clears the options that led to it and moves the later steps up', async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const [a, b, c] = [await createStep(articleId), await createStep(articleId), await createStep(articleId)];
      const leadsToB = await createOption(a!.id, { optionText: 'Still cold', nextStepId: b!.id });
      await createOption(b!.id, { optionText: 'Option of b' });

      const res = await agent.delete(`/api/knowledge/steps/${b!.id}`);
      expect(res.status).toBe(204);
      expect(await numbers(articleId)).toEqual([
        { id: a!.id, stepNumber: 1 },
        { id: c!.id, stepNumber: 2 },
      ]);
      const [{ count }] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM step_options WHERE "stepId" = $1`, [b!.id])) as [
        { count: number },
      ];
      expect(count).toBe(0);
      const options = await agent.get(`/api/knowledge/steps/${a!.id}/options`);
      expect(options.body).toEqual([expect.objectContaining({ id: leadsToB.id, nextStepId: null })]);
      expect((await agent.delete(`/api/knowledge/steps/${b!.id}`)).status).toBe(404);

      const viaGraphQL = await gql(agent, `mutation ($input: DeleteKnowledgeStepInput!) { deleteKnowledgeStep(input: $input) }`, {
        input: { id: a!.id },
      });
      expect(viaGraphQL.body.data).toEqual({ deleteKnowledgeStep: a!.id });
      expect(await numbers(articleId)).toEqual([{ id: c!.id, stepNumber: 1 }]);
    });

    it("deletes an article's steps and their options with the article", async () => {
      const articleId = await buildWorkflowArticle(t.dataSource);
      const step = await createStep(articleId);
      await createOption(step.id);
      await t.dataSource.query(`DELETE FROM knowledge_articles WHERE id = $1`, [articleId]);
      const [{ steps, options }] = (await t.dataSource.query(
        `SELECT (SELECT count(*)::int FROM knowledge_steps WHERE "articleId" = $1) AS steps,
                (SELECT count(*)::int FROM step_options WHERE "stepId" = $2) AS options`,
        [articleId, step.id],
      )) as [{ steps: number; options: number }];
      expect({ steps, options }).toEqual({ steps: 0, options: 0 });
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.request().get('/api/knowledge/steps/00000000-0000-4000-8000-000000000000/options');
    expect(res.status).toBe(401);
  });
});
