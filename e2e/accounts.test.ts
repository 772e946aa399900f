// Register, login, logout and password reset in a real browser against the
// Auth emulator: each one's journey and where it leads. The forms' field
// messages, the failure dialogs with Retry, and the login's redirects are
// component tests (web/src/features/auth/components/*.test.tsx,
// safe-redirect.test.ts).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, logInThroughForm, oobCodesFor, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { browserSession, screenshot } from './support/browser';

const session = browserSession();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

const alert = (name: string) => page.getByRole('alertdialog', { name });

async function fillRegistration(values: { name: string; email: string; photo: string; password: string }) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('E-mail').fill(values.email);
  await page.getByLabel('Photo URL').fill(values.photo);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
}

describe('register', () => {
  it('creates the account, says "Register Successful!" and goes home signed in', async () => {
    await page.goto('/register');
    const email = uniqueEmail('register');
    await fillRegistration({
      name: 'Grace Hopper',
      email,
      photo: '/images/team/head-chef.webp',
      password: TEST_PASSWORD,
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await alert('Register Successful!').waitFor();
    await screenshot(page, 'register-successful');
    await alert('Register Successful!').getByRole('button', { name: 'Continue' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
  });
});

describe('login', () => {
  it('returns to the protected page that sent the visitor to login', async () => {
    const account = await createAccount('login-return');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await alert('Login Successful!').getByRole('button', { name: 'Continue' }).click();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
});

describe('logout', () => {
  it('goes to /login and says "LogOut Successful!" with the name', async () => {
    const account = await createAccount('logout', 'Linus Cook');
    await logInThroughForm(page, account);
    await page.getByRole('button', { name: 'Account menu for Linus Cook' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const done = alert('LogOut Successful!');
    await done.getByText('Welcome, Linus Cook!').waitFor();
    await screenshot(page, 'logout-successful');
    expect(new URL(page.url()).pathname).toBe('/login');
    await done.getByRole('button', { name: 'Continue' }).click();
    // Signed out for real: a protected page sends us back to login.
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('forgot password', () => {
  it('asks for the e-mail first, then sends a reset link through the Auth emulator', async () => {
    const account = await createAccount('reset');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText('E-mail is required').waitFor();

    await page.getByLabel('E-mail').fill(account.email);
    // Wait for the message to go, so the button has stopped moving before the click.
    await page.getByText('E-mail is required').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const toast = page.getByRole('status').filter({ hasText: `We sent a password reset link to ${account.email}` });
    await toast.waitFor();
    await screenshot(page, 'forgot-password-toast');
    const codes = await oobCodesFor(account.email);
    expect(codes.map((code) => code.requestType)).toContain('PASSWORD_RESET');
  });
});
