import type { Logger } from 'pino';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../common/clock';
import { Invalid } from '../../common/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../common/one-time-token';
import type { AccountMailService } from '../email/account-mail.service';
import { User } from '../users/user.entity';

/** How long a confirmation link works. */
const EMAIL_VERIFICATION_LINK_HOURS = 24;

export const EMAIL_VERIFICATION_MESSAGES = {
  refused: 'This link has expired or was already used. Sign in to get a new one.',
  pending: (email: string) => `Confirm your e-mail address first: we have sent a link to ${email}. Open it, then sign in.`,
  cannotSend: 'New accounts confirm their e-mail address, but this server cannot send e-mail yet: ask an administrator to invite you.',
} as const;

/**
 * E-mail verification of self sign-ups: a link, valid for a day, to the account's address; only
 * its token's hash is kept, on the account, and a newer link replaces it. Confirming does not sign
 * in (a mail scanner may open the link): the person signs in next.
 */
export class EmailVerificationService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly accountMail: AccountMailService,
    private readonly log: Logger,
  ) {
    this.users = dataSource.getRepository(User);
  }

  get canSend(): boolean {
    return this.accountMail.available;
  }

  /** A new link for the unconfirmed account (the one before stops working), e-mailed to its address. */
  async send(user: User, requestOrigin: string): Promise<void> {
    const { token, hash } = newOneTimeToken();
    const expires = new Date(this.clock.now().getTime() + EMAIL_VERIFICATION_LINK_HOURS * 60 * 60_000);
    await this.users.update(
      { id: user.id, emailVerifiedAt: IsNull() },
      { emailVerificationTokenHash: hash, emailVerificationExpiresAt: expires },
    );
    await this.accountMail.send({
      to: user.email,
      subject: 'Confirm your e-mail address',
      text: [
        `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
        '',
        `To finish creating your account ${user.email}, confirm your address by opening this link within ${EMAIL_VERIFICATION_LINK_HOURS} hours:`,
        '',
        this.accountMail.link(`/verify-email/${token}`, requestOrigin),
        '',
        'If you did not sign up, ignore this e-mail: no account is used without it.',
      ].join('\n'),
    });
  }

  /** As `send`, but a failure is logged only: the person is told to sign in again for a new link. */
  sendQuietly(user: User, requestOrigin: string): Promise<void> {
    return this.send(user, requestOrigin).catch((error: unknown) =>
      this.log.error({ err: error }, 'e-mail verification: the link could not be sent'),
    );
  }

  /** Confirms the address the link was sent to, once; answers it. */
  async confirm(token: string): Promise<string> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ emailVerifiedAt: () => 'now()', emailVerificationTokenHash: null, emailVerificationExpiresAt: null })
      .where('"emailVerificationTokenHash" = :hash AND "emailVerificationExpiresAt" > :now', {
        hash: hashOneTimeToken(token),
        now: this.clock.now(),
      })
      .returning(['email'])
      .execute();
    const confirmed = (result.raw as { email: string }[])[0];
    if (!confirmed) throw new Invalid(EMAIL_VERIFICATION_MESSAGES.refused, 'token');
    return confirmed.email;
  }
}
