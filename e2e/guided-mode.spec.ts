import { type Page } from '@playwright/test';
import { expect, test, createTicketParties, postCreated, SHOTS as shots, signUpWithApi, uniqueTag } from './support';

/**
 * Guided mode in the browser: a workflow walked to 'Problem Resolved!'; another walked to its end,
 * escalated into a ticket from the prefilled Create New Ticket dialog, which is linked to the
 * session and lists the steps tried and the answers given.
 */

const run = uniqueTag();

interface OptionSpec {
  text: string;
  success?: boolean;
  escalate?: boolean;
  note?: string;
}

/** An article with steps and options, made through the admin REST API. */
async function buildGuide(
  page: Page,
  title: string,
  steps: { title: string; content: string; safetyNote?: string; options: OptionSpec[] }[],
) {
  const article = await postCreated<{ id: string }>(page, '/api/knowledge/articles', {
    title,
    description: 'Radiators stay cold although the heating is on.',
    category: 'heating',
    country: 'IE',
    responsibility: 'landlord',
    tags: ['radiator', 'heating'],
  });
  for (const step of steps) {
    const created = await postCreated<{ id: string }>(page, '/api/knowledge/steps', {
      articleId: article.id,
      title: step.title,
      content: step.content,
      safetyNote: step.safetyNote ?? null,
    });
    for (const option of step.options) {
      await postCreated(page, '/api/knowledge/options', {
        stepId: created.id,
        optionText: option.text,
        isSuccess: option.success ?? false,
        shouldEscalate: option.escalate ?? false,
        escalationNote: option.note ?? null,
      });
    }
  }
  return article;
}

const STEPS = [
  {
    title: 'Bleed the radiator',
    content: 'Open the bleed valve with a radiator key until water comes out, then close it.',
    safetyNote: 'Let the heating cool down first: the water can be scalding.',
    options: [{ text: 'The radiator is warm again', success: true }, { text: 'Still cold at the top' }],
  },
  {
    title: 'Check the boiler pressure',
    content: 'Read the pressure gauge on the front of the boiler.',
    options: [{ text: 'Below 1 bar', escalate: true, note: 'The boiler needs an engineer.' }, { text: 'Pressure is normal' }],
  },
];

