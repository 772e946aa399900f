// Search by what is in a recipe, over real HTTP: `?q=` finds a recipe by a
// food its title does not name, `?with=` and `?without=` keep and leave out
// recipes by their foods, another cook's private recipe is never found, and
// GET /foods suggests the foods the trigger counted, forgiving one wrong letter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { eventually } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, type RecipeJson, uniqueWord } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

// A word of this run only: searches that include it see no other data.
const WORD = uniqueWord('f');
// Foods of this run only, so the vocabulary's counts are this run's.
const SPICE = `${WORD}spice`;
const SECRET = `${WORD}secret`;
// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT_MS = 90_000;

let author: TestUser;
let other: TestUser;
const made: Record<string, string> = {};

const RECIPES = {
  dal: {
    title: `${WORD} Dal Tadka`,
    ingredients: ['1 cup red lentils, rinsed', '2 ripe tomatoes, diced', `1 tsp ${SPICE}`],
  },
  satay: {
    title: `${WORD} Satay Skewers`,
    ingredients: ['700 g chicken thighs, in chunks', '100 g roasted peanuts', '2 tbsp soy sauce'],
  },
  roast: {
    title: `${WORD} Sunday Roast`,
    ingredients: ['1 whole chicken', '1 kg potatoes', '2 tbsp olive oil'],
  },
  secret: {
    title: `${WORD} Secret Curry`,
    ingredients: ['500 g chicken breast', '50 g cashews', `1 tsp ${SECRET}`],
    visibility: 'private',
  },
};

beforeAll(async () => {
  [author, other] = [await createUser(), await createUser()];
  // One after the other, so that createdAt follows this order.
  for (const [key, body] of Object.entries(RECIPES)) made[key] = await createRecipe(author, body);
}, 180_000);

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/** The ids GET /recipes answers with for this query string (as `user`, when given), on one page. */
async function found(query: string, user?: TestUser): Promise<string[]> {
  const result = await call<RecipeJson[]>('GET', `/recipes?limit=50&${query}`, { token: user?.idToken });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.headers.get('x-next-cursor')).toBeNull();
  return result.body.map((recipe) => recipe._id);
}

const q = (text: string) => `q=${encodeURIComponent(`${WORD} ${text}`.trim())}`;
const newestFirst = (...keys: (keyof typeof RECIPES)[]) => keys.map((key) => made[key]).reverse();

describe('GET /recipes?q= finds a recipe by its foods', () => {
  it('finds a recipe by a food its title does not name, singular or plural, any case', async () => {
    expect(await found(q('lentils'))).toEqual(newestFirst('dal'));
    expect(await found(q('LENTIL'))).toEqual(newestFirst('dal'));
    expect(await found(q('tomato'))).toEqual(newestFirst('dal'));
    expect(await found(q('tomatoes'))).toEqual(newestFirst('dal'));
    // A broader food finds the narrower ones: chicken thighs and a whole chicken; peanuts are nuts.
    expect(await found(q('chicken'))).toEqual(newestFirst('satay', 'roast'));
    expect(await found(q('nut'))).toEqual(newestFirst('satay'));
  });

  it('combines title words and foods in any order', async () => {
    expect(await found(q('roast potato'))).toEqual(newestFirst('roast'));
    expect(await found(q('potato roast'))).toEqual(newestFirst('roast'));
    expect(await found(q('dal chicken'))).toEqual([]);
  });
});

describe('GET /recipes?with=&without=', () => {
  it('keeps the recipes that have every food of `with`', async () => {
    expect(await found(`${q('')}&with=chicken`)).toEqual(newestFirst('satay', 'roast'));
    expect(await found(`${q('')}&with=Chicken%20Thighs`)).toEqual(newestFirst('satay'));
    expect(await found(`${q('')}&with=chicken,potatoes`)).toEqual(newestFirst('roast'));
    expect(await found(`${q('')}&with=lentil,tomato`)).toEqual(newestFirst('dal'));
  });

  it('leaves out the recipes that have any food of `without`', async () => {
    expect(await found(`${q('chicken')}&without=nuts`)).toEqual(newestFirst('roast'));
    expect(await found(`${q('')}&without=peanuts,lentils`)).toEqual(newestFirst('roast'));
    expect(await found(`${q('')}&with=chicken&without=nuts`)).toEqual(newestFirst('roast'));
  });

  it('answers `with` alone (no text) from its own token, among everyone’s recipes', async () => {
    expect(await found(`with=${SPICE}`)).toEqual(newestFirst('dal'));
    expect(await found(`with=${SPICE}&without=tomato`)).toEqual([]);
  });

  it('works with the cuisine filter and the sorts', async () => {
    expect((await found(`${q('')}&with=chicken&sort=prepTime&cuisine=others`)).sort()).toEqual(
      [made.satay, made.roast].sort(),
    );
    expect(await found(`${q('')}&with=chicken&cuisine=Italian`)).toEqual([]);
  });
});

