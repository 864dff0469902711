import { Invalid } from './errors';
import { FIELD_LIMITS } from '@pmp/shared';

/**
 * The ILIKE pattern for a case-insensitive substring search, with the user's `%`, `_` and `\`
 * taken literally; null when there is nothing to search for (empty or blank).
 */
export function substringPattern(search: string | null | undefined): string | null {
  const term = search?.trim() ?? '';
  if (term === '') return null;
  if (term.length > FIELD_LIMITS.search) {
    throw new Invalid(`Search must be at most ${FIELD_LIMITS.search} characters`, 'search');
  }
  return `%${escapeLike(term)}%`;
}

/** `text` for a LIKE pattern, with the user's `%`, `_` and backslash taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed uuid: anything else cannot name a row (and must not reach PostgreSQL). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Trimmed text, or null when absent or blank (optional text fields store null, never ''). */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
