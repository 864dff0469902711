import { expect, inboundSms, SHOTS, signUpInBrowser, test, uniqueTag } from './support';

/** The fake Twilio (e2e/fake-twilio.mjs): what it was asked to send. */
const FAKE_TWILIO = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4100) + 2}`;

// The overlapping shift is refused by the api with a 400 naming its field.
test.use({ allowedConsole: [/status of 400 \(Bad Request\)/] });

/**
 * Settings → On call and an urgent text at night: the person on call puts their mobile number in
 * their notification settings, an admin puts them on the rota, a tenant texts about gas, and the
 * alert reaches them at once, live on the screen they have open and by SMS. Opening it stops the
 * alerts and is on the message's record.
 */
test('On call: an urgent text reaches the person on call live and by SMS; opening it is on its record', async ({ page }) => {
  const tag = uniqueTag();
  const name = `Olive Oncall${tag}`;
  const mobile = `+4477009${String(Date.now()).slice(-6)}`;
  await signUpInBrowser(page, { firstName: 'Olive', lastName: `Oncall${tag}`, email: `olive.${tag}@acme.test` });

  // Their mobile number, under Profile → Notifications.
  await page.goto('/profile');
  const preferences = page.getByRole('form', { name: 'Notification preferences' });
  const number = preferences.getByLabel('Mobile number');
  await number.pressSequentially(mobile, { delay: 40 });
  await preferences.getByRole('button', { name: 'Save Notifications' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(number).toHaveValue(mobile);
  await page.screenshot({ path: `${SHOTS}/profile-notifications.png`, fullPage: true });

  // On the rota today, all day (the company's zone names the day).
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' }).format(new Date());
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'On call' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-overview.png` });
  await page.getByRole('link', { name: 'On call' }).click();
  await expect(page.getByRole('heading', { name: 'On call', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a shift' });
  await form.getByLabel('Person').selectOption({ label: name });
  await form.getByLabel('Day').selectOption({ label: today });
  await form.getByLabel('From').fill('00:00');
  await form.getByLabel('To').fill('00:00');
  await form.getByRole('button', { name: 'Add Shift' }).click();
  const rota = page.getByRole('table', { name: 'On-call rota' });
  await expect(rota.getByRole('row').filter({ hasText: name })).toBeVisible();
  // The same person twice at the same time is refused on its field.
  await form.getByLabel('Person').selectOption({ label: name });
  await form.getByLabel('Day').selectOption({ label: today });
  await form.getByLabel('From').fill('09:00');
  await form.getByLabel('To').fill('10:00');
  await form.getByRole('button', { name: 'Add Shift' }).click();
  await expect(form.getByText(`${name} already has a shift at that time on that day`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/on-call-rota.png`, fullPage: true });

  try {
    // Somewhere else in the app when the text comes in.
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
    const text = `There is a strong smell of gas on the landing, flat ${tag}`;
    await inboundSms(page, {
      MessageSid: `SMurgent${tag}`,
      AccountSid: 'AC00000000000000000000000000000e2e',
      From: `+4477009${String(Date.now() + 7).slice(-6)}`,
      To: '+447700900001',
      Body: text,
      NumMedia: '0',
    });
    const banner = page.getByRole('alert', { name: 'Urgent alerts' });
    await expect(banner).toContainText('smell of gas');
    await expect(banner).toContainText(`flat ${tag}`);
    await page.screenshot({ path: `${SHOTS}/urgent-alert-banner.png` });
    // The SMS went to the mobile number they gave.
    await expect
      .poll(async () => {
        const sent = (await (await page.request.get(`${FAKE_TWILIO}/sent`)).json()) as { To: string; Body?: string }[];
        return sent.filter((m) => m.To === mobile && m.Body?.includes(`flat ${tag}`)).length;
      })
      .toBe(1);

    await banner.getByRole('button', { name: /^Open the urgent message/ }).click();
    const record = page.getByRole('group', { name: 'Urgent alert record' }).filter({ hasText: 'smell of gas' });
    await expect(record).toContainText(`Opened by ${name}`);
    await expect(record).toContainText('SMS');
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('urgent-alerts')).toHaveCount(0);
    await expect(record).toContainText(`Opened by ${name}`);
    await page.screenshot({ path: `${SHOTS}/urgent-alert-record.png`, fullPage: true });
  } finally {
    // Later specs' urgent texts go to the admins again.
    await page.goto('/settings/on-call');
    const removes = page.getByRole('button', { name: new RegExp(`^Remove .*${name}`) });
    await expect(removes.first()).toBeVisible();
    while ((await removes.count()) > 0) {
      await removes.first().click();
      await expect(page.getByText('Shift removed').first()).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'On-call rota' }).getByText(name)).toHaveCount(0);
  }
});
