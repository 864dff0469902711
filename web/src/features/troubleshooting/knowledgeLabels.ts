import {
  CARD_TAG_COUNT,
  CountryValue,
  DIFFICULTY_LABELS,
  DifficultyValue,
  RESPONSIBILITY_LABELS,
  ResponsibilityValue,
  byName,
  namesOf,
} from '@pmp/shared';
import type { ArticleDifficulty, Country, Responsibility } from '../../gql/graphql';

/** The filters' choices, in the product's order (docs/product.md §2 Knowledge Base); '' is All. */
export const ARTICLE_COUNTRIES: readonly Country[] = namesOf(CountryValue);

export const RESPONSIBILITY_TEXT: Record<Responsibility, string> = byName(ResponsibilityValue, RESPONSIBILITY_LABELS);
export const RESPONSIBILITY_COLORS: Record<Responsibility, string> = { LANDLORD: 'blue', TENANT: 'green', SHARED: 'purple' };

export const DIFFICULTY_TEXT: Record<ArticleDifficulty, string> = byName(DifficultyValue, DIFFICULTY_LABELS);
/** The display styling also knows the older easy, medium and hard. */
export const DIFFICULTY_COLORS: Record<ArticleDifficulty, string> = {
  BEGINNER: 'green',
  EASY: 'green',
  INTERMEDIATE: 'yellow',
  MEDIUM: 'yellow',
  ADVANCED: 'red',
  HARD: 'red',
};

/** The first tags a card shows, and how many more there are ('+N more'). */
export function cardTags(tags: readonly string[]): { shown: readonly string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAG_COUNT), more: Math.max(0, tags.length - CARD_TAG_COUNT) };
}

/** '30 min', or null when the article gives no estimate. */
export function minutesText(minutes: number | null | undefined): string | null {
  return minutes === null || minutes === undefined ? null : `${minutes} min`;
}
