import { CATEGORIES } from '@pmp/shared';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import { createTestDatabase } from '../../../test/database';
import { demoKnowledge, insertDemoKnowledge, stepNumbers } from './demo-knowledge';
import type { DemoArticle } from './demo-knowledge';

const { articles: DEMO_ARTICLES, matrix: DEMO_MATRIX } = demoKnowledge();

const isGasOrElectrical = (a: DemoArticle) =>
  a.category === 'electrical' || a.tags.some((t) => /\bgas\b/i.test(t)) || /\bgas\b/i.test(a.title);

describe('demo knowledge base: the content', () => {
  it('covers at least 12 articles, all six categories and the UK, Germany and France', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_ARTICLES.map((a) => a.category))).toEqual(new Set(CATEGORIES));
    const countries = new Set(DEMO_ARTICLES.map((a) => a.country));
    for (const c of ['UK', 'DE', 'FR']) expect(countries).toContain(c);
    const keys = DEMO_ARTICLES.map((a) => `${a.country} ${a.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills every article field within the column and form limits', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const a of DEMO_ARTICLES) {
      const where = `${a.country} ${a.title}`;
      expect([where, a.title.length <= 200]).toEqual([where, true]);
      expect([where, a.description.length > 40 && a.description.length <= 2000]).toEqual([where, true]);
      expect([where, a.summary.length > 40 && a.summary.length <= 5000]).toEqual([where, true]);
      expect([where, a.legalNotes.length > 40 && a.legalNotes.length <= 5000]).toEqual([where, true]);
      expect([where, a.tags.length >= 3 && a.tags.length <= 20 && a.tags.every((t) => t.length <= 50)]).toEqual([where, true]);
      expect([where, new Set(a.tags).size]).toEqual([where, a.tags.length]);
      expect([where, a.estimatedDuration > 0 && a.estimatedDuration <= 1440]).toEqual([where, true]);
      expect([where, /^\d{4}-\d{2}-\d{2}$/.test(a.lastReviewed) && a.lastReviewed <= today]).toEqual([where, true]);
      // Markdown with headings and lists, and no HTML.
      expect([where, /^## \S/m.test(a.content), /^(- |\d+\. )\S/m.test(a.content), /<\/?[a-z][^>]*>/i.test(a.content)]).toEqual([
        where,
        true,
        true,
        false,
      ]);
      for (const s of a.steps) {
        expect([where, s.key, s.title.length <= 200, s.content.length > 20, s.timeEstimate > 0]).toEqual([where, s.key, true, true, true]);
        for (const o of s.options) expect([where, s.key, o.text.length <= 300]).toEqual([where, s.key, true]);
      }
    }
  });

  it('puts safety notes where gas or electricity is involved, and the UK gas emergency number in gas guides', () => {
    const risky = DEMO_ARTICLES.filter(isGasOrElectrical);
    expect(risky.length).toBeGreaterThanOrEqual(4);
    for (const a of risky) {
      expect([a.title, a.steps.some((s) => s.safetyNote && s.safetyNote.length > 20)]).toEqual([a.title, true]);
      // The first step of a gas or electrical guide is the safety check.
      expect([a.title, a.steps[0].type]).toEqual([a.title, 'safety_warning']);
    }
    for (const a of DEMO_ARTICLES.filter((x) => x.country === 'UK' && x.tags.includes('gas'))) {
      expect(a.steps[0].safetyNote ?? a.steps[0].content).toMatch(/0800 111 999/);
    }
  });

  it('has a well-formed workflow in every article (checked before anything is written)', () => {
    for (const a of DEMO_ARTICLES) expect(() => stepNumbers(a)).not.toThrow();
    const base: DemoArticle = { ...DEMO_ARTICLES[0], steps: [] };
    const step = (key: string, options: DemoArticle['steps'][number]['options']) => ({
      key,
      type: 'question' as const,
      title: key,
      content: key,
      timeEstimate: 1,
      options,
    });
    expect(() => stepNumbers({ ...base, steps: [step('a', [{ text: 'loop', next: 'a' }])] })).toThrow(/not another step/);
    expect(() => stepNumbers({ ...base, steps: [step('a', [{ text: 'away', next: 'zz' }])] })).toThrow(/not another step/);
    expect(() => stepNumbers({ ...base, steps: [step('a', [{ text: 'both', success: true, escalate: 'x' }])] })).toThrow(/exactly one/);
    expect(() => stepNumbers({ ...base, steps: [step('a', [{ text: 'nothing' }])] })).toThrow(/exactly one/);
    expect(() => stepNumbers({ ...base, steps: [step('a', [])] })).toThrow(/at least one option/);
    expect(() =>
      stepNumbers({ ...base, steps: [step('a', [{ text: 'ok', success: true }]), step('a', [{ text: 'ok', success: true }])] }),
    ).toThrow(/duplicate/);
  });

  it('writes matrix entries with a unique country, category and issue type within the column limits', () => {
    const keys = DEMO_MATRIX.map((m) => `${m.country}|${m.category}|${m.issueType}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const m of DEMO_MATRIX) {
      expect([m.issueType, m.issueType.length <= 200, m.description.length > 20, m.legalNotes.length > 20]).toEqual([
        m.issueType,
        true,
        true,
        true,
      ]);
      expect(['emergency', 'urgent', 'important']).toContain(m.urgencyLevel);
    }
  });
});

