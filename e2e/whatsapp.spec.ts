import type { Page } from '@playwright/test';
import { expect, inboundSms, SHOTS, signUpWithApi, test, uniqueTag } from './support';

/** The fake Twilio (e2e/fake-twilio.mjs): what it was given, and delivery reports it posts as Twilio would. */
const FAKE_TWILIO = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4100) + 2}`;

async function sentToTwilio(page: Page): Promise<Record<string, string>[]> {
  return (await (await page.request.get(`${FAKE_TWILIO}/sent`)).json()) as Record<string, string>[];
}

/** Twilio reports the message's delivery to its StatusCallback (signed); answers the api's status code. */
async function report(page: Page, sid: string, status: string, errorCode?: number): Promise<void> {
  const res = await page.request.post(`${FAKE_TWILIO}/report`, { data: { sid, status, errorCode } });
  expect(await res.json()).toEqual({ status: 200 });
}

/** A tenant writes on WhatsApp from `phone`; the agent opens the conversation. */
async function openWhatsApp(page: Page, tag: string, phone: string, body: string): Promise<void> {
  await inboundSms(page, {
    MessageSid: `SMwa${tag}`,
    AccountSid: 'AC00000000000000000000000000000e2e',
    From: `whatsapp:${phone}`,
    To: 'whatsapp:+447700900002',
    Body: body,
    NumMedia: '0',
    ProfileName: `Wanda ${tag}`,
  });
  await page.goto('/conversations');
  await page
    .getByRole('listitem')
    .filter({ hasText: `Wanda ${tag}` })
    .first()
    .click();
  await expect(page.getByLabel('Conversation thread').getByText(body)).toBeVisible();
}

test("WhatsApp replies show Twilio's delivery reports live: Delivered, and Not delivered with the reason", async ({ page }) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Dora', lastName: 'Delivery', email: `dora.${tag}@acme.test` });
  const phone = `+4477009${String(Date.now()).slice(-5)}`;
  await openWhatsApp(page, tag, phone, `The shower is leaking ${tag}`);
  await expect(page.getByText(/Free-form replies until/)).toBeVisible();

  const reply = page.getByRole('textbox', { name: 'Reply' });
  const outbound = (text: string) => page.locator('[data-testid="message"][data-direction="outbound"]').filter({ hasText: text });

  await reply.fill(`A plumber comes on Tuesday ${tag}`);
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();
  const first = outbound(`A plumber comes on Tuesday ${tag}`);
  await expect(first.getByTestId('delivery')).toHaveText('Sent');
  const firstSent = (await sentToTwilio(page)).find((m) => m.Body === `A plumber comes on Tuesday ${tag}`)!;
  expect(firstSent).toMatchObject({
    To: `whatsapp:${phone}`,
    From: 'whatsapp:+447700900002',
    StatusCallback: expect.stringMatching(/\/api\/webhooks\/twilio\/status$/),
  });

  await reply.fill(`Will you be home? ${tag}`);
  // Ctrl+Enter sends (the first reply's toast covers the button for a while).
  await reply.press('Control+Enter');
  const second = outbound(`Will you be home? ${tag}`);
  await expect(second.getByTestId('delivery')).toHaveText('Sent');
  const secondSent = (await sentToTwilio(page)).find((m) => m.Body === `Will you be home? ${tag}`)!;

  // Reports arrive while the thread is open: it changes without a reload, and a late 'sent' changes nothing.
  await report(page, firstSent.sid, 'delivered');
  await expect(first.getByTestId('delivery')).toHaveText('Delivered');
  await report(page, firstSent.sid, 'sent');
  await report(page, secondSent.sid, 'undelivered', 30003);
  await expect(second.getByTestId('delivery')).toHaveText(
    "Not delivered: The customer's phone could not be reached (switched off or out of coverage) (Twilio error 30003)",
  );
  await expect(second.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(first.getByTestId('delivery')).toHaveText('Delivered');
  await page.screenshot({ path: `${SHOTS}/whatsapp-delivery.png`, fullPage: true });
});

test("once WhatsApp's 24-hour window closed the composer offers templates only, and a template leaves with its variables", async ({
  page,
}) => {
  const tag = uniqueTag();
  await signUpWithApi(page, { firstName: 'Tara', lastName: 'Template', email: `tara.${tag}@acme.test` });
  const contentSid = `HX${tag
    .padEnd(32, '0')
    .slice(0, 32)
    .replace(/[^0-9a-f]/g, 'a')}`;
  const created = await page.request.post('/graphql', {
    data: {
      query: `mutation C($input: CreateWhatsAppTemplateInput!) { createWhatsAppTemplate(input: $input) { id } }`,
      variables: {
        input: {
          name: `Visit booked ${tag}`,
          contentSid,
          body: 'Hello {{1}}, our engineer visits on {{2}}. Reply to this message to change it.',
          variables: [
            { key: '1', label: 'Tenant name' },
            { key: '2', label: 'Visit date' },
          ],
        },
      },
    },
  });
  expect(await created.json()).toMatchObject({ data: { createWhatsAppTemplate: { id: expect.any(String) } } });

  const phone = `+4477008${String(Date.now()).slice(-5)}`;
  // The agent comes back a day and more after the tenant wrote: the browser's clock says so.
  await page.clock.setFixedTime(new Date(Date.now() + 25 * 60 * 60 * 1000));
  await openWhatsApp(page, tag, phone, `Is anyone coming? ${tag}`);

  const closed = page.getByRole('status', { name: 'WhatsApp window' });
  await expect(closed).toContainText("WhatsApp's 24-hour window is closed");
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await closed.getByRole('button', { name: 'Send template' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send template' });
  await dialog.getByRole('combobox', { name: 'Template' }).selectOption({ label: `Visit booked ${tag}` });
  await dialog.getByRole('button', { name: 'Send template' }).click();
  await expect(dialog.getByText('Tenant name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tenant name' }).fill('Wanda');
  await dialog.getByRole('textbox', { name: 'Visit date' }).fill('Tuesday at 10:00');
  await expect(dialog.getByTestId('template-preview')).toHaveText(
    'Hello Wanda, our engineer visits on Tuesday at 10:00. Reply to this message to change it.',
  );
  await page.screenshot({ path: `${SHOTS}/whatsapp-template-dialog.png` });
  await dialog.getByRole('button', { name: 'Send template' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    page
      .locator('[data-testid="message"][data-direction="outbound"]')
      .filter({ hasText: 'Hello Wanda, our engineer visits on Tuesday at 10:00.' })
      .getByTestId('delivery'),
  ).toHaveText('Sent');

  const sent = (await sentToTwilio(page)).find((m) => m.ContentSid === contentSid)!;
  expect(sent).toMatchObject({
    To: `whatsapp:${phone}`,
    ContentVariables: JSON.stringify({ '1': 'Wanda', '2': 'Tuesday at 10:00' }),
  });
  expect(sent.Body).toBeUndefined();
});
