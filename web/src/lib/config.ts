/**
 * Runtime configuration. The api injects
 * `<meta name="pmp-config" content='{"companyName":"...","signupOpen":true,"signupCodeRequired":true,"passwordResetByEmail":true}'>`
 * into index.html; without it (vite dev) the defaults apply. Read from a meta tag, not an
 * inline script, because the CSP allows scripts from 'self' only.
 */
export interface AppConfig {
  companyName: string;
  /** Whether Sign Up is offered (else accounts are by invitation only). */
  signupOpen: boolean;
  signupCodeRequired: boolean;
  /** Whether "Forgot password?" can e-mail a reset link (else it says to ask an administrator). */
  passwordResetByEmail: boolean;
}

export const defaultConfig: AppConfig = {
  companyName: 'Property Maintenance',
  signupOpen: true,
  signupCodeRequired: false,
  passwordResetByEmail: false,
};

export function parseConfig(content: string | null | undefined): AppConfig {
  if (!content) return defaultConfig;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return defaultConfig;
  }
  if (typeof raw !== 'object' || raw === null) return defaultConfig;
  const record = raw as Record<string, unknown>;
  const companyName =
    typeof record.companyName === 'string' && record.companyName.trim() !== '' ? record.companyName.trim() : defaultConfig.companyName;
  const signupOpen = typeof record.signupOpen === 'boolean' ? record.signupOpen : defaultConfig.signupOpen;
  const signupCodeRequired = typeof record.signupCodeRequired === 'boolean' ? record.signupCodeRequired : defaultConfig.signupCodeRequired;
  const passwordResetByEmail =
    typeof record.passwordResetByEmail === 'boolean' ? record.passwordResetByEmail : defaultConfig.passwordResetByEmail;
  return { companyName, signupOpen, signupCodeRequired, passwordResetByEmail };
}

export function readConfig(doc: Document = document): AppConfig {
  const meta = doc.querySelector('meta[name="pmp-config"]');
  return parseConfig(meta?.getAttribute('content'));
}

let cached: AppConfig | undefined;

/** The configuration of this page load (read once). */
export function getConfig(): AppConfig {
  cached ??= readConfig();
  return cached;
}

/**
 * Whether the api served this page to a signed-in user (`<meta name="pmp-session"
 * content="signed-in">`; never in vite dev): the first screen's data may be asked for before the
 * current user is known.
 */
export function pageIsSignedIn(doc: Document = document): boolean {
  return doc.querySelector('meta[name="pmp-session"]')?.getAttribute('content') === 'signed-in';
}
