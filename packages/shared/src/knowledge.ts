import { FIELD_LIMITS } from './limits';

/**
 * The knowledge base's enumerations, limits, defaults and messages (docs/product.md §3, §4, §5,
 * §9): the api validates against them and the web forms and screens use the same values.
 * As in enums.ts, member names are the GraphQL names and values the database strings.
 */

function valuesOf<E extends Record<string, string>>(values: E): readonly E[keyof E][] {
  return Object.values(values) as E[keyof E][];
}

/** The countries an article or a responsibility rule applies to (their law differs). */
export enum CountryValue {
  UK = 'UK',
  DE = 'DE',
  FR = 'FR',
  ES = 'ES',
  IT = 'IT',
  NL = 'NL',
  BE = 'BE',
  AT = 'AT',
  CH = 'CH',
  IE = 'IE',
}
export const COUNTRIES = valuesOf(CountryValue);
export type Country = `${CountryValue}`;
export const DEFAULT_COUNTRY: Country = 'UK';

/** Who pays for and arranges a repair: an article's and a matrix entry's responsibility. */
export enum ResponsibilityValue {
  LANDLORD = 'landlord',
  TENANT = 'tenant',
  SHARED = 'shared',
}
export const RESPONSIBILITIES = valuesOf(ResponsibilityValue);
export type Responsibility = `${ResponsibilityValue}`;
export const RESPONSIBILITY_LABELS: Readonly<Record<Responsibility, string>> = {
  landlord: 'Landlord',
  tenant: 'Tenant',
  shared: 'Shared',
};

/** The form offers beginner, intermediate and advanced; older articles use easy, medium and hard. */
export enum DifficultyValue {
  BEGINNER = 'beginner',
  INTERMEDIATE = 'intermediate',
  ADVANCED = 'advanced',
  EASY = 'easy',
  MEDIUM = 'medium',
  HARD = 'hard',
}
export const DIFFICULTIES = valuesOf(DifficultyValue);
export type Difficulty = `${DifficultyValue}`;
/** The difficulties the article form offers. */
export const FORM_DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export enum StepTypeValue {
  INSTRUCTION = 'instruction',
  QUESTION = 'question',
  SAFETY_WARNING = 'safety_warning',
  ESCALATION = 'escalation',
}
export const STEP_TYPES = valuesOf(StepTypeValue);
export type StepType = `${StepTypeValue}`;

export enum SessionStatusValue {
  ACTIVE = 'active',
  COMPLETED = 'completed',
  ESCALATED_TO_TICKET = 'escalated_to_ticket',
}
export const SESSION_STATUSES = valuesOf(SessionStatusValue);
export type SessionStatus = `${SessionStatusValue}`;

/** Column widths and sizes of articles and matrix entries. */
export const KNOWLEDGE_LIMITS = {
  title: 200,
  description: 2000,
  summary: 5000,
  /** Markdown or HTML; a long guide is a few thousand words. */
  fullContent: 100_000,
  heroImageUrl: FIELD_LIMITS.url,
  tags: 20,
  tagLength: 50,
  legalNotes: 5000,
  /** Minutes: a guide longer than a day is not self-help. */
  estimatedDurationMax: 1440,
  search: FIELD_LIMITS.search,
  issueType: 200,
  matrixDescription: 2000,
  urgencyLevel: 50,
} as const;

/** What a new article starts with in the form and on the server. */
export const ARTICLE_DEFAULTS = {
  category: 'plumbing',
  responsibility: 'tenant',
  country: DEFAULT_COUNTRY,
  isActive: true,
  difficulty: 'beginner',
  estimatedDuration: 30,
} as const satisfies {
  category: string;
  responsibility: Responsibility;
  country: Country;
  isActive: boolean;
  difficulty: Difficulty;
  estimatedDuration: number;
};

/** A card shows at most this many tags, then '+N more'. */
export const CARD_TAG_COUNT = 3;

export const KNOWLEDGE_MESSAGES = {
  articleNotFound: 'Article not found',
  title: 'Title is required',
  titleTooLong: `Title must be at most ${KNOWLEDGE_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${KNOWLEDGE_LIMITS.description} characters`,
  summaryTooLong: `Summary must be at most ${KNOWLEDGE_LIMITS.summary} characters`,
  fullContentTooLong: `Content must be at most ${KNOWLEDGE_LIMITS.fullContent} characters`,
  heroImageUrl: 'Hero image must be a valid URL',
  legalNotesTooLong: `Legal notes must be at most ${KNOWLEDGE_LIMITS.legalNotes} characters`,
  tags: `Tags: at most ${KNOWLEDGE_LIMITS.tags}, each at most ${KNOWLEDGE_LIMITS.tagLength} characters`,
  estimatedDuration: `Duration must be a whole number of minutes from 0 to ${KNOWLEDGE_LIMITS.estimatedDurationMax}`,
  search: `Search must be at most ${KNOWLEDGE_LIMITS.search} characters`,
  matrixNotFound: 'Responsibility matrix entry not found',
  matrixDuplicate: 'An entry for this country, category and issue type already exists',
  issueType: 'Issue type is required',
  issueTypeTooLong: `Issue type must be at most ${KNOWLEDGE_LIMITS.issueType} characters`,
  matrixDescriptionTooLong: `Description must be at most ${KNOWLEDGE_LIMITS.matrixDescription} characters`,
  urgencyLevelTooLong: `Urgency level must be at most ${KNOWLEDGE_LIMITS.urgencyLevel} characters`,
} as const;
