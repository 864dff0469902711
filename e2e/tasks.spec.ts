import { expect, test, type Page } from '@playwright/test';

/**
 * Browser tests of task reminders and the top bar's notifications: the empty state, then a real
 * reminder delivered by the pg-boss job (the task is created through the REST API with its
 * upcoming reminder already due, so the next per-minute sweep sends it), opened from the list.
 */

const PASSWORD = 'correct-horse-battery';
const shots = 'e2e/artifacts';

function uniqueEmail(): string {
  return `tasks.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@acme.test`;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Tasker');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
}

async function post(page: Page, path: string, data: object): Promise<{ id: string; number?: number }> {
  const res = await page.request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: string; number?: number };
}

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
    const client = await post(page, '/api/clients', {
      firstName: 'Alex',
      lastName: 'Owner',
      email: 'alex.owner@client.test',
      companyName: 'Harbour Homes Ltd',
    });
    const contact = await post(page, '/api/contacts', { name: 'Tina Tenant', email: 'tina@tenant.test' });
    const ticket = await post(page, '/api/tickets', {
      title: 'Boiler pressure keeps dropping',
      description: 'Tenant reports the boiler loses pressure every night.',
      priority: 'urgent',
      category: 'heating',
      clientId: client.id,
      requesterId: contact.id,
      propertyId: null,
      assigneeId: null,
      tags: [],
    });
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

    // The per-minute sweep sends it; the badge shows after a reload (it also polls every 30 s).
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
          return page.getByTestId('unread-count').count();
        },
        { timeout: 150_000, intervals: [10_000] },
      )
      .toBe(1);
    await expect(page.getByTestId('unread-count')).toHaveText('1');
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
  });
});
