import { createHmac } from 'node:crypto';
import { E2E_WEBHOOK_SECRET } from './env.mjs';
import { expect, test, inboundSms, SHOTS, signUpWithApi, uniqueTag } from './support';

const ACCOUNT = 'AC00000000000000000000000000000e2e';

test('triage: Dismiss as spam blocks the sender; what they send later never waits', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Sid', lastName: 'Spam', email: `sid.${tag}@acme.test` });
  const spammer = `+4477005${String(Date.now()).slice(-6)}`;
  for (const [i, body] of [`WIN A PRIZE ${tag}`, `Claim it now ${tag}`].entries()) {
    await inboundSms(page, {
      MessageSid: `SMspam${i}${tag}`,
      AccountSid: ACCOUNT,
      From: spammer,
      To: '+447700900001',
      Body: body,
      NumMedia: '0',
    });
  }

  await page.goto('/conversations?tab=triage');
  const cards = page.getByTestId('triage-item').filter({ hasText: tag });
  await expect(cards).toHaveCount(2);
  await cards.first().getByRole('button', { name: 'Dismiss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss Message' });
  await dialog.getByText('Spam', { exact: true }).click();
  await dialog.getByText('Block the sender').click();
  await dialog.getByRole('textbox', { name: /Note/ }).pressSequentially('Prize spam', { delay: 30 });
  await page.screenshot({ path: `${SHOTS}/triage-dismiss.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(`Message dismissed; ${spammer} is blocked`)).toBeVisible();
  // Both of the sender's waiting messages left the queue, and stay gone.
  await expect(cards).toHaveCount(0);
  await page.waitForTimeout(1500);
  await expect(cards).toHaveCount(0);

  await inboundSms(page, {
    MessageSid: `SMspam9${tag}`,
    AccountSid: ACCOUNT,
    From: spammer,
    To: '+447700900001',
    Body: `Last chance ${tag}`,
    NumMedia: '0',
  });
  await page.waitForTimeout(1500);
  await expect(cards).toHaveCount(0);

  await page.getByRole('button', { name: /Blocked senders/ }).click();
  const blocked = page.getByRole('list', { name: 'Blocked senders' }).getByRole('listitem').filter({ hasText: spammer });
  await expect(blocked).toContainText('Prize spam');
  await expect(blocked).toContainText('by Sid Spam');
  // The list has finished opening before the picture.
  await expect(blocked.getByRole('button', { name: 'Unblock' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/triage-blocked-senders.png`, fullPage: true });

  // What they sent after the block is kept, marked, in a closed conversation.
  await page.goto('/conversations?state=all');
  await page.getByRole('searchbox', { name: 'Search conversations' }).pressSequentially(`Last chance ${tag}`, { delay: 20 });
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('listitem')
    .filter({ hasText: spammer.slice(-5) })
    .first()
    .click();
  const blockedMessage = page
    .getByLabel('Conversation thread')
    .getByTestId('message')
    .filter({ hasText: `Last chance ${tag}` });
  await expect(blockedMessage.getByText('Not triaged: blocked sender')).toBeVisible();
});

test('a mail that cannot be read is kept, shown with the reason and its original, never lost', async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Una', lastName: 'Readable', email: `una.${tag}@acme.test` });
  // No sender address: nothing can answer it, but it must not vanish.
  const mail = Buffer.from(
    `From: ${tag}\r\nSubject: Broken mail ${tag}\r\nMessage-ID: <broken-${tag}@example.net>\r\n\r\nThe boiler ${tag}\r\n`,
  );
  const signature = `sha256=${createHmac('sha256', E2E_WEBHOOK_SECRET).update(mail).digest('hex')}`;
  const res = await page.request.post('/api/webhooks/email/raw', {
    data: mail,
    headers: { 'content-type': 'message/rfc822', 'x-webhook-signature': signature },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/conversations');
  await page.getByRole('searchbox', { name: 'Search conversations' }).pressSequentially(`Broken mail ${tag}`, { delay: 20 });
  const card = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first();
  await expect(card).toContainText(`Broken mail ${tag}`);
  await card.click();
  const message = page.getByLabel('Conversation thread').getByTestId('message');
  await expect(message.getByText(`Could not be read: The sender "${tag}" is not an e-mail address`)).toBeVisible();
  await expect(message.getByRole('link', { name: 'Original mail' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conversations-unreadable-mail.png`, fullPage: true });
});

test('conversations: search, Mine and state filters, unread marks, and a reply from the tenant reopens the conversation', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Vera', lastName: 'Volume', email: `vera.${tag}@acme.test` });
  const phone = `+4477006${String(Date.now()).slice(-6)}`;
  await inboundSms(page, {
    MessageSid: `SMvol1${tag}`,
    AccountSid: ACCOUNT,
    From: phone,
    To: '+447700900001',
    Body: `The radiator in the hall is cold ${tag}`,
    NumMedia: '0',
  });

  await page.goto('/conversations');
  const list = page.getByRole('list', { name: 'Conversations' });
  const search = page.getByRole('searchbox', { name: 'Search conversations' });
  const view = page.getByRole('combobox', { name: 'View' });
  const state = page.getByRole('combobox', { name: 'State', exact: true });
  // Typed at a person's speed, then a filter picked at once: both stay.
  await search.pressSequentially(`radiator in the hall is cold ${tag}`, { delay: 20 });
  await view.selectOption('mine');
  await expect(page.getByText('No conversations match these filters')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(search).toHaveValue(`radiator in the hall is cold ${tag}`);
  await expect(view).toHaveValue('mine');
  await expect(page).toHaveURL(/view=mine/);
  await expect(page).toHaveURL(/search=radiator/);

  await view.selectOption('');
  const card = list.getByRole('listitem').filter({ hasText: phone.slice(-5) });
  await expect(card).toHaveCount(1);
  await expect(card.getByLabel('Unread')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conversations-filters.png`, fullPage: true });

  // Opening it reads it; taking it makes it the agent's.
  await card.click();
  const thread = page.getByLabel('Conversation thread');
  await expect(thread.getByText(`The radiator in the hall is cold ${tag}`)).toBeVisible();
  await expect(card.getByLabel('Unread')).toHaveCount(0);
  await thread.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'Vera Volume' });
  await expect(card).toContainText('Assigned to Vera Volume');
  await view.selectOption('mine');
  await expect(card).toHaveCount(1);
  await page.waitForTimeout(1000);
  await expect(card).toHaveCount(1);

  // Waiting on the customer: it leaves the Open list, and the tenant's answer brings it back, unread.
  await thread.getByRole('combobox', { name: 'Conversation state' }).selectOption({ label: 'Waiting on customer' });
  await expect(card).toHaveCount(0);
  await state.selectOption('waiting');
  await expect(card).toHaveCount(1);
  await state.selectOption('open');
  await inboundSms(page, {
    MessageSid: `SMvol2${tag}`,
    AccountSid: ACCOUNT,
    From: phone,
    To: '+447700900001',
    Body: `Still cold ${tag}`,
    NumMedia: '0',
  });
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expect(thread.getByText(`Still cold ${tag}`)).toBeVisible({ timeout: 15_000 });
  await expect(thread.getByRole('combobox', { name: 'Conversation state' })).toHaveValue('OPEN');
  await page.screenshot({ path: `${SHOTS}/conversations-reopened.png`, fullPage: true });
});
