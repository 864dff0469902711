import * as oidc from 'openid-client';
import { EMAIL_PROVIDER_LABELS, EMAIL_PROVIDERS, type EmailProvider } from '@pmp/shared';
import type { Config } from '../../config';

/** One mail provider's OAuth app and mail server, from the configuration. */
export interface ProviderSettings {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Where the provider's endpoints are discovered (OpenID Connect discovery). */
  issuer: string;
  scopes: string;
  /** The provider's SMTP server, reached with XOAUTH2. */
  smtpUrl: string;
  /** The provider's IMAP server (imaps://host:port), where the account is read with XOAUTH2. */
  imapUrl: string;
  /** Extra parameters of the authorization request (Google hands out a refresh token only for offline access with consent). */
  authorizationParameters: Record<string, string>;
}

export function providerSettings(config: Config): Record<EmailProvider, ProviderSettings> {
  return {
    gmail: {
      clientId: config.GMAIL_CLIENT_ID,
      clientSecret: config.GMAIL_CLIENT_SECRET,
      issuer: config.GMAIL_ISSUER,
      scopes: config.GMAIL_SCOPES,
      smtpUrl: config.GMAIL_SMTP_URL,
      imapUrl: config.GMAIL_IMAP_URL,
      authorizationParameters: { access_type: 'offline', prompt: 'consent' },
    },
    outlook: {
      clientId: config.OUTLOOK_CLIENT_ID,
      clientSecret: config.OUTLOOK_CLIENT_SECRET,
      issuer: config.OUTLOOK_ISSUER,
      scopes: config.OUTLOOK_SCOPES,
      smtpUrl: config.OUTLOOK_SMTP_URL,
      imapUrl: config.OUTLOOK_IMAP_URL,
      authorizationParameters: { prompt: 'select_account' },
    },
  };
}

/** What a connect or a refresh hands back: the access token, the refresh token when one was given, and the account's address. */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** The account's address, from the ID token (null when the provider sent none). */
  email: string | null;
}

/** The state of one authorization request, kept in the user's session until the callback. */
export interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  /** Epoch milliseconds; an old request is not accepted. */
  startedAt: number;
}

/** The provider refused the grant (invalid_grant: consent revoked, grant expired or unknown): the user must connect again. */
export class GrantRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DISCOVERY_TIMEOUT_SECONDS = 10;
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** The provider's words for an OAuth error answer: 'invalid_grant: Token has been expired or revoked.' */
export function describeOAuthError(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return error.error_description ? `${error.error}: ${error.error_description}` : error.error;
  }
  if (!(error instanceof Error)) return String(error);
  // openid-client's own errors name the check that failed in their cause ('unexpected "state" response parameter value').
  return error.cause instanceof Error && error.cause.message !== error.message
    ? `${error.message} (${error.cause.message})`
    : error.message;
}

/**
 * The OAuth side of connecting a mail account, through openid-client: the authorization URL with
 * state and PKCE (S256), the code exchange at the callback, and refreshing an access token. The
 * providers' endpoints are discovered once from their issuers (Microsoft's multi-tenant issuer is
 * one openid-client knows how to check); plain http is allowed only to a loopback issuer (tests).
 */
export class OAuthProviders {
  private readonly configurations = new Map<EmailProvider, Promise<oidc.Configuration>>();

  constructor(private readonly settings: Record<EmailProvider, ProviderSettings>) {}

  isConfigured(provider: EmailProvider): boolean {
    return Boolean(this.settings[provider].clientId);
  }

  /** The providers whose app is registered here: the only ones a user can connect. */
  available(): EmailProvider[] {
    return EMAIL_PROVIDERS.filter((provider) => this.isConfigured(provider));
  }

  smtpUrl(provider: EmailProvider): string {
    return this.settings[provider].smtpUrl;
  }

  imapUrl(provider: EmailProvider): string {
    return this.settings[provider].imapUrl;
  }

  /** The URL the popup opens, and what the callback must find in the session. */
  async startAuthorization(
    provider: EmailProvider,
    redirectUri: string,
    loginHint: string | null,
  ): Promise<{ url: string; pending: PendingAuthorization }> {
    const configuration = await this.configuration(provider);
    const settings = this.settings[provider];
    const state = oidc.randomState();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: settings.scopes,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...settings.authorizationParameters,
      ...(loginHint ? { login_hint: loginHint } : {}),
    });
    return { url: url.href, pending: { state, codeVerifier, redirectUri, startedAt: Date.now() } };
  }

  /**
   * Checks the callback against the pending request (state; the PKCE verifier goes to the token
   * endpoint) and exchanges the code. Throws the library's errors: the provider's own answer
   * (error=access_denied, ...) or a state that does not match.
   */
  async finishAuthorization(provider: EmailProvider, callbackUrl: URL, pending: PendingAuthorization): Promise<ProviderTokens> {
    const configuration = await this.configuration(provider);
    // The callback as registered (the provider compares redirect_uri with the one of the request).
    const currentUrl = new URL(pending.redirectUri);
    currentUrl.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
    });
    return toProviderTokens(tokens);
  }

  /** A fresh access token; GrantRefused when the provider refuses the refresh token for good. */
  async refresh(provider: EmailProvider, refreshToken: string): Promise<ProviderTokens> {
    const configuration = await this.configuration(provider);
    try {
      return toProviderTokens(await oidc.refreshTokenGrant(configuration, refreshToken));
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
        throw new GrantRefused(`${EMAIL_PROVIDER_LABELS[provider]} refused to renew access (${describeOAuthError(error)})`);
      }
      throw error;
    }
  }

  /** The provider's discovered configuration, once per process (a failed discovery is tried again next time). */
  private configuration(provider: EmailProvider): Promise<oidc.Configuration> {
    let found = this.configurations.get(provider);
    if (!found) {
      found = this.discover(provider);
      this.configurations.set(provider, found);
      found.catch(() => this.configurations.delete(provider));
    }
    return found;
  }

  private async discover(provider: EmailProvider): Promise<oidc.Configuration> {
    const settings = this.settings[provider];
    if (!settings.clientId) throw new Error(`${provider} is not configured`);
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
    return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  }
}

function toProviderTokens(tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers): ProviderTokens {
  const expiresIn = tokens.expiresIn();
  const claims = tokens.claims();
  // Google names the address `email`; Microsoft work accounts may carry it only as preferred_username.
  const address = [claims?.email, claims?.preferred_username].find((value) => typeof value === 'string' && ADDRESS.test(value));
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    email: typeof address === 'string' ? address.toLowerCase() : null,
  };
}
