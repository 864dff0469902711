import { type Page, type Request } from '@playwright/test';
import { expect, test, createTicketParties, heatingTicket, postCreated, SHOTS as shots, signUpWithApi, uniqueTag } from './support';

/**
 * Filters that stick, at a person's speed: a select changed some time after the list loaded asks
 * the server once and keeps its value; a search typed, cleared and followed by a filter leaves the
 * box and the address agreeing; a record or article clicked within 100 ms of typing stays open.
 */

const run = uniqueTag();
const SETTLE_MS = 2_000;

interface ListRequest {
  operation: string;
  filter: Record<string, unknown>;
}

/** The GraphQL list requests the page sends (`operation`), with their filter, from now on. */
function recordListRequests(page: Page, operation: string): ListRequest[] {
  const seen: ListRequest[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { filter?: Record<string, unknown> } } | null;
    if (body?.operationName === operation) seen.push({ operation, filter: body.variables?.filter ?? {} });
  });
  return seen;
}

/** Drops the keys a filter sends as undefined (absent from the JSON anyway). */
const category = (r: ListRequest) => r.filter.category ?? null;

test('a category picked 0.3, 1 and 3 s after the list loads asks once and keeps its value', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithApi(page, { email: `filters.${run}@acme.test`, firstName: 'Fay', lastName: 'Filter' });
  const { client, contact } = await createTicketParties(page, run);
  await postCreated(
    page,
    '/api/tickets',
    heatingTicket({
      title: `Radiator cold ${run}`,
      description: 'Cold radiator',
      priority: 'important',
      clientId: client.id,
      requesterId: contact.id,
    }),
  );

  for (const [delay, label, value] of [
    [300, 'Heating', 'HEATING'],
    [1_000, 'Plumbing', 'PLUMBING'],
    [3_000, 'Electrical', 'ELECTRICAL'],
  ] as const) {
    await page.goto('/tickets');
    await expect(page.getByRole('row', { name: new RegExp(`Radiator cold ${run}`) })).toBeVisible();
    await page.waitForTimeout(delay);
    const requests = recordListRequests(page, 'Tickets');
    const select = page.getByRole('combobox', { name: 'Category' });
    await select.selectOption({ label });
    await expect(select).toHaveValue(value);
    await page.waitForTimeout(SETTLE_MS);
    await expect(select).toHaveValue(value);
    expect(requests.map(category), `requests after picking ${label} at ${delay} ms`).toEqual([value]);
    expect(new URL(page.url()).searchParams.get('category')).toBe(value);
  }
  await page.screenshot({ path: `${shots}/filters-tickets-category.png` });
});

test('type a search, clear it, then pick a filter: the box and the address agree (tickets and knowledge base)', async ({ page }) => {
  await signUpWithApi(page, { email: `filters.clear.${run}@acme.test`, firstName: 'Cleo', lastName: 'Clear' });

  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();
  const ticketSearch = page.getByRole('searchbox', { name: 'Search tickets' });
  await ticketSearch.pressSequentially('boiler', { delay: 60 });
  await expect(page).toHaveURL(/search=boiler/);
  await ticketSearch.fill('');
  await page.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'Urgent' });
  await page.waitForTimeout(SETTLE_MS);
  await expect(ticketSearch).toHaveValue('');
  expect(new URL(page.url()).searchParams.get('search')).toBeNull();
  expect(new URL(page.url()).searchParams.get('priority')).toBe('URGENT');

  await page.goto('/troubleshooting');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  const articleSearch = page.getByRole('searchbox', { name: 'Search articles' });
  await articleSearch.pressSequentially('radiator', { delay: 60 });
  await expect(page).toHaveURL(/search=radiator/);
  await articleSearch.fill('');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'heating' });
  await page.waitForTimeout(SETTLE_MS);
  await expect(articleSearch).toHaveValue('');
  const address = new URL(page.url()).searchParams;
  expect([address.get('search'), address.get('country'), address.get('category')]).toEqual([null, 'DE', 'HEATING']);
});

test('an article or a record clicked within 100 ms of typing stays open', async ({ page }) => {
  const tag = `${run}q`;
  await signUpWithApi(page, { email: `filters.quick.${run}@acme.test`, firstName: 'Quinn', lastName: 'Quick' });
  const title = `Quickclick ${tag} boiler guide`;
  const article = await postCreated<{ id: string }>(page, '/api/knowledge/articles', {
    title,
    description: 'Topping up the boiler pressure.',
    summary: 'Top up to 1.5 bar.',
    fullContent: 'Open the filling loop until the gauge reads 1.5 bar.',
    category: 'heating',
    country: 'UK',
    responsibility: 'tenant',
    estimatedDuration: 10,
    tags: ['boiler'],
  });
  const { contact } = await createTicketParties(page, tag);

  await page.goto('/troubleshooting');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill(`Quickclick ${tag}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // More of the title, and the card's View Guide at once: the search's pause has not passed.
  await search.pressSequentially(' boiler', { delay: 20 });
  await card.getByRole('link', { name: /View Guide/ }).click({ delay: 30 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('article')).toBe(article.id);

  await page.goto('/contacts');
  const contacts = page.getByRole('searchbox', { name: 'Search contacts' });
  await contacts.fill(contact.name.slice(0, -2));
  const row = page.getByText(contact.name, { exact: true });
  await expect(row).toBeVisible();
  await contacts.pressSequentially(contact.name.slice(-2), { delay: 20 });
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).searchParams.get('contact')).toBe(contact.id);
  await page.screenshot({ path: `${shots}/filters-quick-click-contact.png` });
});
