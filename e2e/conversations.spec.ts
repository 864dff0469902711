import { expect, test, inboundSms, SHOTS, signUpWithApi, uniqueTag } from './support';

test('a tenant texts in; the agent opens the conversation and replies, and the reply leaves through Twilio', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Rita', lastName: 'Reply', email: `rita.${tag}@acme.test` });
  const phone = `+4477009${String(Date.now()).slice(-5)}`;
  await inboundSms(page, {
    MessageSid: `SMin${tag}`,
    AccountSid: 'AC00000000000000000000000000000e2e',
    From: phone,
    To: '+447700900001',
    Body: `The kitchen tap is dripping ${tag}`,
    NumMedia: '0',
  });

  await page.goto('/conversations');
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await expect(page.getByText(/\d+ active conversations/)).toBeVisible();
  // The new contact is named after the number; the card reads 'sms conversation'.
  const card = page
    .getByRole('listitem')
    .filter({ hasText: phone.slice(-5) })
    .first();
  await card.click();
  const thread = page.getByRole('group', { name: 'Conversation thread' }).or(page.getByLabel('Conversation thread'));
  await expect(thread.getByText(`The kitchen tap is dripping ${tag}`)).toBeVisible();
  await expect(page).toHaveURL(/conversation=/);

  const reply = page.getByRole('textbox', { name: 'Reply' });
  await expect(page.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
  await reply.fill(`A plumber comes tomorrow morning ${tag}`);
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();
  const outbound = page
    .locator('[data-testid="message"][data-direction="outbound"]')
    .filter({ hasText: `A plumber comes tomorrow morning ${tag}` });
  await expect(outbound).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(outbound).toBeVisible();
  await expect(outbound.getByText('Not sent')).toHaveCount(0);
  await expect(card).toContainText('2');
  await page.screenshot({ path: `${SHOTS}/conversations-thread.png`, fullPage: true });

  const sent = (await (await page.request.get(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4100) + 2}/sent`)).json()) as Record<
    string,
    string
  >[];
  // With its delivery report address (PUBLIC_URL) and the SID the fake answered.
  expect(sent).toContainEqual(
    expect.objectContaining({
      To: phone,
      From: '+447700900001',
      Body: `A plumber comes tomorrow morning ${tag}`,
      StatusCallback: expect.any(String),
    }),
  );
});
