// "Login with Google" through the Auth emulator's own account chooser, in a
// real popup, back to the page that asked for it. Google's api.js is answered
// by support/google-api-stub.js (answerGoogleApiScript). A closed Google window
// (auth/popup-closed-by-user) is a note, not an error dialog:
// login-form.test.tsx.
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import { answerGoogleApiScript, browserSession, screenshot } from './support/browser';

const session = browserSession();
let page: Page;
beforeEach(async () => {
  ({ page } = session);
  await answerGoogleApiScript(session.context);
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
