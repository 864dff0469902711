import { oneOf } from './enums';
import { STEP_TYPES, type StepType } from './knowledge';
import { NOT_AN_IMAGE, UPLOADED_IMAGE_MIME_TYPES, UPLOADED_IMAGE_NAME } from './images';

/**
 * The guided workflows of knowledge articles (docs/product.md §5 and §10 "Knowledge base"): step
 * types, the step and option limits and messages, and the article image upload's rules. The api
 * validates with them and the admin screen's forms check the same before sending.
 */

export const STEP_TYPE_LABELS: Readonly<Record<StepType, string>> = {
  instruction: 'Instruction',
  question: 'Question',
  safety_warning: 'Safety Warning',
  escalation: 'Escalation',
};

export const DEFAULT_STEP_TYPE: StepType = 'instruction';
/** Minutes a new step takes unless told otherwise. */
export const DEFAULT_STEP_TIME_ESTIMATE = 5;

/** Steps and options (knowledge_steps.title is varchar(200), step_options.optionText varchar(300)). */
export const KNOWLEDGE_STEP_LIMITS = {
  title: 200,
  content: 20000,
  richContent: 50000,
  /** Safety note, tips, common mistakes. */
  note: 5000,
  url: 500,
  tools: 20,
  toolLength: 100,
  /** Minutes (one day). */
  timeEstimateMax: 1440,
  optionText: 300,
  escalationNote: 2000,
  /** Steps in one reorder (more than any real workflow has). */
  reorderMax: 500,
} as const;

export const KNOWLEDGE_STEP_MESSAGES = {
  articleNotFound: 'Article not found',
  stepNotFound: 'Step not found',
  optionNotFound: 'Option not found',
  title: 'Title is required',
  titleTooLong: `Title must be at most ${KNOWLEDGE_STEP_LIMITS.title} characters`,
  content: 'Content is required',
  contentTooLong: `Content must be at most ${KNOWLEDGE_STEP_LIMITS.content} characters`,
  richContentTooLong: `Rich content must be at most ${KNOWLEDGE_STEP_LIMITS.richContent} characters`,
  noteTooLong: (label: string) => `${label} must be at most ${KNOWLEDGE_STEP_LIMITS.note} characters`,
  url: (label: string) => `${label} must be an http(s) address of at most ${KNOWLEDGE_STEP_LIMITS.url} characters`,
  tools: `Tools: at most ${KNOWLEDGE_STEP_LIMITS.tools}, each at most ${KNOWLEDGE_STEP_LIMITS.toolLength} characters`,
  type: `Type must be ${oneOf(STEP_TYPES)}`,
  timeEstimate: `Time estimate must be a whole number of minutes from 0 to ${KNOWLEDGE_STEP_LIMITS.timeEstimateMax}`,
  stepNumber: 'Step number must be a whole number of at least 1',
  optionText: 'Option text is required',
  optionTextTooLong: `Option text must be at most ${KNOWLEDGE_STEP_LIMITS.optionText} characters`,
  escalationNoteTooLong: `Escalation note must be at most ${KNOWLEDGE_STEP_LIMITS.escalationNote} characters`,
  nextStepOtherArticle: 'The next step must be a step of the same article',
  nextStepOwnStep: 'An option cannot lead back to its own step',
  successAndEscalate: 'An option either resolves the problem or escalates it, not both',
  reorderEmpty: 'Must provide at least one step ID',
  reorderTooMany: `At most ${KNOWLEDGE_STEP_LIMITS.reorderMax} step IDs`,
  reorderIds: 'Each step ID must be a step ID',
  reorderDuplicate: 'Each step may appear only once in orderedIds',
  reorderMismatch: (count: number) => `orderedIds must list each of the article's ${count} step(s) exactly once`,
} as const;

/** The article image upload: PNG, JPEG, GIF or WebP (by content), at most 5 MB. */
export const KNOWLEDGE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const KNOWLEDGE_IMAGE_FIELD = 'image';
export const KNOWLEDGE_IMAGE_MIME_TYPES = UPLOADED_IMAGE_MIME_TYPES;
export const KNOWLEDGE_IMAGE_MESSAGES = {
  notAnImage: NOT_AN_IMAGE,
  tooLarge: 'File size must be less than 5MB',
} as const;

/** Where uploaded article images are served (same origin, signed-in users): the upload answers this path plus the file's name. */
export const KNOWLEDGE_IMAGE_PATH = '/api/uploads/knowledge-base/';

/** An absolute http(s) address with a host and no spaces. */
const HTTP_URL = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * An image address an article or a step may carry: an http(s) URL, or the path of an uploaded
 * image (`/api/uploads/knowledge-base/<name>`, what the upload answers).
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith(KNOWLEDGE_IMAGE_PATH)) return UPLOADED_IMAGE_NAME.test(value.slice(KNOWLEDGE_IMAGE_PATH.length));
  return HTTP_URL.test(value);
}
