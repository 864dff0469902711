import { timingSafeEqual, createHash } from 'node:crypto';
import argon2 from 'argon2';
import type { DataSource, Repository } from 'typeorm';
import { COMPANY_MESSAGES, EmailVerification, PASSWORD_CHANGE_MESSAGES, SignupMode } from '@pmp/shared';
import { AppError, Conflict, Forbidden, Invalid, InvalidCredentials, Unauthenticated } from '../../common/errors';
import { isUniqueViolation } from '../../common/postgres';
import type { Config } from '../../config';
import { AuditAction } from '@pmp/shared';
import type { AuditService } from '../audit/audit.service';
import type { CompanyService } from '../company/company.service';
import { EMAIL_VERIFICATION_MESSAGES, type EmailVerificationService } from './email-verification.service';
import { Role } from '../users/user.enums';
import { User } from '../users/user.entity';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs';
import type { AuthRateLimiter } from './rate-limiter';

const HASH_OPTIONS = { type: argon2.argon2id } as const;

/** A password as stored: its argon2id hash. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** Who is signing up or in: their address (throttling, the audit log) and the origin their links point to. */
export interface AuthClient {
  ip: string;
  origin: string;
}

/** What an account is created with besides its address: the sign-up form's, or an invitation's. */
type NewAccount = Pick<RegisterInput, 'firstName' | 'lastName' | 'password'>;

