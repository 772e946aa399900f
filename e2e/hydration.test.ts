// Pages hydrate as the server rendered them however they are reached: no
// hydration error (the app reports one through hydrateRoot's
// onRecoverableError, as a console error), no other console error or warning
// and no uncaught error, for a visitor and for a signed-in cook, through a
// redirect (a protected page sends a visitor to /login, logging in goes back
// there, logging out leaves a protected page), through links, and through
// Back and Forward, also at once after a load. Every route loaded at its
// address is checked the same way in routes.test.ts. One browser; one
// profile per signed-in state, reused.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logInOnLoginPage, type TestAccount } from './support/accounts';
import { createBrowseSet, type BrowseSet } from './support/browse-data';
import { BASE_URL, hydrated, launchBrowser, newContext, trackConsoleProblems } from './support/browser';

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

// Every page loaded at its address hydrates without a problem in routes.test.ts, which watches the
// console on each (signed out and in). Here: the addresses routes.test.ts does not load (filters and
// servings in the URL), and Back and Forward across every kind of page (a list, a recipe, a 404, a
// protected page, a stand-alone page).
const publicPaths = () => [
  '/',
  `/allRecipes?cuisine=Italian&q=${set.tag}&sort=prepTime&view=list`,
  `/recipes/${set.ids[0]}?servings=6`,
  '/recipes/no-such-recipe',
  '/login',
  '/no/such/page',
];

/** The pages that need a signed-in user, with their headings. */
const HEADINGS: Record<string, string> = {
  '/myRecipes': 'My Recipes',
  '/wishlist': 'Wishlist',
  '/collections': 'Collections',
  '/dashboard': 'Dashboard',
  '/addRecipe': 'Add Recipe',
  '/profile': 'Profile',
  '/settings': 'Settings',
  '/shoppingList': 'Shopping list',
  '/mealPlan': 'Meal plan',
};
const PROTECTED = Object.keys(HEADINGS);

type Who = 'visitor' | 'cook';

// The tests wait for what the page shows, not for every picture to load.
const ARRIVED = { waitUntil: 'domcontentloaded' } as const;

/**
 * Waits until the page at `path` (or, `redirected`, /login sending back to it)
 * shows `heading` if given, hydrated, with its account corner settled.
 */
async function settled(page: Page, path: string, who: Who, redirected = false, heading?: string): Promise<void> {
  const expected = new URL(path, BASE_URL);
  await page.waitForURL((url) =>
    redirected
      ? url.pathname === '/login' && url.searchParams.get('redirect') === path
      : url.pathname === expected.pathname && url.search === expected.search,
  );
  // Inside the app the address changes before the page does: wait for the new page's heading.
  const shown = redirected ? 'Welcome back' : heading;
  if (shown) await page.getByRole('heading', { level: 1, name: shown }).waitFor();
  await hydrated(page);
  // Effects after hydration (Auth, live data) have their moment to complain too:
  // the account corner answers once Auth has. Login, Register and 404s stand alone.
  const banner = page.getByRole('banner');
  if ((await banner.count()) === 0) return;
  await (
    who === 'cook'
      ? banner.getByRole('button', { name: /account menu/i })
      : banner.getByRole('link', { name: 'Login', exact: true })
  ).waitFor();
}

/**
 * Loads each path at its address in turn in one page (each one a fresh load of
 * the server's HTML), then goes Back `steps` pages and Forward again.
 */
async function walk(page: Page, paths: string[], who: Who, at: { step: string }, steps = 2): Promise<void> {
  // A visitor at a protected address is sent to log in and back; the redirect
  // takes the protected page's place in the history.
  const redirected = (path: string) => who === 'visitor' && PROTECTED.includes(path);
  for (const path of paths) {
    at.step = `${who} at ${path}`;
    await page.goto(path, ARRIVED);
    await settled(page, path, who, redirected(path));
  }
  const last = paths.slice(-steps - 1);
  for (const path of last.slice(0, -1).reverse()) {
    at.step = `${who} Back to ${path}`;
    await page.goBack(ARRIVED);
    await settled(page, path, who, redirected(path));
  }
  for (const path of last.slice(1)) {
    at.step = `${who} Forward to ${path}`;
    await page.goForward(ARRIVED);
    await settled(page, path, who, redirected(path));
  }
}

