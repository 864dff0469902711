import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, heatingTicket, SHOTS as shots, signUpInBrowser, uniqueTag } from './support';

/**
 * Browser test of the dashboard: an empty desk shows zero figures; after tickets and a task are
 * created through the REST API, a reload shows the new figures; YTD, the reports panel and Recent
 * Tasks work.
 */

function uniqueEmail(): string {
  return `dash.${uniqueTag()}@acme.test`;
}

function signUp(page: Page, email: string): Promise<void> {
  return signUpInBrowser(page, { firstName: 'Dana', lastName: 'Morgan', email }, { landOnDashboard: false });
}

interface Created {
  openTicketId: string;
}

/** Through the REST API, as a script or integration would. */
async function createThroughApi(request: APIRequestContext): Promise<Created> {
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
    return res.json();
  };
  const client = await ok(
    await request.post('/api/clients', {
      data: { firstName: 'Pat', lastName: 'Owner', email: 'pat@harbour.test', companyName: 'Harbour Lettings' },
    }),
  );
  const contact = await ok(await request.post('/api/contacts', { data: { name: 'Tom Tenant', email: 'tom@tenant.test' } }));
  const ticket = (title: string, priority: string) =>
    heatingTicket({ title, description: 'Reported by the tenant', priority, clientId: client.id, requesterId: contact.id });
  const open = await ok(await request.post('/api/tickets', { data: ticket('No heating in flat 2', 'emergency') }));
  const done = await ok(await request.post('/api/tickets', { data: ticket('Loose radiator valve', 'important') }));
  await ok(await request.patch(`/api/tickets/${done.id}/status`, { data: { status: 'completed' } }));
  await ok(
    await request.post('/api/tasks', {
      data: {
        ticketId: open.id,
        title: 'Book the heating engineer',
        description: 'Call Warmflow and book the earliest visit; the tenant works from home on Tuesdays and Thursdays.',
        priority: 'high',
        dueDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
      },
    }),
  );
  return { openTicketId: open.id };
}

function card(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

test('the dashboard shows zero figures on an empty desk and the new figures after tickets are created', async ({ page }) => {
  await signUp(page, uniqueEmail());
  await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();

  // An empty desk: zeros, a dash for compliance, no tasks.
  await expect(card(page, 'Active Tickets').getByTestId('metric-value')).toHaveText('0');
  await expect(card(page, 'New This Month').getByTestId('metric-value')).toHaveText('0');
  await expect(card(page, 'Resolved This Month').getByTestId('metric-value')).toHaveText('0');
  await expect(card(page, 'Overdue SLA').getByTestId('metric-value')).toHaveText('0');
  await expect(card(page, 'SLA Compliance').getByTestId('metric-value')).toHaveText('—');
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.screenshot({ path: `${shots}/dashboard-empty.png`, fullPage: true });

  // Create a client, a contact, two tickets (one completed) and a task through the REST API.
  const { openTicketId } = await createThroughApi(page.request);

  await page.reload();
  await expect(card(page, 'Active Tickets').getByTestId('metric-value')).toHaveText('1');
  await expect(card(page, 'New This Month').getByTestId('metric-value')).toHaveText('2');
  await expect(card(page, 'Resolved This Month').getByTestId('metric-value')).toHaveText('1');
  await expect(card(page, 'SLA Compliance').getByTestId('metric-value')).toHaveText('100%');
  await expect(page.getByLabel('Emergency tickets')).toHaveText('1');
  await expect(page.getByLabel('Important tickets')).toHaveText('0');
  const task = page.getByTestId('recent-task');
  await expect(task).toHaveCount(1);
  await expect(task).toContainText('Book the heating engineer');
  await expect(task).toContainText(`${openTicketId.slice(0, 8)}`);
  await page.screenshot({ path: `${shots}/dashboard-figures.png`, fullPage: true });

  // Year to date.
  await page.getByRole('button', { name: 'YTD' }).click();
  await expect(card(page, 'New This Year').getByTestId('metric-value')).toHaveText('2');
  await page.getByRole('button', { name: 'This Month' }).click();

  // The reports panel, with its chart.
  await page.getByRole('button', { name: 'Show Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Performance Reports' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'New tickets' })).toContainText('2');
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/dashboard-reports-month.png`, fullPage: true });

  // With the reports the page is taller than the window. Scrolled to the bottom, the sidebar
  // still covers the window from top to bottom (no grey band below it), with its navigation and
  // the database status in view; its white column runs the page's whole height.
  const viewport = page.viewportSize()!;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(viewport.height + 100);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(pageHeight - viewport.height);
  const sidebar = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
  const box = (await sidebar.boundingBox())!;
  expect(box.y).toBeLessThanOrEqual(0);
  expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height);
  expect(box.height).toBeGreaterThanOrEqual(pageHeight - 1);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeInViewport({ ratio: 1 });
  await expect(sidebar.getByText('Database Status')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${shots}/dashboard-scrolled-sidebar.png` });
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByLabel('Report period').selectOption({ label: 'Year' });
  await expect(page.getByLabel('Report month')).toBeHidden();
  await expect(page.getByLabel('Report year')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Monthly SLA compliance chart' })).toBeVisible();
  await page.screenshot({ path: `${shots}/dashboard-reports-year.png`, fullPage: true });
  await page.getByLabel('Report period').selectOption({ label: 'Year to Date' });
  await expect(page.getByLabel('Report year')).toBeHidden();

  // A narrow screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/dashboard-narrow.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Clicking a task opens its ticket.
  await task.click();
  await expect(page).toHaveURL(new RegExp(`/tickets\\?ticket=${openTicketId}$`));
});
