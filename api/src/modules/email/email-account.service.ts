import { EMAIL_MESSAGES, EMAIL_PROVIDER_LABELS, emailRouteMissing } from '@pmp/shared';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { Conflict, Invalid, NotFound } from '../../common/errors';
import type { NotificationService } from '../notifications/notification.service';
import type { UserEmailAccount, UserEmailAccountChange, UserService } from '../users/user.service';
import { EmailConnectionStatusValue, EmailProviderValue, type EmailProvider } from './email.enums';
import type { UpdateEmailSettingsInput } from './email.inputs';
import type { EmailSettings } from './email.types';
import { MailDeliveryFailed } from './mail.types';
import { describeOAuthError, GrantRefused, type OAuthProviders, type PendingAuthorization, type ProviderTokens } from './oauth-providers';
import { sanitizeSignature } from './signature';
import type { TokenCipher } from '../../common/token-crypto';

/** A connect must come back from the provider within this time. */
export const CONNECT_TIMEOUT_MS = 10 * 60_000;
/** An access token this close to its expiry is renewed before use. */
const EXPIRY_MARGIN_MS = 60_000;

const TOKEN_COLUMNS = {
  gmail: { access: 'googleAccessToken', refresh: 'googleRefreshToken', expiry: 'googleTokenExpiry' },
  outlook: { access: 'outlookAccessToken', refresh: 'outlookRefreshToken', expiry: 'outlookTokenExpiry' },
} as const;

const NO_TOKENS: UserEmailAccountChange = {
  googleAccessToken: null,
  googleRefreshToken: null,
  googleTokenExpiry: null,
  outlookAccessToken: null,
  outlookRefreshToken: null,
  outlookTokenExpiry: null,
};

/** Who a mail is from and how it leaves: the connected account (XOAUTH2) or the system SMTP server. */
export type SendingAccount = {
  name: string;
  address: string;
  /** Sanitized HTML, or null. */
  signature: string | null;
} & ({ route: 'smtp' } | { route: EmailProvider; accessToken: string; smtpUrl: string });

/** A connected account whose mailbox the desk reads. */
export interface ReadableAccount {
  userId: string;
  address: string;
  /** The provider's IMAP server: imaps://host:port. */
  imapUrl: string;
}

/**
 * A user's e-mail settings and connected mail account: the settings screen's reads and writes, the
 * OAuth connect (the tokens stored encrypted), and the account mail is sent from, with the access
 * token renewed when it expires. When the provider refuses to renew it (consent revoked, grant
 * expired), the account is marked 'Reconnect needed' with the provider's reason, the user gets an
 * in-app notification, and their mail fails with that reason until they connect again.
 */
