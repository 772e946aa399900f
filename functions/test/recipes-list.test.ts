// GET /recipes: pagination without repeats or gaps, filters, search, sorts,
// the owner's list, and GET /recipes/top/top-liked. Other suites share the
// database, so each test builds the data its checks need (this run's recipes,
// found by a unique word or by their owner) and every check runs every time.
import { LIST_LIMIT, TOP_LIKED_LIMIT } from '@recipe-book/schema/constants';
import { likePath, RECIPES, recipePath } from '@recipe-book/schema/paths';
import { NEW_RECIPE_COUNTERS } from '@recipe-book/schema/recipe';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { RUN_ID } from './support/env';
import { db } from './support/firestore';
import {
  allPages,
  createRecipe,
  deleteCreatedRecipes,
  recipeBody,
  rememberRecipe,
  uniqueWord,
  type RecipeJson,
} from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

const WORD = uniqueWord('zqlist');
const OTHER_WORD = uniqueWord('zqother');

type Seed = {
  title: string;
  cuisine: string;
  prepTime: number;
};

// Created in this order; prep times repeat to test the tie-break.
const SEEDS: Seed[] = [
  { title: `${WORD} Tomato Soup`, cuisine: 'Italian', prepTime: 30 },
  { title: `${WORD} Lentil Curry`, cuisine: 'Indian', prepTime: 10 },
  { title: `${WORD} Onion Soup`, cuisine: 'Others', prepTime: 20 },
  { title: `${WORD} Chickpea Curry ${OTHER_WORD}`, cuisine: 'Indian', prepTime: 10 },
  { title: `${WORD} Bean Tacos`, cuisine: 'Mexican', prepTime: 45 },
  { title: `${WORD} Miso Soup ${OTHER_WORD}`, cuisine: 'Others', prepTime: 20 },
  { title: `${WORD} Fried Rice`, cuisine: 'Chinese', prepTime: 5 },
];

let author: TestUser;
let stranger: TestUser;
/** Ids in creation order. */
let ids: string[];

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const idsOf = (recipes: RecipeJson[]) => recipes.map((recipe) => recipe._id);
const seedOf = (id: string) => SEEDS[ids.indexOf(id)] as Seed;

