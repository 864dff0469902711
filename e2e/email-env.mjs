// The OAuth provider the browser tests connect "Gmail" to: an oauth2-mock-server that
// e2e/email-settings.spec.ts starts on this port, and the app registration the api runs with.
export const E2E_GMAIL_CLIENT_ID = 'e2e-gmail-client';
export const E2E_GMAIL_CLIENT_SECRET = 'e2e-gmail-secret';

/** The mock provider's port, beside the api's (E2E_PORT + 5). */
export function oauthMockPort(apiPort) {
  return apiPort + 5;
}