export class EmailAccountService {
  /** Renewals in flight, per user: concurrent sends share one refresh. */
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly notifications: NotificationService,
    private readonly providers: OAuthProviders,
    private readonly cipher: TokenCipher,
    private readonly clock: Clock,
    /** Whether the company mail server (the route of users without a connected account) is set up. */
    private readonly companyMailServer: boolean,
  ) {}

  async settings(userId: string): Promise<EmailSettings> {
    return this.toSettings(await this.account(userId));
  }

  /**
   * Switching e-mail on is refused (409 on `emailEnabled`, with the reason) while the user's mail
   * would have no way to leave: no connected account and no company mail server.
   */
  async updateSettings(userId: string, input: UpdateEmailSettingsInput): Promise<EmailSettings> {
    const change: UserEmailAccountChange = {};
    if (input.senderEmail !== undefined) change.senderEmail = input.senderEmail?.trim().toLowerCase() || null;
    if (input.emailSignature !== undefined) change.emailSignature = sanitizeSignature(input.emailSignature);
    if (input.emailEnabled !== undefined && input.emailEnabled !== null) change.emailEnabled = input.emailEnabled;
    if (change.emailEnabled) {
      const account = await this.account(userId);
      const missing = account.emailEnabled ? null : this.routeMissing(account);
      if (missing) throw new Conflict(missing, 'emailEnabled');
    }
    if (Object.keys(change).length) await this.users.updateEmailAccount(userId, change);
    return this.settings(userId);
  }

  /** The provider's sign-in URL for the popup, and what the callback must find in the session. */
  async startConnect(
    userId: string,
    provider: EmailProvider,
    redirectUri: string,
  ): Promise<{ authUrl: string; pending: PendingAuthorization }> {
    const account = await this.account(userId);
    if (!this.providers.isConfigured(provider)) {
      throw new Conflict(`${EMAIL_PROVIDER_LABELS[provider]} sign-in is not set up on this server. Please ask an administrator.`);
    }
    const { url, pending } = await this.providers
      .startAuthorization(provider, redirectUri, account.senderEmail ?? account.email)
      .catch((error) => {
        throw new MailDeliveryFailed(`${EMAIL_PROVIDER_LABELS[provider]} could not be reached: ${describeOAuthError(error)}`, true);
      });
    return { authUrl: url, pending };
  }

  /**
   * The provider sent the user back: the answer is checked against the pending request (state, and
   * the PKCE verifier at the token endpoint), the code exchanged, and the account connected (any
   * other provider's tokens dropped; a pending reconnect cleared).
   */
  async finishConnect(
    userId: string,
    provider: EmailProvider,
    callbackUrl: URL,
    pending: PendingAuthorization | undefined,
  ): Promise<EmailSettings> {
    if (!pending || this.clock.now().getTime() - pending.startedAt > CONNECT_TIMEOUT_MS) {
      throw new Invalid('This connection attempt has expired or was not started here. Please try again.');
    }
    let tokens: ProviderTokens;
    try {
      tokens = await this.providers.finishAuthorization(provider, callbackUrl, pending);
    } catch (error) {
      throw new Invalid(`${EMAIL_PROVIDER_LABELS[provider]} did not connect: ${describeOAuthError(error)}`);
    }
    const columns = TOKEN_COLUMNS[provider];
    await this.users.updateEmailAccount(userId, {
      ...NO_TOKENS,
      [columns.access]: this.cipher.encrypt(tokens.accessToken, tokenContext(userId, columns.access)),
      [columns.refresh]: tokens.refreshToken ? this.cipher.encrypt(tokens.refreshToken, tokenContext(userId, columns.refresh)) : null,
      [columns.expiry]: tokens.expiresAt,
      connectedEmailProvider: provider,
      connectedEmail: tokens.email,
      emailConnectionError: null,
    });
    return this.settings(userId);
  }

  /** Forgets the connected account: its tokens are deleted, mail goes through the system SMTP server again. */
  async disconnect(userId: string): Promise<EmailSettings> {
    await this.account(userId);
    await this.users.updateEmailAccount(userId, {
      ...NO_TOKENS,
      connectedEmailProvider: null,
      connectedEmail: null,
      emailConnectionError: null,
    });
    return this.settings(userId);
  }

  /** Why the user's mail cannot leave now, in their words, or null when it can. */
  async sendingProblem(userId: string): Promise<string | null> {
    return this.problem(await this.account(userId));
  }

  /**
   * Whom the user's mail is from and the route it takes; fails (never falls back to another route)
   * when nothing can send, e-mail is switched off or the connected account needs reconnecting.
   * `renew` forces a new access token (the mail server refused the one it had).
   */
  async sendingAccount(userId: string, options: { renew?: boolean } = {}): Promise<SendingAccount> {
    const account = await this.account(userId);
    const problem = this.problem(account);
    if (problem) throw new Conflict(problem);
    const name = [account.firstName, account.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    const signature = account.emailSignature;
    const provider = account.connectedEmailProvider;
    if (!provider) return { route: 'smtp', name, address: account.senderEmail ?? account.email, signature };
    const address = account.connectedEmail ?? account.senderEmail ?? account.email;
    const accessToken = await this.accessToken(account, provider, options.renew ?? false);
    return { route: provider, name, address, signature, accessToken, smtpUrl: this.providers.smtpUrl(provider) };
  }

  /** The connected accounts in good health, to be read: each one's user, address and IMAP server. */
  async readableAccounts(): Promise<ReadableAccount[]> {
    return (await this.users.connectedEmailAccounts()).map((account) => ({
      userId: account.id,
      address: account.connectedEmail!,
      imapUrl: this.providers.imapUrl(account.connectedEmailProvider!),
    }));
  }

  /** The connected account's access token for reading its mailbox (XOAUTH2), renewed when it expires. */
  async readingToken(userId: string): Promise<string> {
    const account = await this.account(userId);
    const provider = account.connectedEmailProvider;
    if (!provider) throw new Conflict('No mail account is connected');
    if (account.emailConnectionError) throw new Conflict(EMAIL_MESSAGES.reconnectNeeded(provider, account.emailConnectionError));
    return this.accessToken(account, provider, false);
  }

  /**
   * The one rule of whether a user's mail can leave: a route first (an administrator's matter when
   * the server has none), then the user's switch, then the connected account's health.
   */
  private problem(account: UserEmailAccount): string | null {
    const provider = account.connectedEmailProvider;
    return (
      this.routeMissing(account) ??
      (!account.emailEnabled ? EMAIL_MESSAGES.notConfigured : null) ??
      (provider && account.emailConnectionError ? EMAIL_MESSAGES.reconnectNeeded(provider, account.emailConnectionError) : null)
    );
  }

  private routeMissing(account: UserEmailAccount): string | null {
    return emailRouteMissing({
      connected: Boolean(account.connectedEmailProvider),
      companyMailServer: this.companyMailServer,
      availableProviders: this.providers.available(),
    });
  }

  private toSettings(account: UserEmailAccount): EmailSettings {
    const provider = account.connectedEmailProvider;
    return {
      senderEmail: account.senderEmail,
      emailSignature: account.emailSignature,
      emailEnabled: account.emailEnabled,
      connectedEmailProvider: provider ? (provider as EmailProviderValue) : null,
      connectedEmail: account.connectedEmail,
      connectionStatus: !provider
        ? EmailConnectionStatusValue.NOT_CONNECTED
        : account.emailConnectionError
          ? EmailConnectionStatusValue.RECONNECT_NEEDED
          : EmailConnectionStatusValue.CONNECTED,
      connectionError: provider ? account.emailConnectionError : null,
      availableProviders: this.providers.available() as EmailProviderValue[],
      companyMailServer: this.companyMailServer,
      sendingProblem: this.problem(account),
    };
  }

  private async account(userId: string): Promise<UserEmailAccount> {
    const account = await this.users.emailAccount(userId);
    if (!account) throw new NotFound('User not found');
    return account;
  }

  /** The stored access token while it is good, else a renewed one (one renewal per user at a time). */
  private async accessToken(account: UserEmailAccount, provider: EmailProvider, renew: boolean): Promise<string> {
    const columns = TOKEN_COLUMNS[provider];
    const stored = account[columns.access];
    const expiry = account[columns.expiry];
    if (!renew && stored && (!expiry || expiry.getTime() - EXPIRY_MARGIN_MS > this.clock.now().getTime())) {
      return this.cipher.decrypt(stored, tokenContext(account.id, columns.access));
    }
    let inFlight = this.refreshing.get(account.id);
    if (!inFlight) {
      inFlight = this.renew(account, provider).finally(() => this.refreshing.delete(account.id));
      this.refreshing.set(account.id, inFlight);
    }
    return inFlight;
  }

  private async renew(account: UserEmailAccount, provider: EmailProvider): Promise<string> {
    const columns = TOKEN_COLUMNS[provider];
    const storedRefresh = account[columns.refresh];
    const label = EMAIL_PROVIDER_LABELS[provider];
    if (!storedRefresh) return this.reconnectNeeded(account, provider, `${label} gave no refresh token`);
    let tokens: ProviderTokens;
    try {
      tokens = await this.providers.refresh(provider, this.cipher.decrypt(storedRefresh, tokenContext(account.id, columns.refresh)));
    } catch (error) {
      if (error instanceof GrantRefused) return this.reconnectNeeded(account, provider, error.reason);
      // The provider is unreachable or answered oddly: the account may be fine, try again later.
      throw new MailDeliveryFailed(`Could not renew access to ${label}: ${describeOAuthError(error)}`, true);
    }
    await this.users.updateEmailAccount(
      account.id,
      {
        [columns.access]: this.cipher.encrypt(tokens.accessToken, tokenContext(account.id, columns.access)),
        [columns.expiry]: tokens.expiresAt,
        // Microsoft hands out a new refresh token with each renewal; Google keeps the first.
        ...(tokens.refreshToken
          ? { [columns.refresh]: this.cipher.encrypt(tokens.refreshToken, tokenContext(account.id, columns.refresh)) }
          : {}),
      },
      { connectedEmailProvider: provider, [columns.refresh]: storedRefresh },
    );
    return tokens.accessToken;
  }

  /**
   * Marks the account 'Reconnect needed' with the reason (its dead tokens dropped), tells the user
   * once with an in-app notification, and fails the mail with that reason.
   */
  private async reconnectNeeded(account: UserEmailAccount, provider: EmailProvider, reason: string): Promise<never> {
    const columns = TOKEN_COLUMNS[provider];
    const changed = await this.users.updateEmailAccount(
      account.id,
      { ...NO_TOKENS, emailConnectionError: reason.slice(0, 1000) },
      { connectedEmailProvider: provider, [columns.refresh]: account[columns.refresh] },
    );
    if (changed) {
      await this.notifications.create(this.dataSource.manager, {
        userId: account.id,
        type: 'email_connection',
        title: `Reconnect your ${EMAIL_PROVIDER_LABELS[provider]} account`,
        body: `${reason}. Mail from you cannot be sent until you reconnect in Email Settings.`,
        taskId: null,
        ticketId: null,
      });
      this.notifications.notifyChanged([account.id]);
    }
    throw new Conflict(EMAIL_MESSAGES.reconnectNeeded(provider, reason));
  }
}

/** Binds an encrypted token to its user and column. */
function tokenContext(userId: string, column: string): string {
  return `users.${column}:${userId}`;
}
