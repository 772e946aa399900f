// Servings and cook time over HTTP: the defaults a POST starts from, the bounds
// every write is held to (400 naming the field), totalTime in every answer, a
// recipe stored before the fields existed, and GET /recipes/{id}?servings=N,
// which scales the ingredient lines.
import { FieldValue } from 'firebase-admin/firestore';
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { RECIPES } from '@recipe-book/schema/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { db } from './support/firestore';
import {
  createRecipe,
  deleteCreatedRecipes,
  getRecipe,
  postRecipe,
  recipeBody,
  uniqueWord,
  type RecipeJson,
} from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

let author: TestUser;

beforeAll(async () => {
  author = await createUser();
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/** The sample body without servings and cookTime, as a client of the older API sends it. */
function olderClientBody(overrides: Record<string, unknown> = {}) {
  const { servings: _servings, cookTime: _cookTime, ...body } = recipeBody(overrides);
  return body;
}

const times = ({ prepTime, servings, cookTime, totalTime }: RecipeJson) => ({
  prepTime,
  servings,
  cookTime,
  totalTime,
});

describe('servings and cookTime on POST /recipes', () => {
  it('start at 4 servings and no cooking when left out; totalTime is then the prep time', async () => {
    const id = await postRecipe(author, olderClientBody({ prepTime: 25 }));
    expect(times(await getRecipe(id))).toEqual({ prepTime: 25, servings: 4, cookTime: 0, totalTime: 25 });
    expect((await db.collection(RECIPES).doc(id).get()).data()).toMatchObject({ servings: 4, cookTime: 0 });
    expect(RECIPE_LIMITS.servings.default).toBe(4);
    expect(RECIPE_LIMITS.cookTime.default).toBe(0);
  });

  it('are stored as sent, at their bounds too, and totalTime adds prep and cook time', async () => {
    const id = await createRecipe(author, { prepTime: 20, servings: 6, cookTime: 40 });
    expect(times(await getRecipe(id))).toEqual({ prepTime: 20, servings: 6, cookTime: 40, totalTime: 60 });
    const largest = await createRecipe(author, { prepTime: 1440, servings: 100, cookTime: 1440 });
    expect(times(await getRecipe(largest))).toEqual({
      prepTime: 1440,
      servings: 100,
      cookTime: 1440,
      totalTime: 2880,
    });
    const smallest = await createRecipe(author, { prepTime: 1, servings: 1, cookTime: 0 });
    expect(times(await getRecipe(smallest))).toEqual({ prepTime: 1, servings: 1, cookTime: 0, totalTime: 1 });
  });

  it('are refused out of bounds, as fractions or as text, with a 400 that names the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ servings: 0 }, /^servings: Servings must be at least 1$/],
      [{ servings: 101 }, /^servings: Servings must be at most 100$/],
      [{ servings: 2.5 }, /^servings: Servings must be a whole number$/],
      [{ servings: '4' }, /^servings: Servings must be a number$/],
      [{ servings: null }, /^servings: /],
      [{ cookTime: -1 }, /^cookTime: Cook time must be at least 0 minutes$/],
      [{ cookTime: 1441 }, /^cookTime: Cook time must be at most 1440 minutes$/],
      [{ cookTime: 12.5 }, /^cookTime: Cook time must be a whole number of minutes$/],
      [{ cookTime: '30' }, /^cookTime: /],
    ];
    for (const [overrides, message] of cases) {
      const error = await expectError(400, 'POST', '/recipes', { token: author.idToken, json: recipeBody(overrides) });
      expect(error.code, JSON.stringify(overrides)).toBe('invalid-field');
      expect(error.message, JSON.stringify(overrides)).toMatch(message);
    }
  });
});

describe('servings and cookTime on PATCH /recipes/:id', () => {
  it('change alone or with other fields, and totalTime follows', async () => {
    const id = await createRecipe(author, { prepTime: 15, servings: 2, cookTime: 10 });
    const patch = (json: Record<string, unknown>) =>
      call('PATCH', `/recipes/${id}`, { token: author.idToken, json }).then((result) => result.status);
    expect(await patch({ servings: 8 })).toBe(200);
    expect(times(await getRecipe(id))).toEqual({ prepTime: 15, servings: 8, cookTime: 10, totalTime: 25 });
    expect(await patch({ cookTime: 90, prepTime: 30 })).toBe(200);
    expect(times(await getRecipe(id))).toEqual({ prepTime: 30, servings: 8, cookTime: 90, totalTime: 120 });
    expect(await patch({ cookTime: 0 })).toBe(200);
    expect(times(await getRecipe(id))).toEqual({ prepTime: 30, servings: 8, cookTime: 0, totalTime: 30 });
  });

  it('refuse bad values with a 400 naming the field, and change nothing', async () => {
    const id = await createRecipe(author, { servings: 3, cookTime: 5 });
    for (const json of [{ servings: 0 }, { servings: 101 }, { servings: 2.5 }, { servings: '4' }]) {
      const error = await expectError(400, 'PATCH', `/recipes/${id}`, { token: author.idToken, json });
      expect(error.message, JSON.stringify(json)).toMatch(/^servings: /);
    }
    for (const json of [{ cookTime: -1 }, { cookTime: 1441 }, { cookTime: null }]) {
      const error = await expectError(400, 'PATCH', `/recipes/${id}`, { token: author.idToken, json });
      expect(error.message, JSON.stringify(json)).toMatch(/^cookTime: /);
    }
    expect(await getRecipe(id)).toMatchObject({ servings: 3, cookTime: 5 });
  });
});

