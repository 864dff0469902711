import {
  CountryValue,
  DIFFICULTY_LABELS,
  DifficultyValue,
  FORM_DIFFICULTIES,
  RESPONSIBILITY_LABELS,
  ResponsibilityValue,
  STEP_TYPE_LABELS,
  StepTypeValue,
  byName,
  namesOf,
} from '@pmp/shared';
import type { ArticleDifficulty, Country, Responsibility, StepType } from '../../gql/graphql';

/** The choices of the admin forms, as GraphQL names, with how each reads. */
export const COUNTRIES: readonly Country[] = namesOf(CountryValue);
export const RESPONSIBILITIES: readonly Responsibility[] = namesOf(ResponsibilityValue);
export const RESPONSIBILITY_NAME_LABELS: Record<Responsibility, string> = byName(ResponsibilityValue, RESPONSIBILITY_LABELS);
/** The difficulties the article form offers (older articles may carry easy, medium or hard). */
export const FORM_DIFFICULTY_NAMES: readonly ArticleDifficulty[] = FORM_DIFFICULTIES.map((d) => d.toUpperCase() as ArticleDifficulty);
export const DIFFICULTY_NAME_LABELS: Record<ArticleDifficulty, string> = byName(DifficultyValue, DIFFICULTY_LABELS);
export const STEP_TYPES: readonly StepType[] = namesOf(StepTypeValue);
export const STEP_TYPE_NAME_LABELS: Record<StepType, string> = byName(StepTypeValue, STEP_TYPE_LABELS);
