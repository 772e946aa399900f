// "Login with Google" through the Auth emulator's own account chooser, in a
// real popup. Google's api.js is answered by support/google-api-stub.js.
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import { browserSession, screenshot } from './support/browser';

const session = browserSession();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

async function openGooglePopup(): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Login with Google' }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

it('signs in with a new Google account and returns to the page that asked for it', async () => {
  await page.goto('/login?redirect=%2Fprofile');
  const popup = await openGooglePopup();
  expect(new URL(popup.url()).pathname).toBe('/emulator/auth/handler');
  await popup.getByText('Add new account').click();
  const email = uniqueEmail('google');
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gia Google');
  await screenshot(popup, 'google-account-chooser');
  await Promise.all([popup.waitForEvent('close'), popup.locator('#sign-in').click()]);

  const success = page.getByRole('alertdialog', { name: 'Login Successful!' });
  await success.getByRole('button', { name: 'Continue' }).click();
  expect(new URL(page.url()).pathname).toBe('/profile');
  await page.getByRole('heading', { level: 2, name: 'Gia Google' }).waitFor();
  await page.getByText(email).waitFor();
  await screenshot(page, 'google-signed-in-profile');
});

it('treats a closed Google window as a choice, not an error dialog', async () => {
  await page.goto('/login');
  const popup = await openGooglePopup();
  await popup.close();
  // Firebase notices the closed window after a delay of up to ~8 s.
  await page
    .getByRole('status')
    .filter({ hasText: 'The Google sign-in window was closed' })
    .waitFor({ timeout: 20_000 });
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/login');
});
