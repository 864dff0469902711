import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, PASSWORD, SHOTS, signUpInBrowser, signUpWithApi, test, uniqueTag } from './support';

/**
 * The account e-mails, through the stand-in mail server (e2e/fake-smtp.mjs keeps each mail in
 * E2E_SMTP_DIR): an admin invites a colleague, who creates their account from the e-mailed link;
 * someone who forgot their password sets a new one from the e-mailed reset link.
 */

/** A mail as sent, its quoted-printable soft line breaks and escapes undone (enough to read a link). */
function decoded(mail: string): string {
  return mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The link to `linkPath` (/invite, /reset-password) in the newest mail to `to`, or null while none has come. */
function linkMailedTo(to: string, linkPath: string): string | null {
  const dir = process.env.E2E_SMTP_DIR!;
  const mails = readdirSync(dir)
    .sort()
    .reverse()
    .map((name) => decoded(readFileSync(path.join(dir, name), 'utf8')));
  const mail = mails.find((text) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(text));
  return mail ? (new RegExp(`https?://\\S+${linkPath}/[A-Za-z0-9_-]+`).exec(mail)?.[0] ?? null) : null;
}

/** Waits for the link to arrive (a reset link is mailed after the answer). */
async function waitForLink(to: string, linkPath: string): Promise<string> {
  await expect.poll(() => linkMailedTo(to, linkPath), { message: `a ${linkPath} link mailed to ${to}` }).not.toBeNull();
  return linkMailedTo(to, linkPath)!;
}

test('an admin invites a colleague as an agent; the e-mailed link creates the account and signs them in', async ({ page, browser }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Ada', lastName: `Admin ${tag}`, email: `ada.${tag}@acme.test` });
  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

  const invitee = `ivy.${tag}@acme.test`;
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByLabel('Role').selectOption('Agent');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const ready = page.getByRole('dialog', { name: 'Invitation ready' });
  await expect(ready.getByText(`E-mailed to ${invitee}, to join as Agent.`)).toBeVisible();
  const shownLink = await ready.getByLabel(`Invitation link for ${invitee}`).inputValue();
  await page.screenshot({ path: `${SHOTS}/team-invite.png` });
  await ready.getByRole('button', { name: 'Done' }).click();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: invitee })).toContainText(`Ada Admin ${tag}`);

  const link = await waitForLink(invitee, '/invite');
  expect(link).toBe(shownLink);
  const inviteeContext = await browser.newContext();
  const ivy = await inviteeContext.newPage();
  await ivy.goto(link);
  await expect(ivy.getByRole('heading', { name: 'Join Acme Housing' })).toBeVisible();
  await expect(ivy.getByText(`You are invited as an Agent, with the address ${invitee}.`, { exact: false })).toBeVisible();
  const form = ivy.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Ivy');
  await form.getByLabel('Last name').fill(`Invitee ${tag}`);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await ivy.screenshot({ path: `${SHOTS}/invitation.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(ivy.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
  const me = await ivy.request.get('/api/user');
  expect(await me.json()).toMatchObject({ email: invitee, role: 'agent' });
  // An agent is not shown the team's administration.
  await ivy.goto('/settings');
  await expect(ivy.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // The invitation is used: no longer pending, and its link says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
  await expect(page.getByRole('row', { name: invitee })).toHaveCount(0);
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await later.goto(link);
  await expect(later.getByRole('heading', { name: 'This invitation was already used' })).toBeVisible();
  await inviteeContext.close();
  await laterContext.close();
});

test('forgot password: a link e-mailed from the sign-in page sets a new password and signs in', async ({ page, browser }) => {
  const tag = uniqueTag();
  const email = `rosa.${tag}@acme.test`;
  const setupContext = await browser.newContext();
  await signUpWithApi(await setupContext.newPage(), { firstName: 'Rosa', lastName: `Reset ${tag}`, email });
  await setupContext.close();

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${email}, we have sent it a link`, { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forgot-password.png`, fullPage: true });

  const link = await waitForLink(email, '/reset-password');
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await expect(page.getByText(email)).toBeVisible();
  const newPassword = `new-${PASSWORD}`;
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await page.screenshot({ path: `${SHOTS}/reset-password.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
  expect((await (await page.request.get('/api/user')).json()).email).toBe(email);

  // The old password no longer works, the new one does; the link works once.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  expect((await other.request.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect((await other.request.post('/api/login', { data: { email, password: newPassword } })).status()).toBe(200);
  await fresh.clearCookies();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Send a new link' })).toBeVisible();
  await fresh.close();
});

test('e-mail confirmation: a sign-up is told to check its e-mail, signing in first mails a fresh link, the link confirms, then sign in', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Vera', lastName: `Verify ${tag}`, email: `vera.${tag}@acme.test` });
  const settings = (emailVerification: string) =>
    page.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: 'mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { emailVerification } }',
        variables: { input: { emailVerification } },
      },
    });
  expect(await (await settings('REQUIRED')).json()).toEqual({ data: { updateCompanySettings: { emailVerification: 'REQUIRED' } } });
  const newcomerContext = await browser.newContext();
  try {
    const newcomer = await newcomerContext.newPage();
    const email = `nico.${tag}@acme.test`;
    await signUpInBrowser(newcomer, { firstName: 'Nico', lastName: `Newcomer ${tag}`, email }, { landOnDashboard: false });
    await expect(newcomer.getByText('Check your e-mail')).toBeVisible();
    await expect(newcomer.getByText(`We have sent a link to ${email}.`, { exact: false })).toBeVisible();
    await newcomer.screenshot({ path: `${SHOTS}/sign-up-check-email.png`, fullPage: true });
    const firstLink = await waitForLink(email, '/verify-email');

    // Signing in before confirming is refused, and a fresh link replaces the first.
    await newcomer.goto('/');
    const signIn = newcomer.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(newcomer.getByText(`Confirm your e-mail address first: we have sent a link to ${email}.`, { exact: false })).toBeVisible();
    await expect.poll(() => linkMailedTo(email, '/verify-email'), { message: 'a fresh link' }).not.toBe(firstLink);
    const link = linkMailedTo(email, '/verify-email')!;

    await newcomer.goto(firstLink);
    await expect(newcomer.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(newcomer.getByText('This link has expired or was already used. Sign in to get a new one.')).toBeVisible();
    await newcomer.goto(link);
    await expect(newcomer.getByRole('heading', { name: 'Your address is confirmed' })).toBeVisible();
    await newcomer.waitForTimeout(1_000);
    await expect(newcomer.getByText(`${email} is confirmed.`, { exact: false })).toBeVisible();
    await newcomer.screenshot({ path: `${SHOTS}/verify-email-confirmed.png`, fullPage: true });
    // The link confirms; it does not sign in (a mail scanner may have opened it).
    expect((await newcomer.request.get('/api/user')).status()).toBe(401);

    await newcomer.getByRole('link', { name: 'Back to Sign In' }).click();
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(newcomer.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
    expect(await (await newcomer.request.get('/api/user')).json()).toMatchObject({ email, emailVerified: true });
  } finally {
    await newcomerContext.close();
    expect(await (await settings('OFF')).json()).toEqual({ data: { updateCompanySettings: { emailVerification: 'OFF' } } });
  }
});
