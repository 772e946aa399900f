// Every route of the app renders at phone and desktop width with its content
// (a signed-in cook's pages hold a recipe, a wishlist, a shopping list and a
// token), passes axe (no serious or critical violation) at both widths and
// pa11y (HTML_CodeSniffer, WCAG 2 AA) once, and protected pages send visitors
// to /login.
// On a phone no page, signed out or signed in, is wider than the screen, from
// 360 px to 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  DESKTOP,
  hydrated,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  trackPageErrors,
  type Viewport,
} from './support/browser';
import { addReviews, createRecipeFor, deleteRecipe } from './support/firestore';
import { addApiTokens, deleteApiTokensOf, deleteRecipesOwnedBy, likeAndWishlistAs } from './support/manage';
import { pa11yErrors } from './support/pa11y';
import { fillShoppingList } from './support/shopping-list';

const NOT_FOUND_TEXT = "The page you're looking for doesn't exist on the menu.";
/** Phones from the narrowest in common use to today's usual one. */
const PHONE_WIDTHS = [360, PHONE.width, 390] as const;

// Long words and titles, as cooks write them: cards, lists, headings and the
// account menu must wrap or truncate them, never widen the page.
const COOK_NAME = 'Maximiliana Featherstonehaugh-Worthington';
const PUBLIC_TITLE = 'Slow-Roasted Mediterranean Vegetable and Chickpea Traybake with Lemon-Tahini Dressing';
const OWN_TITLE = "Grandmother's Twelve-Hour Slow-Cooked Beef Brisket with Smoked Paprika Barbecue Glaze";
const REVIEW = 'A weeknight favourite: everything roasts on one tray, and the dressing keeps for days.';
const PUBLIC_OWNER = 'e2e-routes-cook';
/** Stands for the public recipe's id in a path. */
const RECIPE = ':recipe';

interface PageCase {
  path: string;
  /** Names its screenshots. */
  name: string;
  /** Resolves once the page shows its content, its data included. */
  ready: (page: Page) => Promise<void>;
  /** Login, Register and the 404 page stand alone, without the top bar and its account menu. */
  standalone?: true;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const shows = (text: string) => (page: Page) => page.getByText(text, { exact: true }).first().waitFor();

const PUBLIC_PAGES: PageCase[] = [
  { path: '/', name: 'home', ready: heading('Discover Recipes That Bring Families Together') },
  { path: '/allRecipes', name: 'all-recipes', ready: heading('All Recipes') },
  { path: `/recipes/${RECIPE}`, name: 'recipe', ready: shows(REVIEW) },
  { path: '/recipes/no-such-recipe', name: 'recipe-missing', ready: heading('Recipe not found') },
  { path: '/aboutUs', name: 'about', ready: heading('About Recipe Book') },
  { path: '/blog/1', name: 'blog-post', ready: heading('Five Kitchen Essentials That Save Weeknight Dinners') },
  { path: '/blog/no-such-post', name: 'blog-missing', ready: heading('No blog data found.') },
  { path: '/login', name: 'login', ready: heading('Welcome back'), standalone: true },
  { path: '/register', name: 'register', ready: heading('Create your account'), standalone: true },
  { path: '/no/such/page', name: 'not-found', ready: heading(NOT_FOUND_TEXT), standalone: true },
];

const PROTECTED_PAGES: PageCase[] = [
  { path: '/addRecipe', name: 'add-recipe', ready: heading('Add Recipe') },
  { path: '/myRecipes', name: 'my-recipes', ready: shows(OWN_TITLE) },
  { path: '/profile', name: 'profile', ready: shows(COOK_NAME) },
  {
    path: '/dashboard',
    name: 'dashboard',
    ready: async (page) => {
      await page.getByRole('region', { name: 'Your recipes' }).getByText(OWN_TITLE).waitFor();
      await page.locator('[data-testid="count-total"]:not(:has-text("…"))').waitFor();
    },
  },
  { path: '/settings', name: 'settings', ready: shows('Script 1') },
  { path: '/wishlist', name: 'wishlist', ready: shows(PUBLIC_TITLE) },
  { path: '/collections', name: 'collections', ready: shows('You have no collections yet.') },
  { path: '/shoppingList', name: 'shopping-list', ready: shows('Item 1') },
  { path: '/mealPlan', name: 'meal-plan', ready: shows('Someday') },
  // Explains joining before any call to the API, so any code shows the page.
  { path: '/join/an-invite-code', name: 'join', ready: heading('Join a household') },
];

let browser: Browser;
let publicRecipeId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  publicRecipeId = await createRecipeFor(PUBLIC_OWNER, 'Routes Cook', PUBLIC_TITLE);
  await addReviews(publicRecipeId, [{ uid: 'e2e-routes-reviewer', rating: 5, text: REVIEW, at: new Date() }]);
});

