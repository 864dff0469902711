// The secrets the browser tests' api runs with (playwright.config.ts) and the tests sign inbound webhooks with.
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';
export const E2E_TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token';
