// A recipe's rating in the recipe answers (`ratingCount`, and `ratingAverage`
// from the counters, null without reviews), the `ratingAverage` the trigger
// stores for sorting, and GET /recipes?sort=-rating: the recipes that have
// reviews, best average first, then most reviews, then the id, across pages
// and with every filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipePath } from '@recipe-book/schema/paths';
import { call, expectError } from './support/api';
import { db, eventually } from './support/firestore';
import {
  allPages,
  createRecipe,
  deleteCreatedRecipes,
  getRecipe,
  uniqueWord,
  type RecipeJson,
} from './support/recipes';
import { deleteReview, putReview } from './support/reviews';
import { createUser, createUsers, deleteCreatedUsers, type TestUser } from './support/users';

// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT_MS = 60_000;

let author: TestUser;
let reviewers: TestUser[];

beforeAll(async () => {
  [author, reviewers] = await Promise.all([createUser(), createUsers(4)]);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const idsOf = (recipes: RecipeJson[]) => recipes.map((recipe) => recipe._id);
const byIdDescending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Reviews the recipe with these stars, one reviewer each. */
async function rate(id: string, ratings: number[]): Promise<void> {
  for (const [index, rating] of ratings.entries()) {
    const reviewer = reviewers[index] as TestUser;
    expect((await putReview(id, reviewer, { rating, text: '' })).status).toBe(201);
  }
}

/** Waits until the trigger has stored each recipe's ratingAverage (the field the order reads) from its counters. */
async function averagesStored(ids: string[]): Promise<void> {
  await eventually(async () => {
    for (const id of ids) {
      const recipe = (await db.doc(recipePath(id)).get()).data() ?? {};
      const expected = recipe.ratingCount > 0 ? recipe.ratingSum / recipe.ratingCount : undefined;
      expect(recipe.ratingAverage, id).toBe(expected);
    }
  }, TRIGGER_WAIT_MS);
}

describe('the rating in recipe answers', () => {
  it('is in GET /recipes/{id}, the list and top-liked: count and average, null without reviews', async () => {
    const word = uniqueWord('zqrating');
    const id = await createRecipe(author, { title: `${word} Stew` });
    const listed = async () => (await call<RecipeJson[]>('GET', `/recipes?q=${word}`)).body.find((r) => r._id === id);

    expect(await getRecipe(id)).toMatchObject({ ratingCount: 0, ratingAverage: null });
    expect(await listed()).toMatchObject({ ratingCount: 0, ratingAverage: null });

    await rate(id, [4, 5]);
    // From the counters the review moved: right at once, before the trigger stores the average.
    expect(await getRecipe(id)).toMatchObject({ ratingCount: 2, ratingAverage: 4.5 });
    expect(await listed()).toMatchObject({ ratingCount: 2, ratingAverage: 4.5 });
    await averagesStored([id]);

    for (const reviewer of reviewers.slice(0, 2)) await deleteReview(id, reviewer);
    expect(await getRecipe(id)).toMatchObject({ ratingCount: 0, ratingAverage: null });
    // Without reviews the stored average goes: the recipe leaves the -rating order.
    await averagesStored([id]);

    const top = await call<RecipeJson[]>('GET', '/recipes/top/top-liked');
    expect(top.body.length).toBeGreaterThan(0);
    for (const recipe of top.body) {
      expect(recipe.ratingCount).toEqual(expect.any(Number));
      expect(recipe.ratingAverage === null || typeof recipe.ratingAverage === 'number').toBe(true);
    }
  });
});

describe('GET /recipes?sort=-rating', () => {
  const WORD = uniqueWord('zqrated');
  let expected: string[];
  let italian: string[];

  beforeAll(async () => {
    const make = (name: string, cuisine: string) => createRecipe(author, { title: `${WORD} ${name}`, cuisine });
    const best = await make('Best', 'Italian');
    const many = await make('Many Reviews', 'Indian');
    const tieA = await make('Tie A', 'Italian');
    const tieB = await make('Tie B', 'Italian');
    const low = await make('Low', 'Mexican');
    const unrated = await make('Unrated', 'Italian');
    await rate(best, [5]);
    await rate(many, [4, 5, 4, 5]);
    await rate(tieA, [4, 5]);
    await rate(tieB, [5, 4]);
    await rate(low, [3]);
    await averagesStored([best, many, tieA, tieB, low, unrated]);
    // 5 (1 review); 4.5 (4 reviews); 4.5 (2 reviews) twice, by id descending; 3. Never the unrated one.
    const ties = [tieA, tieB].sort(byIdDescending);
    expected = [best, many, ...ties, low];
    italian = [best, ...ties];
  }, 180_000);

  it('lists the reviewed recipes best first (average, then count, then id) across pages', async () => {
    const pages = await allPages(`q=${WORD}&sort=-rating&limit=2`);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(idsOf(pages.flat())).toEqual(expected);
  });

  it('combines with the cuisine and the owner filters', async () => {
    expect(idsOf((await allPages(`q=${WORD}&cuisine=italian&sort=-rating&limit=1`)).flat())).toEqual(italian);
    const own = await allPages(
      `user=${encodeURIComponent(author.email)}&q=${WORD}&sort=-rating&limit=2`,
      author.idToken,
    );
    expect(idsOf(own.flat())).toEqual(expected);
  });

  it('refuses a -rating cursor with another sort, and another sort cursor with -rating', async () => {
    const rated = (await call('GET', `/recipes?q=${WORD}&sort=-rating&limit=1`)).headers.get('x-next-cursor') ?? '';
    const newest = (await call('GET', `/recipes?q=${WORD}&limit=1`)).headers.get('x-next-cursor') ?? '';
    expect(rated).not.toBe('');
    expect(newest).not.toBe('');
    const error = await expectError(400, 'GET', `/recipes?q=${WORD}&cursor=${encodeURIComponent(rated)}`);
    expect(error.message).toMatch(/^cursor: /);
    await expectError(400, 'GET', `/recipes?q=${WORD}&sort=-rating&cursor=${encodeURIComponent(newest)}`);
  });
});
