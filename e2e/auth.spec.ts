import { type Page } from '@playwright/test';
import { expect, test, PASSWORD, SHOTS as shots, signUpInBrowser, uniqueTag } from './support';

/** Browser tests of the foundation: sign up, the frame, sign out, sign in, the 404 page. */

function uniqueEmail(): string {
  return `agent.${uniqueTag()}@acme.test`;
}

/** Signs up in the form and does not wait: the tests check where it lands. */
function signUp(page: Page, email: string): Promise<void> {
  return signUpInBrowser(page, { firstName: 'Dana', lastName: 'Morgan', email }, { landOnDashboard: false });
}

test.describe('authentication and the app frame', () => {
  test('shows the authentication page with its marketing panel and validation messages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Property Maintenance Portal').first()).toBeVisible();
    for (const point of ['Property Portfolio', 'Team Coordination', 'Automated Workflows']) {
      await expect(page.getByText(point, { exact: true })).toBeVisible();
    }
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Valid email address is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.screenshot({ path: `${shots}/auth-sign-in.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Confirm password').fill('something-else');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.screenshot({ path: `${shots}/auth-sign-up-errors.png`, fullPage: true });
  });

  test('sign up, see the frame, sign out, sign in, and the 404 page', async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();

    // The frame: sidebar sections, top bar and user menu.
    const sidebar = page.getByRole('navigation', { name: /main|sidebar|primary/i });
    for (const item of [
      'Dashboard',
      'Tickets',
      'Conversations',
      'Knowledge Base',
      'Clients',
      'Properties',
      'Contacts',
      'Email Settings',
      'Settings',
    ]) {
      await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Database Status')).toBeVisible();
    await expect(page.getByText(/^Last good check: /)).toBeVisible();
    await expect(page.getByText('Acme Housing Property Maintenance')).toBeVisible();
    await expect(page.getByPlaceholder('Search tickets, contacts...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await page.screenshot({ path: `${shots}/dashboard-frame.png`, fullPage: true });

    // Navigation highlights the current route.
    await sidebar.getByRole('link', { name: 'Tickets', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Tickets', exact: true })).toHaveAttribute('aria-current', 'page');

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Support Tickets' })).toBeVisible();

    // The user menu.
    await page.getByRole('button', { name: /User menu for Dana Morgan/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).not.toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: `${shots}/user-menu.png` });
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    // Sign in again.
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Support Tickets' }).or(page.getByRole('heading', { name: 'Support Dashboard' })),
    ).toBeVisible();

    // Unknown paths show the 404 page inside the frame.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.screenshot({ path: `${shots}/not-found.png`, fullPage: true });
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
  });

  test.describe(() => {
    // The sign-in is answered 401, which the browser logs.
    test.use({ allowedConsole: [/status of 401 \(Unauthorized\)/] });
    test('a wrong password is refused with its reason, and the right one then signs in', async ({ page }) => {
      const email = uniqueEmail();
      await signUp(page, email);
      await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
      await page.getByRole('button', { name: /User menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill('wrong-password');
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
      await expect(page.getByText('Invalid email or password').first()).toBeVisible();
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    });
  });

  test.describe(() => {
    // The sign-up is answered 403, which the browser logs.
    test.use({ allowedConsole: [/status of 403 \(Forbidden\)/] });
    test('refuses an address outside the company domains', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('First name').fill('Eve');
      await form.getByLabel('Last name').fill('Outsider');
      await form.getByLabel('Email').fill(`eve.${Date.now()}@gmail.com`);
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Confirm password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
      await expect(page.getByText('Access restricted to Acme Housing employees only').first()).toBeVisible();
    });
  });

  test('serves GraphiQL at /graphql to signed-in users only', async ({ page }) => {
    await page.goto('/graphql');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await signUp(page, uniqueEmail());
    await expect(page.getByRole('heading', { name: 'Support Dashboard' })).toBeVisible();
    await page.goto('/graphql');
    await expect(page.locator('.graphiql-container')).toBeVisible();
    await page.screenshot({ path: `${shots}/graphiql.png` });
  });
});
