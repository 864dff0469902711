/** Small text helpers of the contact, client and property forms and lists. */
export const DEFAULT_LANGUAGE = 'English';

/** Trimmed text, or null when blank: optional fields are sent as null, never ''. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** "1 contact", "3 contacts". */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** "contact" → "Contact". */
export function capitalize(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
