import { createTicketParties, expect, heatingTicket, postCreated, SHOTS, signUpWithApi, test, uniqueTag } from './support';

/**
 * Sends tell the truth, on the shared server (a company mail server that takes every mail):
 * Send Email from a ticket says "sent" once the mail server took it, and the feed says so too.
 * The server with nothing to send with is e2e/sends-unconfigured.spec.ts.
 */
test('Send Email from a ticket: "sent" once the mail server took it, and the feed entry reads Sent', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Sena', lastName: 'Sender', email: `sena.${tag}@acme.test` });
  const { client, contact } = await createTicketParties(page, tag);
  const title = `Radiator cold ${tag}`;
  const ticket = await postCreated(
    page,
    '/api/tickets',
    heatingTicket({ title, description: 'Cold since Monday', priority: 'important', clientId: client.id, requesterId: contact.id }),
  );
  const settings = await page.request.put('/api/users/me/email-settings', { data: { senderEmail: 'desk@acme.test', emailEnabled: true } });
  expect(settings.status(), await settings.text()).toBe(200);

  await page.goto(`/tickets?ticket=${ticket.id}`);
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Send Email' }).click();
  const form = detail.getByRole('form', { name: 'Send Email' });
  await expect(form.getByLabel('To')).toHaveValue(`tom.${tag}@tenant.test`);
  await form.getByLabel('Subject').pressSequentially('Engineer visit', { delay: 20 });
  await form.getByLabel('Message').pressSequentially('Our engineer comes on Friday at 10.', { delay: 20 });
  await form.getByRole('button', { name: 'Send Email' }).click();

  await expect(page.getByText('Email sent successfully')).toBeVisible();
  const entry = detail.getByRole('list', { name: 'Activity Feed' }).getByRole('listitem').filter({ hasText: 'Engineer visit' });
  await expect(entry.getByTestId('delivery-state')).toHaveText('Sent');
  await page.screenshot({ path: `${SHOTS}/sends-ticket-email-sent.png`, fullPage: true });
  await page.waitForTimeout(2_000);
  await expect(entry.getByTestId('delivery-state')).toHaveText('Sent');
  await expect(entry.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
