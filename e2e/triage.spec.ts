import { expect, test, inboundSms, postCreated, SHOTS, signUpWithApi, uniqueTag } from './support';

test('an inbound SMS appears in the open Triage Queue without a reload, with its suggestion; accepting it links it', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Tara', lastName: 'Triage', email: `tara.${tag}@acme.test` });
  const phone = `+4477008${String(Date.now()).slice(-6)}`;
  const client = await postCreated(page, '/api/clients', {
    firstName: 'Nora',
    lastName: 'North',
    email: `north.${tag}@example.test`,
    companyName: `Northgate Housing ${tag}`,
  });
  const tenant = await postCreated(page, '/api/contacts', { name: `Aisha ${tag}`, email: `aisha.${tag}@example.test`, phone });
  const flat = await postCreated(page, '/api/properties', {
    name: `Flat 7, Alder Court ${tag}`,
    address: '7 Alder Court, Leeds',
    clientId: client.id,
    contactId: tenant.id,
  });
  const ticket = await postCreated<{ id: string; number: number }>(page, '/api/tickets', {
    title: `Boiler not working ${tag}`,
    description: 'The boiler shows an error and there is no heating.',
    priority: 'urgent',
    category: 'heating',
    clientId: client.id,
    requesterId: tenant.id,
    propertyId: flat.id,
    assigneeId: null,
    tags: [],
  });

  await page.goto('/conversations?tab=triage');
  await expect(page.getByRole('tab', { name: 'Triage Queue' })).toHaveAttribute('aria-selected', 'true');
  // Whatever else waits, the page has loaded the queue before the message arrives.
  await expect(page.getByTestId('triage-item').or(page.getByText('All caught up!')).first()).toBeVisible();

  await inboundSms(page, {
    MessageSid: `SMtriage${tag}`,
    AccountSid: 'AC00000000000000000000000000000e2e',
    From: phone,
    To: '+447700900001',
    Body: `Hi, about ticket #${ticket.number}: I can smell gas near the boiler ${tag}`,
    NumMedia: '0',
  });

  // Pushed over the socket: well before the 30 s refresh.
  const card = page.getByTestId('triage-item').filter({ hasText: tag });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('High Confidence')).toBeVisible();
  await expect(card.getByText(`#${ticket.number} - Boiler not working ${tag}`)).toBeVisible();
  await expect(card.getByText(/^Urgent: smell of gas or a gas leak\./)).toBeVisible();
  await expect(card.getByLabel('Urgent')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/triage-queue.png`, fullPage: true });

  await card.getByRole('button', { name: 'Accept Suggestion' }).click();
  await expect(page.getByText('Message triaged successfully')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The conversation is now on the ticket.
  await page.getByRole('tab', { name: /^Conversations \(\d+\)$/ }).click();
  const conversation = page.getByRole('listitem').filter({ hasText: `Aisha ${tag}` });
  await expect(conversation.getByText('Linked')).toBeVisible();
});
