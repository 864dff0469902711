/**
 * A person's own profile (docs/product.md §2 "Profile"): name, avatar and time zone, and the
 * password change. The api validates with these rules and messages; the Profile page checks the
 * same before sending.
 */
import { FIELD_LIMITS } from './limits';

export const PROFILE_LIMITS = {
  /** The longest IANA time zone name is about 30 characters. */
  timeZone: 64,
} as const;

/** The avatar upload: PNG, JPEG, GIF or WebP (by content), at most 2 MB, in the multipart field `avatar`. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_FIELD = 'avatar';
/** Where avatars are served (same origin, signed-in users): the upload stores this path plus the file's name. */
export const AVATAR_PATH = '/api/uploads/avatars/';

export const PROFILE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: `Names must be at most ${FIELD_LIMITS.name} characters`,
  timeZone: 'Choose a time zone from the list',
  avatarTooLarge: 'File size must be less than 2MB',
  saved: 'Profile saved',
  saveFailed: 'Failed to save profile',
  avatarSaved: 'Avatar updated',
  avatarRemoved: 'Avatar removed',
  avatarFailed: 'Failed to update avatar',
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
  newRequired: 'New password is required',
  // The sign-up form's texts: a new password follows the same rules.
  newTooShort: `Password must be at least ${FIELD_LIMITS.passwordMin} characters`,
  newTooLong: `Password must be at most ${FIELD_LIMITS.passwordMax} characters`,
  sameAsCurrent: 'The new password must be different from the current one',
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match",
  changed: 'Password changed',
  changedDetail: 'You are still signed in here; your other sessions have been signed out.',
  failed: 'Failed to change password',
} as const;

/** An IANA name's shape: "UTC", "Europe/London", "America/Argentina/Buenos_Aires", "Etc/GMT+5". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

let zones: readonly string[] | undefined;

/** The time zones this runtime lists (IANA names, UTC included), in alphabetical order. */
export function timeZoneNames(): readonly string[] {
  if (!zones) {
    const listed = new Set(Intl.supportedValuesOf('timeZone'));
    listed.add('UTC');
    zones = [...listed].sort();
  }
  return zones;
}

/**
 * `value` as a time zone this runtime knows, spelled as its list spells it ("europe/london" →
 * "Europe/London"); a known alias the list leaves out ("Etc/UTC") as given; null for anything else.
 */
export function timeZoneName(value: string): string | null {
  const name = value.trim();
  if (name.length > PROFILE_LIMITS.timeZone || !ZONE_NAME.test(name)) return null;
  const lower = name.toLowerCase();
  const listed = timeZoneNames().find((zone) => zone.toLowerCase() === lower);
  if (listed) return listed;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return null;
  }
}
