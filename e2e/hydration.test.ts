// Pages hydrate as the server rendered them however they are reached: no
// hydration error (the app reports one through hydrateRoot's
// onRecoverableError, as a console error), no other console error or warning
// and no uncaught error, for a visitor and for a signed-in cook, through a
// redirect (a protected page sends a visitor to /login, logging in goes back
// there, logging out leaves a protected page), through links, and through
// Back and Forward, also at once after a load. Every route loaded at its
// address is checked the same way in routes.test.ts. One browser; one
// profile per signed-in state, reused.
//
// What happens before hydration is made certain by holding the app's scripts
// back (holdScripts): the server's HTML shows, and nothing of the app runs
// until the test lets the scripts through. Taps made then take effect once
// the page has hydrated, each once; Back, Forward and a typed address made
// then are followed once it has, with no hydration error.
import { likePath, wishlistPath } from '@recipe-book/schema/paths';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logInOnLoginPage, type TestAccount } from './support/accounts';
import { createBrowseSet, type BrowseSet } from './support/browse-data';
import { BASE_URL, hydrated, launchBrowser, newContext, SLOW, trackConsoleProblems } from './support/browser';
import { documentExists } from './support/firestore';
import { signedInContext } from './support/sign-in';

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
  '/pantry': 'Pantry',
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

// The build's scripts: the entry and every chunk it imports.
const APP_SCRIPTS = /\/assets\/[^/?]+\.js$/;

/**
 * Holds the page's app scripts back until `release()` (or, `never`, fails them
 * as a lost connection does). The only requests of the file that go through
 * Playwright's interception: a page reached with `waitUntil: 'commit'` then
 * shows the server's HTML with no script of the app run.
 */
async function holdScripts(page: Page, { never = false } = {}): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPTS, async (route) => {
    if (never) return route.abort('connectionfailed');
    await released;
    await route.continue();
  });
  return { release };
}

const AT_ONCE = { waitUntil: 'commit' } as const;

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

