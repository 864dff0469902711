import { feature, resolver } from '../../common/feature-module';
import type { CompanyService } from '../company/company.service';
import type { NotificationService } from '../notifications/notification.service';
import type { UserService } from '../users/user.service';
import { AccountMailService } from './account-mail.service';
import { EmailAccountService } from './email-account.service';
import { EmailSettingsResolver } from './email.resolver';
import { emailSettingsRouter, oauthRouter } from './email.rest';
import { MailService } from './mail.service';
import { OAuthProviders, providerSettings } from './oauth-providers';
import { TokenCipher } from '../../common/token-crypto';

interface Uses {
  emailAccounts: EmailAccountService;
  users: UserService;
  notifications: NotificationService;
  company: CompanyService;
}

/**
 * Users' connected Gmail/Outlook accounts and the system SMTP server; `mail` sends through them,
 * `accountMail` sends the app's own account mail (reset links, invitations) through the system server.
 */
export const emailModule = feature<Uses>()({
  name: 'email',
  entities: [],
  services: {
    emailAccounts: ({ users, notifications }, { dataSource, config, clock }) =>
      new EmailAccountService(
        dataSource,
        users,
        notifications,
        new OAuthProviders(providerSettings(config)),
        new TokenCipher(config.SECRET_KEY),
        clock,
        Boolean(config.SMTP_URL),
      ),
    mail: ({ emailAccounts }, { config }) => new MailService(emailAccounts, config.SMTP_URL),
    accountMail: ({ company }, { config }) => new AccountMailService(config, async () => (await company.profile()).name),
  },
  resolvers: [
    resolver(EmailSettingsResolver, ({ emailAccounts }, { config }) => new EmailSettingsResolver(emailAccounts, config.PUBLIC_URL)),
  ],
  routers: [
    // Under /api/users: the registry mounts this feature before the users feature.
    { path: '/api/users/me/email-settings', create: ({ emailAccounts }) => emailSettingsRouter(emailAccounts) },
    { path: '/api/oauth', create: ({ emailAccounts }, { config }) => oauthRouter(emailAccounts, config.PUBLIC_URL) },
  ],
});
