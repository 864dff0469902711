import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { CATEGORIES, TICKET_PRIORITIES, type Category, type TicketPriority } from '@pmp/shared';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { COUNTRIES, DIFFICULTIES, RESPONSIBILITIES, STEP_TYPES } from '../../modules/knowledge/knowledge.enums';
import type { Country, Difficulty, Responsibility, StepType } from '../../modules/knowledge/knowledge.enums';

/**
 * The knowledge base of `npm run seed:demo`: troubleshooting guides as a housing company's support
 * team writes them (plain, kind, practical), each with a guided workflow, and the responsibility
 * matrix entries behind their Legal Information. How the content was chosen: docs/decisions.md
 * ("Demo knowledge base"). The content is data, read at run time from api/seed/knowledge/ (its
 * README describes the files); this module reads, checks and inserts it.
 *
 * Every option does exactly one thing: leads to another step of its article (`next`, a step key),
 * ends the guide solved (`success`) or ends it in a ticket (`escalate`, the note an agent reads).
 * None relies on "advance to the following step", so a workflow reads the same in the builder.
 */

/**
 * api/seed/knowledge. This module sits at the same depth in src/ (ts-jest) and in dist/ (the
 * built seed), so one relative path serves both, and a fresh clone needs no copy step.
 */
export const DEMO_KNOWLEDGE_DIR = path.resolve(__dirname, '../../../seed/knowledge');

const text = z.string().min(1);

/** One of an enum's values, typed as its string literals (the `${Enum}` types the api uses). */
function oneOf<T extends string>(values: readonly string[]) {
  return z.custom<T>((v) => typeof v === 'string' && values.includes(v), { message: `expected one of: ${values.join(', ')}` });
}

const option = z.strictObject({
  text,
  /** The key of the step this answer leads to, in the same article. */
  next: text.optional(),
  success: z.literal(true).optional(),
  /** Escalates into a ticket; the text is the escalation note for the agent. */
  escalate: text.optional(),
});

const step = z.strictObject({
  /** Names the step for `next`; not stored. */
  key: text,
  type: oneOf<StepType>(STEP_TYPES),
  title: text,
  content: text,
  safetyNote: text.optional(),
  tips: text.optional(),
  commonMistakes: text.optional(),
  toolsRequired: z.array(text).optional(),
  /** Minutes. */
  timeEstimate: z.number().int().positive(),
  options: z.array(option),
});

/** An article file's front matter: everything but its content, which is the Markdown below it. */
const frontMatter = z.strictObject({
  title: text,
  country: oneOf<Country>(COUNTRIES),
  category: oneOf<Category>(CATEGORIES),
  responsibility: oneOf<Responsibility>(RESPONSIBILITIES),
  difficulty: oneOf<Difficulty>(DIFFICULTIES),
  /** Minutes of hands-on time along the usual path. */
  estimatedDuration: z.number().int().positive(),
  tags: z.array(text),
  description: text,
  summary: text,
  legalNotes: text,
  /** YYYY-MM-DD. */
  lastReviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** In order: the first is step 1. */
  steps: z.array(step),
});

const matrixEntry = z.strictObject({
  country: oneOf<Country>(COUNTRIES),
  category: oneOf<Category>(CATEGORIES),
  issueType: text,
  description: text,
  responsibility: oneOf<Responsibility>(RESPONSIBILITIES),
  /** The ticket priority such a report gets: emergency (24 h), urgent (5 days), important (10 days). */
  urgencyLevel: oneOf<TicketPriority>(TICKET_PRIORITIES),
  legalNotes: text,
});

export type DemoArticle = z.infer<typeof frontMatter> & {
  /** Markdown: headings, lists and emphasis, no HTML. */
  content: string;
};
export type DemoMatrixEntry = z.infer<typeof matrixEntry>;

export interface DemoKnowledge {
  /** In file-name order: the first is the newest article. */
  articles: DemoArticle[];
  matrix: DemoMatrixEntry[];
}

/** Parses `file` with `schema`; an error names the file and the offending field. */
function checked<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** Replaces each `{NAME}` in a legal note with the shared note of that name (legal-notes.yaml). */
function withSharedNotes(note: string, shared: Record<string, string>, file: string): string {
  return note.replace(/\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    if (!(name in shared)) throw new Error(`${file}: no shared legal note {${name}} in legal-notes.yaml`);
    return shared[name];
  });
}

