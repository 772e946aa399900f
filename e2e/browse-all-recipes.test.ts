// All Recipes against the real emulators, in four journeys: paging by cursors
// (Next, the last page, Back, Previous, a hand-typed page) with search, cuisine,
// sort and the list view in the URL through a reload and Back, and a filter
// change that keeps the page number; a recipe shared meanwhile offered on the
// open page (live); the first page rendered on the server with its kept total
// and hydrated without a read; a search by foods (a misspelt food, its suggestion
// picked, nuts left out). The kept totals' triggers:
// functions/test/recipe-totals.test.ts, their reading: schema/test/kept-totals.test.ts;
// the cuisines offered: recipe-filters.test.tsx; empty results, the list layout,
// the image fallback and the signed-out like: recipe-results.test.tsx; axe and
// phone width: routes.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm } from './support/accounts';
import { createBrowseSet, type BrowseSet, madeUpWord } from './support/browse-data';
import { browserSession, cutOffFirestore, hydrated, reconnectFirestore, screenshot, SLOW } from './support/browser';
import { createRecipeFor, createRecipesFor, deleteRecipe } from './support/firestore';

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

// One journey over the three pages of the set: search, paging by cursor, a hand-typed page, then cuisine
// and sort on top, a reload and Back. The filter and view controls' own states:
// recipe-filters.test.tsx and recipe-results.test.tsx; the URL's rules: browse-search.test.ts.
it(
  'pages by cursor with the search, cuisine, sort and view in the URL; a reload and Back keep them',
  SLOW,
  async () => {
    await page.goto('/allRecipes');
    await hydrated(page);
    // Prefix of every word, any case: "ZQ… SOU" finds "Zq… Soup 07".
    const query = `${set.tag.toUpperCase()} SOU`;
    // A visitor's search is a page load: it runs on Enter, never under their typing.
    await page.getByLabel('Search by title').fill(query);
    await page.getByLabel('Search by title').press('Enter');
    await showing('Showing 1–12 of more than 12 recipes');
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
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

    // A page number typed by hand, without a cursor, opens the same page.
    page2.searchParams.delete('after');
    await page.goto(page2.pathname + page2.search);
    await hydrated(page);
    await showing('Showing 13–24 of more than 24 recipes');
    expect(await cardTitles()).toEqual(newest(13, 24));

    // A filter keeps the page number; with fewer results the last page that has any shows, never an empty one.
    await page.getByRole('link', { name: 'Page 3' }).click();
    await showing('Showing 25–30 of 30 recipes');
    await page.getByLabel('Cuisine').selectOption('Mexican');
    await showing('Showing 1–10 of 10 recipes');
    const filtered = new URL(page.url());
    expect(filtered.searchParams.get('page')).toBe('3');
    expect(filtered.searchParams.get('after')).toBeNull();
    expect(filtered.searchParams.get('cuisine')).toBe('Mexican');
    const cards = page.getByTestId('recipe-card');
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Mexican');

    await page.getByLabel('Sort by prep time').selectOption({ label: 'High to Low' });
    await page.waitForURL(/sort=-prepTime/);
    await showing('Showing 1–10 of 10 recipes');
    const mexican = set.titles.filter((_, i) => (i + 1) % 3 === 1);
    await expect.poll(cardTitles).toEqual([...mexican].reverse());

    await page.getByLabel('Sort by prep time').selectOption({ label: 'Low to High' });
    await page.waitForURL(/sort=prepTime/);
    await showing('Showing 1–10 of 10 recipes');
    await expect.poll(cardTitles).toEqual(mexican);
    const times = await cards.getByText(/\d+ mins/).allInnerTexts();
    expect(times.map((t) => parseInt(t, 10))).toEqual([...times.map((t) => parseInt(t, 10))].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.waitForURL(/view=list/);

    // A reload reads it all from the URL again.
    await page.reload();
    await hydrated(page);
    await showing('Showing 1–10 of 10 recipes');
    await expect.poll(cardTitles).toEqual(mexican);
    expect(await page.getByLabel('Sort by prep time').inputValue()).toBe('prepTime');
    expect(await page.getByLabel('Cuisine').inputValue()).toBe('Mexican');
    expect(await page.getByTestId('recipe-grid').getAttribute('data-view')).toBe('list');
    expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'browse-list-view');

    // Back: the grid again, then the other sort.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('view') === null);
    await page.goBack();
    await page.waitForURL(/sort=-prepTime/);
    await showing('Showing 1–10 of 10 recipes');
    await expect.poll(cardTitles).toEqual([...mexican].reverse());
    expect(await page.getByLabel('Sort by prep time').inputValue()).toBe('-prepTime');
  },
);

