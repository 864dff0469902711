import {
  createTicketParties,
  expect,
  heatingTicket,
  openTextedConversation,
  postCreated,
  SHOTS,
  signUpWithApi,
  test,
  uniqueTag,
} from './support';

/**
 * On a server with nothing to send with (no mail server, no Gmail or Outlook app, no Twilio
 * account: the `unconfigured` project's api in playwright.config.ts), every screen says so in an
 * agent's words before anything is typed, offers no send, and never says "sent". Messages sent
 * anyway (by a script, through the API) show as failed with the reason, and Retry says why again.
 */
const EMAIL_REASON = 'E-mail is not set up yet: ask an administrator';
const SMS_REASON = 'Text messages are not set up yet: ask an administrator';
/** What an agent must never be shown: the server's setting names. */
const SETTING_NAME = /TWILIO|SMTP_|GMAIL_|OUTLOOK_|ACCOUNT_SID|AUTH_TOKEN/;

// Switching e-mail on is refused on purpose: the api answers that GraphQL error with its status, 409.
test.use({ allowedConsole: [/status of 409 \(Conflict\)/] });

test('With no mail or Twilio configured: no success toast, and the reason in plain words', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Una', lastName: 'Unset', email: `una.${tag}@acme.test` });

  // Email Settings: no Connect button that could only fail; switching e-mail on is refused with the reason.
  await page.goto('/email-settings');
  await expect(page.getByRole('heading', { name: 'Email Settings' })).toBeVisible();
  await expect(page.getByText(EMAIL_REASON)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Connect/ })).toHaveCount(0);
  await page.getByText('Enable email sending').click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Failed to update email settings')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: EMAIL_REASON })).toBeVisible();
  await expect(page.getByText('Email settings updated successfully')).toHaveCount(0);
  await expect(page.getByText(/Through the company mail server/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sends-unconfigured-email-settings.png`, fullPage: true });

  // A ticket's Send Email says why before anything is typed, and offers no send.
  const { client, contact } = await createTicketParties(page, tag);
  const title = `Boiler leaking ${tag}`;
  const ticket = await postCreated<{ id: string }>(
    page,
    '/api/tickets',
    heatingTicket({ title, description: 'Water under the boiler', priority: 'urgent', clientId: client.id, requesterId: contact.id }),
  );
  await page.goto(`/tickets?ticket=${ticket.id}`);
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Send Email' }).click();
  const blocked = detail.getByRole('group', { name: 'Send Email' });
  await expect(blocked.getByText(EMAIL_REASON)).toBeVisible();
  await expect(blocked.getByLabel('Subject')).toHaveCount(0);
  await expect(blocked.getByRole('button', { name: 'Send Email' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sends-unconfigured-ticket-email.png`, fullPage: true });
  await blocked.getByRole('button', { name: 'Close' }).click();

  // An e-mail a script sent anyway: the feed shows it not sent, with the reason; Retry says it again, never "sent".
  const sent = await page.request.post('/graphql', {
    data: {
      query: 'mutation S($input: SendTicketEmailInput!) { sendTicketEmail(input: $input) { status error } }',
      variables: { input: { ticketId: ticket.id, subject: 'Visit', body: 'We come tomorrow.' } },
    },
  });
  expect((await sent.json()).data.sendTicketEmail).toEqual({ status: 'FAILED', error: EMAIL_REASON });
  await page.reload();
  const entry = page
    .getByRole('dialog', { name: title })
    .getByRole('list', { name: 'Activity Feed' })
    .getByRole('listitem')
    .filter({ hasText: 'Subject: Visit' });
  const state = entry.getByTestId('delivery-state');
  await expect(state).toContainText('Not sent');
  await expect(state).toContainText(EMAIL_REASON);
  await state.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Failed to send email')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByText('Email sent successfully')).toHaveCount(0);
  await expect(state).toContainText('Not sent');
  await page.screenshot({ path: `${SHOTS}/sends-unconfigured-feed.png`, fullPage: true });

  // A tenant texts in: the thread says texts cannot be answered from here, and offers no reply box.
  const phone = `+4477009${String(Date.now()).slice(-5)}`;
  await openTextedConversation(page, { sid: `SMun${tag}`, phone, body: `No hot water ${tag}` });
  const thread = page.getByLabel('Conversation thread');
  await expect(thread.getByText(`No hot water ${tag}`)).toBeVisible();
  await expect(thread.getByText(SMS_REASON)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Reply' })).toHaveCount(0);

  // A reply a script sent anyway shows not sent, in plain words; Retry says why, never "sent".
  const conversationId = new URL(page.url()).searchParams.get('conversation');
  const reply = await page.request.post('/api/messages', { data: { conversationId, body: `On our way ${tag}` } });
  expect(await reply.json()).toMatchObject({ status: 'failed', error: SMS_REASON });
  await page.reload();
  const bubble = page.locator('[data-testid="message"][data-direction="outbound"]').filter({ hasText: `On our way ${tag}` });
  await expect(bubble.getByText(`Not sent: ${SMS_REASON}`)).toBeVisible();
  await bubble.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Failed to send reply')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByText('Reply sent successfully')).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toMatch(SETTING_NAME);
  await page.screenshot({ path: `${SHOTS}/sends-unconfigured-conversation.png`, fullPage: true });
});