/** Reads the demo knowledge base from `dir` (api/seed/knowledge), checking every file's shape. */
export function loadDemoKnowledge(dir: string = DEMO_KNOWLEDGE_DIR): DemoKnowledge {
  // Line endings as git may check them out on Windows.
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n');
  const shared = checked(z.record(z.string().regex(/^[A-Z0-9_]+$/), text), parseYaml(read('legal-notes.yaml')), 'legal-notes.yaml');

  const files = readdirSync(path.join(dir, 'articles'))
    .filter((f) => f.endsWith('.md'))
    .sort();
  const articles = files.map((name): DemoArticle => {
    const file = `articles/${name}`;
    const parts = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(read(file));
    if (!parts) throw new Error(`${file}: expected YAML front matter between two "---" lines, then the Markdown content`);
    const meta = checked(frontMatter, parseYaml(parts[1]), file);
    const content = parts[2].replace(/^\n+/, '').replace(/\s+$/, '');
    if (!content) throw new Error(`${file}: no Markdown content below the front matter`);
    return { ...meta, legalNotes: withSharedNotes(meta.legalNotes, shared, file), content };
  });

  const matrix = checked(z.array(matrixEntry), parseYaml(read('matrix.yaml')), 'matrix.yaml').map((entry) => ({
    ...entry,
    legalNotes: withSharedNotes(entry.legalNotes, shared, 'matrix.yaml'),
  }));
  return { articles, matrix };
}

let loaded: DemoKnowledge | undefined;

/** The demo knowledge base of api/seed/knowledge, read once. */
export function demoKnowledge(): DemoKnowledge {
  loaded ??= loadDemoKnowledge();
  return loaded;
}

// ---------------------------------------------------------------------------------------------

export interface DemoKnowledgeCounts {
  articles: number;
  steps: number;
  options: number;
  matrix: number;
}

/**
 * Inserts the demo articles (with their steps and options) and matrix entries inside the caller's
 * transaction, and says how many rows it added. Idempotent: an article whose country and title
 * already exist is left as it is (an admin may have edited it), a matrix entry whose country,
 * category and issue type exist is skipped (its unique constraint), so a second run adds nothing.
 */