// A signed-in cook's list follows live (a visitor's keeps its copy until the next page: web/src/lib/page-freshness.ts).
it("offers a recipe shared in another browser on a signed-in cook's open first page, and drops a deleted one", async () => {
  const reader = await createAccount('browse-live', 'Browse Reader');
  await logInThroughForm(page, reader, `/login?redirect=${encodeURIComponent(`/allRecipes?q=${set.tag}`)}`);
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

it(
  'renders its first page on the server, hydrates it without reading it again, and Next reads the next page',
  async () => {
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

    // From here on pages are read again: a visitor's Next loads the next page's address (web/src/lib/visitor-reads.ts).
    await reconnectFirestore(session.context);
    await page.getByRole('link', { name: /next/i }).click();
    await page.getByText(/^Showing 13–24 of \d+ recipes$/).waitFor(SLOW);
  },
  SLOW.timeout,
);

// Search by what is in a recipe: the food normaliser (schema/test/foods.test.ts), the API's with/without and the
// vocabulary's counts (functions/test/search-foods.test.ts). Here a cook's whole journey through the page.
it(
  'finds recipes by a misspelt food through its suggestion, leaves out nuts, and keeps both in the URL',
  SLOW,
  async () => {
    const tag = madeUpWord();
    const word = tag[0]?.toUpperCase() + tag.slice(1);
    // A food of this test only, so its suggestion and its recipes are these whatever else the emulators hold.
    const food = `${tag}kale`;
    const recipes = [
      { title: `${word} Greens Bowl`, ingredients: [`200 g ${food}, shredded`, '1 lemon'] },
      { title: `${word} Crunchy Salad`, ingredients: [`200 g ${food}`, '50 g walnuts, toasted'] },
      { title: `${word} Green Pesto`, ingredients: [`100 g ${food} leaves`, '30 g pine nuts'] },
      { title: `${word} Lemon Tart`, ingredients: ['2 lemons', '100 g butter'] },
    ];
    const ids = await createRecipesFor(
      `e2e-foods-${tag}`,
      'Browse Tester',
      recipes.map(({ title, ingredients }) => ({ title, options: { ingredients } })),
    );
    try {
      await page.goto('/allRecipes');
      await hydrated(page);
      // One letter too many: the vocabulary (kept by the recipe trigger) still knows what is meant.
      await page.getByLabel('Search by title or ingredient').fill(`${tag}kalle`);
      // For a visitor a search is a page load (web/src/lib/visitor-reads.ts): it waits for Enter, so the
      // page never reloads under their typing, and the suggestions show as they type.
      const suggestion = page
        .getByRole('list', { name: 'Suggested foods' })
        .getByRole('button', { name: new RegExp(`^${food} \\(`) });
      await suggestion.waitFor(SLOW);
      await screenshot(page, 'browse-food-suggestion');
      expect(new URL(page.url()).searchParams.get('q')).toBeNull();
      await suggestion.click();
      await page.waitForURL((url) => url.searchParams.get('with') === food);
      expect(new URL(page.url()).searchParams.get('q')).toBeNull();
      // Newest first: the three with the food, not the tart.
      await expect.poll(cardTitles, SLOW).toEqual([recipes[2]?.title, recipes[1]?.title, recipes[0]?.title]);

      await page.getByLabel('Leave out', { exact: true }).fill('nuts');
      await page.getByLabel('Leave out', { exact: true }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('without') === 'nut');
      // Walnuts and pine nuts are both nuts.
      await expect.poll(cardTitles, SLOW).toEqual([recipes[0]?.title]);
      await page.getByText(`With ${food}`).waitFor();
      await page.getByText('Without nut').waitFor();
      await screenshot(page, 'browse-without-nuts');

      // A reload reads both from the URL; removing "without" brings the nutty ones back.
      await page.reload();
      await hydrated(page);
      await expect.poll(cardTitles, SLOW).toEqual([recipes[0]?.title]);
      await page.getByRole('button', { name: 'Remove: without nut' }).click();
      await page.waitForURL((url) => url.searchParams.get('without') === null);
      await expect.poll(cardTitles, SLOW).toEqual([recipes[2]?.title, recipes[1]?.title, recipes[0]?.title]);
    } finally {
      await Promise.all(ids.map(deleteRecipe));
    }
  },
);
