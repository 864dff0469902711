/** Small text helpers of the contact, client and property forms and lists. */
export const DEFAULT_LANGUAGE = "English";

/** Trimmed text, or null when blank: optional fields are sent as null, never ''. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** "1 contact", "3 contacts". */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** Avatar initials of a person's name: first letters of the first and last word ('Ada Lovelace' → 'AL'). */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}
