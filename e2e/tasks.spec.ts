import { type Page } from '@playwright/test';
import { expect, test, heatingTicket, postCreated as post, SHOTS as shots, signUpInBrowser, uniqueTag } from './support';

/**
 * Browser tests of task reminders and the top bar's notifications: the empty state, then a real
 * reminder delivered by the pg-boss job (the task is created through the REST API with its
 * upcoming reminder already due, so the next per-minute sweep sends it), opened from the list.
 */

function uniqueEmail(): string {
  return `tasks.${uniqueTag()}@acme.test`;
}

function signUp(page: Page, email: string): Promise<void> {
  return signUpInBrowser(page, { firstName: 'Robin', lastName: 'Tasker', email });
}

/** A client, a requester and a ticket, created through the REST API as the signed-in user. */
async function createTicket(page: Page, title: string): Promise<{ id: string; number?: number }> {
  const client = await post(page, '/api/clients', {
    firstName: 'Alex',
    lastName: 'Owner',
    email: 'alex.owner@client.test',
    companyName: 'Harbour Homes Ltd',
  });
  const contact = await post(page, '/api/contacts', { name: 'Tina Tenant', email: 'tina@tenant.test' });
  return post(
    page,
    '/api/tickets',
    heatingTicket({
      title,
      description: 'Tenant reports the boiler loses pressure every night.',
      priority: 'urgent',
      clientId: client.id,
      requesterId: contact.id,
    }),
  );
}