describe('a private recipe is never found by another cook', () => {
  it('not by its title, its foods, nor with/without', async () => {
    for (const user of [undefined, other, author]) {
      expect(await found(q('secret'), user)).toEqual([]);
      expect(await found(`${q('')}&with=cashew`, user)).toEqual([]);
      expect(await found(`with=${SECRET}`, user)).toEqual([]);
      expect(await found(`${q('chicken')}&without=peanut`, user)).toEqual(newestFirst('roast'));
    }
  });

  it('but by its cook, in their own list (?user=)', async () => {
    const own = `user=${encodeURIComponent(author.email)}`;
    expect(await found(`${own}&${q('')}&with=cashew`, author)).toEqual(newestFirst('secret'));
    expect(await found(`${own}&${q('chicken')}&without=nuts`, author)).toEqual(newestFirst('roast'));
  });
});

describe('bad input → 400 that names the parameter', () => {
  it.each([
    ['a name that is no food', 'with=fresh', /with/],
    ['eleven foods', `with=${Array.from({ length: 11 }, (_, i) => `food${'abcdefghijk'[i]}`).join(',')}`, /at most 10/],
    ['a food too long', `without=${'a'.repeat(61)}`, /without/],
  ])('GET /recipes with %s', async (_name, query, message) => {
    const error = await expectError(400, 'GET', `/recipes?${query}`);
    expect(error.code).toBe('invalid-parameter');
    expect(error.message).toMatch(message);
  });

  it.each([
    ['no prefix', '/foods'],
    ['an empty prefix', '/foods?prefix='],
    ['punctuation only', '/foods?prefix=%21%3F'],
    ['a prefix too long', `/foods?prefix=${'a'.repeat(61)}`],
  ])('GET /foods with %s', async (_name, path) => {
    const error = await expectError(400, 'GET', path);
    expect(error.code).toBe('invalid-parameter');
    expect(error.message).toMatch(/prefix/);
  });
});

interface FoodJson {
  name: string;
  recipeCount: number;
}

async function suggest(prefix: string): Promise<FoodJson[]> {
  const result = await call<FoodJson[]>('GET', `/foods?prefix=${encodeURIComponent(prefix)}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

describe('GET /foods: the vocabulary the trigger keeps', () => {
  it(
    'suggests a public recipe’s food by the start of a word, and one wrong letter away',
    async () => {
      await eventually(async () => {
        expect(await suggest(`${WORD}sp`)).toEqual([{ name: SPICE, recipeCount: 1 }]);
      }, TRIGGER_WAIT_MS);
      expect(await suggest(SPICE.toUpperCase())).toEqual([{ name: SPICE, recipeCount: 1 }]);
      // A wrong letter, a missing one, an extra one.
      expect(await suggest(`${WORD}spixe`)).toEqual([{ name: SPICE, recipeCount: 1 }]);
      expect(await suggest(`${WORD}spce`)).toEqual([{ name: SPICE, recipeCount: 1 }]);
      expect(await suggest(`${WORD}spicey`)).toEqual([{ name: SPICE, recipeCount: 1 }]);
      expect(await suggest(`${WORD}zzz`)).toEqual([]);
    },
    TRIGGER_WAIT_MS + 30_000,
  );

  it(
    'counts a private recipe’s foods only once it is public, and no longer once it is deleted',
    async () => {
      expect(await suggest(SECRET)).toEqual([]);
      const edit = await call('PATCH', `/recipes/${made.secret}`, {
        token: author.idToken,
        json: { visibility: 'public' },
      });
      expect(edit.status).toBe(200);
      await eventually(async () => {
        expect(await suggest(SECRET)).toEqual([{ name: SECRET, recipeCount: 1 }]);
      }, TRIGGER_WAIT_MS);
      const removed = await call('DELETE', `/recipes/${made.secret}`, { token: author.idToken });
      expect(removed.status).toBe(200);
      await eventually(async () => {
        expect(await suggest(SECRET)).toEqual([]);
      }, TRIGGER_WAIT_MS);
    },
    2 * TRIGGER_WAIT_MS + 30_000,
  );
});
