// Every route of the app renders at phone and desktop width with its content
// (a signed-in cook's pages hold a recipe, a wishlist, a shopping list and a
// token), passes axe (no serious or critical violation) and pa11y
// (HTML_CodeSniffer, WCAG 2 AA) once per page, hydrates with no console error
// (a hydration mismatch is one), and protected pages send visitors
// to /login. On a 360 px phone, the narrowest in common use, no page,
// signed out or signed in, is wider than the screen. The screenshots of both
// widths are saved for a person to look at (test-results/screenshots/).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  DESKTOP,
  hydrated,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  trackConsoleProblems,
} from './support/browser';
import { addReviews, createRecipeFor, deleteRecipe } from './support/firestore';
import { addApiTokens, deleteApiTokensOf, deleteRecipesOwnedBy, likeAndWishlistAs } from './support/manage';
import { pa11yErrors } from './support/pa11y';
import { fillShoppingList } from './support/shopping-list';
import { signedInContext } from './support/sign-in';

const NOT_FOUND_TEXT = "The page you're looking for doesn't exist on the menu.";

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
  { path: '/pantry', name: 'pantry', ready: shows('Your pantry is empty.') },
  { path: '/mealPlan', name: 'meal-plan', ready: shows('Someday') },
  // Explains joining before any call to the API, so any code shows the page.
  { path: '/join/an-invite-code', name: 'join', ready: heading('Join a household') },
];

// Errors only (a hydration mismatch is one): one page after another in the same tab, Firestore's
// SDK may warn as the next load cuts the last page's listener; hydration.test.ts counts warnings too.
const ROUTES_ERRORS_ONLY = { warnings: false };

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

/**
 * Opens the page at phone width and waits for its content: no sideways scroll at 360 px, axe and
 * pa11y once (the markup is the same at every width), a screenshot; then the same page at desktop
 * width, seen as a screenshot. Each page is checked once per signed-in state, not once per test.
 */
async function checkPage(page: Page, problems: string[], route: PageCase, shot: string, accessibility = true) {
  const path = route.path.replace(RECIPE, publicRecipeId);
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await route.ready(page);
  await hydrated(page);
  await screenshot(page, `phone-${shot}`);
  const excess = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
  expect(excess, `${path} is wider than a ${PHONE.width} px phone`).toBeLessThanOrEqual(0);
  if (accessibility) {
    expect(await seriousAccessibilityViolations(page), `axe on ${path}`).toEqual([]);
    expect(await pa11yErrors(page), `pa11y on ${path}`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `desktop-${shot}`);
  expect(problems.splice(0), `uncaught errors, console errors or warnings on ${path}`).toEqual([]);
}

describe('signed out', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    context = await newContext(browser, PHONE);
    page = await context.newPage();
    problems = trackConsoleProblems(page, undefined, ROUTES_ERRORS_ONLY);
  });
  afterAll(() => context.close());

  it.each(PUBLIC_PAGES)('$path renders its page', async (route) => {
    await checkPage(page, problems, route, route.name);
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
  let problems: string[];

  beforeAll(async () => {
    account = await createAccount('routes', COOK_NAME);
    await createRecipeFor(account.uid, account.name, OWN_TITLE);
    await likeAndWishlistAs(account.uid, publicRecipeId);
    await fillShoppingList(account.uid, 3);
    await addApiTokens(account.uid, 1);
    context = await signedInContext(browser, account, PHONE);
    page = await context.newPage();
    problems = trackConsoleProblems(page, undefined, ROUTES_ERRORS_ONLY);
  });
  afterAll(async () => {
    await context.close();
    await deleteRecipesOwnedBy(account.uid);
    await deleteApiTokensOf(account.uid);
  });

  it.each(PROTECTED_PAGES)('$path renders its page', async (route) => {
    await checkPage(page, problems, route, route.name);
  });

  // Public pages again as a signed-in cook sees them: the account menu in the top bar (the same on
  // every page of the main layout), the review form on a recipe, and a stand-alone page, all of
  // which must fit a phone too. Only the recipe page's markup differs from a visitor's beyond the top
  // bar, so axe and pa11y run there alone.
  const signedInPublic = PUBLIC_PAGES.filter(({ name }) => ['home', 'recipe', 'login'].includes(name));
  it.each(signedInPublic)('$path renders its page for a signed-in cook', async (route) => {
    const signedIn = async (shown: Page) => {
      await route.ready(shown);
      if (!route.standalone) await shown.getByRole('button', { name: `Account menu for ${COOK_NAME}` }).waitFor();
    };
    await checkPage(
      page,
      problems,
      { ...route, ready: signedIn },
      `signed-in-${route.name}`,
      route.path === `/recipes/${RECIPE}`,
    );
  });
});
