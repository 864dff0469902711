import type { DataSource, EntityManager } from 'typeorm';
import { AuditAction, DEFAULT_STEP_TIME_ESTIMATE, DEFAULT_STEP_TYPE, KNOWLEDGE_STEP_MESSAGES as M } from '@pmp/shared';
import type { SignedInActor } from '../../common/actor';
import { Invalid, NotFound } from '../../common/errors';
import { isUuid, optionalText } from '../../common/search-pattern';
import type { AuditService } from '../audit/audit.service';
import { KnowledgeStep } from './knowledge-step.entity';
import type {
  CreateKnowledgeStepInput,
  CreateStepOptionInput,
  ReorderKnowledgeStepsInput,
  UpdateKnowledgeStepInput,
  UpdateStepOptionInput,
} from './knowledge-step.inputs';
import { StepOption } from './step-option.entity';

/** The fields create and update share; null or blank clears an optional text. */
type StepFields = Omit<UpdateKnowledgeStepInput, 'id'>;

/**
 * The guided workflow of an article (docs/product.md §10 "Knowledge base"): its steps, numbered
 * 1..N without gaps, and each step's if/then options.
 *
 * Every change to an article's step numbers (create, delete, reorder) runs in one transaction that
 * first locks the article's row, so concurrent changes to one article wait for each other and each
 * sees the steps the previous one left. The numbers are rewritten in two passes through negative
 * numbers, so the unique (articleId, stepNumber) constraint, which PostgreSQL checks row by row,
 * never sees two steps on one number.
 */
