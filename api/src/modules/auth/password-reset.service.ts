import { AuditAction } from '@pmp/shared';
import type { AuditService } from '../audit/audit.service';
import type { Logger } from 'pino';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../common/clock';
import { Invalid } from '../../common/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../common/one-time-token';
import type { Config } from '../../config';
import type { AccountMailService } from '../email/account-mail.service';
import { User } from '../users/user.entity';
import { hashPassword } from './auth.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetLinkState, type PasswordResetLink } from './password-reset.types';
import type { PasswordResetRateLimiter } from './rate-limiter';

/** How long a password reset link works. */
const PASSWORD_RESET_LINK_MINUTES = 60;

/** Why a link does not set a password, as the api answers it (the page explains each state itself). */
const REFUSALS: Record<Exclude<PasswordResetLinkState, PasswordResetLinkState.VALID>, string> = {
  [PasswordResetLinkState.EXPIRED]: 'This link has expired. Ask for a new one.',
  [PasswordResetLinkState.USED]: 'This link was already used. Ask for a new one if you need to.',
  [PasswordResetLinkState.REPLACED]: 'A newer link was sent: use the latest e-mail, or ask for a new one.',
  [PasswordResetLinkState.UNKNOWN]: 'This link is not valid. Ask for a new one.',
};

/**
 * Password reset by e-mail: a one-time link, valid for an hour, to the account's address. Only the
 * link token's hash is stored; a newer link replaces the older ones; a deactivated account gets
 * none. Setting the new password ends every session of the account.
 */
export class PasswordResetService {
  private readonly tokens: Repository<PasswordResetToken>;
  private readonly users: Repository<User>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'isProduction'>,
    private readonly clock: Clock,
    private readonly limiter: PasswordResetRateLimiter,
    private readonly accountMail: AccountMailService,
    private readonly log: Logger,
    private readonly audit: AuditService,
  ) {
    this.tokens = dataSource.getRepository(PasswordResetToken);
    this.users = dataSource.getRepository(User);
  }

  /**
   * Whether a forgotten password can be reset by e-mail here: a mail server is set up, and the
   * links have a trusted address. In production that is PUBLIC_URL: a request's Host header is the
   * sender's to choose, and a link built on it could send the token to someone else's server.
   */
  get byEmail(): boolean {
    return this.accountMail.available && (this.accountMail.hasPublicUrl || !this.config.isProduction);
  }

  /**
   * Asks for a link for `email`. Throttled (PasswordResetRateLimiter); otherwise the answer is
   * the same, and as quick, whether or not the address has an account: the link is made and
   * mailed after it, and only for an active account.
   */
  async request(email: string, clientIp: string, requestOrigin: string): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.limiter.consume(address, clientIp);
    if (!this.byEmail) return;
    // Not waited for (see above); a failure is logged, as nobody may be told of it.
    void this.mailLink(address, requestOrigin).catch((error: unknown) =>
      this.log.error({ err: error }, 'password reset: the link could not be made or sent'),
    );
  }

  /** What the link can do, and the account's address while it is valid. */
  async link(token: string): Promise<PasswordResetLink> {
    const row = await this.tokens.findOne({ where: { tokenHash: hashOneTimeToken(token) }, relations: { user: true } });
    const state = this.stateOf(row, row?.user ?? null);
    return { state, email: state === PasswordResetLinkState.VALID ? row!.user!.email : null };
  }

  /**
   * Sets the account's new password with a valid link, which is then used up; every session of the
   * account ends (a thief's too). Answers the account, for the caller's fresh session.
   */
  async reset(token: string, password: string, clientIp: string): Promise<User> {
    const tokenHash = hashOneTimeToken(token);
    // Hashing costs: refuse a dead link before it (the transaction below checks again, under a lock).
    const before = await this.link(token);
    if (before.state !== PasswordResetLinkState.VALID) throw new Invalid(REFUSALS[before.state], 'token');
    const passwordHash = await hashPassword(password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(PasswordResetToken, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
      const user = row ? await manager.findOneBy(User, { id: row.userId }) : null;
      const state = this.stateOf(row, user);
      if (state !== PasswordResetLinkState.VALID) throw new Invalid(REFUSALS[state], 'token');
      const now = this.clock.now();
      await manager.update(PasswordResetToken, { id: row!.id }, { usedAt: now });
      await manager.update(User, { id: user!.id }, { password: passwordHash, lastSignInAt: now });
      // Every session of the account; the session cache and open sockets hear of it (SessionCache).
      await manager.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [user!.id]);
      await this.audit.record(
        { user: user!, ip: clientIp },
        { action: AuditAction.PASSWORD_RESET, target: { type: 'user', id: user!.id, label: user!.email } },
        manager,
      );
      return user!.id;
    });
    return this.users.findOneByOrFail({ id: userId });
  }

  private stateOf(row: PasswordResetToken | null, user: User | null): PasswordResetLinkState {
    if (!row || !user?.isActive) return PasswordResetLinkState.UNKNOWN;
    if (row.usedAt) return PasswordResetLinkState.USED;
    if (row.replacedAt) return PasswordResetLinkState.REPLACED;
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return PasswordResetLinkState.EXPIRED;
    return PasswordResetLinkState.VALID;
  }

  private async mailLink(email: string, requestOrigin: string): Promise<void> {
    const user = await this.users.findOneBy({ email, isActive: true });
    if (!user) return;
    const token = await this.issue(user.id);
    const link = this.accountMail.link(`/reset-password/${token}`, requestOrigin);
    await this.accountMail.send({
      to: user.email,
      subject: 'Reset your password',
      text: [
        `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
        '',
        `Someone (we hope you) asked to reset the password of your account ${user.email}.`,
        `To choose a new password, open this link within ${PASSWORD_RESET_LINK_MINUTES} minutes:`,
        '',
        link,
        '',
        'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** A new link for the account; its earlier links stop working. Answers the token (only its hash is kept). */
  private async issue(userId: string): Promise<string> {
    const { token, hash } = newOneTimeToken();
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      // One at a time per account, so that two requests at once leave one link, not two.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('password reset: ' || $1))`, [userId]);
      await manager.update(PasswordResetToken, { userId, usedAt: IsNull(), replacedAt: IsNull() }, { replacedAt: now });
      await manager.insert(PasswordResetToken, {
        userId,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_MINUTES * 60_000),
      });
    });
    return token;
  }
}
