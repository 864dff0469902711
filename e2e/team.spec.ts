import { createTicketParties, expect, heatingTicket, postCreated, SHOTS, signUpWithApi, test, uniqueTag } from './support';

/**
 * Settings → Team, with two people in two browsers: the admin makes a colleague a viewer, who then
 * reads a ticket with no editing controls and whose forged change is refused; deactivated, the
 * colleague's open tab is signed out within 2 s.
 */
test('Team: a colleague made a viewer reads without editing controls; deactivated, their open tab is signed out within 2 s', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const vera = { firstName: 'Vera', lastName: `Viewer ${tag}`, email: `vera.${tag}@acme.test` };
  await signUpWithApi(page, vera);
  const { client, contact } = await createTicketParties(page, tag);
  const title = `Radiator cold in bedroom ${tag}`;
  const ticket = await postCreated(page, '/api/tickets', {
    ...heatingTicket({
      title,
      description: 'The bedroom radiator stays cold.',
      priority: 'urgent',
      clientId: client.id,
      requesterId: contact.id,
    }),
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signUpWithApi(admin, { firstName: 'Adam', lastName: `Admin ${tag}`, email: `adam.${tag}@acme.test` });
  await admin.goto('/settings');
  await admin.getByRole('link', { name: 'Team' }).click();
  await expect(admin.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const row = admin.getByRole('row', { name: `Vera Viewer ${tag}` });
  await row.getByRole('combobox', { name: `Role of Vera Viewer ${tag}` }).selectOption('Viewer');
  await expect(admin.getByText(`Vera Viewer ${tag} is now a Viewer`)).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/team.png`, fullPage: true });

  // Vera loads the ticket fresh: everything to read, nothing to change.
  await page.goto(`/tickets?ticket=${ticket.id}`);
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('The bedroom radiator stays cold.')).toBeVisible();
  await expect(detail.getByText('Urgent', { exact: true })).toBeVisible();
  await expect(detail.getByRole('combobox')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Send Email' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/viewer-ticket.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'New Ticket' })).toHaveCount(0);
  // A change sent by hand is refused by the server, which says why.
  const forged = await page.request.post('/graphql', {
    data: { query: `mutation { changeTicketStatus(input: { id: "${ticket.id}", status: COMPLETED }) { id status } }` },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).errors[0].message).toBe('Your role (Viewer) does not allow this: it needs Admin or Agent.');

  // Vera's tab stays open on the dashboard while the admin deactivates her.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Deactivate Vera Viewer ${tag}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  const deactivatedAt = Date.now();
  // Her open tab shows Sign In by itself within 2 s, and her session is refused.
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - deactivatedAt).toBeLessThan(2_000);
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // And she cannot come back in.
  const again = await page.request.post('/api/login', { data: { email: vera.email, password: 'correct-horse-battery' } });
  expect(again.status()).toBe(403);
  await adminContext.close();
});
