/** How a person is shown (docs/product.md §2): one rule for the api and the web app. */

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function clean(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** First letters of two words; 'U' unless both are there. */
function initialsOf(first: string, last: string): string {
  return first && last ? `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() : 'U';
}

/** First and last name, else the e-mail address, else 'User'. */
export function displayName(person: PersonName): string {
  const first = clean(person.firstName);
  const last = clean(person.lastName);
  if (first && last) return `${first} ${last}`;
  return clean(person.email) || 'User';
}

/** Avatar initials: the first letters of first and last name, else 'U'. */
export function initials(person: PersonName): string {
  return initialsOf(clean(person.firstName), clean(person.lastName));
}

/**
 * Avatar initials of a one-field name (a contact's): first letters of its first and last word
 * ('Ada King Lovelace' → 'AL'), the first letter of a single word, else 'U'.
 */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 1) return words[0]!.charAt(0).toUpperCase();
  return initialsOf(words[0] ?? '', words[words.length - 1] ?? '');
}
