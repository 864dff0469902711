import { createTicketParties, expect, heatingTicket, postCreated, SHOTS, signUpWithApi, test, uniqueTag } from './support';

/**
 * The SLA clock as an agent meets it: a ticket moved to Awaiting Supplier shows its clock paused
 * (on the ticket, in the list and on its feed), resumes when the supplier comes back, and the
 * dashboard's overdue count is the list's.
 */
test('a ticket awaiting its supplier shows the SLA paused, resumes, and the dashboard agrees with the list', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Sally', lastName: `Clock ${tag}`, email: `sally.${tag}@acme.test` });
  const { client, contact } = await createTicketParties(page, tag);
  const title = `Boiler part on order ${tag}`;
  const ticket = await postCreated(
    page,
    '/api/tickets',
    heatingTicket({
      title,
      description: 'The boiler needs a new pump.',
      priority: 'emergency',
      clientId: client.id,
      requesterId: contact.id,
    }),
  );

  await page.goto(`/tickets?ticket=${ticket.id}`);
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByTestId('sla-due-line')).toContainText('SLA due');
  await detail.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Awaiting Supplier' });
  await expect(detail.getByTestId('sla-due-line')).toContainText('SLA paused since');
  await expect(detail.getByTestId('sla-due-line')).toContainText('(awaiting supplier)');
  await expect(detail.getByTestId('sla-remaining')).toContainText(/of SLA time left when it resumes/);
  await expect(detail.getByText(/^SLA clock paused \(Awaiting Supplier\) with (23 hours|1 day) left$/)).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(detail.getByTestId('sla-due-line').getByText('SLA paused', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sla-paused-ticket.png`, fullPage: true });

  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('SLA paused')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sla-paused-list.png`, fullPage: true });

  // The supplier delivers: the clock runs again.
  await row.getByText(title).click();
  await detail.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In Progress' });
  await expect(detail.getByTestId('sla-due-line')).toContainText('SLA due');
  await expect(detail.getByText(/^SLA clock resumed after \d+ minutes? paused \(Awaiting Supplier\)/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The dashboard's overdue count is the number of overdue tickets in the list, all pages read.
  await page.goto('/');
  const card = page.getByRole('group', { name: 'Overdue SLA' });
  await expect(card.getByTestId('metric-value')).toBeVisible();
  const shown = Number((await card.getByTestId('metric-value').innerText()).trim());
  let overdue = 0;
  for (let offset = 0; ; offset += 100) {
    const rows = (await (await page.request.get(`/api/tickets?limit=100&offset=${offset}`)).json()) as { slaState: string }[];
    overdue += rows.filter((r) => r.slaState === 'overdue').length;
    if (rows.length < 100) break;
  }
  expect(shown).toBe(overdue);
});
