import { type Locator, type Page } from '@playwright/test';
import { expect, test, postCreated, signUpWithApi, uniqueTag } from './support';

/**
 * A record opened from a list stays open. Each test loads the page fresh, does what an agent does
 * (clicks the name or title text, presses Enter on a focused row, picks a top-bar search result),
 * waits two seconds and checks the dialog is still there with the record's details and the
 * address still names it. The same tests also run against the Vite dev server (project
 * `chromium-dev`), where React's StrictMode sets every dialog's effects up twice: that is what
 * made the focus trap hand focus back to the clicked row, and the dialog close itself.
 */

const run = uniqueTag();
const SETTLE_MS = 2_000;

interface Records {
  client: { id: string; companyName: string };
  contact: { id: string; name: string; email: string };
  property: { id: string; name: string };
  ticket: { id: string; number: number; title: string };
}

let signUps = 0;
async function signUpWithRecords(page: Page, project: string): Promise<Records> {
  signUps += 1;
  const tag = `${run}${project === 'chromium-dev' ? 'd' : 'p'}${signUps}`;
  await signUpWithApi(page, { email: `dialogs.${tag}@acme.test`, firstName: 'Dana', lastName: 'Dialog' });
  const post = <T>(path: string, data: object): Promise<T> => postCreated<T>(page, path, data);
  const client = await post<Records['client']>('/api/clients', {
    firstName: 'Hana',
    lastName: 'Harbour',
    email: `ops.${tag}@harbour.test`,
    companyName: `Quayside Lettings ${tag}`,
    address: '1 Quay Street, Bristol',
  });
  const contact = await post<Records['contact']>('/api/contacts', {
    name: `Tom Tenant ${tag}`,
    email: `tom.${tag}@tenant.test`,
    phone: '+44 7700 900123',
  });
  const property = await post<Records['property']>('/api/properties', {
    name: `Flat 3 ${tag}`,
    address: '9 Mill Lane, Bristol',
    clientId: client.id,
    contactId: contact.id,
  });
  const ticket = await post<Records['ticket']>('/api/tickets', {
    title: `Kitchen tap leaking ${tag}`,
    description: 'Drips all night under the sink.',
    priority: 'urgent',
    category: 'plumbing',
    clientId: client.id,
    requesterId: contact.id,
    propertyId: property.id,
  });
  return { client, contact, property, ticket };
}

/** After the settle time, the dialog is still open, shows `details`, and the address still names the record. */
async function expectStillOpen(page: Page, dialog: Locator, param: string, id: string, details: string[]): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  await expect(dialog).toBeVisible();
  for (const text of details) await expect(dialog).toContainText(text);
  expect(new URL(page.url()).searchParams.get(param)).toBe(id);
}

async function gotoFresh(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

test.describe('record dialogs opened from lists stay open', () => {
  // Three fresh page loads and a two-second wait each: give the shared CI machine time.
  test.describe.configure({ timeout: 180_000 });

  test('clicking the name or title text in each list', async ({ page }, info) => {
    const r = await signUpWithRecords(page, info.project.name);

    await gotoFresh(page, '/contacts', 'Contacts');
    await page.getByText(r.contact.name, { exact: true }).click();
    await expectStillOpen(page, page.getByRole('dialog', { name: 'Contact Details' }), 'contact', r.contact.id, [
      r.contact.email,
      '+44 7700 900123',
    ]);

    await gotoFresh(page, '/clients', 'Clients');
    await page.getByText(r.client.companyName, { exact: true }).click();
    await expectStillOpen(page, page.getByRole('dialog', { name: 'Client Details' }), 'client', r.client.id, [
      'Hana',
      '1 Quay Street, Bristol',
    ]);

    await gotoFresh(page, '/properties', 'Properties');
    await page.getByText(r.property.name, { exact: true }).click();
    await expectStillOpen(page, page.getByRole('dialog', { name: 'Property Details' }), 'property', r.property.id, [
      '9 Mill Lane, Bristol',
      'Fully Linked',
    ]);

    await gotoFresh(page, '/tickets', 'Support Tickets');
    await page.getByText(r.ticket.title, { exact: true }).click();
    await expectStillOpen(page, page.getByRole('dialog', { name: r.ticket.title }), 'ticket', r.ticket.id, [
      'Drips all night under the sink.',
      'Activity Feed',
    ]);
  });

  test('a real mouse press in the middle of a row, and a card on the Kanban board', async ({ page }, info) => {
    const r = await signUpWithRecords(page, info.project.name);

    await gotoFresh(page, '/contacts', 'Contacts');
    const row = page.getByRole('row', { name: new RegExp(r.contact.name) });
    const box = await row.boundingBox();
    if (!box) throw new Error('contact row has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.down();
    await page.waitForTimeout(90);
    await page.mouse.up();
    await expectStillOpen(page, page.getByRole('dialog', { name: 'Contact Details' }), 'contact', r.contact.id, [r.contact.email]);

    await gotoFresh(page, '/tickets?view=board', 'Support Tickets');
    await page
      .getByRole('button', { name: `Ticket #${r.ticket.number}: ${r.ticket.title}` })
      .getByText(r.ticket.title)
      .click();
    await expectStillOpen(page, page.getByRole('dialog', { name: r.ticket.title }), 'ticket', r.ticket.id, [
      'Drips all night under the sink.',
    ]);
  });

  test('Enter on a focused row, and a top-bar search result', async ({ page }, info) => {
    const r = await signUpWithRecords(page, info.project.name);

    await gotoFresh(page, '/properties', 'Properties');
    const row = page.getByRole('row', { name: new RegExp(r.property.name) });
    await row.focus();
    await page.keyboard.press('Enter');
    await expectStillOpen(page, page.getByRole('dialog', { name: 'Property Details' }), 'property', r.property.id, [
      '9 Mill Lane, Bristol',
    ]);
    // Escape closes it and the address forgets the record.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Property Details' })).toBeHidden();
    expect(new URL(page.url()).searchParams.get('property')).toBeNull();

    await gotoFresh(page, '/tickets', 'Support Tickets');
    await page.getByRole('row', { name: new RegExp(r.ticket.title) }).focus();
    await page.keyboard.press('Enter');
    await expectStillOpen(page, page.getByRole('dialog', { name: r.ticket.title }), 'ticket', r.ticket.id, [
      'Drips all night under the sink.',
    ]);

    await gotoFresh(page, '/', 'Support Dashboard');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill(r.contact.name);
    await page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: 'Contacts' })
      .getByRole('option')
      .first()
      .click();
    await expectStillOpen(page, page.getByRole('dialog', { name: 'Contact Details' }), 'contact', r.contact.id, [r.contact.email]);
    await page.keyboard.press('Escape');

    await search.fill(r.ticket.title);
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Tickets' }).getByRole('option').first().click();
    await expectStillOpen(page, page.getByRole('dialog', { name: r.ticket.title }), 'ticket', r.ticket.id, [
      'Drips all night under the sink.',
    ]);
  });
});
