// /pantry over real HTTP (docs/rest-api.md#pantry): a cook's foods on hand,
// replaced as a whole and normalised as the search box reads a food; shared
// by a household's members, merged in when a cook joins and copied out when
// they leave; and "What can I cook?", ranked by fewest missing foods, then
// most used, on recipes made of foods no other data has.
import { afterAll, describe, expect, it } from 'vitest';
import { PANTRY_LIMITS } from '@recipe-book/schema/constants';
import { householdPath, pantryPath, userPath } from '@recipe-book/schema/paths';
import { call, expectError } from './support/api';
import { db } from './support/firestore';
import { householdCooks, householdOf, invite, join } from './support/household';
import { createRecipe, deleteCreatedRecipes, type RecipeJson, uniqueWord } from './support/recipes';

const { cook } = householdCooks('Pantry Cook');
afterAll(() => deleteCreatedRecipes());

interface PantryJson {
  foods: string[];
  shared: boolean;
}
type RankedJson = RecipeJson & { missing: string[]; used: string[] };

const readPantry = async (token: string) => {
  const result = await call<PantryJson>('GET', '/pantry', { token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
const putPantry = async (token: string, foods: string[]) => {
  const result = await call<PantryJson>('PUT', '/pantry', { token, json: { foods } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
const recipesToCook = async (token: string) => {
  const result = await call<{ recipes: RankedJson[] }>('GET', '/pantry/recipes', { token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.recipes;
};

describe("a cook's own pantry", () => {
  it('starts empty, is replaced as a whole, normalised and each food once', async () => {
    const user = await cook();
    expect(await readPantry(user.idToken)).toEqual({ foods: [], shared: false });
    const stored = await putPantry(user.idToken, [
      'Tomatoes',
      ' chicken thighs, in chunks ',
      'tomato',
      'Crème fraîche',
    ]);
    expect(stored).toEqual({ foods: ['tomato', 'chicken thigh', 'creme fraiche'], shared: false });
    expect(await readPantry(user.idToken)).toEqual(stored);
    const document = await db.doc(pantryPath(userPath(user.uid))).get();
    expect(document.get('foods')).toEqual(stored.foods);
    expect(document.get('updatedAt')).toBeDefined();
    expect((await putPantry(user.idToken, [])).foods).toEqual([]);
  });

  it('answers 400 naming what is wrong, and 401 without a token, changing nothing', async () => {
    const user = await cook();
    await putPantry(user.idToken, ['basil']);
    const put = (json: unknown) => expectError(400, 'PUT', '/pantry', { token: user.idToken, json });
    expect((await put({ foods: 'tomato' })).message).toMatch(/^foods: /);
    expect((await put({ foods: ['tomato', '…?'] })).message).toMatch(/^foods\[1\]: "…\?" names no food/);
    expect((await put({ foods: ['x'.repeat(PANTRY_LIMITS.food.max + 1)] })).message).toMatch(/at most/);
    const tooMany = Array.from(
      { length: PANTRY_LIMITS.maxFoods + 1 },
      (_, i) => `food${String.fromCharCode(97 + (i % 26))}${i}x`,
    );
    expect((await put({ foods: tooMany })).message).toMatch(`at most ${PANTRY_LIMITS.maxFoods} foods`);
    expect((await put({ foods: [], extra: 1 })).message).toMatch(/Unknown field/);
    await expectError(400, 'GET', '/pantry/recipes?limit=0', { token: user.idToken });
    await expectError(401, 'GET', '/pantry');
    await expectError(401, 'PUT', '/pantry', { json: { foods: [] } });
    expect((await readPantry(user.idToken)).foods).toEqual(['basil']);
  });
});

describe("a household's pantry", () => {
  it('is shared by its members; joining adds a cook’s own foods, leaving gives them a copy', async () => {
    const owner = await cook('Pantry Owner');
    const member = await cook('Pantry Member');
    await putPantry(owner.idToken, ['rice']);
    await putPantry(member.idToken, ['lime', 'rice']);
    const household = await householdOf(owner, []);
    expect(await readPantry(owner.idToken)).toEqual({ foods: ['rice'], shared: true });
    await join(member, (await invite(owner)).code);
    expect(await readPantry(owner.idToken)).toEqual({ foods: ['rice', 'lime'], shared: true });
    expect((await db.doc(pantryPath(userPath(member.uid))).get()).exists).toBe(false);

    await putPantry(member.idToken, ['rice', 'lime', 'coconut milk']);
    expect((await readPantry(owner.idToken)).foods).toEqual(['rice', 'lime', 'coconut milk']);
    expect((await db.doc(pantryPath(householdPath(household.id))).get()).get('foods')).toHaveLength(3);

    const left = await call('DELETE', '/household/members/me', { token: member.idToken });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(await readPantry(member.idToken)).toEqual({ foods: ['rice', 'lime', 'coconut milk'], shared: false });
  });
});

describe('what can I cook', () => {
  // Foods of this run only: the pantry's candidates are the recipes made here.
  const word = uniqueWord('p');
  const food = (name: string) => `${word}${name}`;
  const [fig, kale, leek, okra, yam] = [food('fig'), food('kale'), food('leek'), food('okra'), food('yam')];

  it('ranks by fewest missing, then most used; staples are never missing; never another’s private or unlisted', async () => {
    const author = await cook('Pantry Author');
    const reader = await cook('Pantry Reader');
    const make = (title: string, ingredients: string[], visibility = 'public') =>
      createRecipe(author, { title: `${word} ${title}`, ingredients, visibility });
    const everything = await make('Everything', [`200 g ${fig}`, `1 ${kale}`, '1 tsp salt', 'water']);
    const oneMissingThreeUsed = await make('One missing', [`1 ${fig}`, `2 ${kale}`, `1 ${leek}`, `100 g ${okra}`]);
    const oneMissingOneUsed = await make('One missing, one used', [`1 ${leek}`, `2 ${okra}`]);
    const twoMissing = await make('Two missing', [`1 ${fig}`, `1 ${okra}`, `1 ${yam}`]);
    await make('Private', [`1 ${fig}`, `1 ${kale}`], 'private');
    await make('Unlisted', [`1 ${fig}`, `1 ${kale}`], 'unlisted');

    expect(await recipesToCook(reader.idToken)).toEqual([]);
    await putPantry(reader.idToken, [fig, kale, leek, 'salt']);
    const ranked = await recipesToCook(reader.idToken);
    expect(ranked.map((recipe) => recipe._id)).toEqual([
      everything,
      oneMissingThreeUsed,
      oneMissingOneUsed,
      twoMissing,
    ]);
    expect(ranked.map(({ missing, used }) => ({ missing, used }))).toEqual([
      { missing: [], used: [fig, kale] },
      { missing: [okra], used: [fig, kale, leek] },
      { missing: [okra], used: [leek] },
      { missing: [okra, yam], used: [fig] },
    ]);
    expect(ranked[0]).toMatchObject({ title: `${word} Everything`, visibility: 'public' });

    // The author's own private recipe is not among another cook's, nor, as on All Recipes' public list, among theirs.
    await putPantry(author.idToken, [fig, kale]);
    expect((await recipesToCook(author.idToken)).map((recipe) => recipe.title)).not.toContain(`${word} Private`);
  });
});
