// All Recipes' paging over an in-memory list, newest first: which page each
// URL shows, whether another follows, and that no list is ever counted.
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../src/constants';
import {
  type ListingDoc,
  type ListingQuery,
  type ListingSource,
  readRecipesPage,
  UNCOUNTED_PAGE_LIMIT,
} from '../src/recipe-listing';
import type { ListWindow } from '../src/list-queries';
import { sampleRecipe } from './support/sample-recipe';

/** `size` recipes "Recipe 1" (newest) … "Recipe size", and the windows read. */
function listOf(size: number, keptTotal?: number) {
  const docs: ListingDoc[] = Array.from({ length: size }, (_, i) => {
    const recipe = { ...sampleRecipe(`Recipe ${i + 1}`), id: `r${String(i + 1).padStart(4, '0')}` };
    return { id: recipe.id, recipe, createdAt: { seconds: 1_000_000 - i, nanoseconds: 0 } };
  });
  const reads: ListWindow[] = [];
  const indexOf = (id: string | undefined) => docs.findIndex((doc) => doc.id === id);
  const source: ListingSource = {
    async read(window) {
      reads.push(window);
      if ('first' in window) {
        const start = window.after ? indexOf(String(window.after.at(-1))) + 1 : 0;
        return docs.slice(start, start + window.first);
      }
      const end = window.before ? indexOf(String(window.before.at(-1))) : docs.length;
      return docs.slice(Math.max(0, end - window.lastN), end);
    },
    keptTotal: async () => keptTotal,
  };
  return { source, reads };
}

const titles = (page: { recipes: { title: string }[] }) => page.recipes.map((recipe) => recipe.title);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Recipe ${from + i}`);

async function pageAt(size: number, query: ListingQuery, keptTotal?: number) {
  const { source, reads } = listOf(size, keptTotal);
  return { page: await readRecipesPage(source, query), reads };
}

describe('readRecipesPage', () => {
  it('reads page 1 and one more recipe, to know that a page follows', async () => {
    const { page, reads } = await pageAt(30, {});
    expect(titles(page)).toEqual(range(1, 12));
    expect(page).toMatchObject({ page: 1, hasNext: true });
    expect(reads).toEqual([{ first: PAGE_SIZE + 1 }]);
  });

  it('goes on after a cursor, and knows the last page by its shortness', async () => {
    const first = (await pageAt(30, {})).page;
    const second = (await pageAt(30, { page: 2, after: first.lastCursor })).page;
    expect(titles(second)).toEqual(range(13, 24));
    expect(second.hasNext).toBe(true);
    const third = (await pageAt(30, { page: 3, after: second.lastCursor })).page;
    expect(titles(third)).toEqual(range(25, 30));
    expect(third.hasNext).toBe(false);
  });

  it('goes back before a cursor', async () => {
    const first = (await pageAt(30, {})).page;
    const second = (await pageAt(30, { page: 2, after: first.lastCursor })).page;
    const back = (await pageAt(30, { page: 1, before: second.firstCursor })).page;
    expect(titles(back)).toEqual(range(1, 12));
  });

  it('opens the last page from the end when the list has a kept total', async () => {
    const { page, reads } = await pageAt(30, { page: 3, last: 1 }, 30);
    expect(titles(page)).toEqual(range(25, 30));
    expect(page).toMatchObject({ page: 3, hasNext: false });
    expect(reads).toEqual([{ lastN: 6 }]);
  });

  it('opens a hand-typed page of a list without a total by reading the pages before it', async () => {
    const { page, reads } = await pageAt(30, { page: 2 });
    expect(titles(page)).toEqual(range(13, 24));
    expect(page).toMatchObject({ page: 2, hasNext: true });
    expect(reads).toEqual([{ first: 2 * PAGE_SIZE + 1 }]);
  });

  it('shows the last page that has results for a page past the end, with or without a total', async () => {
    for (const kept of [30, undefined]) {
      const { page } = await pageAt(30, { page: 9 }, kept);
      expect(titles(page)).toEqual(range(25, 30));
      expect(page).toMatchObject({ page: 3, hasNext: false });
    }
  });

  it('reads at most UNCOUNTED_PAGE_LIMIT pages for a hand-typed page of a list without a total', async () => {
    const { page, reads } = await pageAt(1000, { page: 500 });
    expect(page.page).toBe(UNCOUNTED_PAGE_LIMIT);
    expect(reads).toEqual([{ first: UNCOUNTED_PAGE_LIMIT * PAGE_SIZE + 1 }]);
  });
});
