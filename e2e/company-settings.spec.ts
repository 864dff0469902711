import { expect, SHOTS, signUpInBrowser, test, uniqueTag } from './support';

/** What the spec changes, as the server's defaults were (the e2e database is shared by every spec). */
const RESTORE = { name: 'Acme Housing', signupMode: 'DOMAIN', defaultCountry: 'UK', slaHours: { urgent: 120 } };

/**
 * Settings → Company, by the company's admin: a new SLA target, the default country and sign-up by
 * invitation only take effect for everyone at once, and the change is in the audit log.
 */
test('Settings → Company: the SLA target, the default country and invitation-only sign-up apply at once, and are audited', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  await signUpInBrowser(page, { firstName: 'Carla', lastName: `Company ${tag}`, email: `carla.${tag}@acme.test` });
  try {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Company' }).click();
    await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Company settings' });
    const name = form.getByRole('textbox', { name: 'Company name', exact: true });
    await name.fill(`Harbour Homes ${tag}`);
    const urgent = form.getByRole('spinbutton', { name: /^Urgent \(hours\)/ });
    await urgent.fill('');
    await urgent.pressSequentially('72', { delay: 80 });
    await expect(form.getByText('= 3 days')).toBeVisible();
    await form.getByLabel('Default country').selectOption('DE');
    await form.getByLabel('Who can sign up').selectOption({ label: 'By invitation only' });
    // Clicked at once, as a person does after choosing.
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Company settings saved')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(urgent).toHaveValue('72');
    await expect(form.getByLabel('Who can sign up')).toHaveValue('INVITE');
    await expect(form.getByText('Unsaved changes')).toHaveCount(0);
    // The sidebar's name follows without a reload.
    await expect(page.getByText(`Harbour Homes ${tag} Property Maintenance`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/company-settings.png`, fullPage: true });

    // Someone new at the sign-in page is told to ask for an invitation.
    const visitor = await browser.newContext();
    const door = await visitor.newPage();
    await door.goto(new URL('/', page.url()).href);
    await expect(door.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(door.getByRole('tab', { name: 'Sign Up' })).toHaveCount(0);
    await expect(door.getByText(/New accounts are by invitation/)).toBeVisible();
    await expect(door.getByText(`For Harbour Homes ${tag} employees only.`, { exact: false })).toBeVisible();
    await door.screenshot({ path: `${SHOTS}/company-invite-only-sign-in.png` });
    await visitor.close();

    // The dashboard's targets and a new property's country follow.
    await page.goto('/');
    await expect(page.getByTestId('priority-urgent')).toContainText('SLA 3 days');
    await page.goto('/properties');
    await page.getByRole('button', { name: 'New Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Property' });
    await expect(dialog.getByLabel('Country')).toHaveValue('DE');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto('/settings/audit-log?action=SETTINGS_CHANGED');
    const row = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: `Carla Company ${tag}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('slaHours.urgent');
    await expect(row).toContainText('signupMode');
  } finally {
    const restored = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: 'mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { signupMode } }',
        variables: { input: RESTORE },
      },
    });
    expect(await restored.json()).toEqual({ data: { updateCompanySettings: { signupMode: 'DOMAIN' } } });
  }
});