async function logOutHere(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'LogOut Successful!' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// Width changes nothing that React renders (the layout answers to CSS alone),
// so one width is enough for hydration; the layout tests cover the phone.
it('a visitor loads every public page, goes Back and Forward, and follows links, with no hydration or console error', async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const at = { step: '' };
    const problems = trackConsoleProblems(page, () => at.step);
    // A protected page and a 404 among the last, so that Back and Forward cross both.
    await walk(page, [...publicPaths(), '/addRecipe', '/aboutUs'], 'visitor', at, 3);
    // Inside the app too: links, then the browser's Back and Forward.
    at.step = 'visitor by links';
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add Recipe' }).click();
    await settled(page, '/addRecipe', 'visitor', true);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await settled(page, '/register', 'visitor', false, 'Create your account');
    at.step = 'visitor Back inside the app';
    await page.goBack(ARRIVED);
    await settled(page, '/addRecipe', 'visitor', true);
    at.step = 'visitor Forward inside the app';
    await page.goForward(ARRIVED);
    await settled(page, '/register', 'visitor', false, 'Create your account');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

it('a visitor who presses Back at once after a page loads gets the page before it, with no hydration error', async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const at = { step: '' };
    const problems = trackConsoleProblems(page, () => at.step);
    // Reloading the address a link led to keeps the entry before it in the same
    // document: Back is then the router's, while React is still hydrating the page.
    for (const round of [1, 2, 3]) {
      at.step = `round ${round}: All Recipes by link from About Us`;
      await page.goto('/aboutUs', ARRIVED);
      await settled(page, '/aboutUs', 'visitor');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Recipes' }).click();
      await page.waitForURL('**/allRecipes');
      at.step = `round ${round}: Back at once after loading /allRecipes`;
      await page.goto('/allRecipes');
      await page.goBack(ARRIVED);
      await settled(page, '/aboutUs', 'visitor', false, 'About Recipe Book');
    }
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

describe('a cook', () => {
  let account: TestAccount;
  let context: BrowserContext;

  beforeAll(async () => {
    account = await createAccount('hydration');
    context = await newContext(browser);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('is sent from each protected page to /login, logs in back to it, and logs out from it, with no hydration or console error', async () => {
    const page = await context.newPage();
    const at = { step: '' };
    const problems = trackConsoleProblems(page, () => at.step);
    // The redirect and its way back are the guard's, the same for every protected page (each of
    // which hydrates signed in in the walk below): three pages, of three features, prove it.
    for (const path of ['/myRecipes', '/shoppingList', '/settings']) {
      // After the first round this device has had someone signed in: Auth loads with the page.
      at.step = `sent from ${path} to /login`;
      await page.goto(path, ARRIVED);
      await settled(page, path, 'visitor', true);
      at.step = `logged in back to ${path}`;
      await logInOnLoginPage(page, account);
      await settled(page, path, 'cook', false, HEADINGS[path]);
      at.step = `logged out from ${path}`;
      await logOutHere(page);
      await settled(page, '/login', 'visitor', false, 'Welcome back');
      at.step = `Back to ${path} after logging out`;
      await page.goBack(ARRIVED);
      await settled(page, path, 'visitor', true);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('signed in, loads every page at its address and goes Back and Forward, with no hydration or console error', async () => {
    const page = await context.newPage();
    const at = { step: 'logging in' };
    const problems = trackConsoleProblems(page, () => at.step);
    await page.goto('/login', ARRIVED);
    await hydrated(page);
    await logInOnLoginPage(page, account);
    await walk(page, [...publicPaths(), '/myRecipes', '/mealPlan', '/aboutUs'], 'cook', at, 3);
    expect(problems).toEqual([]);
  }, 120_000);
});
