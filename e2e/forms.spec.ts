import {
  expect,
  test,
  createTicketParties,
  heatingTicket,
  openTextedConversation,
  postCreated,
  SHOTS as shots,
  signUpWithApi,
  uniqueTag,
} from './support';

/**
 * Forms an agent can trust: typed work is not lost to a stray click or to leaving the page, and
 * the focus goes back to where the agent was.
 */

test('Type in Create New Ticket, click outside: asked before anything is lost', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Dora', lastName: 'Draft', email: `dora.${tag}@acme.test` });
  await page.goto('/tickets');
  const newTicket = page.getByRole('button', { name: 'New Ticket' });
  await newTicket.click();
  const dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
  await dialog.getByLabel('Title').pressSequentially('Boiler leaking in the loft', { delay: 20 });

  // A click on the page beside the dialog.
  await page.mouse.click(8, 450);
  const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(question).toBeVisible();
  await question.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await page.screenshot({ path: `${shots}/forms-discard-changes.png` });
  await question.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(question).toBeHidden();
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Boiler leaking in the loft');

  // Escape asks too; Discard closes, and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(newTicket).toBeFocused();
  await page.waitForTimeout(500);
  await expect(newTicket).toBeFocused();

  // Nothing typed: Escape closes at once, and the focus goes back again.
  await newTicket.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
  await expect(newTicket).toBeFocused();
});

test('an unsent note and reply survive leaving the page; Save Note gives the focus back to Add Note', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Nora', lastName: 'Notes', email: `nora.${tag}@acme.test` });
  const { client, contact } = await createTicketParties(page, tag);
  const ticket = await postCreated<{ id: string }>(
    page,
    '/api/tickets',
    heatingTicket({
      title: `Radiator cold ${tag}`,
      description: 'Cold in the bedroom.',
      priority: 'important',
      clientId: client.id,
      requesterId: contact.id,
    }),
  );

  // A note typed, then away to the dashboard and back.
  await page.goto(`/tickets?ticket=${ticket.id}`);
  const detail = page.getByRole('dialog', { name: `Radiator cold ${tag}` });
  await detail.getByRole('button', { name: 'Add Note' }).click();
  await detail.getByRole('form', { name: 'Add Note' }).getByLabel('Note').pressSequentially('Tenant away until Monday', { delay: 15 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
  await page.goBack();
  const noteForm = detail.getByRole('form', { name: 'Add Note' });
  await expect(noteForm.getByLabel('Note')).toHaveValue('Tenant away until Monday');
  await page.screenshot({ path: `${shots}/forms-note-draft.png`, fullPage: true });

  await noteForm.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Activity added successfully')).toBeVisible();
  await expect(detail.getByRole('list', { name: 'Activity Feed' }).getByText('Tenant away until Monday')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Add Note' })).toBeFocused();
  // Sent: no draft comes back.
  await page.reload();
  await expect(detail.getByRole('button', { name: 'Add Note' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(detail.getByRole('form', { name: 'Add Note' })).toHaveCount(0);

  // A reply typed in a conversation, then away and back.
  const phone = `+4477008${String(Date.now()).slice(-5)}`;
  await openTextedConversation(page, { sid: `SMdraft${tag}`, phone, body: `Draft test ${tag}` });
  await expect(page).toHaveURL(/conversation=/);
  const reply = page.getByRole('textbox', { name: 'Reply' });
  await reply.pressSequentially('We will send a plumber', { delay: 15 });
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();
  await page.goBack();
  await expect(reply).toHaveValue('We will send a plumber');
  await page.waitForTimeout(500);
  await expect(reply).toHaveValue('We will send a plumber');
  await page.screenshot({ path: `${shots}/forms-reply-draft.png`, fullPage: true });
});
