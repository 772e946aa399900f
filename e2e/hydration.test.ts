// Every page the page function renders is hydrated as it is: no hydration
// mismatch (the app reports one through hydrateRoot's onRecoverableError, and
// React warns in the console) and no console error or uncaught error, at phone
// and desktop width, for a visitor and for a signed-in cook.
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logInThroughForm } from './support/accounts';
import { createBrowseSet, type BrowseSet } from './support/browse-data';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, trackPageErrors, type Viewport } from './support/browser';

let browser: Browser;
let set: BrowseSet;

beforeAll(async () => {
  browser = await launchBrowser();
  set = await createBrowseSet(3, () => ({ cuisine: 'Italian' }));
});

afterAll(async () => {
  await set?.remove();
  await browser?.close();
});

const pages = () => [
  '/',
  '/allRecipes',
  `/allRecipes?cuisine=Italian&q=${set.tag}&sort=prepTime&view=list`,
  `/recipes/${set.ids[0]}`,
  `/recipes/${set.ids[0]}?servings=6`,
  '/recipes/no-such-recipe',
  '/blog/1',
  '/blog/no-such-post',
  '/aboutUs',
  '/login',
  '/register',
  '/no/such/page',
];

/** Console errors and warnings, and uncaught errors, while `path` loads and hydrates. */
async function problemsOn(viewport: Viewport, path: string, signIn: boolean): Promise<string[]> {
  const context = await newContext(browser, viewport);
  try {
    const page = await context.newPage();
    if (signIn) await logInThroughForm(page, await createAccount('hydration'));
    const problems = trackPageErrors(page);
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // A 404 page's own status is what it should be, not a problem of the page.
      if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(path);
    await hydrated(page);
    // Effects after hydration (Auth, live data) have their moment to complain
    // too; a signed-in page keeps Firestore's channel open, so the network is never idle.
    if (signIn) await page.getByRole('button', { name: /account menu/i }).waitFor();
    else await page.waitForLoadState('networkidle');
    return problems;
  } finally {
    await context.close();
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('at %s width', (_, viewport) => {
  it('a visitor sees every page hydrated without a mismatch or a console error', async () => {
    for (const path of pages()) {
      expect({ path, problems: await problemsOn(viewport, path, false) }).toEqual({ path, problems: [] });
    }
  }, 120_000);
});

it('a signed-in cook sees the public pages hydrated without a mismatch or a console error', async () => {
  for (const path of pages().slice(0, 4)) {
    expect({ path, problems: await problemsOn(DESKTOP, path, true) }).toEqual({ path, problems: [] });
  }
}, 120_000);
