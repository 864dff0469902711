import { expect, PASSWORD, SHOTS, signUpInBrowser, test, uniqueTag } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * A person keeps their profile from the user menu (name, avatar, time zone, password), and the
 * admin reads what happened in Settings → Audit log, filters it and downloads it.
 */
test('Profile from the user menu, then the audit log shows the password change and filters by action', async ({ page }) => {
  const tag = uniqueTag();
  await signUpInBrowser(page, { firstName: 'Paula', lastName: `Profile ${tag}`, email: `paula.${tag}@acme.test` });

  await page.getByRole('button', { name: /User menu for Paula/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  const details = page.getByRole('form', { name: 'Personal details' });
  await details.getByLabel('Last name').fill(`Renamed ${tag}`);
  await details.getByLabel('Time zone').selectOption('Europe/Lisbon');
  await details.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`User menu for Paula Renamed ${tag}`) })).toBeVisible();

  await page.getByLabel('Choose an avatar image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save Avatar' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-passphrase');
  await password.getByLabel('Confirm new password').fill('a-brand-new-passphrase');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(details.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
  await page.screenshot({ path: `${SHOTS}/profile.png`, fullPage: true });

  // The first account of the company is its admin: the log shows what was done.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Audit log');
  const log = page.getByRole('table', { name: 'Audit log' });
  const change = log
    .getByRole('row')
    .filter({ hasText: 'Password changed' })
    .filter({ hasText: `Paula Renamed ${tag}` });
  await expect(change).toHaveCount(1);
  await page.getByLabel('Action').selectOption({ label: 'Password changed' });
  await expect(page).toHaveURL(/action=PASSWORD_CHANGED/);
  await expect(log.getByRole('cell', { name: 'Signed in', exact: true })).toHaveCount(0);
  await expect(change).toHaveCount(1);
  await page.waitForTimeout(1_000);
  await expect(page.getByLabel('Action')).toHaveValue('PASSWORD_CHANGED');
  await page.screenshot({ path: `${SHOTS}/audit-log.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\n')[0]).toBe('Time (UTC),Person,Action,Target,Target id,Address,Before,After');
  expect(text).toContain('Password changed');
  expect(text).not.toContain(',Signed in,');
});
