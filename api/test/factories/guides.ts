import type { DataSource } from 'typeorm';

/**
 * Knowledge articles with guided workflows, inserted with SQL so the session tests do not depend on
 * the admin API. Steps are numbered 1..N in the order given; an option's `next` is the index of the
 * step it leads to.
 */
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

export interface OptionSpec {
  text: string;
  /** Index (0-based) of the step it leads to. */
  next?: number;
  success?: boolean;
  escalate?: boolean;
  note?: string;
}

export interface StepSpec {
  title?: string;
  safetyNote?: string;
  options: OptionSpec[];
}

export interface Guide {
  articleId: string;
  title: string;
  /** Step ids in order. */
  steps: string[];
  /** Option ids per step, in the order given. */
  options: string[][];
}

export async function buildGuide(
  ds: DataSource,
  spec: { title?: string; category?: string; country?: string; tags?: string[]; steps: StepSpec[] },
): Promise<Guide> {
  const title = spec.title ?? `Radiator cold ${next()}`;
  const [article] = (await ds.query(
    `INSERT INTO knowledge_articles (title, category, country, responsibility, tags) VALUES ($1, $2, $3, 'landlord', $4) RETURNING id`,
    [title, spec.category ?? 'heating', spec.country ?? 'UK', spec.tags ?? []],
  )) as { id: string }[];
  const steps: string[] = [];
  for (const [i, step] of spec.steps.entries()) {
    const [row] = (await ds.query(
      `INSERT INTO knowledge_steps ("articleId", "stepNumber", title, content, "safetyNote") VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [article.id, i + 1, step.title ?? `Step ${i + 1}`, `Do thing ${i + 1}`, step.safetyNote ?? null],
    )) as { id: string }[];
    steps.push(row.id);
  }
  const options: string[][] = [];
  for (const [i, step] of spec.steps.entries()) {
    const ids: string[] = [];
    for (const option of step.options) {
      const [row] = (await ds.query(
        `INSERT INTO step_options ("stepId", "optionText", "nextStepId", "isSuccess", "shouldEscalate", "escalationNote")
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          steps[i],
          option.text,
          option.next === undefined ? null : steps[option.next],
          !!option.success,
          !!option.escalate,
          option.note ?? null,
        ],
      )) as { id: string }[];
      ids.push(row.id);
    }
    options.push(ids);
  }
  return { articleId: article.id, title, steps, options };
}

/** A session row with the given facts (for the figures). */
export async function insertSession(
  ds: DataSource,
  facts: {
    articleId: string;
    status: 'active' | 'completed' | 'escalated_to_ticket';
    currentStepId: string | null;
    createdAt: string;
    lastActivityAt?: string;
    completedAt?: string | null;
    escalatedTicketId?: string | null;
  },
): Promise<string> {
  const [row] = (await ds.query(
    `INSERT INTO troubleshooting_sessions ("articleId", status, "currentStepId", "createdAt", "lastActivityAt", "completedAt", "escalatedTicketId")
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      facts.articleId,
      facts.status,
      facts.currentStepId,
      facts.createdAt,
      facts.lastActivityAt ?? facts.completedAt ?? facts.createdAt,
      facts.completedAt ?? null,
      facts.escalatedTicketId ?? null,
    ],
  )) as { id: string }[];
  return row.id;
}

export async function insertMatrixEntry(
  ds: DataSource,
  entry: { country?: string; category?: string; issueType: string; responsibility: string; legalNotes?: string | null; isActive?: boolean },
): Promise<void> {
  await ds.query(
    `INSERT INTO responsibility_matrix (country, category, "issueType", responsibility, "legalNotes", "isActive") VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.country ?? 'UK',
      entry.category ?? 'heating',
      entry.issueType,
      entry.responsibility,
      entry.legalNotes ?? null,
      entry.isActive ?? true,
    ],
  );
}
