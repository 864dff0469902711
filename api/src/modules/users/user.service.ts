import {
  In,
  IsNull,
  Not,
  type DataSource,
  type EntityManager,
  type FindOptionsSelect,
  type FindOptionsWhere,
  type Repository,
} from 'typeorm';
import { displayName } from '@pmp/shared';
import type { Page, PageWindow } from '../../common/paging';
import { pageOf } from '../../common/records';
import { User } from './user.entity';
import { Role } from './user.enums';
import { Conflict, NotFound } from '../../common/errors';
import { isUuid } from '../../common/search-pattern';

/** The connected mail account's (encrypted) tokens and their expiry: read only by the e-mail feature. */
export const EMAIL_TOKEN_FIELDS = [
  'googleAccessToken',
  'googleRefreshToken',
  'googleTokenExpiry',
  'outlookAccessToken',
  'outlookRefreshToken',
  'outlookTokenExpiry',
] as const satisfies readonly (keyof User)[];

/** What the e-mail feature reads and writes of a user: the settings, the connected account and its (encrypted) tokens. */
export const EMAIL_ACCOUNT_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'senderEmail',
  'emailSignature',
  'emailEnabled',
  'connectedEmailProvider',
  'connectedEmail',
  'emailConnectionError',
  ...EMAIL_TOKEN_FIELDS,
] as const satisfies readonly (keyof User)[];
export type UserEmailAccount = Pick<User, (typeof EMAIL_ACCOUNT_FIELDS)[number]>;
export type UserEmailAccountChange = Partial<Omit<UserEmailAccount, 'id' | 'email' | 'firstName' | 'lastName'>>;

/** What a person changes of their own profile: their name and time zone. */
export type ProfileChange = Partial<Pick<User, 'firstName' | 'lastName' | 'timeZone'>>;

