import { type Page } from '@playwright/test';
import { expect, test, signUpWithApi, uniqueTag } from './support';

/**
 * Browser test of the first screen (issue "Codebase third pass", item 11): a signed-in user's
 * first load of `/` asks for the dashboard's figures beside the current user, not after it, and
 * only once; a signed-out load asks for nothing that would be refused (no 401 in the console).
 */

/** The GraphQL operations the page sends, by name, with when each was sent and answered. */
function watchOperations(page: Page) {
  const sent: Array<{ name: string; at: number; answeredAt?: number }> = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string }).operationName ?? '?';
    const entry: { name: string; at: number; answeredAt?: number } = { name, at: Date.now() };
    sent.push(entry);
    void request.response().then(() => {
      entry.answeredAt = Date.now();
    });
  });
  return {
    named: (name: string) => sent.filter((s) => s.name === name),
  };
}

test("a signed-in user's first load shows the dashboard's figures, asked for once and beside the current user", async ({ page }) => {
  await signUpWithApi(page, { firstName: 'Fay', lastName: 'First', email: `first.${uniqueTag()}@acme.test` });
  const operations = watchOperations(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Active Tickets', exact: true }).getByTestId('metric-value')).toHaveText(/^\d+$/);
  await page.waitForLoadState('networkidle');

  const me = operations.named('CurrentUser');
  const metrics = operations.named('DashboardMetrics');
  expect(me).toHaveLength(1);
  expect(metrics).toHaveLength(1);
  // Sent before the current user came back: the figures do not wait for the session check.
  expect(metrics[0]?.at).toBeLessThanOrEqual(me[0]?.answeredAt ?? 0);

  // A later visit to the dashboard asks again: the figures it shows are fresh.
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(sidebar.getByRole('link', { name: 'Tickets', exact: true })).toHaveAttribute('aria-current', 'page');
  const readsBefore = operations.named('DashboardMetrics').length;
  await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Active Tickets', exact: true }).getByTestId('metric-value')).toBeVisible();
  await expect.poll(() => operations.named('DashboardMetrics').length, { timeout: 30_000 }).toBeGreaterThan(readsBefore);
});

test('a signed-out load of / shows Sign In and asks for nothing it would be refused', async ({ page }) => {
  const operations = watchOperations(page);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });

  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(operations.named('CurrentUser')).toHaveLength(1);
  expect(operations.named('DashboardMetrics')).toHaveLength(0);
  expect(refused).toEqual([]);
});