describe('a recipe stored before servings and cookTime existed', () => {
  it('answers with 4 servings and no cooking everywhere, until npm run migrate stores them', async () => {
    const word = uniqueWord('zqolder');
    const id = await createRecipe(author, { title: `${word} Old Stew`, prepTime: 35 });
    await db.collection(RECIPES).doc(id).update({ servings: FieldValue.delete(), cookTime: FieldValue.delete() });
    const stored = (await db.collection(RECIPES).doc(id).get()).data();
    expect(stored).not.toHaveProperty('servings');

    const expected = { prepTime: 35, servings: 4, cookTime: 0, totalTime: 35 };
    expect(times(await getRecipe(id))).toEqual(expected);
    const list = await call<RecipeJson[]>('GET', `/recipes?q=${word}`);
    expect(list.body.map(times)).toEqual([expected]);
    const top = await call<RecipeJson[]>('GET', '/recipes/top/top-liked?limit=24');
    for (const recipe of top.body) expect(recipe.totalTime, recipe._id).toBe(recipe.prepTime + recipe.cookTime);
  });
});

describe('GET /recipes/:id?servings=N', () => {
  const INGREDIENTS = [
    '400 g spaghetti',
    '2–3 cloves garlic, crushed',
    '1 cup rice',
    '1½ tbsp olive oil',
    'salt, to taste',
  ];
  let id: string;

  beforeAll(async () => {
    id = await createRecipe(author, { ingredients: INGREDIENTS, servings: 4 });
  });

  const scaled = (query: string) => call<RecipeJson & { scaledTo?: number }>('GET', `/recipes/${id}${query}`);

  it('answers the ingredient lines scaled from the recipe’s servings, and says so with scaledTo', async () => {
    const result = await scaled('?servings=6');
    expect(result.status).toBe(200);
    expect(result.body.ingredients).toEqual([
      '600 g spaghetti',
      '3–4½ cloves garlic, crushed',
      '1½ cups rice',
      '2¼ tbsp olive oil',
      'salt, to taste',
    ]);
    expect(result.body).toMatchObject({ servings: 4, scaledTo: 6 });
    expect((await scaled('?servings=8')).body.ingredients).toEqual([
      '800 g spaghetti',
      '4–6 cloves garlic, crushed',
      '2 cups rice',
      '3 tbsp olive oil',
      'salt, to taste',
    ]);
    expect((await scaled('?servings=2')).body.ingredients.slice(0, 3)).toEqual([
      '200 g spaghetti',
      '1–1½ cloves garlic, crushed',
      '½ cup rice',
    ]);
  });

  it('leaves the lines as written at the recipe’s own servings, and the stored recipe as it was', async () => {
    const same = await scaled('?servings=4');
    expect(same.body).toMatchObject({ ingredients: INGREDIENTS, scaledTo: 4 });
    const plain = await getRecipe(id);
    expect(plain.ingredients).toEqual(INGREDIENTS);
    expect(plain).not.toHaveProperty('scaledTo');
    expect((await db.collection(RECIPES).doc(id).get()).get('ingredients')).toEqual(INGREDIENTS);
  });

  it('gives a scaled answer its own ETag, so a cache never hands out the other one', async () => {
    const [six, eight, unscaled] = await Promise.all([scaled('?servings=6'), scaled('?servings=8'), scaled('')]);
    const tags = [six, eight, unscaled].map((result) => result.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
  });

  it('refuses a servings that is not a whole number from 1 to 100 with a 400 naming it', async () => {
    for (const value of ['0', '101', '2.5', '-1', 'six', '4x']) {
      const error = await expectError(400, 'GET', `/recipes/${id}?servings=${value}`);
      expect(error.code, value).toBe('invalid-parameter');
      expect(error.message, value).toMatch(/^servings: /);
    }
    await expectError(404, 'GET', '/recipes/no-such-recipe?servings=6');
  });
});
