import type { KnowledgeStep } from './knowledge-step.entity';
import type { StepOption } from './step-option.entity';

/** What REST answers carry of an option: its columns. */
export const OPTION_FIELDS = [
  'id',
  'stepId',
  'optionText',
  'nextStepId',
  'isSuccess',
  'shouldEscalate',
  'escalationNote',
  'createdAt',
] as const satisfies readonly (keyof StepOption)[];
export type StepOptionView = Pick<StepOption, (typeof OPTION_FIELDS)[number]>;

/** What REST answers carry of a step: its columns, then its options (oldest first). */
export const STEP_FIELDS = [
  'id',
  'articleId',
  'stepNumber',
  'type',
  'title',
  'content',
  'richContent',
  'imageUrl',
  'videoUrl',
  'safetyNote',
  'tips',
  'commonMistakes',
  'toolsRequired',
  'timeEstimate',
  'isRequired',
  'createdAt',
] as const satisfies readonly (keyof KnowledgeStep)[];
export type KnowledgeStepView = Pick<KnowledgeStep, (typeof STEP_FIELDS)[number]> & { options: StepOptionView[] };

function pick<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<T, K>;
}

export function toStepOptionView(option: StepOption): StepOptionView {
  return pick(option, OPTION_FIELDS);
}

export function toKnowledgeStepView(step: KnowledgeStep): KnowledgeStepView {
  return { ...pick(step, STEP_FIELDS), options: (step.options ?? []).map(toStepOptionView) };
}