/** A datetime-local value `hours` from now (browser and test share the machine's time zone). */
function localInHours(hours: number): string {
  const d = new Date(Date.now() + hours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test.describe('tasks in the ticket detail', () => {
  test('create a task with a due date and reminders, then complete it', async ({ page }) => {
    await signUp(page, uniqueEmail());
    const ticket = await createTicket(page, 'Radiator cold in bedroom');
    await page.goto(`/tickets?ticket=${ticket.id}`);
    const detail = page.getByRole('dialog', { name: 'Radiator cold in bedroom' });
    await expect(detail).toBeVisible();
    const panel = detail.getByRole('region', { name: 'Tasks' });
    await expect(panel.getByText('No tasks yet')).toBeVisible();

    // The detail's Create Task button (the panel has one too; both open the same inline form).
    await detail.getByRole('button', { name: 'Create Task' }).first().click();
    const form = detail.getByRole('form', { name: 'Create task' });
    await expect(form.getByLabel('Priority')).toHaveValue('HIGH');
    await expect(form.getByLabel('Remind me')).toHaveCount(0);
    await expect(form.getByLabel('Status')).toHaveCount(0);
    await form.getByRole('button', { name: 'Create Task' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await form.getByLabel('Title').fill('Book the heating engineer');
    await form.getByLabel('Due date').fill(localInHours(-3));
    await form.getByRole('button', { name: 'Create Task' }).click();
    await expect(form.getByText('Due date cannot be in the past')).toBeVisible();

    await form.getByLabel('Due date').fill(localInHours(26));
    await expect(form.getByLabel('Remind me')).toHaveValue('1440');
    await form.getByLabel('Remind me').selectOption({ label: '4 hours before' });
    await form.getByLabel('If overdue, remind').selectOption({ label: 'Every 4 hours' });
    await form.getByLabel('Assignee').selectOption({ label: 'Robin Tasker' });
    await page.screenshot({ path: `${shots}/task-form-create.png` });
    await form.getByRole('button', { name: 'Create Task' }).click();
    await expect(page.getByText('Task created successfully', { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);

    const row = panel.getByTestId('task-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Book the heating engineer')).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText('High')).toBeVisible();
    await expect(row.getByText('Robin Tasker')).toBeVisible();
    await expect(detail.getByText('Task created: Book the heating engineer')).toBeVisible();
    await page.screenshot({ path: `${shots}/task-panel.png` });

    // The server stored the reminder plan: 4 hours before the due time, repeating every 4 hours.
    const stored = (await (await page.request.get(`/api/tasks?ticketId=${ticket.id}`)).json()) as Array<Record<string, unknown>>;
    expect(stored[0]).toMatchObject({ remindBeforeMinutes: 240, overdueRepeatMinutes: 240, status: 'pending', priority: 'high' });
    expect(new Date(stored[0]!.dueDate as string).getTime() - new Date(stored[0]!.nextReminderAt as string).getTime()).toBe(240 * 60_000);

    await row.click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(edit.getByLabel('Title')).toHaveValue('Book the heating engineer');
    await expect(edit.getByLabel('Status')).toHaveValue('PENDING');
    await edit.getByLabel('Status').selectOption({ label: 'Completed' });
    await page.screenshot({ path: `${shots}/task-form-edit.png` });
    await edit.getByRole('button', { name: 'Save Task' }).click();
    await expect(page.getByText('Task updated successfully', { exact: true })).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(row.getByText('Completed')).toBeVisible();
    const done = (await (await page.request.get(`/api/tasks?ticketId=${ticket.id}`)).json()) as Array<Record<string, unknown>>;
    expect(done[0]).toMatchObject({ status: 'completed', nextReminderAt: null });
    expect(done[0]!.completedAt).toBeTruthy();
  });
});

test.describe('task reminders in the top bar', () => {
  test('empty notifications, then a reminder sent by the job queue opens its ticket', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, uniqueEmail());

    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    await bell.click();
    await expect(page.getByText('No notifications')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await page.screenshot({ path: `${shots}/notifications-empty.png` });
    await page.keyboard.press('Escape');

    // A ticket and a task assigned to me, due in 30 minutes with a 1-hour reminder: due at once.
    const me = (await (await page.request.get('/api/user')).json()) as { id: string };
    const ticket = await createTicket(page, 'Boiler pressure keeps dropping');
    const due = new Date(Date.now() + 30 * 60_000).toISOString();
    const task = await post(page, '/api/tasks', {
      ticketId: ticket.id,
      title: 'Book the heating engineer',
      assigneeId: me.id,
      dueDate: due,
      remindBeforeMinutes: 60,
      overdueRepeatMinutes: 1440,
    });
    expect(task.id).toBeTruthy();

    // The per-minute sweep sends it; the server pushes the new count to the open page (no reload).
    await expect(page.getByTestId('unread-count')).toHaveText('1', { timeout: 150_000 });
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
    const row = page.getByTestId('notification');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(row.getByText('Task due soon: Book the heating engineer')).toBeVisible();
    await expect(row.getByText(`Due in 29 minutes · Ticket #${ticket.number}`).or(row.getByText(/Due in 2\d minutes/))).toBeVisible();
    await page.screenshot({ path: `${shots}/notifications-reminder.png` });

    await row.getByRole('button', { name: /Task due soon: Book the heating engineer/ }).click();
    await expect(page).toHaveURL(new RegExp(`/tickets\\?ticket=${ticket.id}$`));
    await expect(page.getByRole('heading', { name: 'Boiler pressure keeps dropping' })).toBeVisible();
    // Back to the list: the full-screen ticket dialog covers the top bar.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveCount(0);

    // Read notifications stay in the list, without the unread mark.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(page.getByTestId('notification')).toHaveAttribute('data-unread', 'false');
    await page.screenshot({ path: `${shots}/notifications-read.png` });

    // Snooze the task's reminders for a day from its notification.
    const before = Date.now();
    await page.getByRole('button', { name: 'Snooze reminders' }).click();
    await page.getByRole('group', { name: 'Snooze for' }).getByRole('button', { name: '1 day' }).click();
    await expect(page.getByText('Reminder snoozed', { exact: true })).toBeVisible();
    const [snoozed] = (await (await page.request.get(`/api/tasks?ticketId=${ticket.id}`)).json()) as Array<{
      snoozedUntil: string;
      nextReminderAt: string;
    }>;
    expect(new Date(snoozed!.snoozedUntil).getTime()).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(snoozed!.nextReminderAt).toBe(snoozed!.snoozedUntil);
  });
});
