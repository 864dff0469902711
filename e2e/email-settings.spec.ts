import { OAuth2Server } from 'oauth2-mock-server';
import { oauthMockPort } from './email-env.mjs';
import { expect, test, SHOTS as shots, signUpWithApi, uniqueTag } from './support';

/**
 * Email Settings in the browser: Connect Gmail through the real popup flow against an OAuth
 * provider started here (oauth2-mock-server; the api discovers it from GMAIL_ISSUER, see
 * playwright.config.ts), then a signature saved and previewed. Each result is checked again after
 * 2 s, so a late refetch or a stray message cannot undo it.
 */

const MAILBOX = 'e2e.mailbox@gmail.test';
// The signature test types an inline handler on purpose; the content security policy blocking it is the protection at work.
test.use({ allowedConsole: [/violates the following Content Security Policy directive 'script-src-attr 'none''/] });
let provider: OAuth2Server;

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  // The ID token names the mailbox, as Google's does.
  provider.service.on('beforeTokenSigning', (token) => {
    token.payload.email = MAILBOX;
  });
  const port = oauthMockPort(Number(process.env.E2E_PORT ?? 4100));
  // The issuer exactly as the api's GMAIL_ISSUER names it (the mock would say localhost).
  provider.issuer.url = `http://127.0.0.1:${port}`;
  await provider.start(port, '127.0.0.1');
});

test.afterAll(async () => {
  await provider?.stop();
});

test.describe('email settings', () => {
  test('connect Gmail through the popup; the status card shows the mailbox', async ({ page }) => {
    await signUpWithApi(page, { firstName: 'Mia', lastName: 'Mailer', email: `mail.${uniqueTag()}@acme.test` });
    await page.goto('/email-settings');
    await expect(page.getByRole('heading', { name: 'Email Settings' })).toBeVisible();
    const status = page.getByTestId('email-connection-status');
    await expect(status).toHaveText('Not connected');

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Gmail' }).click();
    const popup = await popupOpened;
    // The popup goes to the provider, comes back to the api's callback, tells the app and closes.
    const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout: 15_000 });
    expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
    await closed;

    await expect(status).toHaveText('Connected');
    await expect(page.getByText(`Gmail · ${MAILBOX}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    await page.screenshot({ path: `${shots}/email-settings-connected.png`, fullPage: true });

    await page.waitForTimeout(2_000);
    await expect(status).toHaveText('Connected');
    await page.reload();
    await expect(page.getByTestId('email-connection-status')).toHaveText('Connected');
    await expect(page.getByText(`Gmail · ${MAILBOX}`)).toBeVisible();
  });

  test('save a signature and see the preview; nothing unsafe survives', async ({ page }) => {
    await signUpWithApi(page, { firstName: 'Sid', lastName: 'Signer', email: `sign.${uniqueTag()}@acme.test` });
    await page.goto('/email-settings');
    const editor = page.getByLabel('Email signature');
    await expect(editor).toBeVisible();
    const preview = page.getByTestId('signature-preview');
    await expect(preview).toHaveText('Your signature will appear here.');

    await editor.fill(
      '<p><strong>Sid Signer</strong><br>Acme Housing</p><img src="x" onerror="window.__signatureXss = 1"><script>window.__signatureXss = 2</script>',
    );
    await expect(preview.locator('strong')).toHaveText('Sid Signer');
    await expect(preview).toContainText('Acme Housing');
    await page.getByLabel('Sender email').fill('support@acme.test');
    await page.getByText('Enable email sending').click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Email settings updated successfully')).toBeVisible();
    // The editor now holds what the server kept: the formatting, not the handler or the script.
    await expect(editor).toHaveValue('<p><strong>Sid Signer</strong><br />Acme Housing</p>');
    await expect(page.getByText('Through the company mail server as support@acme.test')).toBeVisible();
    await page.screenshot({ path: `${shots}/email-settings-signature.png`, fullPage: true });

    await page.waitForTimeout(2_000);
    await page.reload();
    await expect(page.getByLabel('Email signature')).toHaveValue('<p><strong>Sid Signer</strong><br />Acme Housing</p>');
    await expect(page.getByTestId('signature-preview').locator('strong')).toHaveText('Sid Signer');
    await expect(page.getByLabel('Sender email')).toHaveValue('support@acme.test');
    expect(await page.evaluate(() => (window as unknown as { __signatureXss?: number }).__signatureXss)).toBeUndefined();
  });
});