export class KnowledgeStepService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The article's steps in order, each with its options (oldest first); 404 for an unknown article. */
  async stepsOf(articleId: string): Promise<KnowledgeStep[]> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      await this.requireArticle(manager, articleId, false);
      const steps = await manager.getRepository(KnowledgeStep).find({ where: { articleId }, order: { stepNumber: 'ASC' } });
      return this.withOptions(manager, steps);
    });
  }

  /** One step with its options. */
  async getStep(id: string): Promise<KnowledgeStep> {
    const step = await this.findStep(id);
    if (!step) throw new NotFound(M.stepNotFound);
    const [withOptions] = await this.withOptions(this.dataSource.manager, [step]);
    return withOptions!;
  }

  /** The step, or null when the id names none (for the guided sessions' checks; in `manager`'s transaction when given). */
  async findStep(id: string, manager: EntityManager = this.dataSource.manager): Promise<KnowledgeStep | null> {
    if (!isUuid(id)) return null;
    return manager.getRepository(KnowledgeStep).findOneBy({ id });
  }

  /** The option, or null when the id names none. */
  async findOption(id: string, manager: EntityManager = this.dataSource.manager): Promise<StepOption | null> {
    if (!isUuid(id)) return null;
    return manager.getRepository(StepOption).findOneBy({ id });
  }

  /** A step's options, oldest first; 404 for an unknown step. */
  async optionsOf(stepId: string): Promise<StepOption[]> {
    const step = await this.findStep(stepId);
    if (!step) throw new NotFound(M.stepNotFound);
    return this.dataSource.getRepository(StepOption).find({ where: { stepId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * A new step, always the article's last (number N+1): a stepNumber sent is accepted and ignored
   * (the workflow builder sends one made from the clock), so the numbers stay 1..N.
   */
  async createStep(input: CreateKnowledgeStepInput): Promise<KnowledgeStep> {
    return this.dataSource.transaction(async (manager) => {
      await this.requireArticle(manager, input.articleId, true);
      const [{ last }] = (await manager.query(
        `SELECT COALESCE(max("stepNumber"), 0)::int AS last FROM knowledge_steps WHERE "articleId" = $1`,
        [input.articleId],
      )) as [{ last: number }];
      const repo = manager.getRepository(KnowledgeStep);
      const step = repo.create({
        articleId: input.articleId,
        stepNumber: last + 1,
        type: DEFAULT_STEP_TYPE,
        title: input.title.trim(),
        content: input.content.trim(),
        timeEstimate: DEFAULT_STEP_TIME_ESTIMATE,
        isRequired: true,
        toolsRequired: [],
      });
      applyStepFields(step, input);
      const saved = await repo.save(step);
      saved.options = [];
      return saved;
    });
  }

  /** Changes a step's content; its place changes only through `reorder`. */
  async updateStep(input: UpdateKnowledgeStepInput): Promise<KnowledgeStep> {
    const repo = this.dataSource.getRepository(KnowledgeStep);
    const step = await this.findStep(input.id);
    if (!step) throw new NotFound(M.stepNotFound);
    if (input.title !== undefined) step.title = input.title.trim();
    if (input.content !== undefined) step.content = input.content.trim();
    applyStepFields(step, input);
    await repo.update(step.id, {
      type: step.type,
      title: step.title,
      content: step.content,
      richContent: step.richContent,
      imageUrl: step.imageUrl,
      videoUrl: step.videoUrl,
      safetyNote: step.safetyNote,
      tips: step.tips,
      commonMistakes: step.commonMistakes,
      toolsRequired: step.toolsRequired,
      timeEstimate: step.timeEstimate,
      isRequired: step.isRequired,
    });
    return this.getStep(step.id);
  }

  /**
   * Deletes a step and its options; options of other steps that led to it lose their next step
   * (they advance to the following step instead), sessions standing on it lose their current step
   * (foreign keys). The later steps move up one, so the numbers stay 1..N.
   */
  async deleteStep(id: string, actor: SignedInActor): Promise<void> {
    const found = await this.findStep(id);
    if (!found) throw new NotFound(M.stepNotFound);
    await this.dataSource.transaction(async (manager) => {
      await this.requireArticle(manager, found.articleId, true);
      const deleted = (await manager.query(`DELETE FROM knowledge_steps WHERE id = $1 RETURNING id`, [id])) as unknown[];
      if (rowCount(deleted) === 0) throw new NotFound(M.stepNotFound);
      const rest = await this.stepIdsInOrder(manager, found.articleId);
      await renumber(manager, found.articleId, rest);
      const target = { type: 'knowledge_step', id, label: found.title };
      const before = { articleId: found.articleId, stepNumber: found.stepNumber, title: found.title };
      await this.audit.record(actor, { action: AuditAction.DELETED, target, before }, manager);
    });
  }

  /**
   * Puts the article's steps in the order given: `orderedIds` must name every step of the article
   * exactly once ('Must provide at least one step ID' when empty). Answers the steps in their new
   * order, with their options.
   */
  async reorder(input: ReorderKnowledgeStepsInput): Promise<KnowledgeStep[]> {
    if (input.orderedIds.length === 0) throw new Invalid(M.reorderEmpty, 'orderedIds');
    if (new Set(input.orderedIds).size !== input.orderedIds.length) throw new Invalid(M.reorderDuplicate, 'orderedIds');
    return this.dataSource.transaction(async (manager) => {
      await this.requireArticle(manager, input.articleId, true);
      const current = await this.stepIdsInOrder(manager, input.articleId);
      const known = new Set(current);
      if (current.length !== input.orderedIds.length || !input.orderedIds.every((stepId) => known.has(stepId))) {
        throw new Invalid(M.reorderMismatch(current.length), 'orderedIds');
      }
      await renumber(manager, input.articleId, input.orderedIds);
      const steps = await manager
        .getRepository(KnowledgeStep)
        .find({ where: { articleId: input.articleId }, order: { stepNumber: 'ASC' } });
      return this.withOptions(manager, steps);
    });
  }

  /** A new option of a step (see `applyOptionFields` for its rules). */
  async createOption(input: CreateStepOptionInput): Promise<StepOption> {
    return this.dataSource.transaction(async (manager) => {
      const step = await this.lockedStep(manager, input.stepId, M.stepNotFound);
      const repo = manager.getRepository(StepOption);
      const option = repo.create({ stepId: step.id, optionText: input.optionText.trim(), isSuccess: false, shouldEscalate: false });
      await this.applyOptionFields(manager, option, step, input);
      return repo.save(option);
    });
  }

  async updateOption(input: UpdateStepOptionInput): Promise<StepOption> {
    const found = await this.findOption(input.id);
    if (!found) throw new NotFound(M.optionNotFound);
    return this.dataSource.transaction(async (manager) => {
      const step = await this.lockedStep(manager, found.stepId, M.optionNotFound);
      const option = await this.findOption(input.id, manager);
      if (!option) throw new NotFound(M.optionNotFound);
      if (input.optionText !== undefined) option.optionText = input.optionText.trim();
      await this.applyOptionFields(manager, option, step, input);
      await manager.getRepository(StepOption).update(option.id, {
        optionText: option.optionText,
        nextStepId: option.nextStepId,
        isSuccess: option.isSuccess,
        shouldEscalate: option.shouldEscalate,
        escalationNote: option.escalationNote,
      });
      return option;
    });
  }

  async deleteOption(id: string, actor: SignedInActor): Promise<void> {
    if (!isUuid(id)) throw new NotFound(M.optionNotFound);
    await this.dataSource.transaction(async (manager) => {
      const result = (await manager.query(`DELETE FROM step_options WHERE id = $1 RETURNING "stepId", "optionText"`, [id])) as unknown[];
      const [option] = returnedRows<{ stepId: string; optionText: string }>(result);
      if (!option) throw new NotFound(M.optionNotFound);
      const target = { type: 'step_option', id, label: option.optionText };
      await this.audit.record(
        actor,
        { action: AuditAction.DELETED, target, before: { stepId: option.stepId, optionText: option.optionText } },
        manager,
      );
    });
  }

  /**
   * The option's outcome fields from `input` (those left out stay): the next step must be another
   * step of the same article; an option resolves or escalates, not both; the escalation note is
   * kept only on an option that escalates.
   */
  private async applyOptionFields(
    manager: EntityManager,
    option: StepOption,
    step: KnowledgeStep,
    input: Pick<CreateStepOptionInput, 'nextStepId' | 'isSuccess' | 'shouldEscalate' | 'escalationNote'>,
  ): Promise<void> {
    if (input.nextStepId !== undefined) {
      const nextStepId = input.nextStepId || null;
      if (nextStepId) {
        if (nextStepId === step.id) throw new Invalid(M.nextStepOwnStep, 'nextStepId');
        const next = await this.findStep(nextStepId, manager);
        if (!next || next.articleId !== step.articleId) throw new Invalid(M.nextStepOtherArticle, 'nextStepId');
      }
      option.nextStepId = nextStepId;
    }
    if (input.isSuccess !== undefined && input.isSuccess !== null) option.isSuccess = input.isSuccess;
    if (input.shouldEscalate !== undefined && input.shouldEscalate !== null) option.shouldEscalate = input.shouldEscalate;
    if (option.isSuccess && option.shouldEscalate) throw new Invalid(M.successAndEscalate, 'shouldEscalate');
    if (input.escalationNote !== undefined) option.escalationNote = optionalText(input.escalationNote);
    if (!option.shouldEscalate) option.escalationNote = null;
  }

  /**
   * Takes the article's row lock (`forWrite`) so that changes to its step numbers run one at a
   * time, or just checks it exists; 404 'Article not found' otherwise. FOR NO KEY UPDATE does not
   * block inserts that only reference the article (a new troubleshooting session).
   */
  private async requireArticle(manager: EntityManager, articleId: string, forWrite: boolean): Promise<void> {
    if (!isUuid(articleId)) throw new NotFound(M.articleNotFound);
    const rows = (await manager.query(`SELECT id FROM knowledge_articles WHERE id = $1${forWrite ? ' FOR NO KEY UPDATE' : ''}`, [
      articleId,
    ])) as unknown[];
    if (rows.length === 0) throw new NotFound(M.articleNotFound);
  }

  /**
   * The step, read after taking its article's lock (so a step deleted meanwhile is not found and
   * an option's next step cannot vanish before the option is saved); 404 with `notFound`.
   */
  private async lockedStep(manager: EntityManager, stepId: string, notFound: string): Promise<KnowledgeStep> {
    const step = await this.findStep(stepId, manager);
    if (!step) throw new NotFound(notFound);
    await this.requireArticle(manager, step.articleId, true);
    const locked = await this.findStep(stepId, manager);
    if (!locked) throw new NotFound(notFound);
    return locked;
  }

  private async stepIdsInOrder(manager: EntityManager, articleId: string): Promise<string[]> {
    const rows = (await manager.query(`SELECT id FROM knowledge_steps WHERE "articleId" = $1 ORDER BY "stepNumber", id`, [articleId])) as {
      id: string;
    }[];
    return rows.map((row) => row.id);
  }

  /** Sets each step's `options` (oldest first), read in one query. */
  private async withOptions(manager: EntityManager, steps: KnowledgeStep[]): Promise<KnowledgeStep[]> {
    if (steps.length === 0) return steps;
    const options = await manager
      .getRepository(StepOption)
      .createQueryBuilder('o')
      .where('o.stepId IN (:...ids)', { ids: steps.map((s) => s.id) })
      .orderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    const byStep = new Map<string, StepOption[]>();
    for (const option of options) {
      const list = byStep.get(option.stepId) ?? [];
      list.push(option);
      byStep.set(option.stepId, list);
    }
    for (const step of steps) step.options = byStep.get(step.id) ?? [];
    return steps;
  }
}

/** Copies the optional step fields given (null or blank clears a text; type and time fall back to their defaults). */
function applyStepFields(step: KnowledgeStep, input: StepFields): void {
  if (input.type !== undefined) step.type = input.type ?? DEFAULT_STEP_TYPE;
  if (input.richContent !== undefined) step.richContent = optionalText(input.richContent);
  if (input.imageUrl !== undefined) step.imageUrl = optionalText(input.imageUrl);
  if (input.videoUrl !== undefined) step.videoUrl = optionalText(input.videoUrl);
  if (input.safetyNote !== undefined) step.safetyNote = optionalText(input.safetyNote);
  if (input.tips !== undefined) step.tips = optionalText(input.tips);
  if (input.commonMistakes !== undefined) step.commonMistakes = optionalText(input.commonMistakes);
  if (input.toolsRequired !== undefined) {
    const tools = (input.toolsRequired ?? []).map((tool) => tool.trim()).filter(Boolean);
    step.toolsRequired = [...new Set(tools)];
  }
  if (input.timeEstimate !== undefined) step.timeEstimate = input.timeEstimate ?? DEFAULT_STEP_TIME_ESTIMATE;
  if (input.isRequired !== undefined && input.isRequired !== null) step.isRequired = input.isRequired;
}

/**
 * Numbers the article's steps 1..N in the order of `orderedIds` (which names all of them): first
 * to -1..-N, then to 1..N. No step is ever on a number another holds, whatever order PostgreSQL
 * updates the rows in.
 */
async function renumber(manager: EntityManager, articleId: string, orderedIds: readonly string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await manager.query(
    `UPDATE knowledge_steps s SET "stepNumber" = -o.n
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, n)
      WHERE s.id = o.id AND s."articleId" = $1`,
    [articleId, orderedIds],
  );
  await manager.query(`UPDATE knowledge_steps SET "stepNumber" = -"stepNumber" WHERE "articleId" = $1 AND "stepNumber" < 0`, [articleId]);
}

/** Rows a DELETE ... RETURNING answered (TypeORM hands node-postgres's answer as [rows, count]). */
function rowCount(result: unknown[]): number {
  return returnedRows(result).length;
}

/** The rows a DELETE ... RETURNING answered (the driver answers [rows, count] for it). */
function returnedRows<T>(result: unknown[]): T[] {
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}
