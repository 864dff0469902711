import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startDovecot } from '../api/test/dovecot';
import { createTicketParties, expect, heatingTicket, postCreated, SHOTS, signUpWithApi, test, uniqueTag } from './support';

/** The newest mail the stand-in mail server took for `to`, as sent. */
function sentTo(to: string): string {
  const dir = process.env.E2E_SMTP_DIR!;
  const mails = readdirSync(dir)
    .sort()
    .reverse()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
  const found = mails.find((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
  if (!found) throw new Error(`No mail to ${to} was sent`);
  return found;
}

const header = (mail: string, name: string) =>
  new RegExp(`^${name}: *(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(mail)?.[1]
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

/**
 * The proof: an agent e-mails a tenant from a ticket; the tenant's answer lands in the
 * desk's mailbox (a real IMAP server), and the desk reads it onto the ticket by itself.
 */
test("a tenant's reply to the agent's e-mail reaches the ticket through the desk's mailbox, without anyone copying it", async ({
  page,
}) => {
  const tag = uniqueTag();
  const dovecot = await startDovecot({ users: { desk: 'desk-password' } });
  try {
    await signUpWithApi(page, { firstName: 'Mo', lastName: 'Mailer', email: `mo.${tag}@acme.test` });
    const { client, contact } = await createTicketParties(page, tag);
    const tenant = `tom.${tag}@tenant.test`;
    const title = `Boiler lockout ${tag}`;
    const ticket = await postCreated(
      page,
      '/api/tickets',
      heatingTicket({ title, description: 'Boiler shows F28', priority: 'urgent', clientId: client.id, requesterId: contact.id }),
    );
    const settings = await page.request.put('/api/users/me/email-settings', {
      data: { senderEmail: `mo.${tag}@acme.test`, emailEnabled: true },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    // The desk's mailbox, as an administrator adds it; its reader starts within seconds.
    const mailbox = await page.request.post('/api/mailboxes', {
      data: {
        address: `desk.${tag}@acme.test`,
        host: '127.0.0.1',
        port: dovecot.port,
        tls: 'starttls',
        username: 'desk',
        password: 'desk-password',
      },
    });
    expect(mailbox.status(), await mailbox.text()).toBe(201);

    await page.goto(`/tickets?ticket=${ticket.id}`);
    const detail = page.getByRole('dialog', { name: title });
    await detail.getByRole('button', { name: 'Send Email' }).click();
    const form = detail.getByRole('form', { name: 'Send Email' });
    await form.getByLabel('Subject').pressSequentially('Engineer visit', { delay: 20 });
    await form.getByLabel('Message').pressSequentially('Can our engineer come on Tuesday at 9?', { delay: 20 });
    await form.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText('Email sent successfully')).toBeVisible();

    // The tenant answers from their mail program: a reply to that mail, quoting it.
    const sent = sentTo(tenant);
    const messageId = header(sent, 'Message-ID');
    expect(messageId).toMatch(/^<.+>$/);
    const reply = [
      `From: Tom Tenant <${tenant}>`,
      `To: mo.${tag}@acme.test`,
      `Subject: Re: ${header(sent, 'Subject')}`,
      `Message-ID: <reply-${tag}@tenant.test>`,
      `In-Reply-To: ${messageId}`,
      `References: ${messageId}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Tuesday at 9 is fine, the code for the gate is 4711 ${tag}`,
      '',
      `On ${new Date().toDateString()}, Mo Mailer wrote:`,
      '> Can our engineer come on Tuesday at 9?',
      '',
    ].join('\r\n');
    dovecot.deliver('desk', reply);

    // Nobody touches the page: the reader stores it on the ticket, and the open detail shows it.
    const feed = detail.getByRole('list', { name: 'Activity Feed' });
    await expect(feed.getByText(`Tuesday at 9 is fine, the code for the gate is 4711 ${tag}`)).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/mail-reply-on-ticket.png`, fullPage: true });

    // The ticket's conversation holds both, the quoted history kept out of the shown text.
    await page.goto('/conversations?state=all');
    await page.getByRole('searchbox', { name: 'Search conversations' }).pressSequentially(`gate is 4711 ${tag}`, { delay: 20 });
    await page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first().click();
    const thread = page.getByLabel('Conversation thread');
    await expect(thread.getByText(`Linked to Ticket #`)).toBeVisible();
    const inbound = thread.locator('[data-testid="message"][data-direction="inbound"]').filter({ hasText: `4711 ${tag}` });
    await expect(inbound).toBeVisible();
    await expect(inbound).not.toContainText('wrote:');
    await expect(inbound.getByRole('link', { name: 'Original mail' })).toBeVisible();
    await expect(thread.locator('[data-testid="message"][data-direction="outbound"]').filter({ hasText: 'Tuesday at 9?' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mail-reply-thread.png`, fullPage: true });
  } finally {
    await dovecot.close();
  }
});
