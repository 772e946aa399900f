// Every route of the app renders at phone and desktop width, passes axe with no
// serious or critical violation, and protected pages send visitors to /login.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logInThroughForm } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  overflowsHorizontally,
  PHONE,
  screenshot,
  trackPageErrors,
  type Viewport,
} from './support/browser';

const NOT_FOUND_TEXT = "The page you're looking for doesn't exist on the menu.";

const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: 'Discover Recipes That Bring Families Together' },
  { path: '/allRecipes', name: 'all-recipes', heading: 'All Recipes' },
  { path: '/recipes/no-such-recipe', name: 'recipe-missing', heading: 'Recipe not found' },
  { path: '/aboutUs', name: 'about', heading: 'About Recipe Book' },
  { path: '/blog/1', name: 'blog-post', heading: 'Five Kitchen Essentials That Save Weeknight Dinners' },
  { path: '/blog/no-such-post', name: 'blog-missing', heading: 'No blog data found.' },
  { path: '/login', name: 'login', heading: 'Welcome back' },
  { path: '/register', name: 'register', heading: 'Create your account' },
  { path: '/no/such/page', name: 'not-found', heading: NOT_FOUND_TEXT },
] as const;

const PROTECTED_PAGES = [
  { path: '/addRecipe', name: 'add-recipe', heading: 'Add Recipe' },
  { path: '/myRecipes', name: 'my-recipes', heading: 'My Recipes' },
  { path: '/profile', name: 'profile', heading: 'Profile' },
  { path: '/dashboard', name: 'dashboard', heading: 'Dashboard' },
  { path: '/settings', name: 'settings', heading: 'Settings' },
  { path: '/wishlist', name: 'wishlist', heading: 'Wishlist' },
  { path: '/shoppingList', name: 'shopping-list', heading: 'Shopping list' },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens the page, waits for its heading and checks layout, accessibility and errors. */
async function checkPage(
  page: Page,
  errors: string[],
  path: string,
  heading: string,
  shot: string,
  viewport: Viewport,
) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await screenshot(page, shot);
  expect(await seriousAccessibilityViolations(page), `axe on ${path}`).toEqual([]);
  if (viewport === PHONE) expect(await overflowsHorizontally(page), `sideways scroll on ${path}`).toBe(false);
  expect(errors, `uncaught errors on ${path}`).toEqual([]);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('at %s width', (label, viewport) => {
  describe('signed out', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      context = await newContext(browser, viewport);
      page = await context.newPage();
      errors = trackPageErrors(page);
    });
    afterAll(() => context.close());

    it.each(PUBLIC_PAGES)('$path renders its page', async ({ path, name, heading }) => {
      await checkPage(page, errors, path, heading, `${label}-${name}`, viewport);
    });

    it.each(PROTECTED_PAGES)('$path sends a visitor to /login with the path to come back to', async ({ path }) => {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    });

    it('the 404 page leads back home', async () => {
      await page.goto('/not-a-page');
      await page.getByText(NOT_FOUND_TEXT).waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  describe('signed in', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      const account = await createAccount(`routes-${label}`);
      context = await newContext(browser, viewport);
      page = await context.newPage();
      errors = trackPageErrors(page);
      await logInThroughForm(page, account);
    });
    afterAll(() => context.close());

    it.each(PROTECTED_PAGES)('$path renders its page', async ({ path, name, heading }) => {
      await checkPage(page, errors, path, heading, `${label}-${name}`, viewport);
    });
  });
});