beforeAll(async () => {
  [author, stranger] = await Promise.all([createUser(), createUser()]);
  ids = [];
  // One after the other, so createdAt follows this order.
  for (const seed of SEEDS) ids.push(await createRecipe(author, seed));
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/**
 * Stores recipes straight through the Admin SDK, `likes` like documents each
 * (from made-up users) with a matching likeCount: quicker than the API for
 * dozens of recipes or likes, and under the API's per-account write limits.
 */
async function storeRecipes(owner: TestUser, count: number, likes = 0): Promise<string[]> {
  // One batch: a commit each costs seconds on a busy emulator.
  const batch = db.batch();
  const ids = Array.from({ length: count }, (_, index) => {
    const body = recipeBody({ title: `Stored Recipe ${index}` });
    const now = Timestamp.now();
    const ref = db.collection(RECIPES).doc();
    batch.create(ref, {
      ...body,
      // As the API stores it, so the search-fields trigger has nothing to write.
      ...searchFields(body),
      ...NEW_RECIPE_COUNTERS,
      likeCount: likes,
      ownerUid: owner.uid,
      displayName: 'Test Cook',
      createdAt: now,
      updatedAt: now,
    });
    for (let fan = 0; fan < likes; fan++) {
      batch.create(db.doc(likePath(ref.id, `fan-${RUN_ID}-${fan}`)), { createdAt: FieldValue.serverTimestamp() });
    }
    rememberRecipe(ref.id);
    return ref.id;
  });
  await batch.commit();
  return ids;
}

describe('pagination', () => {
  it('pages newest first with neither repeats nor gaps, and the last page has no cursor', async () => {
    const pages = await allPages(`q=${WORD}&limit=3`);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(idsOf(pages.flat())).toEqual([...ids].reverse());
  });

  it('keeps to the default and maximum limit', async () => {
    // One more recipe than the widest page, all of one owner, so every page size is exact.
    const owner = await createUser();
    await storeRecipes(owner, LIST_LIMIT.max + 1);
    const list = (query: string) =>
      call<RecipeJson[]>('GET', `/recipes?user=${encodeURIComponent(owner.email)}${query}`, { token: owner.idToken });

    const byDefault = await list('');
    expect(byDefault.body).toHaveLength(LIST_LIMIT.default);
    expect(byDefault.headers.get('x-next-cursor')).toBeTruthy();
    const widest = await list(`&limit=${LIST_LIMIT.max}`);
    expect(widest.status).toBe(200);
    expect(widest.body).toHaveLength(LIST_LIMIT.max);
    const cursor = widest.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await list(`&limit=${LIST_LIMIT.max}&cursor=${encodeURIComponent(cursor ?? '')}`);
    expect(rest.body).toHaveLength(1);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
  }, 120_000);

  it('orders the whole collection newest first across pages', async () => {
    const first = await call<RecipeJson[]>('GET', '/recipes?limit=4');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await call<RecipeJson[]>('GET', `/recipes?limit=4&cursor=${cursor}`);
    const times = [...first.body, ...second.body].map((recipe) => Date.parse(recipe.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(idsOf([...first.body, ...second.body])).size).toBe(times.length);
  });
});

describe('sorting by prep time', () => {
  it('sorts ascending, equal times by id, across pages', async () => {
    const expected = [...ids].sort((a, b) => seedOf(a).prepTime - seedOf(b).prepTime || byId(a, b));
    expect(idsOf((await allPages(`q=${WORD}&sort=prepTime&limit=2`)).flat())).toEqual(expected);
  });

  it('sorts descending, equal times by id descending, across pages', async () => {
    const expected = [...ids].sort((a, b) => seedOf(b).prepTime - seedOf(a).prepTime || byId(b, a));
    expect(idsOf((await allPages(`q=${WORD}&sort=-prepTime&limit=2`)).flat())).toEqual(expected);
  });
});

describe('filters and search', () => {
  it('filters by cuisine, case-insensitively, and combines it with search and sort', async () => {
    const indian = ids.filter((id) => seedOf(id).cuisine === 'Indian');
    const result = await call<RecipeJson[]>('GET', `/recipes?q=${WORD}&cuisine=indian&sort=prepTime`);
    expect(idsOf(result.body).sort(byId)).toEqual(indian.sort(byId));
    const everyIndian = await call<RecipeJson[]>('GET', '/recipes?cuisine=Indian&limit=20');
    expect(everyIndian.body.every((recipe) => recipe.cuisine === 'Indian')).toBe(true);
  });

  it('searches titles by the starts of words, case-insensitively', async () => {
    const upper = await call<RecipeJson[]>('GET', `/recipes?q=${WORD.toUpperCase()}&limit=50`);
    expect(idsOf(upper.body).sort(byId)).toEqual([...ids].sort(byId));
    const start = await call<RecipeJson[]>('GET', `/recipes?q=${WORD.slice(0, -1)}&limit=50`);
    expect(idsOf(start.body).sort(byId)).toEqual([...ids].sort(byId));
    const middle = await call<RecipeJson[]>('GET', `/recipes?q=${WORD.slice(1)}`);
    expect(idsOf(middle.body).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('requires every word of a several-word search, in any order', async () => {
    const curries = ids.filter((id) => seedOf(id).title.includes('Curry')).reverse();
    for (const q of [`${WORD} curry`, `Curry, ${WORD}!`]) {
      const result = await call<RecipeJson[]>('GET', `/recipes?q=${encodeURIComponent(q)}`);
      expect(idsOf(result.body)).toEqual(curries);
    }
    const both = await call<RecipeJson[]>('GET', `/recipes?q=${OTHER_WORD}+${WORD}+soup`);
    expect(idsOf(both.body)).toEqual([ids[5]]);
  });

  it('pages a several-word search without repeats or gaps', async () => {
    const soups = ids.filter((id) => seedOf(id).title.includes('Soup')).reverse();
    const pages = await allPages(`q=${WORD}+soup&limit=1`);
    expect(idsOf(pages.flat())).toEqual(soups);
  });

  it('treats empty parameters as absent', async () => {
    const result = await call<RecipeJson[]>('GET', `/recipes?q=${WORD}&cuisine=&sort=&limit=`);
    expect(result.status).toBe(200);
    expect(idsOf(result.body)).toEqual([...ids].reverse());
  });
});

describe('invalid list parameters', () => {
  it('answers 400 naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      ['limit=0', /^limit: /],
      [`limit=${LIST_LIMIT.max + 1}`, /^limit: must be at most 50/],
      ['limit=ten', /^limit: /],
      ['sort=title', /^sort: /],
      ['cuisine=French', /^cuisine: /],
      [`q=${'a'.repeat(201)}`, /^q: /],
      ['cursor=not-a-cursor', /^cursor: /],
    ];
    for (const [query, message] of cases) {
      const error = await expectError(400, 'GET', `/recipes?${query}`);
      expect(error.code).toBe('invalid-parameter');
      expect(error.message, query).toMatch(message);
    }
  });

  it('refuses a cursor issued for another sort order', async () => {
    const page = await call('GET', `/recipes?q=${WORD}&limit=1&sort=prepTime`);
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    await expectError(400, 'GET', `/recipes?q=${WORD}&limit=1&cursor=${cursor}`);
  });
});

describe('GET /recipes?user={email}', () => {
  it("lists the caller's own recipes, by uid", async () => {
    const own = await allPages(`user=${encodeURIComponent(author.email.toUpperCase())}&limit=5`, author.idToken);
    expect(idsOf(own.flat())).toEqual([...ids].reverse());
    expect(own.flat().every((recipe) => recipe.ownerUid === author.uid)).toBe(true);
    const filtered = await call<RecipeJson[]>('GET', `/recipes?user=${author.email}&cuisine=Chinese`, {
      token: author.idToken,
    });
    expect(idsOf(filtered.body)).toEqual([ids[6]]);
  });

  it('reads an unescaped + in the e-mail as a +, as older clients send it', async () => {
    const tagged = await createUser({ emailTag: 'recipes' });
    const id = await createRecipe(tagged);
    const result = await call<RecipeJson[]>('GET', `/recipes?user=${tagged.email}`, { token: tagged.idToken });
    expect(result.status).toBe(200);
    expect(idsOf(result.body)).toEqual([id]);
  });

  it('needs a token (401) whose e-mail is the one asked for (403)', async () => {
    await expectError(401, 'GET', `/recipes?user=${author.email}`);
    await expectError(401, 'GET', `/recipes?user=${author.email}`, { token: 'garbage' });
    const error = await expectError(403, 'GET', `/recipes?user=${author.email}`, { token: stranger.idToken });
    expect(error.code).toBe('forbidden');
  });
});

describe('GET /recipes/top/top-liked', () => {
  it('lists the most liked first, 6 by default, up to 24', async () => {
    // Liked more than anything stored now, so both are certainly in the top list.
    const [leader] = (await call<RecipeJson[]>('GET', '/recipes/top/top-liked?limit=1')).body;
    const most = leader?.likeCount ?? 0;
    const [gold = '', silver = ''] = [
      ...(await storeRecipes(author, 1, most + 2)),
      ...(await storeRecipes(author, 1, most + 1)),
    ];

    // They lead the home page's list too, which browser tests may be reading: remove them at once.
    try {
      const byDefault = await call<RecipeJson[]>('GET', '/recipes/top/top-liked');
      expect(byDefault.status).toBe(200);
      expect(byDefault.body).toHaveLength(TOP_LIKED_LIMIT.default);

      const top = (await call<RecipeJson[]>('GET', `/recipes/top/top-liked?limit=${TOP_LIKED_LIMIT.max}`)).body;
      expect(top.length).toBeGreaterThanOrEqual(2);
      expect(top.length).toBeLessThanOrEqual(TOP_LIKED_LIMIT.max);
      const counts = top.map((recipe) => recipe.likeCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(top.every((recipe) => recipe.likes === recipe.likeCount)).toBe(true);
      const listed = idsOf(top);
      expect(listed).toContain(gold);
      expect(listed.indexOf(silver)).toBeGreaterThan(listed.indexOf(gold));

      // Other files like recipes meanwhile (the 50-user likes test), so the
      // leader may have moved on; it is never below the gold one stored here.
      const one = await call<RecipeJson[]>('GET', '/recipes/top/top-liked?limit=1');
      expect(one.body).toHaveLength(1);
      expect(one.body[0]?.likeCount).toBeGreaterThanOrEqual(most + 2);
    } finally {
      await Promise.all([gold, silver].map((id) => db.doc(recipePath(id)).delete()));
    }
  });

  it('answers 400 for a limit out of range', async () => {
    for (const limit of ['0', `${TOP_LIKED_LIMIT.max + 1}`, 'many']) {
      const error = await expectError(400, 'GET', `/recipes/top/top-liked?limit=${limit}`);
      expect(error.message).toMatch(/^limit: /);
    }
  });
});
