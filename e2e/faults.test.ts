// Firestore goes away while the app is in use, and comes back: the run's own
// build on the shared emulators, in a browser whose requests to Firestore fail
// as they do when the server is gone (Playwright refuses the connections). A
// signed-in cook who changes a filter (read in their browser; a visitor's is
// a page load the server answers) is told the server cannot be reached, what
// a user typed stays, and both recover by themselves once Firestore answers
// again. The API's side of the same fault is functions/test/firestore-unavailable.test.ts.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import {
  browserSession,
  cutOffFirestore,
  DESKTOP,
  hydrated,
  newContext,
  PHONE,
  reconnectFirestore,
  screenshot,
  trackPageErrors,
} from './support/browser';

const UNREACHABLE = /Can.t reach the server/;

describe('the app while Firestore cannot be reached, and after', () => {
  const session = browserSession();
  let account: TestAccount;

  beforeAll(async () => {
    account = await createAccount('faults', 'Fault Cook');
  });

  it('says it cannot reach the server, keeps what was typed, and recovers by itself', async () => {
    // The phone's cook browses (and so reads Firestore in the browser); the desktop one has the login form filled.
    const phoneContext = await newContext(session.browser, PHONE);
    const phone: Page = await phoneContext.newPage();
    const phoneErrors = trackPageErrors(phone);
    const desktop = session.page;
    await desktop.setViewportSize(DESKTOP);
    try {
      await logInThroughForm(phone, account, '/login?redirect=%2FallRecipes');
      await hydrated(phone);
      await phone.getByRole('heading', { level: 1, name: 'All Recipes' }).waitFor();
      await desktop.goto('/allRecipes');
      await hydrated(desktop);
      // A client-side move to the login page.
      await desktop.getByRole('link', { name: 'Login', exact: true }).first().click();
      await desktop.getByLabel('E-mail').fill(account.email);
      await desktop.getByLabel('Password', { exact: true }).fill(account.password);
      expect(await phone.getByText(UNREACHABLE).count()).toBe(0);

      await cutOffFirestore(phoneContext);
      await cutOffFirestore(session.context);
      // Another cuisine is read in the browser, which finds the server gone.
      await phone.getByLabel('Cuisine').selectOption('Others');
      await expect.poll(() => phone.getByText(UNREACHABLE).isVisible(), { timeout: 60_000 }).toBe(true);
      await screenshot(phone, 'faults-server-unreachable-phone');
      expect(await desktop.getByLabel('E-mail').inputValue()).toBe(account.email);
      expect(await desktop.getByLabel('Password', { exact: true }).inputValue()).toBe(account.password);

      await reconnectFirestore(phoneContext);
      await reconnectFirestore(session.context);
      // The network is back (reconnectFirestore): the notice goes once the SDK has its streams again.
      await expect.poll(() => phone.getByText(UNREACHABLE).isVisible(), { timeout: 90_000 }).toBe(false);
      await desktop.getByRole('button', { name: 'Login', exact: true }).click();
      await desktop.getByRole('alertdialog', { name: 'Login Successful!' }).waitFor({ timeout: 30_000 });
      expect(phoneErrors).toEqual([]);
    } finally {
      await phoneContext.close();
    }
  }, 240_000);
});
