import { type Page } from '@playwright/test';
import { expect, test, createTicketParties, PASSWORD, SHOTS as shots, signUpWithApi as register, uniqueTag } from './support';

/**
 * Tickets in the browser: create a ticket, find it by search, move it on the Kanban board with the
 * keyboard, open the detail, add a note and record a call.
 */

const run = uniqueTag();

function signUpWithApi(page: Page): Promise<void> {
  return register(page, { email: `tickets.${run}@acme.test`, firstName: 'Tessa', lastName: 'Tickets' });
}

function createParties(page: Page) {
  return createTicketParties(page, run, { phone: '+44 7700 900123' });
}

test('create a ticket, find it, move it on the board, add a note, record a call and add a task with a due date', async ({ page }) => {
  await signUpWithApi(page);
  const { client, contact } = await createParties(page);
  // A second ticket that the search must leave out.
  const other = await page.request.post('/api/tickets', {
    data: {
      title: 'Broken window latch',
      description: 'Latch snapped',
      priority: 'important',
      category: 'security',
      clientId: client.id,
      requesterId: contact.id,
    },
  });
  expect(other.status()).toBe(201);

  // New Ticket dialog.
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();
  await page.getByRole('button', { name: 'New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();

  const title = `Boiler ${run} not heating`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('No heating or hot water since this morning.');
  await dialog.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await dialog.getByLabel('Category').selectOption({ label: 'Heating' });
  await expect(dialog.getByLabel('Property')).toBeDisabled();
  await dialog.getByLabel('Client').selectOption({ label: client.companyName });
  await dialog.getByLabel('Requester').selectOption({ value: contact.id });
  await dialog.getByLabel('Assignee').selectOption({ label: 'Tessa Tickets' });
  await dialog.getByLabel('Tags').fill('boiler, winter');
  await page.screenshot({ path: `${shots}/tickets-new-dialog.png` });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tickets$/);

  // Find it by search (case-insensitive, part of the title).
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(`BOILER ${run}`.toLowerCase());
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row', { name: /Broken window latch/ })).toBeHidden();
  await expect(page.getByText('Showing 1 tickets')).toBeVisible();
  await page.screenshot({ path: `${shots}/tickets-list-search.png`, fullPage: true });

  // Kanban: lift with space, move right to In Progress, drop with space.
  await page.getByRole('button', { name: 'Kanban' }).click();
  const newColumn = page.getByTestId('board-column-NEW');
  const card = newColumn.getByRole('button', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await page.screenshot({ path: `${shots}/tickets-board-before.png`, fullPage: true });
  await card.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText('Ticket status updated')).toBeVisible();
  await expect(page.getByTestId('board-column-IN_PROGRESS').getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(newColumn.getByRole('button', { name: new RegExp(title) })).toBeHidden();
  await page.screenshot({ path: `${shots}/tickets-board-after.png`, fullPage: true });
  const stored = await (await page.request.get(`/api/tickets?search=${encodeURIComponent(title)}`)).json();
  expect(stored[0].status).toBe('in-progress');

  // Detail dialog at ?ticket=id.
  await page
    .getByTestId('board-column-IN_PROGRESS')
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(/ticket=/);
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('No heating or hot water since this morning.')).toBeVisible();
  await expect(detail.getByText('Status changed from New to In Progress')).toBeVisible();
  await expect(detail.getByTestId('sla-due-line')).toContainText('SLA due');
  await expect(detail.getByText('N/A')).toBeVisible();

  await detail.getByRole('button', { name: 'Add Note' }).click();
  const noteForm = detail.getByRole('form', { name: 'Add Note' });
  await expect(noteForm.getByRole('button', { name: 'Save Note' })).toBeDisabled();
  await noteForm.getByLabel('Note').fill('Engineer booked for 2pm.');
  await noteForm.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Activity added successfully')).toBeVisible();
  await expect(detail.getByRole('list', { name: 'Activity Feed' }).getByText('Engineer booked for 2pm.')).toBeVisible();

  await detail.getByRole('button', { name: 'Record Call' }).click();
  const callForm = detail.getByRole('form', { name: 'Record Call' });
  await expect(callForm.getByRole('button', { name: 'Save Call' })).toBeDisabled();
  await callForm.getByLabel('Discussion summary').fill('Tenant will be home after 1pm.');
  await callForm.getByRole('button', { name: 'Save Call' }).click();
  await expect(
    detail
      .getByRole('list', { name: 'Activity Feed' })
      .getByText(new RegExp(`Call with ${contact.name} on .*: Tenant will be home after 1pm\\.`)),
  ).toBeVisible();
  await expect(detail.getByText(/First response/)).toBeVisible();

  // A task with a due date, from the same detail (the tasks feature's form).
  await detail.getByRole('button', { name: 'Create Task' }).first().click();
  const taskForm = detail.getByRole('form', { name: 'Create task' });
  await taskForm.getByLabel('Title').fill('Book the heating engineer');
  const due = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await taskForm.getByLabel('Due date').fill(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T10:00`);
  await taskForm.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created successfully')).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Tasks' }).getByText('Book the heating engineer')).toBeVisible();
  await page.screenshot({ path: `${shots}/tickets-detail.png`, fullPage: true });

  // Closing removes the parameter.
  await detail.getByRole('button', { name: 'Back' }).click();
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/ticket=/);
});

test('pages through a list longer than one page, and a board column loads more', async ({ page }) => {
  await signUpWithApi(page).catch(async () => {
    // Same run, second test: the account exists already; sign in instead.
    const res = await page.request.post('/api/login', { data: { email: `tickets.${run}@acme.test`, password: PASSWORD } });
    expect(res.status()).toBe(200);
  });
  const { client, contact } = await createParties(page);
  const word = `paging${run}`;
  for (let i = 1; i <= 26; i += 1) {
    const res = await page.request.post('/api/tickets', {
      data: {
        title: `${word} ticket ${i}`,
        description: 'Bulk',
        priority: 'important',
        category: 'other',
        clientId: client.id,
        requesterId: contact.id,
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto(`/tickets?search=${word}`);
  await expect(page.getByText('Showing 25 tickets (1–25 of 26)')).toBeVisible();
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(`${word} ticket 26`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 1 tickets (26–26 of 26)')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${word} ticket 1$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.screenshot({ path: `${shots}/tickets-list-page-2.png`, fullPage: true });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Showing 25 tickets (1–25 of 26)')).toBeVisible();

  await page.getByRole('button', { name: 'Kanban' }).click();
  const column = page.getByTestId('board-column-NEW');
  await expect(column.getByRole('button', { name: /Ticket #/ })).toHaveCount(20);
  await column.getByRole('button', { name: 'Load more (6)' }).click();
  await expect(column.getByRole('button', { name: /Ticket #/ })).toHaveCount(26);
  await expect(column.getByRole('button', { name: /Load more/ })).toBeHidden();
});
