import { type Locator, type Page } from '@playwright/test';
import { expect, test, postCreated, SHOTS as shots, signUpWithApi, uniqueTag } from './support';

/**
 * Knowledge Base Admin in the browser: an article created with an uploaded hero image, a workflow
 * of three steps with options built in the Quick Start Workflows tab, the steps reordered by
 * keyboard drag, and an option deleted after the confirmation.
 */

const run = uniqueTag();

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function addStep(page: Page, title: string, content: string, fields: { safetyNote?: string; type?: string } = {}) {
  await page.getByRole('button', { name: 'Add Step' }).click();
  const form = page.getByRole('form', { name: 'New step' });
  if (fields.type) await form.getByLabel('Step type').selectOption({ label: fields.type });
  await form.getByLabel('Step title').fill(title);
  await form.getByLabel('Instructions').fill(content);
  if (fields.safetyNote) await form.getByLabel('Safety note').fill(fields.safetyNote);
  await form.getByRole('button', { name: 'Create Step' }).click();
  await expect(page.getByText('Workflow step created!', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(`^Step \\d: ${title}$`) })).toBeVisible();
}

async function addOption(
  page: Page,
  stepNumber: number,
  text: string,
  choose: (form: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
) {
  await page.getByRole('button', { name: `Add option to step ${stepNumber}` }).click();
  const form = page.getByRole('form', { name: 'New option' });
  await form.getByLabel('Option text').fill(text);
  await choose(form);
  await form.getByRole('button', { name: 'Create Option' }).click();
  await expect(page.getByText('Option created!', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(`^Step ${stepNumber}:`) }).getByText(text, { exact: true })).toBeVisible();
}

