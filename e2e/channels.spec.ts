import { expect, SHOTS, signUpWithApi, test, uniqueTag } from './support';

const PORT = Number(process.env.E2E_PORT ?? 4100);
const FAKE_TWILIO = `http://127.0.0.1:${PORT + 2}`;
const TEST_BODY = 'This is a test message sent from the Channels screen of the Property Maintenance Portal. No action is needed.';

/**
 * The Channels screen (Settings), on the shared server: SMTP and Twilio SMS set up, WhatsApp's
 * sender number, Mailgun and SendGrid not. Send test sends for real (the fake SMTP server and
 * the fake Twilio take it); a mailbox added on the screen shows its reader's error.
 */
test('Channels: what is set up and missing, webhook addresses, Send test, a mailbox added with its error, a template added', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Cora', lastName: 'Channels', email: `cora.${tag}@acme.test` });
  const settings = await page.request.put('/api/users/me/email-settings', { data: { senderEmail: 'desk@acme.test', emailEnabled: true } });
  expect(settings.status(), await settings.text()).toBe(200);

  // Reachable from Settings.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Channels' }).click();
  await expect(page).toHaveURL(/\/settings\/channels$/);
  // And loaded fresh, as a bookmark would.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();

  const email = page.getByTestId('channel-outbound_email');
  await expect(email.getByText('Configured', { exact: true })).toBeVisible();
  await expect(email.getByText(/Company mail server: smtp:\/\/127\.0\.0\.1/)).toBeVisible();
  const sms = page.getByTestId('channel-sms');
  await expect(sms.getByText('Configured', { exact: true })).toBeVisible();
  await expect(sms.getByTestId('webhook-url').first()).toHaveText(`http://localhost:${PORT}/api/webhooks/twilio`);
  await expect(sms.getByTestId('webhook-url').nth(1)).toHaveText(`http://localhost:${PORT}/api/webhooks/twilio/status`);
  const whatsapp = page.getByTestId('channel-whatsapp');
  await expect(whatsapp.getByText('Not configured')).toBeVisible();
  await expect(whatsapp.getByText(/TWILIO_WHATSAPP_FROM/)).toBeVisible();
  await expect(page.getByTestId('channel-mailgun').getByText(/^MAILGUN_SIGNING_KEY \(/)).toBeVisible();
  await expect(page.getByTestId('channel-sendgrid').getByTestId('webhook-url')).toHaveText(
    `http://inbound:SENDGRID_INBOUND_SECRET@localhost:${PORT}/api/webhooks/email/sendgrid`,
  );

  // Send test: a bad number is refused before sending; a good one goes through Twilio.
  const to = `+4477009${String(Date.now()).slice(-5)}`;
  const input = sms.getByLabel('Send a test SMS to');
  await input.fill('07700 900123');
  await sms.getByRole('button', { name: 'Send test' }).click();
  await expect(sms.getByRole('alert')).toHaveText('Enter the number in international format, like +441234567890');
  await input.fill(to);
  await input.press('Enter');
  await expect(sms.getByTestId('channel-test-outcome')).toContainText('Test message sent');
  await expect(sms.getByTestId('channel-test-outcome')).toContainText(`Sent to ${to} through twilio`);
  const sent = (await (await page.request.get(`${FAKE_TWILIO}/sent`)).json()) as Record<string, string>[];
  expect(sent.find((m) => m.To === to)).toMatchObject({ From: '+447700900001', Body: TEST_BODY });

  await email.getByLabel('Send a test e-mail to').fill(`owner.${tag}@example.net`);
  await email.getByRole('button', { name: 'Send test' }).click();
  await expect(email.getByTestId('channel-test-outcome')).toContainText(`Sent to owner.${tag}@example.net through smtp`);

  // WhatsApp without its sender number: the outcome is the reason.
  await whatsapp.getByLabel('Send a test WhatsApp message to').fill(to);
  await whatsapp.getByRole('button', { name: 'Send test' }).click();
  await expect(whatsapp.getByTestId('channel-test-outcome')).toContainText('Test message not sent');
  await expect(whatsapp.getByTestId('channel-test-outcome')).toContainText('no number to send WhatsApp messages from');

  // Add mailbox, with the keyboard: a server that refuses connections shows as the mailbox's error.
  await page.getByRole('button', { name: 'Add mailbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add mailbox' });
  await dialog.getByLabel('Address').fill(`lettings.${tag}@acme.test`);
  await dialog.getByLabel('IMAP server').fill('127.0.0.1');
  await dialog.getByLabel('Port').fill('1');
  await dialog.getByLabel('Security').selectOption('STARTTLS');
  await dialog.getByLabel('User').fill('lettings');
  await dialog.getByLabel('Password').fill('not-a-real-password');
  await dialog.getByLabel('Password').press('Enter');
  await expect(page.getByText('Mailbox added')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const mailboxes = page.getByRole('table', { name: 'Mailboxes' });
  const row = mailboxes.getByRole('row').filter({ hasText: `lettings.${tag}@acme.test` });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('channel-desk_mailboxes').getByText('Configured', { exact: true })).toBeVisible();
  // The readers look for new mailboxes every few seconds.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('Error', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });

  // A WhatsApp template.
  await page.getByRole('button', { name: 'Add template' }).click();
  const templateDialog = page.getByRole('dialog', { name: 'Add template' });
  await templateDialog.getByLabel('Name').fill(`Visit ${tag}`);
  await templateDialog.getByLabel('Content SID').fill(
    `HX${tag
      .padEnd(32, '0')
      .slice(0, 32)
      .replace(/[^0-9a-f]/g, 'a')}`,
  );
  await templateDialog.getByLabel('Approved text').fill('Hello {{1}}, we visit on {{2}}');
  await templateDialog.getByRole('button', { name: 'Add variable' }).click();
  await templateDialog.getByLabel('Variable 1 label').fill('First name');
  await templateDialog.getByRole('button', { name: 'Add variable' }).click();
  await templateDialog.getByLabel('Variable 2 label').fill('Day');
  await templateDialog.getByRole('button', { name: 'Save template' }).click();
  await expect(templateDialog).toHaveCount(0);
  const templates = page.getByRole('table', { name: 'WhatsApp templates' });
  await expect(templates.getByRole('row').filter({ hasText: `Visit ${tag}` })).toContainText('1: First name, 2: Day');

  await page.screenshot({ path: `${SHOTS}/channels.png`, fullPage: true });
});