afterAll(async () => {
  await browser?.close();
  if (publicRecipeId) await deleteRecipe(publicRecipeId);
});

/** The widths, from 360 to 390 px, at which the page is wider than the screen (screenshots kept). */
async function phoneWidthsTooNarrow(page: Page, shot: string): Promise<string[]> {
  const tooNarrow: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    const excess = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
    if (excess <= 0) continue;
    tooNarrow.push(`${width} px: ${excess} px too wide`);
    await screenshot(page, `too-wide-${width}-${shot}`);
  }
  await page.setViewportSize(PHONE);
  return tooNarrow;
}

/**
 * Opens the page and waits for its content; checks it with axe, and on a phone
 * with pa11y and its width; and records what it looks like (when `shot` is given).
 * pa11y is the slowest check here and the markup is the same at every width,
 * so it runs on every page once on a phone, and on desktop only for the first
 * page of each list (the wide top bar, which a phone hides).
 */
async function checkPage(page: Page, errors: string[], route: PageCase, viewport: Viewport, shot?: string) {
  const path = route.path.replace(RECIPE, publicRecipeId);
  await page.goto(path);
  await route.ready(page);
  await hydrated(page);
  if (shot) await screenshot(page, shot);
  expect(await seriousAccessibilityViolations(page), `axe on ${path}`).toEqual([]);
  const pa11yHere =
    viewport === PHONE ? shot !== undefined : [PUBLIC_PAGES[0]?.path, PROTECTED_PAGES[0]?.path].includes(route.path);
  if (pa11yHere) expect(await pa11yErrors(page), `pa11y on ${path}`).toEqual([]);
  if (viewport === PHONE)
    expect(await phoneWidthsTooNarrow(page, shot ?? route.name), `${path} on a phone`).toEqual([]);
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

    it.each(PUBLIC_PAGES)('$path renders its page', async (route) => {
      await checkPage(page, errors, route, viewport, `${label}-${route.name}`);
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
    let account: TestAccount;
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      account = await createAccount(`routes-${label}`, COOK_NAME);
      await createRecipeFor(account.uid, account.name, OWN_TITLE);
      await likeAndWishlistAs(account.uid, publicRecipeId);
      await fillShoppingList(account.uid, 3);
      await addApiTokens(account.uid, 1);
      context = await newContext(browser, viewport);
      page = await context.newPage();
      errors = trackPageErrors(page);
      await logInThroughForm(page, account);
    });
    afterAll(async () => {
      await context.close();
      await deleteRecipesOwnedBy(account.uid);
      await deleteApiTokensOf(account.uid);
    });

    it.each(PROTECTED_PAGES)('$path renders its page', async (route) => {
      await checkPage(page, errors, route, viewport, `${label}-${route.name}`);
    });

    // The public pages again as a signed-in cook sees them (the account menu,
    // the review form), on a phone, where the width is tight; the pages of a
    // missing recipe or post add nothing to their signed-out checks.
    if (viewport === PHONE) {
      const signedInPublic = PUBLIC_PAGES.filter(({ name }) => !name.endsWith('-missing'));
      it.each(signedInPublic)('$path renders its page for a signed-in cook', async (route) => {
        const signedIn = async (shown: Page) => {
          await route.ready(shown);
          if (!route.standalone) await shown.getByRole('button', { name: `Account menu for ${COOK_NAME}` }).waitFor();
        };
        await checkPage(page, errors, { ...route, ready: signedIn }, viewport);
      });
    }
  });
});
