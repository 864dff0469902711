import { expect, test as base, type Page } from '@playwright/test';
import twilio from 'twilio';
import { E2E_TWILIO_AUTH_TOKEN } from './env.mjs';

/** What the browser tests share: the test password, where screenshots go, sign-up and REST setup. */

/**
 * Every browser test fails on a console error or warning, or an uncaught page error, anywhere in
 * its flow: a warning is how a broken refetch, a React key or a failed request shows first.
 * A test that provokes one on purpose lists it in `allowedConsole` (a pattern of its text).
 */
export const test = base.extend<{ allowedConsole: RegExp[]; consoleGuard: void }>({
  allowedConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = message.text();
        if (allowedConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`console ${type}: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'console errors or warnings during the test').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const PASSWORD = 'correct-horse-battery';
export const SHOTS = 'e2e/artifacts';

/** A tag no other run (or retry) uses: for e-mail addresses and names that must be unique. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Signs up through the Sign Up form, as a new user does. With `landOnDashboard` (the default) it
 * waits for the dashboard the new account lands on.
 */
export async function signUpInBrowser(page: Page, person: Person, options: { landOnDashboard?: boolean } = {}): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  if (options.landOnDashboard ?? true) await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
}

/** Signs up through the REST API; page.request shares the browser context's cookies, so the session is the page's. */
export async function signUpWithApi(page: Page, person: Person): Promise<void> {
  const res = await page.request.post('/api/register', { data: { ...person, password: PASSWORD } });
  expect(res.status(), `/api/register: ${await res.text()}`).toBe(201);
}

/** POSTs through the REST API as the page's user and expects 201 Created; answers the created record. */
export async function postCreated<T = { id: string; number?: number }>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/**
 * A client company and a tenant contact, created through the REST API as the page's user and
 * named with `tag` (uniqueTag()) so each run's are its own: the parties a ticket needs.
 */
export async function createTicketParties(page: Page, tag: string, contactFields: { phone?: string } = {}) {
  const client = await postCreated<{ id: string; companyName: string }>(page, '/api/clients', {
    firstName: 'Hana',
    lastName: 'Harbour',
    email: `ops.${tag}@harbour.test`,
    companyName: `Harbour Homes ${tag}`,
  });
  const contact = await postCreated<{ id: string; name: string }>(page, '/api/contacts', {
    name: `Tom Tenant ${tag}`,
    email: `tom.${tag}@tenant.test`,
    ...contactFields,
  });
  return { client, contact };
}

/** A new ticket's REST body: about heating, at no property, unassigned and untagged. */
export function heatingTicket(fields: { title: string; description: string; priority: string; clientId: string; requesterId: string }) {
  return { ...fields, category: 'heating', propertyId: null, assigneeId: null, tags: [] };
}

/** Delivers an inbound SMS the way Twilio does: form-encoded, signed with X-Twilio-Signature. */
export async function inboundSms(page: Page, params: Record<string, string>): Promise<void> {
  const base = test.info().project.use.baseURL as string;
  const signature = twilio.getExpectedTwilioSignature(E2E_TWILIO_AUTH_TOKEN, `${base}/api/webhooks/twilio`, params);
  const res = await page.request.post('/api/webhooks/twilio', { form: params, headers: { 'X-Twilio-Signature': signature } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A tenant texts in from `phone`: delivers the SMS, opens Conversations and clicks its card (the
 * new contact is named after the number, so the card shows its last digits).
 */
export async function openTextedConversation(page: Page, text: { sid: string; phone: string; body: string }): Promise<void> {
  await inboundSms(page, {
    MessageSid: text.sid,
    AccountSid: 'AC00000000000000000000000000000e2e',
    From: text.phone,
    To: '+447700900001',
    Body: text.body,
    NumMedia: '0',
  });
  await page.goto('/conversations');
  await page
    .getByRole('listitem')
    .filter({ hasText: text.phone.slice(-5) })
    .first()
    .click();
}
