import { expect, test, postCreated as post, SHOTS as shots, signUpWithApi, uniqueTag } from './support';

/**
 * The Knowledge Base: an article made through the API is found by a word of its content (typed
 * only in part) in the search box, opens in the reader with its content rendered safely and its
 * Legal Information from the responsibility matrix; the ticket detail shows who is responsible.
 */

const run = uniqueTag();

test('find an article by a word from its content, read it with its Legal Information', async ({ page }) => {
  await signUpWithApi(page, { email: `kb.${run}@acme.test`, firstName: 'Kim', lastName: 'Reader' });
  // A word only this run's article has, somewhere in its content (not its title or description).
  const word = `descaler${run}`.toLowerCase();
  const title = `Shower runs cold ${run}`;
  await post(page, '/api/knowledge/articles', {
    title,
    description: 'Hot water turns cold after a minute at the shower.',
    summary: 'Most cold showers come from a scaled mixer valve, which the tenant can clean.',
    fullContent: [
      '## What you need',
      '',
      `- A bottle of ${word} solution`,
      '- An old toothbrush',
      '',
      '> Turn the water off at the isolation valve first.',
      '',
      '<script>document.title = "hacked"</script><img src="x" onerror="document.title = \'hacked\'">',
    ].join('\n'),
    category: 'plumbing',
    country: 'DE',
    responsibility: 'tenant',
    estimatedDuration: 20,
    tags: ['shower', 'hot water', 'limescale', 'mixer', 'valve'],
    legalNotes: 'Small repairs clause (Kleinreparaturklausel) in the tenancy agreement.',
  });
  await post(page, '/api/knowledge/responsibility-matrix', {
    country: 'DE',
    category: 'plumbing',
    issueType: `Limescale in fittings ${run}`,
    responsibility: 'tenant',
    urgencyLevel: 'Routine',
    legalNotes: 'BGB § 535: the landlord keeps the flat fit for use; small repairs may be passed to the tenant.',
  });

  await page.goto('/troubleshooting');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Article' })).toHaveAttribute('href', '/admin/knowledge-base');

  // The first letters of the word find the article; the search goes to the address.
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(word.slice(0, -2));
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${word.slice(0, -2)}`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('DE', { exact: true })).toBeVisible();
  await expect(card.getByText('Tenant')).toBeVisible();
  await expect(card.getByText('20 min')).toBeVisible();
  await expect(card.getByText('+2 more')).toBeVisible();
  await page.screenshot({ path: `${shots}/knowledge-base-search.png`, fullPage: true });

  await card.getByRole('link', { name: /View Guide/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('scaled mixer valve');
  const content = page.getByTestId('article-content');
  await expect(content.getByRole('heading', { name: 'What you need' })).toBeVisible();
  await expect(content.getByRole('listitem').first()).toContainText(word);
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('[onerror]')).toHaveCount(0);
  expect(await page.title()).not.toBe('hacked');

  const legal = page.getByRole('region', { name: 'Legal Information' });
  await expect(legal).toContainText('Country: DE');
  await expect(legal).toContainText('Kleinreparaturklausel');
  await expect(legal.getByText(`Limescale in fittings ${run}`)).toBeVisible();
  await expect(legal).toContainText('BGB § 535');
  await expect(page.getByRole('region', { name: 'Related Topics' })).toContainText('limescale');
  await page.screenshot({ path: `${shots}/knowledge-base-reader.png`, fullPage: true });

  // Back to the list, still searched.
  await page.getByRole('button', { name: 'Back to Knowledge Base' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(word.slice(0, -2));
});

test.describe('an unknown article', () => {
  // The reader asks for it and the server answers 404, which the browser logs.
  test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });

  test('shows Article not found', async ({ page }) => {
    await signUpWithApi(page, { email: `kb.unknown.${run}@acme.test`, firstName: 'Uma', lastName: 'Unknown' });
    await page.goto('/troubleshooting?article=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  });
});

test("the ticket detail shows who is responsible, from the matrix for its property's country", async ({ page }) => {
  await signUpWithApi(page, { email: `kb2.${run}@acme.test`, firstName: 'Rita', lastName: 'Rules' });
  await post(page, '/api/knowledge/responsibility-matrix', {
    country: 'FR',
    category: 'heating',
    issueType: `Chaudière en panne ${run} (boiler breakdown)`,
    responsibility: 'landlord',
    legalNotes: 'Décret n° 87-712: the landlord repairs the boiler; the tenant has it serviced yearly.',
  });
  const client = await post(page, '/api/clients', {
    firstName: 'Paul',
    lastName: 'Bailleur',
    email: `paul.${run}@client.test`,
    companyName: `Paris Lettings ${run}`,
  });
  const contact = await post(page, '/api/contacts', { name: `Lea ${run}`, email: `lea.${run}@tenant.test` });
  const property = await post(page, '/api/properties', { name: `Rue Oberkampf ${run}`, address: '12 rue Oberkampf, Paris', country: 'FR' });
  const ticket = await post(page, '/api/tickets', {
    title: 'Boiler breakdown, no hot water',
    description: 'The boiler shows an error code.',
    priority: 'urgent',
    category: 'heating',
    clientId: client.id,
    requesterId: contact.id,
    propertyId: property.id,
  });

  await page.goto(`/tickets?ticket=${ticket.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Responsibility' })).toBeVisible();
  await expect(dialog.getByText('heating · FR')).toBeVisible();
  await expect(dialog.getByText(`Chaudière en panne ${run} (boiler breakdown)`)).toBeVisible();
  await expect(dialog.getByText('Landlord', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Décret n° 87-712/)).toBeVisible();
  await page.screenshot({ path: `${shots}/ticket-responsibility.png`, fullPage: true });
});
