import { type Page } from '@playwright/test';
import { expect, test, SHOTS as shots, signUpInBrowser, uniqueTag } from './support';

/** Browser tests of contacts, clients and properties: create, link, edit, search and page. */

const run = uniqueTag();

let signUps = 0;
function signUp(page: Page): Promise<void> {
  signUps += 1;
  return signUpInBrowser(page, { firstName: 'Robin', lastName: 'Hale', email: `robin.${run}.${signUps}@acme.test` });
}

async function openFromSidebar(page: Page, item: string): Promise<void> {
  await page
    .getByRole('navigation', { name: /main|sidebar|primary/i })
    .getByRole('link', { name: item, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
}

test.describe('contacts, clients and properties', () => {
  test('create a client, a contact and a linked property; edit it; find it by search', async ({ page }) => {
    const company = `Harbour Homes ${run}`;
    const person = `Maria Lopez ${run}`;
    await signUp(page);

    // Client, with its validation (required fields) first.
    await openFromSidebar(page, 'Clients');
    await page.getByRole('button', { name: 'New Client' }).click();
    const clientDialog = page.getByRole('dialog', { name: 'Create New Client' });
    await expect(clientDialog.getByText('Company Information')).toBeVisible();
    await clientDialog.getByRole('button', { name: 'Create Client' }).click();
    await expect(clientDialog.getByText('Company name is required')).toBeVisible();
    await expect(clientDialog.getByText('First name is required')).toBeVisible();
    await page.screenshot({ path: `${shots}/people-client-validation.png` });
    await clientDialog.getByLabel('First name').fill('Grace');
    await clientDialog.getByLabel('Last name').fill('Hopper');
    await clientDialog.getByLabel('Email').fill(`grace.${run}@harbour.test`);
    await clientDialog.getByLabel('Company name').fill(company);
    await clientDialog.getByLabel('Address').fill('1 Quay Street, Bristol');
    await clientDialog.getByLabel('Website').fill('harbour-homes.test');
    await clientDialog.getByLabel('Company number').fill('GB123456');
    await clientDialog.getByRole('button', { name: 'Create Client' }).click();
    await expect(page.getByText('Client created successfully')).toBeVisible();
    await expect(clientDialog).toBeHidden();
    const clientRow = page.getByRole('row', { name: new RegExp(company) });
    await expect(clientRow).toBeVisible();
    await expect(clientRow.getByRole('link', { name: 'harbour-homes.test' })).toHaveAttribute('href', 'https://harbour-homes.test');
    await page.screenshot({ path: `${shots}/people-clients.png`, fullPage: true });

    // Contact.
    await openFromSidebar(page, 'Contacts');
    await page.getByRole('button', { name: 'New Contact' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'Create New Contact' });
    await contactDialog.getByLabel('Name').fill(person);
    await contactDialog.getByLabel('Email').fill(`maria.${run}@tenant.test`);
    await contactDialog.getByLabel('Phone').fill('07700 900123');
    await contactDialog.getByLabel('Notes').fill('Prefers calls after 5pm');
    await contactDialog.getByRole('button', { name: 'Create Contact' }).click();
    await expect(page.getByText('Contact created successfully')).toBeVisible();
    const contactRow = page.getByRole('row', { name: new RegExp(person) });
    await expect(contactRow).toContainText('Prefers calls after 5pm');
    await expect(contactRow).toContainText('English');
    await page.screenshot({ path: `${shots}/people-contacts.png`, fullPage: true });

    // Property linking both: Fully Linked.
    await openFromSidebar(page, 'Properties');
    await page.getByRole('button', { name: 'New Property' }).click();
    const propertyDialog = page.getByRole('dialog', { name: 'Create New Property' });
    await propertyDialog.getByLabel('Property name').fill(`Flat 2 ${run}`);
    await propertyDialog.getByLabel('Address').fill('4 Dock Road, Bristol');
    await propertyDialog.getByLabel('Search clients').fill(company);
    await expect(propertyDialog.getByLabel('Client', { exact: true }).locator('option', { hasText: company })).toHaveCount(1);
    await propertyDialog.getByLabel('Client', { exact: true }).selectOption({ label: company });
    await propertyDialog.getByLabel('Search contacts').fill(run);
    await expect(propertyDialog.getByLabel('Contact', { exact: true }).locator('option', { hasText: person })).toHaveCount(1);
    await propertyDialog.getByLabel('Contact', { exact: true }).selectOption({ label: `${person} (maria.${run}@tenant.test)` });
    await page.screenshot({ path: `${shots}/people-property-create.png` });
    await propertyDialog.getByRole('button', { name: 'Create Property' }).click();
    await expect(page.getByText('Property created successfully')).toBeVisible();
    const propertyRow = page.getByRole('row', { name: new RegExp(`Flat 2 ${run}`) });
    await expect(propertyRow).toContainText(company);
    await expect(propertyRow).toContainText(person);
    await expect(propertyRow).toContainText('Fully Linked');

    // View, edit (back to view after the update), unlink the contact: Client Only.
    await propertyRow.click();
    const details = page.getByRole('dialog', { name: 'Property Details' });
    await expect(details).toContainText('4 Dock Road, Bristol');
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await edit.getByLabel('Property name').fill(`Flat 2A ${run}`);
    await edit.getByLabel('Contact', { exact: true }).selectOption({ label: 'No contact' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Property updated successfully')).toBeVisible();
    const viewAgain = page.getByRole('dialog', { name: 'Property Details' });
    await expect(viewAgain).toContainText(`Flat 2A ${run}`);
    await expect(viewAgain).toContainText('Client Only');
    await page.screenshot({ path: `${shots}/people-property-details.png` });
    await viewAgain.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewAgain).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`Flat 2A ${run}`) })).toContainText('Client Only');

    // Search over the client's company name finds it (server-side); Clear Filters brings the list back.
    await page.getByLabel('Search properties').fill(`harbour homes ${run}`.toUpperCase());
    await expect(page.getByRole('row', { name: new RegExp(`Flat 2A ${run}`) })).toBeVisible();
    await expect(page.getByText('Showing 1 property', { exact: true })).toBeVisible();
    await page.getByLabel('Search properties').fill(`nothing-like-this-${run}`);
    await expect(page.getByText('No properties match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Flat 2A ${run}`) })).toBeVisible();
    await page.screenshot({ path: `${shots}/people-properties.png`, fullPage: true });

    // Edit a contact: back to view mode with the change.
    await openFromSidebar(page, 'Contacts');
    await page.getByRole('row', { name: new RegExp(person) }).click();
    const contactDetails = page.getByRole('dialog', { name: 'Contact Details' });
    await contactDetails.getByRole('button', { name: 'Edit' }).click();
    const contactEdit = page.getByRole('dialog', { name: 'Edit Contact' });
    await contactEdit.getByLabel('Email').fill('not-an-address');
    await contactEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(contactEdit.getByText('Valid email address is required')).toBeVisible();
    await contactEdit.getByLabel('Email').fill(`maria.lopez.${run}@tenant.test`);
    await contactEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Contact updated successfully')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Contact Details' })).toContainText(`maria.lopez.${run}@tenant.test`);
    await page.keyboard.press('Escape');

    // The client's view lists its properties; editing it returns to the view.
    await openFromSidebar(page, 'Clients');
    await page.getByLabel('Search clients').fill('gb123456');
    await page.getByRole('row', { name: new RegExp(company) }).click();
    const clientDetails = page.getByRole('dialog', { name: 'Client Details' });
    await expect(clientDetails.getByRole('list', { name: 'Client properties' })).toContainText(`Flat 2A ${run}`);
    await clientDetails.getByRole('button', { name: 'Edit' }).click();
    const clientEdit = page.getByRole('dialog', { name: 'Edit Client' });
    await clientEdit.getByLabel('Address').fill('2 Quay Street, Bristol');
    await clientEdit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Client updated successfully')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Client Details' })).toContainText('2 Quay Street, Bristol');
    await page.screenshot({ path: `${shots}/people-client-details.png` });
  });

  test('pages through a list longer than one page', async ({ page }) => {
    await signUp(page);
    const tag = `pager-${run}`;
    for (let i = 1; i <= 28; i++) {
      const res = await page.request.post('/api/contacts', {
        data: { name: `Pager ${String(i).padStart(2, '0')} ${tag}`, email: `pager${i}.${run}@example.test` },
      });
      expect(res.status()).toBe(201);
    }
    await openFromSidebar(page, 'Contacts');
    await page.getByLabel('Search contacts').fill(tag);
    const footer = page.getByRole('navigation', { name: /contacts pages/ });
    await expect(footer).toContainText('Showing 25 contacts (1–25 of 28)');
    await expect(page.getByRole('row', { name: new RegExp(`Pager 28 ${tag}`) })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await footer.getByRole('button', { name: 'Next' }).click();
    await expect(footer).toContainText('Showing 3 contacts (26–28 of 28)');
    await expect(page.getByRole('row', { name: new RegExp(`Pager 01 ${tag}`) })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.screenshot({ path: `${shots}/people-contacts-page-2.png`, fullPage: true });
    await footer.getByRole('button', { name: 'Previous' }).click();
    await expect(footer).toContainText('Showing 25 contacts (1–25 of 28)');

    // A phone-sized screen: the table scrolls sideways inside its card, the modal fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await footer.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    await expect(footer.getByRole('button', { name: 'Next' })).toBeInViewport();
    await page.screenshot({ path: `${shots}/people-contacts-mobile.png`, fullPage: true });
    await page.getByRole('row', { name: new RegExp(`Pager 28 ${tag}`) }).click();
    const mobileDialog = page.getByRole('dialog', { name: 'Contact Details' });
    await expect(mobileDialog.getByRole('button', { name: 'Edit' })).toBeInViewport();
    await page.waitForTimeout(400); // let the opening animation finish before the picture
    await page.screenshot({ path: `${shots}/people-contact-mobile-dialog.png` });
  });
});
