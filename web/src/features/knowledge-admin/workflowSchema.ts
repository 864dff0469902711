import * as yup from 'yup';
import { DEFAULT_STEP_TIME_ESTIMATE, KNOWLEDGE_STEP_LIMITS, KNOWLEDGE_STEP_MESSAGES as M } from '@pmp/shared';
import type {
  CreateKnowledgeStepInput,
  CreateStepOptionInput,
  StepType,
  UpdateKnowledgeStepInput,
  UpdateStepOptionInput,
} from '../../gql/graphql';
import type { WorkflowOption, WorkflowStep } from './useWorkflow';

export interface StepFormValues {
  type: StepType;
  title: string;
  content: string;
  safetyNote: string;
  tips: string;
  /** Minutes, as typed. */
  timeEstimate: string;
}

/** A new step (docs/product.md §5): an instruction of 5 minutes. */
export const newStepValues: StepFormValues = {
  type: 'INSTRUCTION',
  title: '',
  content: '',
  safetyNote: '',
  tips: '',
  timeEstimate: String(DEFAULT_STEP_TIME_ESTIMATE),
};

export function stepValues(step: WorkflowStep): StepFormValues {
  return {
    type: step.type,
    title: step.title,
    content: step.content,
    safetyNote: step.safetyNote ?? '',
    tips: step.tips ?? '',
    timeEstimate: String(step.timeEstimate ?? DEFAULT_STEP_TIME_ESTIMATE),
  };
}

/** The minutes typed; anything that is not a number counts as 0. */
export function minutesOf(typed: string): number {
  const value = Number.parseInt(typed.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}

export const stepSchema = yup.object({
  title: yup.string().trim().required(M.title).max(KNOWLEDGE_STEP_LIMITS.title, M.titleTooLong),
  content: yup.string().trim().required(M.content).max(KNOWLEDGE_STEP_LIMITS.content, M.contentTooLong),
  safetyNote: yup.string().max(KNOWLEDGE_STEP_LIMITS.note, M.noteTooLong('Safety note')),
  tips: yup.string().max(KNOWLEDGE_STEP_LIMITS.note, M.noteTooLong('Tips')),
  timeEstimate: yup.string().test('minutes', M.timeEstimate, (typed) => {
    const minutes = minutesOf(typed ?? '');
    return minutes >= 0 && minutes <= KNOWLEDGE_STEP_LIMITS.timeEstimateMax;
  }),
});

function stepFields(values: StepFormValues) {
  return {
    type: values.type,
    title: values.title.trim(),
    content: values.content.trim(),
    safetyNote: values.safetyNote.trim() || null,
    tips: values.tips.trim() || null,
    timeEstimate: minutesOf(values.timeEstimate),
  };
}

/** A new step of `articleId`; the server puts it last. */
export function toCreateStepInput(articleId: string, values: StepFormValues): CreateKnowledgeStepInput {
  return { articleId, ...stepFields(values) };
}

export function toUpdateStepInput(id: string, values: StepFormValues): UpdateKnowledgeStepInput {
  return { id, ...stepFields(values) };
}

export interface OptionFormValues {
  optionText: string;
  /** '' continues with the following step. */
  nextStepId: string;
  isSuccess: boolean;
  shouldEscalate: boolean;
  escalationNote: string;
}

export const newOptionValues: OptionFormValues = {
  optionText: '',
  nextStepId: '',
  isSuccess: false,
  shouldEscalate: false,
  escalationNote: '',
};

export function optionValues(option: WorkflowOption): OptionFormValues {
  return {
    optionText: option.optionText,
    nextStepId: option.nextStepId ?? '',
    isSuccess: option.isSuccess,
    shouldEscalate: option.shouldEscalate,
    escalationNote: option.escalationNote ?? '',
  };
}

export const optionSchema = yup.object({
  optionText: yup.string().trim().required(M.optionText).max(KNOWLEDGE_STEP_LIMITS.optionText, M.optionTextTooLong),
  escalationNote: yup.string().max(KNOWLEDGE_STEP_LIMITS.escalationNote, M.escalationNoteTooLong),
  shouldEscalate: yup.boolean().test('one-outcome', M.successAndEscalate, function (shouldEscalate) {
    return !(shouldEscalate && (this.parent as OptionFormValues).isSuccess);
  }),
});

/** The escalation note goes only with an option that escalates. */
function optionFields(values: OptionFormValues) {
  return {
    optionText: values.optionText.trim(),
    nextStepId: values.nextStepId || null,
    isSuccess: values.isSuccess,
    shouldEscalate: values.shouldEscalate,
    escalationNote: values.shouldEscalate ? values.escalationNote.trim() || null : null,
  };
}

export function toCreateOptionInput(stepId: string, values: OptionFormValues): CreateStepOptionInput {
  return { stepId, ...optionFields(values) };
}

export function toUpdateOptionInput(id: string, values: OptionFormValues): UpdateStepOptionInput {
  return { id, ...optionFields(values) };
}

/** The steps an option of `stepId` may lead to: every other step of the article. */
export function nextStepChoices<T extends { id: string }>(steps: readonly T[], stepId: string): T[] {
  return steps.filter((step) => step.id !== stepId);
}
