interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function clean(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/** Initials from first and last name, else 'U' (the user menu's avatar). */
export function userInitials(user: NamedUser): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  return "U";
}

/** First and last name, else email, else 'User'. */
export function userDisplayName(user: NamedUser): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first} ${last}`;
  return clean(user.email) || "User";
}