async function openGuide(page: Page, articleId: string, title: string) {
  await page.goto(`/troubleshooting?article=${articleId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Step-by-Step Guide' }).click();
}

test('walk a guide to Problem Resolved!, and another to a ticket that lists the steps tried', async ({ page }) => {
  await signUpWithApi(page, { email: `guides.${run}@acme.test`, firstName: 'Gail', lastName: 'Guide' });
  const resolvedTitle = `Cold radiator ${run}`;
  const resolvedGuide = await buildGuide(page, resolvedTitle, STEPS);

  // 1. Walk to 'Problem Resolved!', by keyboard where it matters.
  await openGuide(page, resolvedGuide.id, resolvedTitle);
  await expect(page.getByText('Troubleshooting session started', { exact: true })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Troubleshooting progress' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('note', { name: 'Safety note' })).toContainText('Let the heating cool down first');
  await expect(page.getByText('What happened when you tried this step?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous Step' })).toBeDisabled();
  await page.getByRole('button', { name: 'Still cold at the top' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check the boiler pressure' })).toBeFocused();
  await page.getByRole('button', { name: 'Previous Step' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'The radiator is warm again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Problem Resolved!' })).toBeVisible();
  await expect(page.getByText('Problem resolved!', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/guided-mode-resolved.png`, fullPage: true });

  // 2. Another guide walked to its end: Need Additional Help? and a ticket from it.
  const escalatedTitle = `Radiators stay cold ${run}`;
  const escalatedGuide = await buildGuide(page, escalatedTitle, STEPS);
  await postCreated(page, '/api/knowledge/responsibility-matrix', {
    country: 'IE',
    category: 'heating',
    issueType: `Radiators ${run}`,
    responsibility: 'landlord',
    legalNotes: 'The landlord keeps the heating in good repair (Residential Tenancies Act 2004, s. 12).',
  });
  const { client, contact } = await createTicketParties(page, run);

  await openGuide(page, escalatedGuide.id, escalatedTitle);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Still cold at the top' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Troubleshooting progress' })).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Pressure is normal' }).click();
  await expect(page.getByRole('heading', { name: 'Need Additional Help?' })).toBeVisible();
  await expect(page.getByText('Need additional help?', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/guided-mode-need-help.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create Support Ticket' }).click();

  await expect(page).toHaveURL(/\/tickets\/new\?fromSession=[0-9a-f-]+&articleId=[0-9a-f-]+&source=troubleshooting$/);
  const sessionId = new URL(page.url()).searchParams.get('fromSession')!;
  expect(new URL(page.url()).searchParams.get('articleId')).toBe(escalatedGuide.id);
  const dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
  const title = `${escalatedTitle}: not solved by self-help`;
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Category')).toHaveValue('HEATING');
  const description = dialog.getByLabel('Description');
  await expect(description).toHaveValue(
    /1\. Step 1 – Bleed the radiator: Still cold at the top\n2\. Step 2 – Check the boiler pressure: Pressure is normal/,
  );
  await expect(description).toHaveValue(/Responsibility \(IE, heating, Radiators .*\): Landlord/);
  await expect(description).toHaveValue(/Residential Tenancies Act 2004/);
  await expect(dialog.getByText(`From the guide "${escalatedTitle}"`, { exact: false })).toBeVisible();
  await dialog.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await dialog.getByLabel('Client').selectOption({ label: client.companyName });
  await dialog.getByLabel('Requester').selectOption({ value: contact.id });
  await page.screenshot({ path: `${shots}/guided-mode-ticket-dialog.png` });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog).toBeHidden();

  // The ticket is linked to the session, which is escalated, and its description lists the steps.
  const session = await (await page.request.get(`/api/knowledge/sessions/${sessionId}`)).json();
  expect(session.status).toBe('escalated_to_ticket');
  expect(session.escalatedTicketId).toEqual(expect.any(String));
  const ticket = await (await page.request.get(`/api/tickets/${session.escalatedTicketId}`)).json();
  expect(ticket.title).toBe(title);
  expect(ticket.category).toBe('heating');

  await page.goto(`/tickets?ticket=${session.escalatedTicketId}`);
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByText('1. Step 1 – Bleed the radiator: Still cold at the top', { exact: false })).toBeVisible();
  await expect(detail.getByText('2. Step 2 – Check the boiler pressure: Pressure is normal', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${shots}/guided-mode-ticket.png`, fullPage: true });

  // What the guides save: one resolved, one escalated with its ticket.
  const stats = await (await page.request.get(`/api/knowledge/stats?articleId=${resolvedGuide.id}&articleId=${escalatedGuide.id}`)).json();
  const byId = Object.fromEntries(stats.map((s: { articleId: string }) => [s.articleId, s]));
  expect(byId[resolvedGuide.id]).toMatchObject({ started: 1, resolved: 1, escalated: 0 });
  expect(byId[escalatedGuide.id]).toMatchObject({ started: 1, resolved: 0, escalated: 1, ticketsCreated: 1, giveUpStepNumber: 2 });
});

test("a guide step's Markdown reads as in the article: emphasis and a working link, no asterisks", async ({ page }) => {
  await signUpWithApi(page, { email: `guides.md.${run}@acme.test`, firstName: 'Mark', lastName: 'Down' });
  const title = `Boiler pressure ${run}`;
  const guide = await buildGuide(page, title, [
    {
      title: 'Read the gauge',
      content: '*Boiler pressure low*\n\nSee [the pressure guide](https://guides.example/pressure) before topping up.',
      safetyNote: 'Turn the boiler **off** first.',
      options: [{ text: 'It reads 1.5 bar', success: true }],
    },
  ]);
  await openGuide(page, guide.id, title);
  const step = page.getByTestId('guided-step-content');
  await expect(step.locator('em', { hasText: 'Boiler pressure low' })).toBeVisible();
  await expect(step).not.toContainText('*');
  const link = step.getByRole('link', { name: 'the pressure guide' });
  await expect(link).toHaveAttribute('href', 'https://guides.example/pressure');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('note', { name: 'Safety note' }).locator('strong', { hasText: 'off' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(step).not.toContainText('*');
  await page.screenshot({ path: `${shots}/guided-mode-markdown.png`, fullPage: true });
});
