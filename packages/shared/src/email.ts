/**
 * E-mail settings (docs/product.md §10): the mail providers a user connects, the state of that
 * connection, the signature's limit, and the messages the api answers and the web app shows.
 */

/** The mail accounts a user can connect (OAuth): mail then leaves through that account. */
export enum EmailProviderValue {
  GMAIL = 'gmail',
  OUTLOOK = 'outlook',
}
export type EmailProvider = `${EmailProviderValue}`;
export const EMAIL_PROVIDERS: readonly EmailProvider[] = Object.values(EmailProviderValue);
export const EMAIL_PROVIDER_LABELS: Readonly<Record<EmailProvider, string>> = {
  gmail: 'Gmail',
  outlook: 'Outlook',
};

/**
 * The connected account's health: none connected; connected; or connected once, but the provider
 * refused to renew its access (consent revoked, grant expired) and the user must connect again.
 */
export enum EmailConnectionStatusValue {
  NOT_CONNECTED = 'not_connected',
  CONNECTED = 'connected',
  RECONNECT_NEEDED = 'reconnect_needed',
}
export type EmailConnectionStatus = `${EmailConnectionStatusValue}`;
export const EMAIL_CONNECTION_STATUS_LABELS: Readonly<Record<EmailConnectionStatus, string>> = {
  not_connected: 'Not connected',
  connected: 'Connected',
  reconnect_needed: 'Reconnect needed',
};

export const EMAIL_LIMITS = {
  /** The signature as sent (HTML), before and after sanitizing. */
  signature: 10000,
} as const;

/**
 * The popup the Connect buttons open (docs/product.md §9), and how the page it ends on tells the
 * app's window the outcome: a message of this type, by postMessage to the opener and on a
 * BroadcastChannel of this name (the provider's pages may cut the popup off from its opener).
 */
export const EMAIL_CONNECT_POPUP = {
  width: 500,
  height: 600,
  messageType: 'pmp:email-connect',
  channel: 'pmp-email-connect',
} as const;

/** What the connect popup's last page posts. */
export type EmailConnectMessage = { type: typeof EMAIL_CONNECT_POPUP.messageType; id: string; provider: EmailProvider } & (
  { ok: true } | { ok: false; error: string }
);

export const EMAIL_MESSAGES = {
  /** Sending while e-mail is switched off in the settings (and the Compose Email check). */
  notConfigured: 'Email not configured. Please set up your email settings first.',
  senderEmail: 'Sender email must be a valid email address',
  signatureTooLong: `Signature must be at most ${EMAIL_LIMITS.signature} characters`,
  settingsSaved: 'Email settings updated successfully',
  settingsFailed: 'Failed to update email settings',
  disconnected: 'Email provider disconnected successfully',
  disconnectFailed: 'Failed to disconnect email provider',
  connectFailed: (provider: EmailProvider): string => `Failed to connect ${EMAIL_PROVIDER_LABELS[provider]}`,
  /** Mail from a user whose connected account must be connected again fails with this, never through another route. */
  reconnectNeeded: (provider: EmailProvider, reason: string): string =>
    `Reconnect needed: ${reason}. Reconnect your ${EMAIL_PROVIDER_LABELS[provider]} account in Email Settings.`,
  /** Neither a company mail server nor any account provider is set up on the server. */
  notSetUp: 'E-mail is not set up yet: ask an administrator',
  /** No company mail server, but accounts of these providers can be connected. */
  connectFirst: (providers: readonly EmailProvider[]): string =>
    `Connect your ${providers.map((p) => EMAIL_PROVIDER_LABELS[p]).join(' or ')} account in Email Settings to send e-mail`,
} as const;

/**
 * Why the user's mail has no way to leave, or null when it has one (a connected account, or the
 * company mail server): what sends fail with and why "Enable email sending" is refused.
 */
export function emailRouteMissing(route: {
  connected: boolean;
  companyMailServer: boolean;
  availableProviders: readonly EmailProvider[];
}): string | null {
  if (route.connected || route.companyMailServer) return null;
  return route.availableProviders.length ? EMAIL_MESSAGES.connectFirst(route.availableProviders) : EMAIL_MESSAGES.notSetUp;
}
