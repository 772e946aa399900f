// Register, login, logout and password reset in a real browser, with their
// success and failure dialogs, field messages and where each one leads.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, logInThroughForm, oobCodesFor, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { browserSession, hydrated, isFocused, screenshot } from './support/browser';

const PASSWORD_HINT = 'At least 8 characters, including a number, a lowercase letter and an uppercase letter.';

const session = browserSession();
let page: Page;
let context: BrowserContext;
beforeEach(() => {
  ({ page, context } = session);
});

const alert = (name: string) => page.getByRole('alertdialog', { name });
const fieldError = (label: string) => page.getByLabel(label, { exact: true });

/** The text that describes a field (its hint and error), as a screen reader hears it. */
async function description(label: string): Promise<string> {
  const ids = (await fieldError(label).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function fillRegistration(values: { name: string; email: string; photo: string; password: string }) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('E-mail').fill(values.email);
  await page.getByLabel('Photo URL').fill(values.photo);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
}

describe('register', () => {
  it('shows a message next to every field that is wrong, and the real password rule', async () => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await description('Name')).toContain('Name is required');
    expect(await description('E-mail')).toContain('E-mail is required');
    expect(await description('Photo URL')).toContain('Photo URL is required');
    expect(await description('Password')).toBe(`${PASSWORD_HINT} Password is required`);

    await fillRegistration({ name: 'ada@example.com', email: 'not-an-email', photo: 'photo.png', password: 'short1A' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter a valid e-mail address').waitFor();
    expect(await description('Name')).toContain('Name must not contain @');
    expect(await description('Photo URL')).toContain('Enter a web address starting with https://');
    expect(await description('Password')).toContain('Password must be at least 8 characters');

    await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Password must include a number, a lowercase letter and an uppercase letter').waitFor();
    expect(await fieldError('Password').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'register-validation');
  });

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

  it('says "Register Failed" in words when the e-mail is taken, and Retry returns to the form', async () => {
    const existing = await createAccount('taken');
    await page.goto('/register');
    await fillRegistration({
      name: 'Copycat',
      email: existing.email,
      photo: 'https://example.com/me.png',
      password: TEST_PASSWORD,
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await alert('Register Failed').getByText('An account with this e-mail address already exists').waitFor();
    expect(await alert('Register Failed').textContent()).not.toContain('auth/');
    await screenshot(page, 'register-failed');
    await alert('Register Failed').getByRole('button', { name: 'Retry' }).click();
    await alert('Register Failed').waitFor({ state: 'hidden' });
    // react-hook-form's setFocus() moves the focus in a timer, a moment after the dialog has gone.
    await expect.poll(() => isFocused(page.getByLabel('E-mail'))).toBe(true);
  });
});

describe('login', () => {
  it('validates e-mail and password before calling the provider', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('E-mail is required').waitFor();
    expect(await description('Password')).toBe(`${PASSWORD_HINT} Password is required`);
    await page.getByLabel('E-mail').fill('someone@example');
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Enter a valid e-mail address').waitFor();
    await page.getByText('Password must include a number, a lowercase letter and an uppercase letter').waitFor();
    await screenshot(page, 'login-validation');
  });

  it('says "Login Failed" with a sentence for a wrong password, and Retry puts focus on the password', async () => {
    const account = await createAccount('wrong-password');
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const failed = alert('Login Failed');
    await failed.getByText('The e-mail address or password is incorrect.').waitFor();
    await screenshot(page, 'login-failed');
    // Focus starts on the dialog's button, so Enter answers it.
    await page.keyboard.press('Enter');
    await failed.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page.getByLabel('Password', { exact: true }))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('explains a network failure in words, never with the raw code', async () => {
    const account = await createAccount('offline');
    await page.goto('/login');
    await context.route('http://127.0.0.1:9099/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const failed = alert('Login Failed');
    await failed
      .getByText("We couldn't reach the sign-in service. Check your internet connection and try again.")
      .waitFor();
    expect(await failed.textContent()).not.toContain('auth/');
  });

  it('says the same when the browser went offline before the sign-in code was downloaded', async () => {
    await page.goto('/login');
    await hydrated(page);
    // The alert host arrives after hydration; the sign-in code and the validation only once the form is used.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    try {
      await page.getByLabel('E-mail').fill(uniqueEmail('offline-start'));
      await page.getByLabel('Password', { exact: true }).fill('Offline1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await alert('Login Failed')
        .getByText("We couldn't reach the sign-in service. Check your internet connection and try again.")
        .waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('says "Login Successful!" and goes home when no page was asked for', async () => {
    const account = await createAccount('login-home');
    await logInThroughForm(page, account);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: `Account menu for ${account.name}` }).waitFor();
  });

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

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example'])(
    'ignores a redirect to another site (%s) and goes home',
    async (target) => {
      const account = await createAccount('open-redirect');
      await logInThroughForm(page, account, `/login?redirect=${encodeURIComponent(target)}`);
      const url = new URL(page.url());
      expect(url.host).not.toContain('evil');
      expect(url.pathname).toBe('/');
    },
  );
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
  it('says "LogOut Failed" when signing out fails, and Retry tries again', async () => {
    const account = await createAccount('logout-fail', 'Fay Fail');
    await logInThroughForm(page, account);
    // Make the browser refuse to delete the stored session, so Firebase's sign-out fails.
    // Only Auth's store: Firestore keeps its cache in IndexedDB too, and Home reads it.
    await page.evaluate(`
      window.__realDelete = IDBObjectStore.prototype.delete;
      IDBObjectStore.prototype.delete = function (...args) {
        if (this.name !== 'firebaseLocalStorage') return window.__realDelete.apply(this, args);
        throw new DOMException('blocked by the test', 'UnknownError');
      };
    `);
    await page.getByRole('button', { name: 'Account menu for Fay Fail' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const failed = alert('LogOut Failed');
    await failed.waitFor();
    await failed.getByRole('img', { name: 'Error' }).waitFor();
    expect(await failed.textContent()).not.toContain('auth/');
    await screenshot(page, 'logout-failed');

    await page.evaluate('IDBObjectStore.prototype.delete = window.__realDelete');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await alert('LogOut Successful!').getByText('Welcome, Fay Fail!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
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

  it('explains an unknown e-mail in words', async () => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('status').filter({ hasText: 'No account uses this e-mail address.' }).waitFor();
  });
});
