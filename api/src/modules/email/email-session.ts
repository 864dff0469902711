import type { Request } from 'express';
import type { EmailProvider } from './email.enums';
import type { PendingAuthorization } from './oauth-providers';

declare module 'express-session' {
  interface SessionData {
    /** Mail-account connects under way: each provider's state and PKCE verifier, until its callback. */
    emailConnect?: Partial<Record<EmailProvider, PendingAuthorization>>;
  }
}

/** Keeps the connect's state and PKCE verifier in the signed-in user's session (saved with the response). */
export function rememberConnect(req: Request, provider: EmailProvider, pending: PendingAuthorization): void {
  req.session.emailConnect = { ...req.session.emailConnect, [provider]: pending };
}

/** The pending connect for the provider, removed from the session: a callback is accepted once. */
export function takeConnect(req: Request, provider: EmailProvider): PendingAuthorization | undefined {
  const pending = req.session.emailConnect?.[provider];
  if (req.session.emailConnect && pending) {
    const { [provider]: _taken, ...rest } = req.session.emailConnect;
    req.session.emailConnect = rest;
  }
  return pending;
}

/**
 * Where the provider sends the user back: PUBLIC_URL, else the address the request came to (the
 * same origin as the app, so the callback page can tell the app's window). The provider's app
 * registration must list it.
 */
export function connectCallbackUrl(req: Request, publicUrl: string | undefined, provider: EmailProvider): string {
  const origin = publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.get('host')}`;
  return `${origin}/api/oauth/${provider}/callback`;
}
