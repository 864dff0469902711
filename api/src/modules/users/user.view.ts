import { displayName, initials, type Role } from '@pmp/shared';
import { pickFields } from '../../common/pick-fields';
import type { User } from './user.entity';

/** What responses carry of a user: never the password hash or provider tokens. */
export interface UserView {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The avatar's address, or null. */
  profileImageUrl: string | null;
  /** The person's time zone (IANA name), or null for their browser's. */
  timeZone: string | null;
  connectedEmailProvider: string | null;
  role: Role;
  /** Whether the address is confirmed (a self sign-up may have to confirm it before signing in). */
  emailVerified: boolean;
  createdAt: Date;
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    timeZone: user.timeZone,
    connectedEmailProvider: user.connectedEmailProvider,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt,
  };
}

/** GET /api/users: what assignee pickers read of a staff member. */
export interface UserLookup {
  id: string;
  name: string;
  initials: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export function toUserLookup(user: User): UserLookup {
  return {
    id: user.id,
    name: displayName(user),
    initials: initials(user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

/** What another record's REST answer carries of a user it names (an assignee, an author): the name and address. */
export const USER_SUMMARY_FIELDS = ['id', 'firstName', 'lastName', 'email'] as const;
export type UserSummary = Pick<User, (typeof USER_SUMMARY_FIELDS)[number]>;

export function toUserSummary(user: UserSummary | null | undefined): UserSummary | null {
  return user ? pickFields(user, USER_SUMMARY_FIELDS) : null;
}
