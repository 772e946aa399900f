// A benchmark's cook signed in through the app's own login form, as a person
// would: the browser's storage afterwards (Auth's IndexedDB included), for
// new contexts that start signed in.
import type { Browser, BrowserContextOptions } from 'playwright-core';

export async function signedInStorage(
  browser: Browser,
  site: string,
  account: { email: string; password: string },
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${site}/login`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Login Successful!' })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        throw new Error(
          `${account.email} could not sign in: ${String(error)}\n${await page.locator('body').innerText()}`,
        );
      });
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
