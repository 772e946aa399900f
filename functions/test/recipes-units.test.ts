// GET /recipes/{id}?units=metric|us over HTTP: the ingredient lines and the oven
// temperatures in the steps come back converted (schema/src/units.ts,
// oven-temperatures.ts), together with ?servings= too, and the answer says so
// with convertedTo; the stored recipe stays as written.
import { RECIPES } from '@recipe-book/schema/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, getRecipe, type RecipeJson } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

let author: TestUser;
let id: string;

/** A US recipe: cups, ounces, spoons, a count, and an oven in °F. */
const INGREDIENTS = [
  '2 cups all-purpose flour',
  '8 oz cream cheese, softened',
  '1½ cups milk',
  '2 tbsp olive oil',
  '2 eggs',
  'a pinch of salt',
];
const INSTRUCTIONS = ['Preheat the oven to 350°F.', 'Mix everything and bake for 25 minutes.'];

beforeAll(async () => {
  author = await createUser();
  id = await createRecipe(author, { ingredients: INGREDIENTS, instructions: INSTRUCTIONS, servings: 4 });
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

type ViewJson = RecipeJson & { scaledTo?: number; convertedTo?: string };
const view = (query: string) => call<ViewJson>('GET', `/recipes/${id}${query}`);

describe('GET /recipes/:id?units=', () => {
  it('answers the lines and the oven temperatures in metric, and says so with convertedTo', async () => {
    const result = await view('?units=metric');
    expect(result.status).toBe(200);
    expect(result.body.ingredients).toEqual([
      '250 g all-purpose flour',
      '225 g cream cheese, softened',
      '355 ml milk',
      '2 tbsp olive oil',
      '2 eggs',
      'a pinch of salt',
    ]);
    expect(result.body.instructions).toEqual([
      'Preheat the oven to 180°C (gas mark 4).',
      'Mix everything and bake for 25 minutes.',
    ]);
    expect(result.body).toMatchObject({ convertedTo: 'metric', servings: 4 });
    expect(result.body).not.toHaveProperty('scaledTo');
  });

  it('answers a recipe already in US units as written, with the gas mark alongside', async () => {
    const result = await view('?units=us');
    expect(result.body.ingredients).toEqual(INGREDIENTS);
    expect(result.body.instructions).toEqual(['Preheat the oven to 350°F (gas mark 4).', INSTRUCTIONS[1]]);
    expect(result.body.convertedTo).toBe('us');
  });

  it('scales and converts together, each amount rounded once', async () => {
    const result = await view('?units=metric&servings=8');
    expect(result.body.ingredients).toEqual([
      '500 g all-purpose flour',
      '455 g cream cheese, softened',
      '710 ml milk',
      '4 tbsp olive oil',
      '4 eggs',
      'a pinch of salt',
    ]);
    expect(result.body).toMatchObject({ servings: 4, scaledTo: 8, convertedTo: 'metric' });
  });

  it('converts a metric recipe to US units, and back to the lines as written', async () => {
    const metric = await createRecipe(author, {
      ingredients: ['225 g cheddar, grated', '30 ml olive oil', '250 g plain flour', '1 onion, chopped'],
      instructions: ['Heat the oven to 200°C (180°C fan).'],
    });
    const us = await call<ViewJson>('GET', `/recipes/${metric}?units=us`);
    expect(us.body.ingredients).toEqual([
      '8 oz cheddar, grated',
      '2 tbsp olive oil',
      '2 cups plain flour',
      '1 onion, chopped',
    ]);
    expect(us.body.instructions).toEqual(['Heat the oven to 400°F (350°F fan) (gas mark 6).']);
    const back = await call<ViewJson>('GET', `/recipes/${metric}?units=metric`);
    expect(back.body.ingredients).toEqual([
      '225 g cheddar, grated',
      '30 ml olive oil',
      '250 g plain flour',
      '1 onion, chopped',
    ]);
  });

  it('leaves the stored recipe and the plain answer as written', async () => {
    await view('?units=metric');
    const plain = await getRecipe(id);
    expect(plain).toMatchObject({ ingredients: INGREDIENTS, instructions: INSTRUCTIONS });
    expect(plain).not.toHaveProperty('convertedTo');
    expect((await db.collection(RECIPES).doc(id).get()).get('ingredients')).toEqual(INGREDIENTS);
  });

  it('gives each view its own ETag, so a cache never hands out another one', async () => {
    const results = await Promise.all(['', '?units=metric', '?units=us', '?units=metric&servings=8'].map(view));
    expect(new Set(results.map((result) => result.headers.get('etag'))).size).toBe(4);
  });

  it('refuses another value with a 400 naming units, and units beside format=jsonld', async () => {
    for (const value of ['imperial', 'METRIC', 'uk', '1']) {
      const error = await expectError(400, 'GET', `/recipes/${id}?units=${value}`);
      expect(error.code, value).toBe('invalid-parameter');
      expect(error.message, value).toMatch(/^units: must be one of metric, us$/);
    }
    const jsonLd = await expectError(400, 'GET', `/recipes/${id}?units=us&format=jsonld`);
    expect(jsonLd.message).toMatch(/^units: cannot be combined with format=jsonld/);
    await expectError(404, 'GET', '/recipes/no-such-recipe?units=metric');
  });

  it('treats an empty units as absent', async () => {
    const result = await view('?units=');
    expect(result.body.ingredients).toEqual(INGREDIENTS);
    expect(result.body).not.toHaveProperty('convertedTo');
  });
});
