import { ESCALATED_TICKET_TITLE_SUFFIX, SESSION_ABANDONED_AFTER_HOURS, TICKET_LIMITS, TROUBLESHOOTING_MESSAGES as M } from '@pmp/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { systemClock, type Clock } from '../../common/clock';
import { Conflict, Invalid, NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import type { CompanyService } from '../company/company.service';
import type { Category } from '../tickets/ticket.enums';
import type { Ticket } from '../tickets/ticket.entity';
import { escalatedSession, type CreateTicketInput } from '../tickets/ticket.inputs';
import type { SessionEscalation, TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import type { Country, SessionStatus } from './knowledge.enums';
import type { ResponsibilityMatrixService } from './responsibility-matrix.service';
import { TroubleshootingSession, type SessionAnswer, type SessionData } from './troubleshooting-session.entity';
import type {
  AnswerTroubleshootingStepInput,
  CreateTroubleshootingSessionInput,
  KnowledgeArticleStatsArgs,
  PreviousTroubleshootingStepInput,
  UpdateTroubleshootingSessionInput,
} from './troubleshooting-session.inputs';
import {
  MoveOutcome,
  type KnowledgeArticleStats,
  type SelfHelpFigures,
  type TroubleshootingResponsibility,
  type TroubleshootingTicketDraft,
} from './troubleshooting-session.types';

/** A step as the moves need it. */
interface StepRow {
  id: string;
  stepNumber: number;
  title: string;
}

interface OptionRow {
  id: string;
  stepId: string;
  optionText: string;
  nextStepId: string | null;
  isSuccess: boolean;
  shouldEscalate: boolean;
  escalationNote: string | null;
  articleId: string;
}

interface ArticleRow {
  id: string;
  title: string;
  category: Category;
  country: Country;
  tags: string[];
}

export interface SessionStart {
  session: TroubleshootingSession;
  resumed: boolean;
}

export interface SessionMove {
  session: TroubleshootingSession;
  outcome: MoveOutcome;
}

/** An active session without a move since this is abandoned ($n is the moment the figures are for). */
const abandonedBefore = (now: string) => `${now}::timestamptz - make_interval(hours => ${SESSION_ABANDONED_AFTER_HOURS})`;

const ENDED: readonly SessionStatus[] = ['completed', 'escalated_to_ticket'];

/**
 * The list order: the session `start` would resume first (the caller's own active session that
 * moved in the last 24 hours, most recent first), then the others by their last move, newest first.
 */
const LIST_SQL = `
SELECT s.*, count(*) OVER ()::int AS "totalCount"
FROM troubleshooting_sessions s
WHERE s."articleId" = $1
ORDER BY (s.status = 'active' AND s."startedById" = $2 AND s."lastActivityAt" > ${abandonedBefore('$3')}) DESC,
  s."lastActivityAt" DESC, s.id
LIMIT $4 OFFSET $5`;

const RESUMABLE_SQL = `
SELECT s.* FROM troubleshooting_sessions s
WHERE s."articleId" = $1 AND s."startedById" = $2 AND s.status = 'active' AND s."lastActivityAt" > ${abandonedBefore('$3')}
ORDER BY s."lastActivityAt" DESC, s.id
LIMIT 1
FOR UPDATE`;

/**
 * Per article: sessions started (in the range), how they ended, and the step where most of those
 * that gave up (abandoned or escalated) stopped. $1 now, $2 article ids or null, $3/$4 the range of
 * start times (end exclusive) or nulls.
 */
const ARTICLE_STATS_SQL = `
WITH s AS (
  SELECT s."articleId", s.status, s."currentStepId", s."escalatedTicketId",
    (s.status = 'active' AND s."lastActivityAt" <= ${abandonedBefore('$1')}) AS abandoned
  FROM troubleshooting_sessions s
  WHERE ($2::uuid[] IS NULL OR s."articleId" = ANY($2::uuid[]))
    AND ($3::timestamptz IS NULL OR s."createdAt" >= $3::timestamptz)
    AND ($4::timestamptz IS NULL OR s."createdAt" < $4::timestamptz)
),
per_article AS (
  SELECT "articleId",
    count(*)::int AS started,
    count(*) FILTER (WHERE status = 'completed' AND "escalatedTicketId" IS NULL)::int AS resolved,
    count(*) FILTER (WHERE status = 'escalated_to_ticket')::int AS escalated,
    count(*) FILTER (WHERE status = 'escalated_to_ticket' AND "escalatedTicketId" IS NOT NULL)::int AS tickets_created,
    count(*) FILTER (WHERE abandoned)::int AS abandoned,
    count(*) FILTER (WHERE status = 'active' AND NOT abandoned)::int AS in_progress
  FROM s GROUP BY "articleId"
),
give_up AS (
  SELECT DISTINCT ON (s."articleId") s."articleId", k.id AS step_id, k."stepNumber" AS step_number, k.title AS step_title,
    count(*)::int AS n
  FROM s JOIN knowledge_steps k ON k.id = s."currentStepId"
  WHERE s.abandoned OR s.status = 'escalated_to_ticket'
  GROUP BY s."articleId", k.id, k."stepNumber", k.title
  ORDER BY s."articleId", count(*) DESC, k."stepNumber", k.id
)
SELECT a.id AS "articleId", a.title,
  COALESCE(p.started, 0) AS started, COALESCE(p.resolved, 0) AS resolved, COALESCE(p.escalated, 0) AS escalated,
  COALESCE(p.tickets_created, 0) AS "ticketsCreated", COALESCE(p.abandoned, 0) AS abandoned,
  COALESCE(p.in_progress, 0) AS "inProgress",
  g.step_id AS "giveUpStepId", g.step_number AS "giveUpStepNumber", g.step_title AS "giveUpStepTitle",
  COALESCE(g.n, 0) AS "giveUpCount"
FROM knowledge_articles a
LEFT JOIN per_article p ON p."articleId" = a.id
LEFT JOIN give_up g ON g."articleId" = a.id
WHERE ($2::uuid[] IS NULL OR a.id = ANY($2::uuid[]))
ORDER BY a.title, a.id`;

/**
 * 'Resolved by self-help': sessions that ended (completedAt) this month and this year, and those
 * started, in the company's time zone. Both ranges are read through indexes (ended: a partial index on
 * completedAt carrying the status; started: createdAt). $1 now, $2 the zone.
 */
const SELF_HELP_SQL = `
WITH b AS (
  SELECT (date_trunc('month', $1::timestamptz AT TIME ZONE $2) AT TIME ZONE $2) AS month_s,
    (date_trunc('year', $1::timestamptz AT TIME ZONE $2) AT TIME ZONE $2) AS year_s
)
SELECT e.resolved_month, e.resolved_year, e.escalated_month, e.escalated_year, c.started_month, c.started_year
FROM b
CROSS JOIN LATERAL (
  SELECT
    count(*) FILTER (WHERE s.status = 'completed' AND s."escalatedTicketId" IS NULL AND s."completedAt" >= b.month_s)::int AS resolved_month,
    count(*) FILTER (WHERE s.status = 'completed' AND s."escalatedTicketId" IS NULL)::int AS resolved_year,
    count(*) FILTER (WHERE s.status = 'escalated_to_ticket' AND s."completedAt" >= b.month_s)::int AS escalated_month,
    count(*) FILTER (WHERE s.status = 'escalated_to_ticket')::int AS escalated_year
  FROM troubleshooting_sessions s
  WHERE s."completedAt" IS NOT NULL AND s."completedAt" >= b.year_s AND s."completedAt" <= $1::timestamptz
) e
CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE s."createdAt" >= b.month_s)::int AS started_month, count(*)::int AS started_year
  FROM troubleshooting_sessions s
  WHERE s."createdAt" >= b.year_s AND s."createdAt" <= $1::timestamptz
) c`;

function toSession(row: Record<string, unknown>): TroubleshootingSession {
  const { totalCount: _total, ...columns } = row;
  const session = Object.assign(new TroubleshootingSession(), columns);
  session.sessionData ??= {};
  session.completedSteps ??= [];
  return session;
}

/** The rows of an UPDATE ... RETURNING: node-postgres answers it through TypeORM as [rows, count]. */
function updatedRows(result: unknown): Record<string, unknown>[] {
  const rows = result as unknown[];
  return (Array.isArray(rows[0]) ? rows[0] : rows) as Record<string, unknown>[];
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Guided troubleshooting sessions (docs/product.md §4 "Troubleshooting session", §10 "Knowledge
 * base"): started or resumed, moved by the answers given (every move checked against the
 * article), escalated into a ticket, and the figures of what the guides save (docs/decisions.md).
 */
export class TroubleshootingSessionService implements SessionEscalation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: { tickets: TicketService; matrix: ResponsibilityMatrixService; company: CompanyService },
    private readonly clock: Clock = systemClock,
  ) {}

  // ---- reads -----------------------------------------------------------------------------------

  /** The article's sessions, the one `start` would resume first (see LIST_SQL). */
  async list(articleId: string, me: User, page: { limit: number; offset: number }): Promise<Page<TroubleshootingSession>> {
    const rows = (await this.dataSource.query(LIST_SQL, [articleId, me.id, this.clock.now(), page.limit, page.offset])) as Record<
      string,
      unknown
    >[];
    const totalCount = rows.length ? (rows[0].totalCount as number) : await this.count(articleId);
    return { nodes: rows.map(toSession), totalCount };
  }

  private async count(articleId: string): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM troubleshooting_sessions WHERE "articleId" = $1`, [
      articleId,
    ])) as { n: number }[];
    return row.n;
  }

  async get(id: string): Promise<TroubleshootingSession> {
    return this.load(this.dataSource.manager, id, false);
  }

  /** The answers given, oldest first. */
  answers(session: TroubleshootingSession): SessionAnswer[] {
    return session.sessionData?.path ?? [];
  }

  // ---- starting --------------------------------------------------------------------------------

  /**
   * Resumes the signed-in user's active session of the article that moved in the last 24 hours
   * (the most recent), else starts one at the article's first step. An article without steps has
   * no session ('No troubleshooting steps available').
   */
  async start(articleId: string, me: User): Promise<SessionStart> {
    return this.dataSource.transaction(async (m) => {
      await this.article(m, articleId);
      // One start at a time per user and article: two tabs opening the guide share one session.
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`troubleshooting:${articleId}:${me.id}`]);
      const now = this.clock.now();
      const [found] = (await m.query(RESUMABLE_SQL, [articleId, me.id, now])) as Record<string, unknown>[];
      const steps = await this.steps(m, articleId);
      if (found) {
        const session = toSession(found);
        // Its step was deleted meanwhile: it goes on from the first step.
        if (!steps.some((s) => s.id === session.currentStepId) && steps.length) {
          return { session: await this.save(m, session, { currentStepId: steps[0].id }), resumed: true };
        }
        return { session, resumed: true };
      }
      if (!steps.length) throw new Invalid(M.noSteps, 'articleId');
      return {
        session: await this.insert(m, { articleId, currentStepId: steps[0].id, completedSteps: [], status: 'active' }, me),
        resumed: false,
      };
    });
  }

  /** A session as the REST client creates it: active at the first step unless told otherwise; its steps checked. */
  async create(input: CreateTroubleshootingSessionInput, me: User): Promise<TroubleshootingSession> {
    return this.dataSource.transaction(async (m) => {
      await this.article(m, input.articleId);
      const steps = await this.steps(m, input.articleId);
      const currentStepId = input.currentStepId ?? steps[0]?.id;
      if (!currentStepId) throw new Invalid(M.noSteps, 'articleId');
      this.checkSteps(steps, currentStepId, input.completedSteps ?? []);
      return this.insert(
        m,
        { articleId: input.articleId, currentStepId, completedSteps: input.completedSteps ?? [], status: input.status ?? 'active' },
        me,
      );
    });
  }

  // ---- moves -----------------------------------------------------------------------------------

  /**
   * Sets status, current step and completed steps as given (the §7 client moves sessions itself);
   * each step must be one of the session's article. A session linked to a ticket stays escalated.
   */
  async update(input: UpdateTroubleshootingSessionInput): Promise<TroubleshootingSession> {
    return this.dataSource.transaction(async (m) => {
      const session = await this.load(m, input.id, true);
      const steps = await this.steps(m, session.articleId);
      this.checkSteps(steps, input.currentStepId ?? null, input.completedSteps ?? []);
      if (session.escalatedTicketId && input.status && input.status !== 'escalated_to_ticket') throw new Conflict(M.alreadyLinked);
      const changes: Partial<TroubleshootingSession> = {};
      if (input.currentStepId) changes.currentStepId = input.currentStepId;
      if (input.completedSteps) changes.completedSteps = input.completedSteps;
      if (input.status && input.status !== session.status) {
        changes.status = input.status;
        changes.completedAt = ENDED.includes(input.status) ? this.clock.now() : null;
      }
      return this.save(m, session, changes);
    });
  }

  /**
   * Answers the current step with one of its options (docs/product.md §4): success completes the
   * session; an escalating option escalates it; a next step is jumped to; otherwise the following
   * step by number, and after the last step the session is escalated ('Need additional help?').
   * Leaving a step for another records it as completed. The answer joins the session's path.
   */
  async answer(input: AnswerTroubleshootingStepInput): Promise<SessionMove> {
    return this.dataSource.transaction(async (m) => {
      const session = await this.load(m, input.sessionId, true);
      if (session.status !== 'active') throw new Conflict(M.sessionEnded);
      const [option] = (await m.query(
        `SELECT o.id, o."stepId", o."optionText", o."nextStepId", o."isSuccess", o."shouldEscalate", o."escalationNote", k."articleId"
         FROM step_options o JOIN knowledge_steps k ON k.id = o."stepId" WHERE o.id = $1`,
        [input.optionId],
      )) as OptionRow[];
      if (!option) throw new Invalid(M.optionNotFound, 'optionId');
      if (option.articleId !== session.articleId) throw new Invalid(M.optionOtherArticle, 'optionId');
      if (option.stepId !== session.currentStepId) throw new Invalid(M.optionNotCurrentStep, 'optionId');

      const steps = await this.steps(m, session.articleId);
      const index = steps.findIndex((s) => s.id === option.stepId);
      const current = steps[index];
      const now = this.clock.now();
      const answer: SessionAnswer = {
        stepId: current.id,
        stepNumber: current.stepNumber,
        stepTitle: current.title,
        optionId: option.id,
        optionText: option.optionText,
        at: now.toISOString(),
      };
      const data: SessionData = { ...session.sessionData, path: [...this.answers(session), answer] };
      const withCurrent = session.completedSteps.includes(current.id) ? session.completedSteps : [...session.completedSteps, current.id];

      if (option.isSuccess) {
        const saved = await this.save(m, session, {
          status: 'completed',
          completedSteps: withCurrent,
          completedAt: now,
          sessionData: data,
        });
        return { session: saved, outcome: MoveOutcome.RESOLVED };
      }
      if (option.shouldEscalate) {
        const saved = await this.save(m, session, {
          status: 'escalated_to_ticket',
          completedAt: now,
          sessionData: { ...data, escalationNote: option.escalationNote },
        });
        return { session: saved, outcome: MoveOutcome.ESCALATED };
      }
      // A next step is always one of the same article (the editor checks it); were it not, the answer goes on in order.
      const jump = option.nextStepId ? steps.find((s) => s.id === option.nextStepId) : undefined;
      const next = jump ?? steps[index + 1];
      if (next) {
        const saved = await this.save(m, session, { currentStepId: next.id, completedSteps: withCurrent, sessionData: data });
        return { session: saved, outcome: MoveOutcome.NEXT };
      }
      const saved = await this.save(m, session, {
        status: 'escalated_to_ticket',
        completedSteps: withCurrent,
        completedAt: now,
        sessionData: data,
      });
      return { session: saved, outcome: MoveOutcome.NEED_HELP };
    });
  }

  /**
   * Previous Step: back to the step the last answer left (the path's last answer is taken back),
   * or, for a session moved without answers, the step before by number. The step returned to is
   * no longer completed, nor is the one left.
   */
  async previous(input: PreviousTroubleshootingStepInput): Promise<SessionMove> {
    return this.dataSource.transaction(async (m) => {
      const session = await this.load(m, input.sessionId, true);
      if (session.status !== 'active') throw new Conflict(M.sessionEnded);
      const steps = await this.steps(m, session.articleId);
      const path = this.answers(session);
      const last = path.at(-1);
      let back: string | undefined;
      let rest = path;
      if (last && steps.some((s) => s.id === last.stepId)) {
        back = last.stepId;
        rest = path.slice(0, -1);
      } else {
        const index = steps.findIndex((s) => s.id === session.currentStepId);
        if (index < 0) throw new Invalid(M.noCurrentStep);
        back = steps[index - 1]?.id;
      }
      if (!back) throw new Invalid(M.atFirstStep);
      const saved = await this.save(m, session, {
        currentStepId: back,
        completedSteps: session.completedSteps.filter((id) => id !== back && id !== session.currentStepId),
        sessionData: { ...session.sessionData, path: rest },
      });
      return { session: saved, outcome: MoveOutcome.PREVIOUS };
    });
  }

  // ---- escalation into a ticket ----------------------------------------------------------------

  /**
   * Creates the ticket a guided session is escalated into (`/tickets/new?fromSession=`: the input
   * names the session with fromSession, articleId and source 'troubleshooting') and links the
   * session, in one transaction: 400 'Troubleshooting session not found' when no session of that
   * article has the id, 409 when it is already linked to another ticket; nothing is created then.
   */
  async escalate(input: CreateTicketInput, me: User): Promise<Ticket> {
    const link = escalatedSession(input);
    if (!link) throw new Invalid(M.sessionNotFound, 'fromSession');
    return this.dataSource.transaction(async (m) => {
      const ticket = await this.links.tickets.create(input, me, m);
      if (!(await this.linkTicket(m, link.sessionId, link.articleId, ticket.id))) throw new Invalid(M.sessionNotFound, 'fromSession');
      return ticket;
    });
  }

  /**
   * Records the ticket a session of `articleId` was escalated into, inside the caller's
   * transaction: the session is escalated (ended now unless it had ended). False when no session of
   * that article has the id; 409 when it is already linked to another ticket.
   */
  private async linkTicket(manager: EntityManager, sessionId: string, articleId: string, ticketId: string): Promise<boolean> {
    const now = this.clock.now();
    const rows = updatedRows(
      await manager.query(
        `UPDATE troubleshooting_sessions
       SET "escalatedTicketId" = $3, status = 'escalated_to_ticket', "completedAt" = COALESCE("completedAt", $4), "lastActivityAt" = $4
       WHERE id = $1 AND "articleId" = $2 AND ("escalatedTicketId" IS NULL OR "escalatedTicketId" = $3)
       RETURNING id`,
        [sessionId, articleId, ticketId, now],
      ),
    );
    if (rows.length > 0) return true;
    const [linked] = (await manager.query(`SELECT 1 FROM troubleshooting_sessions WHERE id = $1 AND "articleId" = $2`, [
      sessionId,
      articleId,
    ])) as unknown[];
    if (linked) throw new Conflict(M.alreadyLinked, 'fromSession');
    return false;
  }

  /**
   * What the ticket escalated from a session starts with: the article's category, a title, and a
   * description listing the steps gone through with the answers given, the escalating option's
   * note, and the responsibility matrix entry for the article's country and category.
   */
  async escalationDraft(sessionId: string, articleId: string): Promise<TroubleshootingTicketDraft> {
    const m = this.dataSource.manager;
    const session = await this.load(m, sessionId, false);
    if (session.articleId !== articleId) throw new NotFound(M.sessionNotFound);
    const article = await this.article(m, articleId);
    const responsibility = await this.responsibilityFor(article);
    const lines = [`Escalated from the guided troubleshooting "${article.title}" (${article.category}, ${article.country}).`, ''];
    const answers = this.answers(session);
    if (answers.length) {
      lines.push('Steps gone through and answers given:');
      answers.forEach((a, i) => lines.push(`${i + 1}. Step ${a.stepNumber} – ${a.stepTitle}: ${a.optionText}`));
    } else {
      lines.push('No step was answered before escalating.');
    }
    if (session.sessionData.escalationNote) lines.push('', `Escalation note: ${session.sessionData.escalationNote}`);
    if (responsibility) {
      const who = responsibility.responsibility[0].toUpperCase() + responsibility.responsibility.slice(1);
      lines.push('', `Responsibility (${article.country}, ${article.category}, ${responsibility.issueType}): ${who}`);
      if (responsibility.legalNotes) lines.push(`Legal note: ${responsibility.legalNotes}`);
    }
    return {
      sessionId: session.id,
      articleId: article.id,
      articleTitle: article.title,
      category: article.category,
      country: article.country,
      title: cut(`${article.title}: ${ESCALATED_TICKET_TITLE_SUFFIX}`, TICKET_LIMITS.title),
      description: cut(lines.join('\n'), TICKET_LIMITS.description),
      responsibility,
      escalatedTicketId: session.escalatedTicketId,
    };
  }

  /**
   * The active responsibility matrix entry for the article's country and category that shares the
   * most words with the article's title and tags, ranked as the ticket's side panel ranks them
   * (ResponsibilityMatrixService.ranked); else the first by issue type.
   */
  private async responsibilityFor(article: ArticleRow): Promise<TroubleshootingResponsibility | null> {
    const [best] = await this.links.matrix.ranked(article.country, article.category, `${article.title} ${article.tags.join(' ')}`);
    return best ? { issueType: best.entry.issueType, responsibility: best.entry.responsibility, legalNotes: best.entry.legalNotes } : null;
  }

  // ---- figures ---------------------------------------------------------------------------------

  /** Per article: started, resolved, escalated, abandoned and the give-up step (docs/decisions.md, 'What the guides save'). */
  async articleStats(args: KnowledgeArticleStatsArgs = {}): Promise<KnowledgeArticleStats[]> {
    const from = args.from ? new Date(`${args.from}T00:00:00Z`) : null;
    const to = args.to ? new Date(new Date(`${args.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000) : null;
    if (from && Number.isNaN(from.getTime())) throw new Invalid('from must be a date (yyyy-MM-dd)', 'from');
    if (to && Number.isNaN(to.getTime())) throw new Invalid('to must be a date (yyyy-MM-dd)', 'to');
    return (await this.dataSource.query(ARTICLE_STATS_SQL, [
      this.clock.now(),
      args.articleIds?.length ? args.articleIds : null,
      from,
      to,
    ])) as KnowledgeArticleStats[];
  }

  /** 'Resolved by self-help' this month and this year (in the company's time zone), with the sessions escalated and started. */
  async selfHelpFigures(now: Date = this.clock.now()): Promise<SelfHelpFigures> {
    const zone = await this.links.company.timeZone();
    const [row] = (await this.dataSource.query(SELF_HELP_SQL, [now, zone])) as Record<string, number>[];
    return {
      resolvedThisMonth: row.resolved_month,
      resolvedYearToDate: row.resolved_year,
      escalatedThisMonth: row.escalated_month,
      escalatedYearToDate: row.escalated_year,
      startedThisMonth: row.started_month,
      startedYearToDate: row.started_year,
    };
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private async load(m: EntityManager, id: string, lock: boolean): Promise<TroubleshootingSession> {
    const [row] = (await m.query(`SELECT * FROM troubleshooting_sessions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])) as Record<
      string,
      unknown
    >[];
    if (!row) throw new NotFound(M.sessionNotFound);
    return toSession(row);
  }

  private async article(m: EntityManager, id: string): Promise<ArticleRow> {
    const [row] = (await m.query(`SELECT id, title, category, country, tags FROM knowledge_articles WHERE id = $1`, [id])) as ArticleRow[];
    if (!row) throw new Invalid(M.articleNotFound, 'articleId');
    return row;
  }

  /** The article's steps in order. */
  private steps(m: EntityManager, articleId: string): Promise<StepRow[]> {
    return m.query(`SELECT id, "stepNumber", title FROM knowledge_steps WHERE "articleId" = $1 ORDER BY "stepNumber", id`, [articleId]);
  }

  private checkSteps(steps: StepRow[], currentStepId: string | null, completedSteps: readonly string[]): void {
    const ids = new Set(steps.map((s) => s.id));
    if (currentStepId && !ids.has(currentStepId)) throw new Invalid(M.stepOtherArticle, 'currentStepId');
    if (completedSteps.some((id) => !ids.has(id))) throw new Invalid(M.completedStepsOtherArticle, 'completedSteps');
  }

  private async insert(
    m: EntityManager,
    fields: { articleId: string; currentStepId: string; completedSteps: string[]; status: SessionStatus },
    me: User,
  ): Promise<TroubleshootingSession> {
    const now = this.clock.now();
    const [row] = (await m.query(
      `INSERT INTO troubleshooting_sessions ("articleId", "currentStepId", "completedSteps", status, "startedById", "createdAt", "lastActivityAt", "completedAt")
       VALUES ($1, $2, $3::uuid[], $4, $5, $6, $6, $7) RETURNING *`,
      [
        fields.articleId,
        fields.currentStepId,
        fields.completedSteps,
        fields.status,
        me.id,
        now,
        ENDED.includes(fields.status) ? now : null,
      ],
    )) as Record<string, unknown>[];
    return toSession(row);
  }

  /** Writes the changes and the move's time; answers the session as saved. */
  private async save(
    m: EntityManager,
    session: TroubleshootingSession,
    changes: Partial<TroubleshootingSession>,
  ): Promise<TroubleshootingSession> {
    const next = { ...session, ...changes };
    const rows = updatedRows(
      await m.query(
        `UPDATE troubleshooting_sessions
       SET status = $2, "currentStepId" = $3, "completedSteps" = $4::uuid[], "sessionData" = $5::jsonb, "completedAt" = $6, "lastActivityAt" = $7
       WHERE id = $1 RETURNING *`,
        [
          session.id,
          next.status,
          next.currentStepId,
          next.completedSteps,
          JSON.stringify(next.sessionData ?? {}),
          next.completedAt,
          this.clock.now(),
        ],
      ),
    );
    return toSession(rows[0]);
  }
}