async function stepTitles(page: Page): Promise<string[]> {
  return page.getByRole('group', { name: /^Step \d+:/ }).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

test('create an article with an uploaded image, build its workflow, reorder by keyboard and delete an option', async ({ page }) => {
  await signUpWithApi(page, { email: `kb.admin.${run}@acme.test`, firstName: 'Ada', lastName: 'Admin' });
  await page.goto('/admin/knowledge-base');
  await expect(page.getByRole('heading', { name: 'Knowledge Base Admin' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Quick Start Workflows' })).toBeVisible();

  // 1. The article, with the form's defaults and an uploaded hero image.
  const title = `No hot water ${run}`;
  await page.getByRole('button', { name: 'Create New Article' }).click();
  const articleForm = page.getByRole('form', { name: 'Create article' });
  await expect(articleForm.getByLabel('Category')).toHaveValue('PLUMBING');
  await expect(articleForm.getByLabel('Duration (minutes)')).toHaveValue('30');
  await articleForm.getByLabel('Title').fill(title);
  await articleForm.getByLabel('Description').fill('The taps run cold although the boiler is on.');
  await articleForm.getByLabel('Category').selectOption({ label: 'Heating' });
  await articleForm.getByLabel('Tags').fill('boiler, hot water');
  await articleForm.getByLabel('Upload hero image').setInputFiles({ name: 'boiler.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image uploaded successfully!', { exact: true })).toBeVisible();
  const heroUrl = await articleForm.getByRole('textbox', { name: 'Hero image' }).inputValue();
  expect(heroUrl).toMatch(/^\/api\/uploads\/knowledge-base\/[0-9a-f]{32}\.png$/);
  const preview = articleForm.getByRole('img', { name: 'Hero image preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  await page.screenshot({ path: `${shots}/knowledge-admin-article-form.png`, fullPage: true });
  await articleForm.getByRole('button', { name: 'Create Article' }).click();
  await expect(page.getByText('Article created successfully!', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: title });
  await expect(row).toBeVisible();
  const [article] = (await (await page.request.get(`/api/knowledge/articles?search=${encodeURIComponent(run)}`)).json()) as {
    id: string;
    heroImageUrl: string;
    category: string;
  }[];
  expect(article).toMatchObject({ heroImageUrl: heroUrl, category: 'heating' });

  // 2. Three steps and their options in the Quick Start Workflows tab.
  await row.getByRole('button', { name: `Workflow of ${title}` }).click();
  await expect(page.getByRole('tab', { name: 'Quick Start Workflows' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Article', { exact: true })).toHaveValue(article!.id);
  await expect(page.getByText('No steps yet. Add the first step of this workflow.')).toBeVisible();

  await addStep(page, 'Check the boiler display', 'Look at the display on the front of the boiler for an error code.');
  await addStep(page, 'Reset the boiler', 'Press and hold the reset button for five seconds.', {
    type: 'Safety Warning',
    safetyNote: 'If you smell gas, do not touch any switch: leave and call the gas emergency line.',
  });
  await addStep(page, 'Check the hot water timer', 'Make sure the hot water programme is on.');
  expect(await stepTitles(page)).toEqual([
    'Step 1: Check the boiler display',
    'Step 2: Reset the boiler',
    'Step 3: Check the hot water timer',
  ]);

  await addOption(page, 1, 'No error code shown', async (form) => {
    await form.getByLabel('Then go to').selectOption({ label: 'Step 3: Check the hot water timer' });
  });
  await addOption(page, 1, 'An error code is shown');
  await addOption(page, 2, 'Hot water is back', async (form) => {
    await form.getByText('This resolves the problem', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'This resolves the problem' })).toBeChecked();
  });
  await addOption(page, 3, 'Timer is on and still no hot water', async (form) => {
    await expect(form.getByLabel('Escalation note')).toBeHidden();
    await form.getByText('Escalate to a support ticket', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'Escalate to a support ticket' })).toBeChecked();
    await form.getByLabel('Escalation note').fill('Boiler fault: book an engineer.');
  });
  await expect(page.getByRole('group', { name: /^Step 1:/ }).getByText('→ Go to step 3')).toBeVisible();

  // 3. Keyboard drag: lift the third step with Space, move it up twice, drop it with Space.
  await page.getByRole('button', { name: 'Drag to reorder step 3: Check the hot water timer' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page.getByText('Steps reordered!', { exact: true })).toBeVisible();
  await expect
    .poll(() => stepTitles(page))
    .toEqual(['Step 1: Check the hot water timer', 'Step 2: Check the boiler display', 'Step 3: Reset the boiler']);
  // The option that led to the timer step follows it to its new number.
  await expect(page.getByRole('group', { name: /^Step 2:/ }).getByText('→ Go to step 1')).toBeVisible();
  const stored = (await (await page.request.get(`/api/knowledge/articles/${article!.id}/steps`)).json()) as {
    title: string;
    stepNumber: number;
  }[];
  expect(stored.map((s) => [s.stepNumber, s.title])).toEqual([
    [1, 'Check the hot water timer'],
    [2, 'Check the boiler display'],
    [3, 'Reset the boiler'],
  ]);
  await page.screenshot({ path: `${shots}/knowledge-admin-workflow.png`, fullPage: true });

  // 4. Delete an option, after the confirmation.
  await page.getByRole('button', { name: 'Delete option: An error code is shown' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete this option? This action cannot be undone.', { exact: true }),
  ).toBeVisible();
  await confirm.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await page.screenshot({ path: `${shots}/knowledge-admin-delete-option.png` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Option deleted!', { exact: true })).toBeVisible();
  await expect(page.getByText('An error code is shown', { exact: true })).toBeHidden();
  const after = (await (await page.request.get(`/api/knowledge/articles/${article!.id}/steps`)).json()) as {
    options: { optionText: string }[];
  }[];
  expect(after.flatMap((s) => s.options.map((o) => o.optionText)).sort()).toEqual([
    'Hot water is back',
    'No error code shown',
    'Timer is on and still no hot water',
  ]);
});

/** Replaces a field's value as a person does: click in, select all, type. */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text, { delay: 50 });
}

test('change every number field in the knowledge admin and save', async ({ page }) => {
  await signUpWithApi(page, { email: `kb.numbers.${run}@acme.test`, firstName: 'Nina', lastName: 'Numbers' });
  const title = `Low boiler pressure ${run}`;
  const article = await postCreated<{ id: string }>(page, '/api/knowledge/articles', { title, category: 'heating' });
  await postCreated(page, '/api/knowledge/steps', { articleId: article.id, title: 'Read the gauge', content: 'Read the pressure gauge.' });
  await page.goto('/admin/knowledge-base');

  // The article's Duration (minutes), typed as a person types it.
  const row = page.getByRole('row', { name: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const articleForm = page.getByRole('form', { name: 'Edit article' });
  await retype(articleForm.getByLabel('Duration (minutes)'), '45');
  await articleForm.getByRole('button', { name: 'Update Article' }).click();
  await expect(page.getByText('Article updated successfully!', { exact: true })).toBeVisible();
  await expect(page.getByText(/Failed to update article/)).toHaveCount(0);
  const stored = (await (await page.request.get(`/api/knowledge/articles/${article.id}`)).json()) as { estimatedDuration: number };
  expect(stored.estimatedDuration).toBe(45);

  // A step's Time estimate (minutes), on a new step and on an edited one.
  await page
    .getByRole('row', { name: title })
    .getByRole('button', { name: `Workflow of ${title}` })
    .click();
  await page.getByRole('button', { name: 'Add Step' }).click();
  const newStep = page.getByRole('form', { name: 'New step' });
  await newStep.getByLabel('Step title').pressSequentially('Top up the pressure', { delay: 20 });
  await newStep.getByLabel('Instructions').pressSequentially('Open the filling loop until the gauge reads 1.5 bar.', { delay: 5 });
  await retype(newStep.getByLabel('Time estimate (minutes)'), '12');
  await newStep.getByRole('button', { name: 'Create Step' }).click();
  await expect(page.getByText('Workflow step created!', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit step 1' }).click();
  const editStep = page.getByRole('form', { name: 'Edit step' });
  await retype(editStep.getByLabel('Time estimate (minutes)'), '7');
  await page.screenshot({ path: `${shots}/knowledge-admin-step-minutes.png`, fullPage: true });
  await editStep.getByRole('button', { name: 'Save Step' }).click();
  await expect(page.getByText('Step updated!', { exact: true })).toBeVisible();
  await expect(page.getByText(/Failed to (create|update) step/)).toHaveCount(0);

  await page.waitForTimeout(500);
  const steps = (await (await page.request.get(`/api/knowledge/articles/${article.id}/steps`)).json()) as {
    title: string;
    timeEstimate: number;
  }[];
  expect(steps.map((s) => [s.title, s.timeEstimate])).toEqual([
    ['Read the gauge', 7],
    ['Top up the pressure', 12],
  ]);
});
