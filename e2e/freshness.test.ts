// What a cook just changed is what every page shows. The author edits and then
// deletes a recipe; every way they reach a page afterwards (a link, the address
// bar, Back) shows the change at once, while a visitor in another browser,
// with the recipe page and All Recipes open, sees it on both when they come
// back to their tab, without a reload, and downloads no Firestore SDK
// for any of it (web/src/lib/page-freshness.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import {
  DESKTOP,
  hydrated,
  launchBrowser,
  newContext,
  screenshot,
  SLOW,
  switchAwayAndBack,
  trackFirestoreDownloads,
  trackPageErrors,
} from './support/browser';
import { madeUpWord } from './support/browse-data';
import { createRecipeFor } from './support/firestore';
import { deleteRecipesOwnedBy } from './support/manage';

/**
 * How soon a visitor's page shows a change once they come back to its tab. Deployed, the bound is the
 * CDN's minute on top (docs/caching.md); the emulators have no CDN, so the page reads the change at
 * once, through the functions emulator (whose worker may have to start).
 */
const REVALIDATED_WITHIN_MS = 15_000;

let browser: Browser;
let author: TestAccount;
let authorContext: BrowserContext;
let visitorContext: BrowserContext;
let authorPage: Page;
let visitorRecipe: Page;
let visitorList: Page;
let recipeId: string;
let title: string;
/** A word only this recipe's title has: its All Recipes search lists it alone, whatever other suites add meanwhile. */
let tag: string;
const errors: string[][] = [];
/** What the visitor's pages fetched of Firestore (its SDK, its server): nothing, throughout. */
let visitorFirestore: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  author = await createAccount('fresh', 'Freya Fresh');
  tag = madeUpWord();
  title = `Fresh ${tag} salad`;
  recipeId = await createRecipeFor(author.uid, author.name, title);
  [authorContext, visitorContext] = await Promise.all([newContext(browser, DESKTOP), newContext(browser, DESKTOP)]);
  authorPage = await authorContext.newPage();
  visitorFirestore = trackFirestoreDownloads(visitorContext);
  visitorRecipe = await visitorContext.newPage();
  visitorList = await visitorContext.newPage();
  errors.push(...[authorPage, visitorRecipe, visitorList].map(trackPageErrors));
  await logInThroughForm(authorPage, author, '/login?redirect=%2FmyRecipes');
  await visitorRecipe.goto(`/recipes/${recipeId}`);
  await visitorList.goto(`/allRecipes?q=${tag}`);
  await Promise.all([hydrated(visitorRecipe), hydrated(visitorList)]);
}, 120_000);

afterAll(async () => {
  await deleteRecipesOwnedBy(author.uid);
  await browser?.close();
  expect(errors.flat(), 'uncaught errors in the pages').toEqual([]);
  expect(visitorFirestore, "what the visitor's public pages fetched of Firestore").toEqual([]);
});

const myCard = (name: string) => authorPage.getByTestId('my-recipe-card').filter({ hasText: name });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The titles of the cards the page lists. */
const cardTitles = (page: Page) => page.getByTestId('recipe-card').getByRole('heading').allTextContents();

/** By links only: All Recipes from the main menu, a search for the recipe's word, then its card. */
async function authorFindsRecipe(expected: string) {
  await authorPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Recipes' }).click();
  await heading(authorPage).filter({ hasText: 'All Recipes' }).waitFor();
  await hydrated(authorPage);
  await authorPage.getByLabel('Search by title').fill(tag);
  await authorPage.getByLabel('Search by title').press('Enter');
  await expect.poll(() => cardTitles(authorPage)).toEqual([expected]);
  await authorPage.getByRole('link', { name: expected, exact: true }).click();
  await expect.poll(() => heading(authorPage).textContent()).toBe(expected);
}

it(
  "an edit shows on the author's next page by link, Back and address bar, and on a visitor's open page when they return to it",
  SLOW,
  async () => {
    // The author has read both pages before the edit: the router and the browser hold copies of them.
    await authorFindsRecipe(title);
    await authorPage.goto('/myRecipes');
    await myCard(title).waitFor();

    const edited = `${title} deluxe`;
    await myCard(title)
      .getByRole('button', { name: `Update ${title}` })
      .click();
    const dialog = authorPage.getByRole('dialog', { name: 'Update Recipe' });
    await dialog.getByLabel('Title', { exact: true }).fill(edited);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await authorPage.getByRole('status').filter({ hasText: 'Recipe updated.' }).waitFor();

    // Another browser: the visitor comes back to the open recipe page, which reads the recipe again.
    await switchAwayAndBack(visitorRecipe);
    await heading(visitorRecipe).filter({ hasText: edited }).waitFor({ timeout: REVALIDATED_WITHIN_MS });
    await screenshot(visitorRecipe, 'freshness-visitor-edited');
    // And the open All Recipes, which reads the cards it shows again.
    await switchAwayAndBack(visitorList);
    await expect.poll(() => cardTitles(visitorList), { timeout: REVALIDATED_WITHIN_MS }).toEqual([edited]);

    // The author: by link, Back and Forward, the address bar and a reload.
    await authorFindsRecipe(edited);
    await authorPage.goBack();
    await expect.poll(() => cardTitles(authorPage)).toEqual([edited]);
    await authorPage.goForward();
    await expect.poll(() => heading(authorPage).textContent()).toBe(edited);
    await authorPage.goto(`/recipes/${recipeId}`);
    expect(await heading(authorPage).textContent()).toBe(edited);
    await authorPage.goto(`/allRecipes?q=${tag}`);
    expect(await cardTitles(authorPage)).toEqual([edited]);
    await authorPage.reload();
    expect(await cardTitles(authorPage)).toEqual([edited]);
    title = edited;
  },
);

it(
  "a deleted recipe leaves the author's All Recipes at once, and the visitor's open page says it was removed when they return to it",
  SLOW,
  async () => {
    await authorPage.goto('/myRecipes');
    await myCard(title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await authorPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await authorPage.getByRole('status').filter({ hasText: 'was deleted.' }).waitFor();

    await switchAwayAndBack(visitorRecipe);
    await visitorRecipe
      .getByRole('heading', { level: 1, name: 'This recipe was removed' })
      .waitFor({ timeout: REVALIDATED_WITHIN_MS });
    await screenshot(visitorRecipe, 'freshness-visitor-removed');
    await switchAwayAndBack(visitorList);
    await expect.poll(() => cardTitles(visitorList), { timeout: REVALIDATED_WITHIN_MS }).toEqual([]);
    await visitorRecipe.getByRole('link', { name: 'Browse all recipes' }).click();
    await heading(visitorRecipe).filter({ hasText: 'All Recipes' }).waitFor();

    // The author, by link and by the address bar, well within the minute the CDN keeps a visitor's page.
    await authorPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Recipes' }).click();
    await heading(authorPage).filter({ hasText: 'All Recipes' }).waitFor();
    await authorPage.getByLabel('Search by title').fill(tag);
    await authorPage.getByLabel('Search by title').press('Enter');
    await authorPage.getByText('No recipes match your search.').waitFor();
    await authorPage.goto(`/allRecipes?q=${tag}`);
    await authorPage.getByText('No recipes match your search.').waitFor();
    await authorPage.goto(`/recipes/${recipeId}`);
    await heading(authorPage).filter({ hasText: 'Recipe not found' }).waitFor();
  },
);