describe('before the page has hydrated', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const at = { step: '' };

  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    problems = trackConsoleProblems(page, () => at.step);
  });

  afterAll(async () => {
    await context?.close();
  });

  /** /aboutUs, then All Recipes by its link: two entries of one document. */
  async function aboutUsThenAllRecipes(): Promise<void> {
    await page.goto('/aboutUs', ARRIVED);
    await settled(page, '/aboutUs', 'visitor');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Recipes' }).click();
    await settled(page, '/allRecipes', 'visitor', false, 'All Recipes');
  }

  // Loading the address the page is at again keeps the entries around it in the same document:
  // Back and Forward then change the address without loading a page, while the scripts are held.
  it('a visitor who presses Back gets the page before, with no hydration error', async () => {
    at.step = 'Back before hydration';
    await aboutUsThenAllRecipes();
    const scripts = await holdScripts(page);
    await page.goto('/allRecipes', AT_ONCE);
    await page.getByRole('heading', { level: 1, name: 'All Recipes' }).waitFor();
    await page.goBack(ARRIVED);
    scripts.release();
    await settled(page, '/aboutUs', 'visitor', false, 'About Recipe Book');
    await page.unroute(APP_SCRIPTS);
    expect(problems).toEqual([]);
  }, 60_000);

  it('a visitor who presses Forward gets the page after, with no hydration error', async () => {
    at.step = 'Forward before hydration';
    await aboutUsThenAllRecipes();
    await page.goBack(ARRIVED);
    await settled(page, '/aboutUs', 'visitor', false, 'About Recipe Book');
    const scripts = await holdScripts(page);
    await page.goto('/aboutUs', AT_ONCE);
    await page.getByRole('heading', { level: 1, name: 'About Recipe Book' }).waitFor();
    await page.goForward(ARRIVED);
    scripts.release();
    await settled(page, '/allRecipes', 'visitor', false, 'All Recipes');
    await page.unroute(APP_SCRIPTS);
    expect(problems).toEqual([]);
  }, 60_000);

  it('a visitor who types an address in the same page gets it, with no hydration error', async () => {
    at.step = 'typed address before hydration';
    const scripts = await holdScripts(page);
    await page.goto('/aboutUs', AT_ONCE);
    await page.getByRole('heading', { level: 1, name: 'About Recipe Book' }).waitFor();
    await page.goto('/aboutUs#top', ARRIVED);
    scripts.release();
    await settled(page, '/aboutUs', 'visitor', false, 'About Recipe Book');
    await expect.poll(() => page.evaluate('location.hash')).toBe('#top');
    await page.unroute(APP_SCRIPTS);
    expect(problems).toEqual([]);
  }, 60_000);
});

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

  it('taps like, wishlist and Fewer servings before the page has hydrated, and each takes effect once it has', async () => {
    const cook = await signedInContext(browser, account);
    try {
      const page = await cook.newPage();
      const at = { step: 'taps on All Recipes before hydration' };
      const problems = trackConsoleProblems(page, () => at.step);
      const [recipeId = ''] = set.ids;
      let scripts = await holdScripts(page);
      await page.goto(`/allRecipes?q=${set.tag}`, AT_ONCE);
      const card = page.getByTestId('recipe-card').filter({ hasText: set.titles[0] });
      const like = card.getByTestId('like-button');
      const wishlist = card.getByTestId('wishlist-button');
      await like.click();
      await wishlist.click();
      // Still the server's HTML: the taps wait, and the toggles say they are not ready.
      expect(await like.getAttribute('aria-busy')).toBe('true');
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      scripts.release();
      await hydrated(page);
      await expect.poll(() => like.getAttribute('aria-pressed'), SLOW).toBe('true');
      await expect.poll(() => wishlist.getAttribute('aria-pressed'), SLOW).toBe('true');
      await expect.poll(() => documentExists(likePath(recipeId, account.uid)), SLOW).toBe(true);
      await expect.poll(() => documentExists(wishlistPath(account.uid, recipeId)), SLOW).toBe(true);
      // Written, and once each: a tap applied twice would have taken the like (or the wishlist entry) back.
      await expect.poll(() => like.getAttribute('aria-busy'), SLOW).toBeNull();
      await expect.poll(() => wishlist.getAttribute('aria-busy'), SLOW).toBeNull();
      expect(await like.getAttribute('aria-pressed')).toBe('true');
      expect(await card.getByTestId('like-count').innerText()).toBe('1');
      expect(await wishlist.getAttribute('aria-pressed')).toBe('true');
      expect(await documentExists(likePath(recipeId, account.uid))).toBe(true);
      await page.unroute(APP_SCRIPTS);

      at.step = 'Fewer servings before hydration';
      scripts = await holdScripts(page);
      await page.goto(`/recipes/${recipeId}?servings=8`, AT_ONCE);
      await page.getByRole('button', { name: 'Fewer servings' }).click();
      expect(await page.getByTestId('servings-shown').innerText()).toBe('8');
      scripts.release();
      await hydrated(page);
      await expect.poll(() => new URL(page.url()).searchParams.get('servings')).toBe('7');
      await expect.poll(() => page.getByTestId('servings-shown').innerText()).toBe('7');
      await page.unroute(APP_SCRIPTS);
      expect(problems).toEqual([]);
    } finally {
      await cook.close();
    }
  }, 120_000);

  it('sees the toggles not ready, a press waiting, and nothing taken, when the scripts never arrive', async () => {
    const cook = await signedInContext(browser, account);
    try {
      const page = await cook.newPage();
      await holdScripts(page, { never: true });
      await page.goto(`/allRecipes?q=${set.tag}`, AT_ONCE);
      const card = page.getByTestId('recipe-card').filter({ hasText: set.titles[1] });
      const like = card.getByTestId('like-button');
      await like.click();
      await page.waitForLoadState('load');
      expect(await like.getAttribute('aria-busy')).toBe('true');
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      expect(await documentExists(likePath(set.ids[1] ?? '', account.uid))).toBe(false);

      // A control that is ready from the first paint says, once pressed, that the press waits.
      await page.goto(`/recipes/${set.ids[1]}?servings=8`, AT_ONCE);
      const fewer = page.getByRole('button', { name: 'Fewer servings' });
      expect(await fewer.getAttribute('aria-busy')).toBeNull();
      await fewer.click();
      expect(await fewer.getAttribute('aria-busy')).toBe('true');
      expect(await page.getByTestId('servings-shown').innerText()).toBe('8');
    } finally {
      await cook.close();
    }
  }, 60_000);

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