function sameSecret(a: string, b: string): boolean {
  // Compare digests so that neither the length nor the content leaks through timing.
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

/** Sign-up and sign-in rules: company domains, the shared company password, argon2id, throttling. */
export class AuthService {
  private readonly users: Repository<User>;
  /** Verified against when the address is unknown, so both paths cost the same. */
  private readonly dummyHash: Promise<string>;

  constructor(
    dataSource: DataSource,
    private readonly config: Config,
    private readonly limiter: AuthRateLimiter,
    private readonly audit: AuditService,
    private readonly company: CompanyService,
    private readonly verifications: EmailVerificationService,
  ) {
    this.users = dataSource.getRepository(User);
    this.dummyHash = argon2.hash('not-a-real-password', HASH_OPTIONS);
  }

  /** What the sign-in page shows: the company's name, and whether it offers Sign Up. */
  async pageConfig(): Promise<{ companyName: string; signupOpen: boolean }> {
    const company = await this.company.profile();
    const signupOpen = company.signupMode === SignupMode.DOMAIN || !(await this.users.exists());
    return { companyName: company.name, signupOpen };
  }

  private async assertCompanyAddress(email: string): Promise<void> {
    if (await this.company.isCompanyAddress(email)) return;
    const { name } = await this.company.profile();
    throw new Forbidden(`Access restricted to ${name} employees only`, 'email');
  }

  /**
   * A self sign-up, as the company's settings allow it: by company domain (and the company
   * password where SIGNUP_CODE is set), or by invitation only, when only the company's first
   * account may sign up.
   */
  async register(input: RegisterInput, client: AuthClient): Promise<User> {
    const clientIp = client.ip;
    const email = input.email.trim().toLowerCase();
    await this.limiter.consume(email, clientIp);
    return this.countingFailures(clientIp, async () => {
      const company = await this.company.profile();
      const inviteOnly = company.signupMode === SignupMode.INVITE;
      if (inviteOnly && (await this.users.exists())) throw new Forbidden(COMPANY_MESSAGES.inviteOnly, 'email');
      await this.assertCompanyAddress(email);
      if (this.config.SIGNUP_CODE && !sameSecret(input.signupCode ?? '', this.config.SIGNUP_CODE)) {
        throw new Forbidden('The company password is incorrect', 'signupCode');
      }
      const verify = company.emailVerification === EmailVerification.REQUIRED;
      // The company's first account needs no link, so a new server without mail can still start.
      if (verify && !this.verifications.canSend && (await this.users.exists()))
        throw new Forbidden(EMAIL_VERIFICATION_MESSAGES.cannotSend, 'email');
      const user = await this.createAccount(input, email, company.signupRole, {
        firstOnly: inviteOnly,
        verify,
        ip: clientIp,
        via: 'sign-up',
      });
      // The company's first account is confirmed (there is nobody to invite it); others get the link.
      if (!user.emailVerifiedAt) await this.verifications.send(user, client.origin);
      return user;
    });
  }

  /**
   * Creates the account an invitation names, with its role: the invitation stands in for the
   * company password (SIGNUP_CODE), not for the company domains.
   */
  registerInvited(input: NewAccount, email: string, role: Role, clientIp: string | null): Promise<User> {
    return this.createAccount(input, email.trim().toLowerCase(), role, { ip: clientIp, via: 'invitation' });
  }

  /**
   * Runs an attempt that passed the throttle; a refusal (wrong password, unknown, refused or taken
   * address, wrong company password) counts against the client address (AuthRateLimiter).
   */
  private async countingFailures<T>(clientIp: string, attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await this.limiter.failed(clientIp);
      throw error;
    }
  }

  /**
   * A new account with `role` (the company's first account is an admin whatever the role);
   * `firstOnly`: refused unless it is the first (sign-up by invitation only); `verify`: its address
   * is to be confirmed before use, unless it is the first. Recorded in the audit log with how it came.
   */
  private async createAccount(
    input: NewAccount,
    email: string,
    role: Role,
    {
      firstOnly = false,
      verify = false,
      ip = null,
      via,
    }: { firstOnly?: boolean; verify?: boolean; ip?: string | null; via: 'sign-up' | 'invitation' },
  ): Promise<User> {
    await this.assertCompanyAddress(email);
    if (await this.users.exists({ where: { email } })) {
      throw new Conflict('An account with this email already exists', 'email');
    }
    const password = await hashPassword(input.password);
    const base = email.slice(0, email.indexOf('@')).slice(0, 56);
    // The username is the e-mail's local part; a second "sam@" on another company domain gets "sam-2".
    for (let attempt = 1; attempt <= 20; attempt++) {
      const username = attempt === 1 ? base : `${base}-${attempt}`;
      try {
        const created = await this.users.manager.transaction(async (manager) => {
          // One at a time, so two sign-ups on an empty database do not both become the first account.
          await manager.query(`SELECT pg_advisory_xact_lock(hashtext('users: first account'))`);
          const first = !(await manager.exists(User));
          if (firstOnly && !first) throw new Forbidden(COMPANY_MESSAGES.inviteOnly, 'email');
          const saved = await manager.save(
            manager.create(User, {
              email,
              username,
              password,
              firstName: input.firstName.trim(),
              lastName: input.lastName.trim(),
              role: first ? Role.ADMIN : role,
              emailVerifiedAt: verify && !first ? null : new Date(),
              lastSignInAt: new Date(),
            }),
          );
          await this.audit.record(
            { user: saved, ip },
            {
              action: AuditAction.SIGNED_UP,
              target: { type: 'user', id: saved.id, label: email },
              after: { role: saved.role, via, emailConfirmed: saved.emailVerifiedAt !== null },
            },
            manager,
          );
          return saved;
        });
        return this.requireUser(created.id);
      } catch (error) {
        const constraint = isUniqueViolation(error);
        if (!constraint) throw error;
        if (constraint.includes('email') || !(await this.users.exists({ where: { username } }))) {
          throw new Conflict('An account with this email already exists', 'email');
        }
      }
    }
    throw new Conflict('Could not choose a username for this address; please contact support', 'email');
  }

  /** Signs in; every attempt past the throttle is in the audit log, failed or not. */
  async login(input: LoginInput, client: AuthClient): Promise<User> {
    const clientIp = client.ip;
    const email = input.email.trim().toLowerCase();
    await this.limiter.consume(email, clientIp);
    try {
      const user = await this.countingFailures(clientIp, () => this.signIn(input, email, client.origin));
      await this.audit.record(
        { user, ip: clientIp },
        { action: AuditAction.SIGN_IN, target: { type: 'user', id: user.id, label: user.email } },
      );
      return user;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        const account = await this.users.findOne({ select: { id: true }, where: { email } });
        await this.audit.record(
          { user: null, ip: clientIp },
          {
            action: AuditAction.SIGN_IN_FAILED,
            target: { type: 'user', id: account?.id ?? null, label: email },
            after: { reason: error.message },
          },
        );
      }
      throw error;
    }
  }

  private async signIn(input: LoginInput, email: string, origin: string): Promise<User> {
    await this.assertCompanyAddress(email);
    const found = await this.users.createQueryBuilder('u').addSelect('u.password').where('u.email = :email', { email }).getOne();
    const ok = await argon2.verify(found?.password ?? (await this.dummyHash), input.password);
    if (!found || !ok) throw new InvalidCredentials();
    if (!found.isActive) throw new Forbidden('This account has been deactivated. Please contact your administrator.');
    if (!found.emailVerifiedAt) {
      // The right password, from the address's owner or not: a fresh link goes to the address only.
      await this.verifications.sendQuietly(found, origin);
      throw new Forbidden(EMAIL_VERIFICATION_MESSAGES.pending(email), 'email');
    }
    await this.limiter.reset(email);
    await this.users.update(found.id, { lastSignInAt: new Date() });
    return this.requireUser(found.id);
  }

  /** A sign-out, for the audit log. */
  signedOut(user: User, clientIp: string): Promise<void> {
    return this.audit.record(
      { user, ip: clientIp },
      { action: AuditAction.SIGN_OUT, target: { type: 'user', id: user.id, label: user.email } },
    );
  }

  /**
   * A signed-in person's new password. The current one must be right: a wrong one is a 400 on
   * `currentPassword` that counts against the client as a failed sign-in does, and attempts are
   * throttled as sign-ins are. Every other session of the person ends with the change; the one of
   * `keepSessionId` stays (the caller gives it a new id).
   */
  async changePassword(userId: string, input: ChangePasswordInput, clientIp: string, keepSessionId: string): Promise<User> {
    const found = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password')
      .where('u.id = :userId', { userId })
      .andWhere('u.isActive = true')
      .getOne();
    if (!found) throw new Unauthenticated();
    await this.limiter.consume(found.email, clientIp);
    if (!(await argon2.verify(found.password, input.currentPassword))) {
      await this.limiter.failed(clientIp);
      throw new Invalid(PASSWORD_CHANGE_MESSAGES.currentWrong, 'currentPassword');
    }
    if (input.newPassword === input.currentPassword) throw new Invalid(PASSWORD_CHANGE_MESSAGES.sameAsCurrent, 'newPassword');
    const password = await argon2.hash(input.newPassword, HASH_OPTIONS);
    await this.users.manager.transaction(async (manager) => {
      await manager.update(User, found.id, { password });
      // Their triggers tell every api process to forget these sessions (session-cache.ts).
      await manager.query(`DELETE FROM sessions WHERE sess->>'userId' = $1 AND sid <> $2`, [found.id, keepSessionId]);
      await this.audit.record(
        { user: found, ip: clientIp },
        { action: AuditAction.PASSWORD_CHANGED, target: { type: 'user', id: found.id, label: found.email } },
        manager,
      );
    });
    await this.limiter.reset(found.email);
    return this.requireUser(found.id);
  }

  /** The user behind a session, if it still exists and is active. */
  async findActiveUser(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id, isActive: true } });
  }

  private async requireUser(id: string): Promise<User> {
    return this.users.findOneOrFail({ where: { id } });
  }
}
