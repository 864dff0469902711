import { feature, resolver } from '../../common/feature-module';
import type { AuditService } from '../audit/audit.service';
import type { CompanyService } from '../company/company.service';
import { poolOf } from '../../common/postgres';
import type { AccountMailService } from '../email/account-mail.service';
import type { InvitationService } from '../team/invitation.service';
import { AuthResolver } from './auth.resolver';
import { authRouter } from './auth.rest';
import { AuthService } from './auth.service';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { RateLimitRecord } from './rate-limit.entity';
import { AuthRateLimiter, PasswordResetRateLimiter } from './rate-limiter';
import { SessionRecord } from './session-record.entity';

interface Uses {
  auth: AuthService;
  passwordResets: PasswordResetService;
  accountMail: AccountMailService;
  invitations: InvitationService;
  audit: AuditService;
  company: CompanyService;
  emailVerifications: EmailVerificationService;
}

/** Sign-up, sign-in and sign-out, password reset, accepting an invitation; the session, rate-limit and reset-link tables. */
export const authModule = feature<Uses>()({
  name: 'auth',
  entities: [SessionRecord, RateLimitRecord, PasswordResetToken],
  services: {
    emailVerifications: ({ accountMail }, { dataSource, clock, log }) => new EmailVerificationService(dataSource, clock, accountMail, log),
    auth: ({ audit, company, emailVerifications }, { dataSource, config, redis }) =>
      new AuthService(
        dataSource,
        config,
        new AuthRateLimiter(config, { pool: poolOf(dataSource), redis }),
        audit,
        company,
        emailVerifications,
      ),
    passwordResets: ({ accountMail, audit }, { dataSource, config, clock, redis, log }) =>
      new PasswordResetService(
        dataSource,
        config,
        clock,
        new PasswordResetRateLimiter({ pool: poolOf(dataSource), redis }),
        accountMail,
        log,
        audit,
      ),
  },
  resolvers: [
    resolver(
      AuthResolver,
      ({ auth, passwordResets, invitations, emailVerifications }) =>
        new AuthResolver(auth, passwordResets, invitations, emailVerifications),
    ),
  ],
  routers: [
    {
      path: '/api',
      access: 'public',
      create: ({ auth, passwordResets, emailVerifications }) => authRouter(auth, passwordResets, emailVerifications),
    },
  ],
});