export async function insertDemoKnowledge(
  manager: EntityManager,
  authorId: string | null = null,
  { articles, matrix }: DemoKnowledge = demoKnowledge(),
): Promise<DemoKnowledgeCounts> {
  const counts: DemoKnowledgeCounts = { articles: 0, steps: 0, options: 0, matrix: 0 };
  for (const [index, article] of articles.entries()) {
    const numbers = stepNumbers(article);
    const inserted = (await manager.query(
      `INSERT INTO knowledge_articles (title, description, summary, "fullContent", country, category, responsibility,
                                       tags, "estimatedDuration", difficulty, "legalNotes", "lastReviewed",
                                       "createdById", "updatedById", "createdAt", "updatedAt")
       SELECT $1::text, $2, $3, $4, $5::country, $6::category, $7::responsibility, $8::text[], $9, $10::article_difficulty, $11,
              $12::timestamptz, $13::uuid, $13::uuid, now() - make_interval(mins => $14::int), now() - make_interval(mins => $14::int)
        WHERE NOT EXISTS (SELECT 1 FROM knowledge_articles WHERE country = $5::country AND title = $1::text)
       RETURNING id`,
      [
        article.title,
        article.description,
        article.summary,
        article.content,
        article.country,
        article.category,
        article.responsibility,
        article.tags,
        article.estimatedDuration,
        article.difficulty,
        article.legalNotes,
        `${article.lastReviewed}T09:00:00Z`,
        authorId,
        // The first article is the newest, so lists ordered newest first keep this order.
        index,
      ],
    )) as { id: string }[];
    if (inserted.length === 0) continue;
    const articleId = inserted[0].id;
    counts.articles += 1;

    const steps = article.steps.map((s) => ({
      stepNumber: numbers.get(s.key)!,
      type: s.type,
      title: s.title,
      content: s.content,
      safetyNote: s.safetyNote ?? null,
      tips: s.tips ?? null,
      commonMistakes: s.commonMistakes ?? null,
      tools: s.toolsRequired ?? [],
      timeEstimate: s.timeEstimate,
    }));
    const stepRows = (await manager.query(
      `INSERT INTO knowledge_steps ("articleId", "stepNumber", type, title, content, "safetyNote", tips, "commonMistakes",
                                    "toolsRequired", "timeEstimate")
       SELECT $1, s."stepNumber", s.type::step_type, s.title, s.content, s."safetyNote", s.tips, s."commonMistakes",
              ARRAY(SELECT jsonb_array_elements_text(s.tools)), s."timeEstimate"
         FROM jsonb_to_recordset($2::jsonb) AS s("stepNumber" int, type text, title text, content text, "safetyNote" text,
                                                 tips text, "commonMistakes" text, tools jsonb, "timeEstimate" int)
       RETURNING id`,
      [articleId, JSON.stringify(steps)],
    )) as { id: string }[];
    counts.steps += stepRows.length;

    // Options keep their written order through createdAt (one per millisecond, oldest first).
    const options = article.steps.flatMap((s) => s.options.map((o) => ({ step: numbers.get(s.key)!, option: o })));
    const optionRows = (await manager.query(
      `INSERT INTO step_options ("stepId", "optionText", "nextStepId", "isSuccess", "shouldEscalate", "escalationNote", "createdAt")
       SELECT s.id, o.text, n.id, o.success, o.escalate, o.note, now() - make_interval(secs => (o.total - o.ord) / 1000.0)
         FROM jsonb_to_recordset($2::jsonb) AS o(ord int, total int, step int, text text, next int, success boolean,
                                                 escalate boolean, note text)
         JOIN knowledge_steps s ON s."articleId" = $1 AND s."stepNumber" = o.step
         LEFT JOIN knowledge_steps n ON n."articleId" = $1 AND n."stepNumber" = o.next
        ORDER BY o.ord
       RETURNING id`,
      [
        articleId,
        JSON.stringify(
          options.map(({ step, option }, ord) => ({
            ord,
            total: options.length,
            step,
            text: option.text,
            next: option.next === undefined ? null : numbers.get(option.next)!,
            success: option.success === true,
            escalate: option.escalate !== undefined,
            note: option.escalate ?? null,
          })),
        ),
      ],
    )) as { id: string }[];
    counts.options += optionRows.length;
  }

  const matrixRows = (await manager.query(
    `INSERT INTO responsibility_matrix (country, category, "issueType", description, responsibility, "urgencyLevel", "legalNotes")
     SELECT m.country::country, m.category::category, m."issueType", m.description, m.responsibility::responsibility,
            m."urgencyLevel", m."legalNotes"
       FROM jsonb_to_recordset($1::jsonb) AS m(country text, category text, "issueType" text, description text,
                                               responsibility text, "urgencyLevel" text, "legalNotes" text)
     ON CONFLICT ON CONSTRAINT "UQ_responsibility_matrix_country_category_issue" DO NOTHING
     RETURNING id`,
    [JSON.stringify(matrix)],
  )) as { id: string }[];
  counts.matrix = matrixRows.length;
  return counts;
}

/**
 * Step numbers 1..N by key, after checking the workflow is well formed: unique keys, and every
 * option does exactly one thing, leading only to another step of the same article.
 */
export function stepNumbers(article: DemoArticle): Map<string, number> {
  const numbers = new Map(article.steps.map((s, i) => [s.key, i + 1]));
  if (numbers.size !== article.steps.length) throw new Error(`${article.title}: duplicate step keys`);
  for (const step of article.steps) {
    if (step.options.length === 0) throw new Error(`${article.title} / ${step.key}: a step needs at least one option`);
    for (const option of step.options) {
      const effects = [option.next !== undefined, option.success === true, option.escalate !== undefined].filter(Boolean).length;
      if (effects !== 1) throw new Error(`${article.title} / ${step.key} / "${option.text}": exactly one of next, success, escalate`);
      if (option.next !== undefined && (!numbers.has(option.next) || option.next === step.key)) {
        throw new Error(`${article.title} / ${step.key}: option leads to "${option.next}", not another step of this article`);
      }
    }
  }
  return numbers;
}
