/** How a staff member is shown: "First Last", else the e-mail address. */
export function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** Avatar initials: first letters of first and last name, else of the e-mail, else 'U'. */
export function initials(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const fromNames = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return fromNames || user.email.trim().charAt(0).toUpperCase() || 'U';
}
