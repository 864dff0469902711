import { type Locator, type Page } from '@playwright/test';
import { expect, test, postCreated, SHOTS as shots, signUpWithApi, uniqueTag } from './support';

/**
 * Live updates between agents: two browser contexts (two agents, each signed in) on the Kanban
 * board. A drag in one shows in the other without a reload, and stays; a note added by one shows
 * in the ticket the other has open.
 */

const run = uniqueTag();

/** What the page's sockets send; `sent(text)` resolves once a frame containing `text` went out. */
function watchSockets(page: Page) {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString())),
  );
  return {
    /** Resolves once the page asked for a subscription whose message contains `text` (the server then delivers its events). */
    subscribed: (text: string) =>
      expect.poll(() => frames.some((f) => f.includes('"subscribe"') && f.includes(text)), { timeout: 10_000 }).toBe(true),
  };
}

/** A real mouse drag: press on the card, pass the 8 px activation, travel to the column, release. */
async function drag(page: Page, card: Locator, column: Locator): Promise<void> {
  const from = await card.boundingBox();
  const to = await column.boundingBox();
  if (!from || !to) throw new Error('card or column has no box');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 20 });
  await page.mouse.up();
}

test('a drag on one agent’s Kanban board shows on another agent’s board without a reload', async ({ browser }) => {
  const ann = await browser.newContext();
  const bob = await browser.newContext();
  const annPage = await ann.newPage();
  const bobPage = await bob.newPage();
  try {
    await signUpWithApi(annPage, { email: `ann.${run}@acme.test`, firstName: 'Ann', lastName: 'Live' });
    await signUpWithApi(bobPage, { email: `bob.${run}@acme.test`, firstName: 'Bob', lastName: 'Live' });
    const client = await postCreated(annPage, '/api/clients', {
      firstName: 'Lara',
      lastName: 'Landlord',
      email: `lara.${run}@landlord.test`,
      companyName: `Live Lettings ${run}`,
    });
    const contact = await postCreated(annPage, '/api/contacts', { name: `Tina Tenant ${run}`, email: `tina.${run}@tenant.test` });
    const title = `Live ${run} radiator cold`;
    const ticket = await postCreated<{ id: string; number: number }>(annPage, '/api/tickets', {
      title,
      description: 'The bedroom radiator stays cold.',
      priority: 'urgent',
      category: 'heating',
      clientId: client.id,
      requesterId: contact.id,
    });

    const board = `/tickets?view=board&search=${encodeURIComponent(`Live ${run}`)}`;
    const bobSocket = watchSockets(bobPage);
    await annPage.goto(board);
    await bobPage.goto(board);
    const cardName = `Ticket #${ticket.number}: ${title}`;
    for (const page of [annPage, bobPage]) {
      await expect(page.getByTestId('board-column-NEW').getByRole('button', { name: cardName })).toBeVisible();
    }
    await bobSocket.subscribed('ticketChanged');
    // Marks Bob's document: a reload would lose it.
    await bobPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await drag(annPage, annPage.getByRole('button', { name: cardName }), annPage.getByTestId('board-column-IN_PROGRESS'));
    await expect(annPage.getByText('Ticket status updated')).toBeVisible();
    await expect(annPage.getByTestId('board-column-IN_PROGRESS').getByRole('button', { name: cardName })).toBeVisible();

    const bobInProgress = bobPage.getByTestId('board-column-IN_PROGRESS').getByRole('button', { name: cardName });
    const bobNew = bobPage.getByTestId('board-column-NEW').getByRole('button', { name: cardName });
    await expect(bobInProgress).toBeVisible();
    await expect(bobNew).toBeHidden();
    await bobPage.screenshot({ path: `${shots}/live-board-other-agent.png`, fullPage: true });
    // Still there two seconds later (no stale read puts it back), and Bob's page was never reloaded.
    await bobPage.waitForTimeout(2_000);
    await expect(bobInProgress).toBeVisible();
    await expect(bobNew).toBeHidden();
    await expect(bobPage.getByTestId('board-column-IN_PROGRESS').getByLabel('1 tickets')).toBeVisible();
    expect(await bobPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Bob opens the ticket; Ann's note shows in his Activity Feed.
    await bobInProgress.getByText(title).click();
    const detail = bobPage.getByRole('dialog', { name: title });
    await expect(detail.getByText('Activity Feed')).toBeVisible();
    await bobSocket.subscribed(`"ticketId":"${ticket.id}"`);
    await postCreated(annPage, `/api/tickets/${ticket.id}/activities`, { type: 'note', content: `Engineer booked ${run}` });
    await expect(detail.getByText(`Engineer booked ${run}`)).toBeVisible();
    await bobPage.screenshot({ path: `${shots}/live-board-note.png` });
  } finally {
    await ann.close();
    await bob.close();
  }
});