/** Staff lookups: active users in name order (a picker is read alphabetically, not by sign-up date). */
export class UserService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  /** The user (active or not), or null: another feature's link to a user. */
  find(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Whether an account (active or not) has this address, compared lower-cased: an invitation goes to a new address only. */
  existsWithEmail(email: string): Promise<boolean> {
    return this.users.exists({ where: { email: email.trim().toLowerCase() } });
  }

  /** Everyone who has an account, active first, then by name: the team screen. */
  team(): Promise<User[]> {
    return this.users
      .createQueryBuilder('u')
      .orderBy('u.isActive', 'DESC')
      .addOrderBy('lower(coalesce(u.firstName, u.email))', 'ASC')
      .addOrderBy('u.email', 'ASC')
      .getMany();
  }

  /**
   * Changes a user's role or whether they may sign in. The company keeps at least one active
   * admin: a change that would leave none is refused (checked under a lock, so two admins
   * demoting each other at once cannot both succeed).
   */
  async changeAccess(
    userId: string,
    change: { role?: Role; isActive?: boolean },
    /** Runs in the same transaction with the user as they were and became (the audit log's record). */
    within?: (manager: EntityManager, before: User, after: User) => Promise<void>,
  ): Promise<User> {
    return this.users.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('users: admins'))`);
      const user = isUuid(userId) ? await manager.findOneBy(User, { id: userId }) : null;
      if (!user) throw new NotFound('User not found');
      const staysAdmin = (change.role ?? user.role) === Role.ADMIN && (change.isActive ?? user.isActive);
      if (user.role === Role.ADMIN && user.isActive && !staysAdmin) {
        const others = await manager.count(User, { where: { role: Role.ADMIN, isActive: true, id: Not(user.id) } });
        if (others === 0) {
          throw new Conflict(
            change.isActive === false
              ? 'The last active admin cannot be deactivated: make someone else an admin first.'
              : 'The last active admin cannot be given another role: make someone else an admin first.',
          );
        }
      }
      await manager.update(User, user.id, change);
      const changed = await manager.findOneByOrFail(User, { id: user.id });
      await within?.(manager, user, changed);
      return changed;
    });
  }

  /**
   * Makes the account with this address an active admin (`npm run admin -- promote`): the way
   * back in for a company whose admins are gone. Null when no account has the address.
   */
  async promoteToAdmin(email: string): Promise<User | null> {
    const found = await this.users.findOne({ where: { email: email.trim().toLowerCase() } });
    if (!found) return null;
    await this.users.update(found.id, { role: Role.ADMIN, isActive: true });
    return this.users.findOneOrFail({ where: { id: found.id } });
  }

  /** Changes what a person sets of their own profile (checked by the profile feature); answers the user as now. */
  async updateProfile(id: string, change: ProfileChange): Promise<User> {
    if (Object.keys(change).length > 0) await this.users.update(id, change);
    return this.users.findOneByOrFail({ id });
  }

  /**
   * Sets the user's avatar address (null: none); answers the user as now and the address it
   * replaced. Locks the row, so of two changes at once each sees the other's address as the one
   * it replaced (and the files behind replaced addresses can be deleted).
   */
  async replaceAvatar(id: string, address: string | null): Promise<{ user: User; replaced: string | null }> {
    return this.users.manager.transaction(async (manager) => {
      const current = await manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new NotFound('User not found');
      await manager.update(User, id, { profileImageUrl: address });
      return { user: await manager.findOneByOrFail(User, { id }), replaced: current.profileImageUrl };
    });
  }

  /** The display names of the users of `ids` that exist (active or not), by id: another feature's list naming people. */
  async names(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await this.users.find({ select: { id: true, firstName: true, lastName: true, email: true }, where: { id: In(wanted) } });
    return new Map(rows.map((u) => [u.id, displayName(u)]));
  }

  /** The active user, or null (inside `manager`'s transaction when given): whom a ticket or task may be assigned to. */
  findActive(id: string, manager?: EntityManager): Promise<User | null> {
    return (manager?.getRepository(User) ?? this.users).findOneBy({ id, isActive: true });
  }

  /** Of `ids`, those of active users (inside `manager`'s transaction when given): who can still be told something. */
  async activeIds(ids: readonly string[], manager?: EntityManager): Promise<Set<string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Set();
    const rows = await (manager?.getRepository(User) ?? this.users).find({
      select: { id: true },
      where: { id: In(wanted), isActive: true },
    });
    return new Set(rows.map((u) => u.id));
  }

  /** Of `ids`, the active users' address and time zone (inside `manager`'s transaction when given): how the notifications reach them. */
  async activeContacts(ids: readonly string[], manager?: EntityManager): Promise<Map<string, { email: string; timeZone: string | null }>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await (manager?.getRepository(User) ?? this.users).find({
      select: { id: true, email: true, timeZone: true },
      where: { id: In(wanted), isActive: true },
    });
    return new Map(rows.map((u) => [u.id, { email: u.email, timeZone: u.timeZone }]));
  }

  /** The active users whose username is one of `usernames`, case-insensitively: whom an @mention in a note names. */
  async activeIdsByUsername(usernames: readonly string[], manager?: EntityManager): Promise<string[]> {
    const wanted = [...new Set(usernames.map((u) => u.toLowerCase()))];
    if (wanted.length === 0) return [];
    const rows = await (manager?.getRepository(User) ?? this.users)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('lower(u.username) IN (:...wanted)', { wanted })
      .andWhere('u."isActive"')
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** The active admins' ids, oldest account first: whom the desk tells when nobody else is responsible. */
  async activeAdminIds(manager?: EntityManager): Promise<string[]> {
    const rows = await (manager?.getRepository(User) ?? this.users).find({
      select: { id: true },
      where: { role: Role.ADMIN, isActive: true },
      order: { createdAt: 'ASC' },
    });
    return rows.map((u) => u.id);
  }

  /** The user's e-mail settings and connected account, tokens included (they are never selected otherwise). */
  emailAccount(id: string): Promise<UserEmailAccount | null> {
    const select = Object.fromEntries(EMAIL_ACCOUNT_FIELDS.map((field) => [field, true])) as FindOptionsSelect<User>;
    return this.users.findOne({ select, where: { id } });
  }

  /** The active users with a connected mail account in good health (their mailboxes are read). */
  connectedEmailAccounts(): Promise<Pick<User, 'id' | 'connectedEmailProvider' | 'connectedEmail'>[]> {
    return this.users.find({
      select: { id: true, connectedEmailProvider: true, connectedEmail: true },
      where: { isActive: true, connectedEmailProvider: Not(IsNull()), connectedEmail: Not(IsNull()), emailConnectionError: IsNull() },
    });
  }

  /**
   * Changes the user's e-mail settings or connected account; with `onlyIf`, only while those
   * columns still hold those values (a token refresh never brings back an account disconnected
   * meanwhile). Answers whether the row changed.
   */
  async updateEmailAccount(
    id: string,
    change: UserEmailAccountChange,
    onlyIf: Partial<Pick<UserEmailAccount, 'connectedEmailProvider' | 'googleRefreshToken' | 'outlookRefreshToken'>> = {},
  ): Promise<boolean> {
    const where: FindOptionsWhere<User> = { id };
    for (const [column, value] of Object.entries(onlyIf)) Object.assign(where, { [column]: value === null ? IsNull() : value });
    const result = await this.users.update(where, change);
    return (result.affected ?? 0) > 0;
  }

  async listActive(page: PageWindow): Promise<Page<User>> {
    const active = this.users
      .createQueryBuilder('u')
      .where('u.isActive = true')
      // Case-insensitive, as people read names; served by IDX_users_active_name.
      .orderBy('lower(u."firstName")', 'ASC', 'NULLS LAST')
      .addOrderBy('lower(u."lastName")', 'ASC', 'NULLS LAST')
      .addOrderBy('lower(u.email)', 'ASC')
      .addOrderBy('u.id', 'ASC');
    return pageOf(active, page);
  }
}