interface StepRow {
  id: string;
  articleId: string;
  stepNumber: number;
}
interface OptionRow {
  id: string;
  stepId: string;
  optionText: string;
  nextStepId: string | null;
  isSuccess: boolean;
  shouldEscalate: boolean;
  escalationNote: string | null;
}

describe('demo knowledge base: seeding', () => {
  let db: { url: string; drop(): Promise<void> };
  let ds: DataSource;
  let authorId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource(db.url, { poolSize: 2 });
    await ds.initialize();
    const [user] = (await ds.query(
      `INSERT INTO users (username, password, email, "firstName", "lastName")
       VALUES ('amira.khan', 'x', 'amira.khan@acme.test', 'Amira', 'Khan') RETURNING id`,
    )) as { id: string }[];
    authorId = user.id;
  });

  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await db?.drop();
  });

  const tableCounts = async () =>
    (
      (await ds.query(
        `SELECT (SELECT count(*)::int FROM knowledge_articles) AS articles, (SELECT count(*)::int FROM knowledge_steps) AS steps,
                (SELECT count(*)::int FROM step_options) AS options, (SELECT count(*)::int FROM responsibility_matrix) AS matrix`,
      )) as Record<string, number>[]
    )[0];

  it('inserts every article, step, option and matrix entry in one transaction, and nothing on a second run', async () => {
    const steps = DEMO_ARTICLES.reduce((n, a) => n + a.steps.length, 0);
    const options = DEMO_ARTICLES.reduce((n, a) => n + a.steps.reduce((m, s) => m + s.options.length, 0), 0);
    const first = await ds.transaction((m) => insertDemoKnowledge(m, authorId));
    expect(first).toEqual({ articles: DEMO_ARTICLES.length, steps, options, matrix: DEMO_MATRIX.length });
    expect(await tableCounts()).toEqual(first);

    const second = await ds.transaction((m) => insertDemoKnowledge(m, authorId));
    expect(second).toEqual({ articles: 0, steps: 0, options: 0, matrix: 0 });
    expect(await tableCounts()).toEqual(first);
  });

  it('stores the articles as written, active, by the author, newest first in the written order', async () => {
    const rows = (await ds.query(
      `SELECT title, country, category, responsibility, difficulty, tags, "estimatedDuration", "fullContent", "legalNotes",
              to_char("lastReviewed" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "lastReviewed", "isActive", "createdById", "updatedById"
         FROM knowledge_articles ORDER BY "createdAt" DESC`,
    )) as Record<string, unknown>[];
    expect(rows).toEqual(
      DEMO_ARTICLES.map((a) => ({
        title: a.title,
        country: a.country,
        category: a.category,
        responsibility: a.responsibility,
        difficulty: a.difficulty,
        tags: a.tags,
        estimatedDuration: a.estimatedDuration,
        fullContent: a.content,
        legalNotes: a.legalNotes,
        lastReviewed: a.lastReviewed,
        isActive: true,
        createdById: authorId,
        updatedById: authorId,
      })),
    );
  });

  it('gives every article a complete workflow: steps 1..N, all reachable from step 1, a success end and an escalation end', async () => {
    const articles = (await ds.query(`SELECT id, title FROM knowledge_articles`)) as { id: string; title: string }[];
    const steps = (await ds.query(`SELECT id, "articleId", "stepNumber" FROM knowledge_steps`)) as StepRow[];
    const options = (await ds.query(
      `SELECT id, "stepId", "optionText", "nextStepId", "isSuccess", "shouldEscalate", "escalationNote"
         FROM step_options ORDER BY "createdAt", id`,
    )) as OptionRow[];
    const stepById = new Map(steps.map((s) => [s.id, s]));

    for (const article of articles) {
      const own = steps.filter((s) => s.articleId === article.id).sort((a, b) => a.stepNumber - b.stepNumber);
      expect([article.title, own.map((s) => s.stepNumber)]).toEqual([article.title, own.map((_, i) => i + 1)]);
      const ownIds = new Set(own.map((s) => s.id));
      const opts = options.filter((o) => ownIds.has(o.stepId));

      for (const o of opts) {
        const where = `${article.title}: "${o.optionText}"`;
        // Exactly one outcome; a jump stays in the article and never targets its own step.
        expect([where, [o.nextStepId !== null, o.isSuccess, o.shouldEscalate].filter(Boolean).length]).toEqual([where, 1]);
        if (o.nextStepId !== null) {
          expect([where, ownIds.has(o.nextStepId), o.nextStepId === o.stepId]).toEqual([where, true, false]);
          expect(stepById.get(o.nextStepId)!.articleId).toBe(article.id);
        }
        if (o.shouldEscalate) expect([where, (o.escalationNote ?? '').length > 20]).toEqual([where, true]);
        else expect([where, o.escalationNote]).toEqual([where, null]);
      }

      // Every step is reachable from step 1, and from every step an end (success or escalation) is reachable.
      const next = (id: string) => opts.filter((o) => o.stepId === id && o.nextStepId).map((o) => o.nextStepId!);
      const reach = (from: string) => {
        const seen = new Set([from]);
        const queue = [from];
        while (queue.length) {
          for (const n of next(queue.shift()!)) {
            if (!seen.has(n)) {
              seen.add(n);
              queue.push(n);
            }
          }
        }
        return seen;
      };
      expect([article.title, reach(own[0].id).size]).toEqual([article.title, own.length]);
      for (const s of own) {
        const ends = [...reach(s.id)].flatMap((id) => opts.filter((o) => o.stepId === id && (o.isSuccess || o.shouldEscalate)));
        expect([article.title, s.stepNumber, ends.length > 0]).toEqual([article.title, s.stepNumber, true]);
      }
      expect([article.title, opts.some((o) => o.isSuccess), opts.some((o) => o.shouldEscalate)]).toEqual([article.title, true, true]);
    }
  });

  it('keeps each step’s options in the written order', async () => {
    const a = DEMO_ARTICLES[0];
    const rows = (await ds.query(
      `SELECT s."stepNumber", o."optionText" FROM step_options o
         JOIN knowledge_steps s ON s.id = o."stepId"
         JOIN knowledge_articles k ON k.id = s."articleId"
        WHERE k.title = $1 AND k.country = $2::country
        ORDER BY s."stepNumber", o."createdAt", o.id`,
      [a.title, a.country],
    )) as { stepNumber: number; optionText: string }[];
    expect(rows.map((r) => r.optionText)).toEqual(a.steps.flatMap((s) => s.options.map((o) => o.text)));
  });

  it('has a responsibility matrix entry for every article’s country and category', async () => {
    const missing = (await ds.query(
      `SELECT DISTINCT a.country, a.category FROM knowledge_articles a
        WHERE NOT EXISTS (SELECT 1 FROM responsibility_matrix m
                           WHERE m.country = a.country AND m.category = a.category AND m."isActive")`,
    )) as unknown[];
    expect(missing).toEqual([]);
  });
});
