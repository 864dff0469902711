import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.mjs';
import { E2E_TWILIO_AUTH_TOKEN, E2E_WEBHOOK_SECRET } from './e2e/env.mjs';
import { E2E_GMAIL_CLIENT_ID, E2E_GMAIL_CLIENT_SECRET, oauthMockPort } from './e2e/email-env.mjs';

/**
 * Browser tests: the built app (npm run build) on a fresh embedded PostgreSQL, driven in Debian's
 * Chromium (/usr/bin/chromium, installed by .ci/run). Playwright never downloads a browser here.
 */
const port = Number(process.env.E2E_PORT ?? 4100);
// The Vite dev server (React StrictMode, development builds) for the `chromium-dev` project.
const devPort = port + 1;
/** The fake Twilio REST endpoint (e2e/fake-twilio.mjs) and the secrets the browser tests sign webhooks with. */
const twilioPort = port + 2;
/**
 * A second api with nothing to send with (no mail server, no Gmail or Outlook app, no Twilio
 * account; only the token that signs inbound texts), for the `unconfigured` project's spec.
 */
const barePort = port + 3;
/** The company mail server the main api sends through (e2e/fake-smtp.mjs). */
const smtpPort = port + 4;
const UNCONFIGURED_SPEC = /sends-unconfigured\.spec\.ts/;
/** The projects named with --project (none: all of them). */
function selectedProjects(argv: string[]): string[] {
  return argv.flatMap((arg, i) => (arg === '--project' ? [argv[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
}
const projectsAsked = selectedProjects(process.argv);
// The second api costs a PostgreSQL start: only when its project runs.
const runsUnconfigured = projectsAsked.length === 0 || projectsAsked.includes('unconfigured');
// Workers re-read this file; the environment keeps them on the directories the main process made.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pmp-e2e-'));
// Where the stand-in mail server keeps what the app sends (e2e/mail-reply.spec.ts answers it).
process.env.E2E_SMTP_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pmp-e2e-smtp-'));
process.env.E2E_BARE_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pmp-e2e-bare-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: UNCONFIGURED_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // What an agent sees on a server with nothing set up to send with (the second api below).
      name: 'unconfigured',
      testMatch: UNCONFIGURED_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${barePort}` },
    },
    {
      // The record-dialog tests again on the dev server, proxying to the same api: React's
      // StrictMode sets every effect up twice there, which is where a focus-trap bug showed.
      name: 'chromium-dev',
      testMatch: /record-dialogs\.spec\.ts/,
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${devPort}` },
    },
  ],
  webServer: [
    {
      command: 'node api/dist/main.js',
      url: `http://localhost:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        COMPANY_NAME: 'Acme Housing',
        COMPANY_EMAIL_DOMAINS: 'acme.test',
        // Each spec signs up its own people and administers its own settings.
        SIGNUP_DEFAULT_ROLE: 'admin',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        PUBLIC_URL: `http://localhost:${port}`,
        WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000e2e',
        TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
        TWILIO_API_BASE: `http://127.0.0.1:${twilioPort}`,
        TWILIO_SMS_FROM: '+447700900001',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Connect Gmail goes to the OAuth mock e2e/email-settings.spec.ts starts.
        GMAIL_CLIENT_ID: E2E_GMAIL_CLIENT_ID,
        GMAIL_CLIENT_SECRET: E2E_GMAIL_CLIENT_SECRET,
        GMAIL_ISSUER: `http://127.0.0.1:${oauthMockPort(port)}`,
      },
    },
    ...(runsUnconfigured ? [unconfiguredApi()] : []),
    {
      command: `node e2e/fake-smtp.mjs ${smtpPort} ${process.env.E2E_SMTP_DIR}`,
      port: smtpPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node e2e/fake-twilio.mjs ${twilioPort}`,
      port: twilioPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --port ${devPort} --strictPort`,
      cwd: 'web',
      url: `http://localhost:${devPort}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PMP_API_ORIGIN: `http://localhost:${port}` },
    },
  ],
});

/** The api with nothing to send with, for the `unconfigured` project. */
function unconfiguredApi() {
  return {
    command: 'node api/dist/main.js',
    url: `http://localhost:${barePort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(barePort),
      DATA_DIR: process.env.E2E_BARE_DATA_DIR,
      COMPANY_NAME: 'Acme Housing',
      COMPANY_EMAIL_DOMAINS: 'acme.test',
      SIGNUP_DEFAULT_ROLE: 'admin',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      PUBLIC_URL: `http://localhost:${barePort}`,
      WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
    },
  };
}
