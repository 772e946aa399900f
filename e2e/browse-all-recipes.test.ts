// All Recipes against the real emulators: paging by cursors (Next, the last
// page, Back, Previous, a hand-typed page), the kept totals of all recipes and
// of a cuisine against a full count, filter + search + sort in the URL,
// a filter change that keeps the page number, the list view in the URL, axe
// and phone width. Empty results, the list layout, the image fallback and the
// signed-out like: recipe-results.test.tsx beside the components.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { createBrowseSet, type BrowseSet } from './support/browse-data';
import {
  browserSession,
  cutOffFirestore,
  hydrated,
  overflowsHorizontally,
  PHONE,
  reconnectFirestore,
  screenshot,
  SLOW,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { shownMatchesCount, TRIGGERS_SETTLED } from './support/manage';

const CUISINES = ['Italian', 'Mexican', 'Indian'] as const;
const session = browserSession();
let page: Page;
let set: BrowseSet;

// 30 recipes: three pages of 12, 12 and 6; ten per cuisine; prep times 6…35 minutes.
beforeAll(async () => {
  set = await createBrowseSet(30, (i) => ({ cuisine: CUISINES[i % 3], prepTime: 5 + i }));
});
afterAll(async () => {
  await set?.remove();
});
beforeEach(() => {
  ({ page } = session);
});

const cardTitles = () => page.getByTestId('recipe-card').getByRole('heading').allInnerTexts();
/** Waits for the results of the URL's list: that line, once no other list is loading. */
async function showing(text: string) {
  await page.locator('[data-testid="recipe-results"][aria-busy="false"]').getByText(text, { exact: true }).waitFor();
}
/** Titles newest first (the default order), `from` and `to` 1-based positions. */
const newest = (from: number, to: number) => [...set.titles].reverse().slice(from - 1, to);

it('pages by Next, the last page, Back and Previous, each page by its own cursor', async () => {
  await page.goto(`/allRecipes?q=${set.tag}`);
  await hydrated(page);
  await showing('Showing 1–12 of more than 12 recipes');
  expect(await cardTitles()).toEqual(newest(1, 12));
  await screenshot(page, 'browse-page-1');

  await page.getByRole('link', { name: 'Next page' }).click();
  await showing('Showing 13–24 of more than 24 recipes');
  expect(await cardTitles()).toEqual(newest(13, 24));
  const page2 = new URL(page.url());
  expect(page2.searchParams.get('page')).toBe('2');
  expect(page2.searchParams.get('after')).toMatch(/~/);

  // A search has no kept total and is never counted: the pages end at the next one while one follows.
  expect(await page.getByRole('link', { name: 'Page 4' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Page 3' }).click();
  await showing('Showing 25–30 of 30 recipes');
  expect(await cardTitles()).toEqual(newest(25, 30));
  expect(new URL(page.url()).searchParams.get('after')).toMatch(/~/);
  await page.getByText('Next →').waitFor();
  expect(await page.getByRole('link', { name: 'Next page' }).count()).toBe(0);

  await page.goBack();
  await showing('Showing 13–24 of more than 24 recipes');
  expect(await cardTitles()).toEqual(newest(13, 24));

  await page.getByRole('link', { name: 'Previous page' }).click();
  await showing('Showing 1–12 of more than 12 recipes');
  expect(await cardTitles()).toEqual(newest(1, 12));
  expect(await page.getByRole('link', { name: 'Previous page' }).count()).toBe(0);

  // A shared link opens the same page: with its cursor, and hand-typed without one.
  await page.goto(page2.pathname + page2.search);
  await hydrated(page);
  await showing('Showing 13–24 of more than 24 recipes');
  expect(await cardTitles()).toEqual(newest(13, 24));
  await page.goto(`/allRecipes?q=${set.tag}&page=2`);
  await hydrated(page);
  await showing('Showing 13–24 of more than 24 recipes');
  expect(await cardTitles()).toEqual(newest(13, 24));
  // Past the end: the last page that has results, never an empty one.
  await page.goto(`/allRecipes?q=${set.tag}&page=9`);
  await hydrated(page);
  await showing('Showing 25–30 of 30 recipes');
  expect(await cardTitles()).toEqual(newest(25, 30));
});

// Three polls of up to a minute each (TRIGGERS_SETTLED), on a busy machine.
it(
  'shows the kept totals of all recipes and of a cuisine, equal to a full count after an add and a delete',
  { timeout: 200_000 },
  async () => {
    const kept = async (url: string) => {
      await page.goto(url);
      await hydrated(page);
      const line = page.locator('[data-testid="recipe-results"] [role="status"]');
      return Number(/ of (\d+) recipes?$/.exec(await line.innerText())?.[1]);
    };
    const expectKept = async (cuisine: 'Chinese' | undefined) => {
      const url = cuisine ? `/allRecipes?cuisine=${cuisine}` : '/allRecipes';
      // The backend's trigger moves the totals a moment after each write; the page then shows the full count.
      await expect
        .poll(
          shownMatchesCount(() => kept(url), cuisine),
          TRIGGERS_SETTLED,
        )
        .toBe(true);
    };
    const id = await createRecipeFor(set.ownerUid, 'Browse Tester', `${set.tag} kept total noodles`, {
      cuisine: 'Chinese',
    });
    try {
      await expectKept(undefined);
      await expectKept('Chinese');
      // The cuisine filter offers exactly the cuisines that have recipes, from the same kept totals.
      expect(await page.getByLabel('Cuisine').locator('option', { hasText: 'Chinese' }).count()).toBe(1);
    } finally {
      await deleteRecipe(id);
    }
    await expectKept('Chinese');
  },
);

it('offers a recipe shared in another browser on the open first page, and drops a deleted one', async () => {
  await page.goto(`/allRecipes?q=${set.tag}`);
  await hydrated(page);
  await showing('Showing 1–12 of more than 12 recipes');
  const id = await createRecipeFor(set.ownerUid, 'Browse Tester', `${set.tag} freshly shared stew`);
  try {
    const notice = page.getByText('A new recipe was shared since this page opened.');
    await notice.waitFor(SLOW);
    await screenshot(page, 'browse-new-recipe-notice');
    // The cards did not move under the reader; the new one shows on request.
    expect(await cardTitles()).toEqual(newest(1, 12));
    await page.getByRole('button', { name: 'Show it' }).click();
    await expect.poll(cardTitles, SLOW).toEqual([`${set.tag} freshly shared stew`, ...newest(1, 11)]);
    expect(await notice.count()).toBe(0);
  } finally {
    await deleteRecipe(id);
  }
  // Deleted elsewhere: its card leaves the open page, and the recipe that moves up from page 2 is not "new".
  // Both listeners see the same snapshot of the database, so the first page's has the deletion by now.
  await expect.poll(cardTitles, SLOW).toEqual(newest(1, 11));
  expect(await page.getByText(/new recipes? (was|were) shared/).count()).toBe(0);
});

it('combines search, cuisine and sort in the URL; reload and Back keep them', async () => {
  await page.goto('/allRecipes');
  await hydrated(page);
  // Prefix of every word, any case: "ZQ… SOU" finds "Zq… Soup 07".
  await page.getByLabel('Search by title').fill(`${set.tag.toUpperCase()} SOU`);
  await showing('Showing 1–12 of more than 12 recipes');
  expect(new URL(page.url()).searchParams.get('q')).toBe(`${set.tag.toUpperCase()} SOU`);

  await page.getByLabel('Cuisine').selectOption('Mexican');
  await showing('Showing 1–10 of 10 recipes');
  const cards = page.getByTestId('recipe-card');
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Mexican');

  await page.getByLabel('Sort by prep time').selectOption({ label: 'High to Low' });
  await page.waitForURL(/sort=-prepTime/);
  await showing('Showing 1–10 of 10 recipes');
  const mexican = set.titles.filter((_, i) => (i + 1) % 3 === 1);
  await expect.poll(cardTitles).toEqual([...mexican].reverse());
  const url = new URL(page.url());
  expect(url.searchParams.get('cuisine')).toBe('Mexican');

  await page.getByLabel('Sort by prep time').selectOption({ label: 'Low to High' });
  await page.waitForURL(/sort=prepTime/);
  await showing('Showing 1–10 of 10 recipes');
  await expect.poll(cardTitles).toEqual(mexican);
  const times = await cards.getByText(/\d+ mins/).allInnerTexts();
  expect(times.map((t) => parseInt(t, 10))).toEqual([...times.map((t) => parseInt(t, 10))].sort((a, b) => a - b));

  await page.reload();
  await showing('Showing 1–10 of 10 recipes');
  await expect.poll(cardTitles).toEqual(mexican);
  expect(await page.getByLabel('Sort by prep time').inputValue()).toBe('prepTime');

  await page.goBack();
  await page.waitForURL(/sort=-prepTime/);
  await showing('Showing 1–10 of 10 recipes');
  await expect.poll(cardTitles).toEqual([...mexican].reverse());
  expect(await page.getByLabel('Sort by prep time').inputValue()).toBe('-prepTime');
});

it('keeps the page number on a filter change, but never shows an empty page', async () => {
  await page.goto(`/allRecipes?q=${set.tag}&page=3&last=1`);
  await hydrated(page);
  await showing('Showing 25–30 of 30 recipes');
  await page.getByLabel('Cuisine').selectOption('Indian');
  await showing('Showing 1–10 of 10 recipes');
  const url = new URL(page.url());
  expect(url.searchParams.get('page')).toBe('3');
  expect(url.searchParams.get('last')).toBeNull();
  expect(await page.getByTestId('recipe-card').count()).toBe(10);
});

// What an empty result says: recipe-results.test.tsx.
it('keeps the list view in the URL, across a reload', async () => {
  await page.goto(`/allRecipes?q=${set.tag}`);
  await hydrated(page);
  await showing('Showing 1–12 of more than 12 recipes');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.waitForURL(/view=list/);
  expect(await page.getByTestId('recipe-grid').getAttribute('data-view')).toBe('list');
  expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
  await page.reload();
  await showing('Showing 1–12 of more than 12 recipes');
  expect(await page.getByTestId('recipe-grid').getAttribute('data-view')).toBe('list');
  await screenshot(page, 'browse-list-view');
});

it('has no serious accessibility problems and no sideways scroll on a phone', async () => {
  await page.setViewportSize(PHONE);
  await page.goto(`/allRecipes?q=${set.tag}&page=2`);
  await hydrated(page);
  await showing('Showing 13–24 of more than 24 recipes');
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'browse-phone');
});

it('renders its first page on the server, hydrates it without reading it again, and Next reads in the browser', async () => {
  // Firestore out of reach: a page that read its list again in the browser would show an error.
  await cutOffFirestore(session.context);
  const response = await page.goto('/allRecipes');
  const html = (await response?.text()) ?? '';
  // Its own head for crawlers, and the first 12 cards, with no search index in the loader data.
  expect(html).toContain('<title>All Recipes · Recipe Book</title>');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/allRecipes"\s*\/?>/);
  expect(html.match(/data-testid="recipe-card"/g)).toHaveLength(12);
  expect(html).not.toContain('searchTokens');
  const total = Number(/Showing 1–12 of (?:<!-- -->)?(\d+)/.exec(html)?.[1]);
  expect(total).toBeGreaterThan(12);

  await hydrated(page);
  await showing(`Showing 1–12 of ${total} recipes`);
  expect(await cardTitles()).toHaveLength(12);
  expect(await page.getByRole('alert').count()).toBe(0);

  // From here on the page reads Firestore itself.
  await reconnectFirestore(session.context);
  await page.getByRole('link', { name: /next/i }).click();
  await page.getByText(/^Showing 13–24 of \d+ recipes$/).waitFor(SLOW);
}, 30_000);
