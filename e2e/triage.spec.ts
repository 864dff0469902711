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

  // Assign to Ticket lists the sender's open tickets first.
  await card.getByRole('button', { name: 'Assign to Ticket' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to Ticket' });
  // (Playwright gives a native select's option groups no role: the group by its label.)
  await expect(assign.locator('optgroup[label="Sender\'s open tickets"] option')).toHaveText([
    `#${ticket.number} - Boiler not working ${tag}`,
  ]);
  await page.screenshot({ path: `${SHOTS}/triage-assign.png` });
  await assign.getByRole('button', { name: 'Cancel' }).click();
  await expect(assign).toHaveCount(0);

  await card.getByRole('button', { name: 'Accept Suggestion' }).click();
  await expect(page.getByText('Message triaged successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: `#${ticket.number} - Boiler not working ${tag}` })).toHaveAttribute(
    'href',
    `/tickets?ticket=${ticket.id}`,
  );
  await expect(card).toHaveCount(0);

  // The conversation is now on the ticket.
  await page.getByRole('tab', { name: /^Conversations \(\d+\)$/ }).click();
  const conversation = page.getByRole('listitem').filter({ hasText: `Aisha ${tag}` });
  await expect(conversation.getByText('Linked')).toBeVisible();
});

test('Triage → Create New Ticket: the draft is prefilled; edit the title; the ticket is created with it', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Dan', lastName: 'Draft', email: `dan.${tag}@acme.test` });
  const phone = `+4477009${String(Date.now()).slice(-6)}`;
  const client = await postCreated<{ id: string }>(page, '/api/clients', {
    firstName: 'Nora',
    lastName: 'North',
    email: `north.${tag}@example.test`,
    companyName: `Northgate Housing ${tag}`,
  });
  const tenant = await postCreated<{ id: string }>(page, '/api/contacts', {
    name: `Aisha ${tag}`,
    email: `aisha.${tag}@example.test`,
    phone,
  });
  const flat = await postCreated<{ id: string }>(page, '/api/properties', {
    name: `Flat 7, Alder Court ${tag}`,
    address: '7 Alder Court, Leeds',
    clientId: client.id,
    contactId: tenant.id,
  });
  const firstSentence = `URGENT there is a strong smell of gas on the landing outside flat 7 ${tag}`;
  await inboundSms(page, {
    MessageSid: `SMdraft${tag}`,
    AccountSid: 'AC00000000000000000000000000000e2e',
    From: phone,
    To: '+447700900001',
    Body: `${firstSentence}. Please send someone quickly.`,
    NumMedia: '0',
  });

  await page.goto('/conversations?tab=triage');
  const card = page.getByTestId('triage-item').filter({ hasText: tag });
  await card.getByRole('button', { name: 'Create New Ticket' }).click();

  // The draft: nothing is created yet.
  const dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
  const title = dialog.getByLabel(/^Title/);
  await expect(title).toHaveValue(firstSentence);
  await expect(dialog.getByLabel('Description')).toHaveValue(`${firstSentence}. Please send someone quickly.`);
  await expect(dialog.getByLabel('Priority')).toHaveValue('EMERGENCY');
  await expect(dialog.getByLabel('Category')).toHaveValue('HEATING');
  await expect(dialog.getByLabel(/^Client/)).toHaveValue(client.id);
  await expect(dialog.getByLabel('Requester')).toHaveValue(tenant.id);
  await expect(dialog.getByLabel('Property')).toHaveValue(flat.id);
  await page.waitForTimeout(400); // the opening animation, before the picture
  await page.screenshot({ path: `${SHOTS}/triage-create-draft.png` });
  await expect(card).toBeVisible();

  const edited = `Gas smell on the landing ${tag}`;
  await title.clear();
  await title.pressSequentially(edited, { delay: 30 });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Message triaged successfully')).toBeVisible();
  const link = page.getByRole('link', { name: new RegExp(`^#\\d+ - ${edited}$`) });
  await expect(link).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/triage-create-toast.png` });
  await expect(card).toHaveCount(0);
  await page.waitForTimeout(1_000);
  await expect(card).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/\/tickets\?ticket=[0-9a-f-]{36}$/);
  const ticketDialog = page.getByRole('dialog').filter({ hasText: edited });
  await expect(ticketDialog).toBeVisible();
  await expect(ticketDialog.getByText(`${firstSentence}. Please send someone quickly.`, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/triage-created-ticket.png` });
});
