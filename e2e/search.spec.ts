import { type Page } from '@playwright/test';
import { expect, test, postCreated as post, SHOTS as shots, signUpInBrowser, uniqueTag } from './support';

/**
 * The top-bar search: matches grouped by kind, open a ticket's detail from it, Enter for the
 * searched tickets list, open a contact's modal from it.
 */

const run = uniqueTag();

function signUp(page: Page): Promise<void> {
  return signUpInBrowser(page, { firstName: 'Sam', lastName: 'Finder', email: `sam.${run}@acme.test` });
}

test('top-bar search finds tickets, contacts and clients and opens them', async ({ page }) => {
  const word = `Kestrel${run}`;
  await signUp(page);

  const client = await post(page, '/api/clients', {
    firstName: 'Iris',
    lastName: 'Reed',
    email: `iris.${run}@client.test`,
    companyName: `${word} Lettings`,
  });
  const contact = await post(page, '/api/contacts', { name: `Nora ${word}`, email: `nora.${run}@tenant.test` });
  const ticket = await post(page, '/api/tickets', {
    title: `Boiler pressure low at ${word} Court`,
    description: 'Pressure drops overnight',
    priority: 'urgent',
    category: 'heating',
    clientId: client.id,
    requesterId: contact.id,
  });
  await post(page, '/api/tickets', {
    title: `Gutter blocked at ${word} Court`,
    description: 'Water overflowing',
    priority: 'important',
    category: 'other',
    clientId: client.id,
    requesterId: contact.id,
  });
  // A ticket the search must leave out.
  await post(page, '/api/tickets', {
    title: `Unrelated fault ${run}`,
    description: 'Nothing to see',
    priority: 'important',
    category: 'other',
    clientId: client.id,
    requesterId: contact.id,
  });

  // Grouped results.
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(word.toLowerCase());
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const tickets = results.getByRole('group', { name: 'Tickets' });
  await expect(tickets.getByRole('option')).toHaveCount(2);
  await expect(tickets.getByRole('option', { name: `#${ticket.number} Boiler pressure low at ${word} Court` })).toBeVisible();
  await expect(results.getByRole('group', { name: 'Contacts' }).getByRole('option')).toContainText(`Nora ${word}`);
  await expect(results.getByRole('group', { name: 'Clients' }).getByRole('option')).toContainText(`${word} Lettings`);
  await expect(results.getByText(`Unrelated fault ${run}`)).toBeHidden();
  await page.screenshot({ path: `${shots}/search-dropdown.png` });

  // Keyboard: the first match is the newest ticket (the gutter); the second is the boiler.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(tickets.getByRole('option', { name: /Boiler pressure low/ })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tickets\\?ticket=${ticket.id}`));
  const detail = page.getByRole('dialog', { name: `Boiler pressure low at ${word} Court` });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Pressure drops overnight')).toBeVisible();
  await page.screenshot({ path: `${shots}/search-ticket-detail.png` });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Enter with nothing highlighted: the tickets list searched for the text.
  await box.fill(`${word} court`);
  await expect(results.getByRole('group', { name: 'Tickets' }).getByRole('option')).toHaveCount(2);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/tickets\?search=/);
  await expect(page.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue(`${word} court`);
  await expect(page.getByRole('row', { name: /Boiler pressure low/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Gutter blocked/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Unrelated fault/ })).toBeHidden();
  await expect(page.getByText('Showing 2 tickets')).toBeVisible();
  await page.screenshot({ path: `${shots}/search-tickets-list.png`, fullPage: true });

  // A contact from the dropdown opens its modal in view mode on the contacts page.
  await box.fill(`nora ${word}`);
  await results.getByRole('option', { name: new RegExp(`Nora ${word}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts\\?contact=${contact.id}`));
  const contactDialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(contactDialog).toBeVisible();
  await expect(contactDialog.getByText(`nora.${run}@tenant.test`)).toBeVisible();
  await page.screenshot({ path: `${shots}/search-contact-modal.png` });
  await contactDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(contactDialog).toBeHidden();
  await expect(page).toHaveURL(/\/contacts$/);

  // A client from the dropdown, and nothing found.
  // '/' puts the cursor in the search from anywhere outside a text field.
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type(`${word} lettings`);
  await results.getByRole('option', { name: new RegExp(`${word} Lettings`) }).click();
  await expect(page.getByRole('dialog', { name: 'Client Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await box.fill(`nothing-${run}`);
  await expect(page.getByRole('status').filter({ hasText: 'No results' })).toBeVisible();
  await page.screenshot({ path: `${shots}/search-no-results.png` });
});
