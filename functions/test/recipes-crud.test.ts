// Create, read, edit and delete one recipe over HTTP: validation, the REST
// conveniences, identity from the token, ownership and immutable fields.
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { RECIPES } from '@recipe-book/schema/paths';
import { searchFields } from '@recipe-book/schema/recipe-foods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { db } from './support/firestore';
import { SITE_ORIGIN } from './support/env';
import {
  createRecipe,
  deleteCreatedRecipes,
  getRecipe,
  recipeBody,
  rememberRecipe,
  uniqueWord,
  type RecipeJson,
} from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  [author, other] = await Promise.all([createUser({ displayName: 'Ada Cook' }), createUser()]);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const post = (user: TestUser | undefined, json: unknown) => call('POST', '/recipes', { token: user?.idToken, json });
const invalidPost = (json: unknown) => expectError(400, 'POST', '/recipes', { token: author.idToken, json });

describe('POST /recipes', () => {
  it('stores the recipe with the author from the token, counters at 0 and server timestamps', async () => {
    const started = Date.now();
    const result = await post(author, recipeBody({ title: '  Lemon Tart  ', categories: ['Dessert', 'Vegan'] }));
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const id = (result.body as { insertedId: string }).insertedId;
    rememberRecipe(id);

    const recipe = await getRecipe(id);
    expect(recipe).toEqual({
      _id: id,
      ...recipeBody({ title: 'Lemon Tart', categories: ['Dessert', 'Vegan'] }),
      image: `${SITE_ORIGIN}${recipeBody().image}`,
      totalTime: recipeBody().prepTime + recipeBody().cookTime,
      // An original recipe names no source; nutrition and a video are optional.
      sourceUrl: null,
      nutrition: null,
      videoUrl: null,
      likeCount: 0,
      likes: 0,
      wishlistCount: 0,
      ratingCount: 0,
      ratingAverage: null,
      ownerUid: author.uid,
      displayName: 'Ada Cook',
      createdAt: recipe.updatedAt,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.parse(recipe.createdAt)).toBeGreaterThanOrEqual(started - 60_000);
    const stored = (await db.collection(RECIPES).doc(id).get()).data();
    // The search fields come with it, so it is found at once: its title's words and its foods.
    expect(stored).toMatchObject(searchFields({ title: 'Lemon Tart', ingredients: recipe.ingredients }));
    expect(stored?.image).toBe(recipeBody().image);
    // The rating counters and star counts start at 0; the average is absent until a first review.
    expect(stored).toMatchObject({
      ratingCount: 0,
      ratingSum: 0,
      starCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    expect(stored).not.toHaveProperty('ratingAverage');
  });

  it('ignores email and displayName in the body and accepts likeCount 0 from older clients', async () => {
    const id = await createRecipe(author, { email: author.email, displayName: 'Someone Else', likeCount: 0 });
    const recipe = await getRecipe(id);
    expect(recipe.displayName).toBe('Ada Cook');
    expect(JSON.stringify((await db.collection(RECIPES).doc(id).get()).data())).not.toContain('@');
  });

  it('splits ingredients at commas and instructions into sentences, and takes category as a shorthand', async () => {
    const id = await createRecipe(author, {
      ingredients: 'flour, eggs ,milk,',
      instructions: 'Heat the pan to 180.5 degrees. Pour the batter.\nFlip once',
      categories: undefined,
      category: 'Breakfast',
    });
    const recipe = await getRecipe(id);
    expect(recipe.ingredients).toEqual(['flour', 'eggs', 'milk']);
    expect(recipe.instructions).toEqual(['Heat the pan to 180.5 degrees.', 'Pour the batter.', 'Flip once']);
    expect(recipe.categories).toEqual(['Breakfast']);
  });

  it('defaults categories to none, as the older add form sends none', async () => {
    const id = await createRecipe(author, { categories: undefined });
    expect((await getRecipe(id)).categories).toEqual([]);
  });

  it('uses a neutral name, never the e-mail, when the token has no usable name', async () => {
    const nameless = await createUser({ displayName: null });
    const emailNamed = await createUser({ displayName: 'cook@example.org' });
    for (const user of [nameless, emailNamed]) {
      const id = await createRecipe(user);
      expect((await getRecipe(id)).displayName).toBe('Anonymous cook');
    }
  });

  it('names the field for every kind of invalid input', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: 42 }, /^title: Title must be text/],
      [{ title: '   ' }, /^title: Title is required/],
      [{ title: 'x'.repeat(RECIPE_LIMITS.title.max + 1) }, /^title: .*at most 120/],
      [{ title: 'Two\nlines' }, /^title: .*single line/],
      [{ image: 'ftp://example.com/a.png' }, /^image: /],
      [{ image: '//evil.example/a.png' }, /^image: /],
      [{ ingredients: [] }, /^ingredients: /],
      [{ ingredients: 7 }, /^ingredients: /],
      [{ ingredients: ['ok', 'x'.repeat(201)] }, /^ingredients\[1\]: .*at most 200/],
      [{ instructions: Array.from({ length: 101 }, () => 'Stir.') }, /^instructions: .*at most 100/],
      [{ cuisine: 'French' }, /^cuisine: /],
      [{ prepTime: 0 }, /^prepTime: /],
      [{ prepTime: 1441 }, /^prepTime: /],
      [{ prepTime: 12.5 }, /^prepTime: /],
      [{ prepTime: '30' }, /^prepTime: /],
      [{ categories: ['Lunch', 'Lunch'] }, /^categories: .*repeat/],
      [{ categories: ['Brunch'] }, /^categories\[0\]: /],
      [{ category: 'Lunch' }, /^category: Send either category or categories/],
      [{ likeCount: 5 }, /^likeCount: /],
      [{ ownerUid: 'someone' }, /^Unknown field: ownerUid/],
      [{ wishlistCount: 3, color: 'red' }, /^Unknown fields: wishlistCount, color/],
    ];
    for (const [overrides, message] of cases) {
      const error = await invalidPost(recipeBody(overrides));
      expect(error.code, JSON.stringify(overrides)).toBe('invalid-field');
      expect(error.message, JSON.stringify(overrides)).toMatch(message);
    }
    const { title: _title, ...withoutTitle } = recipeBody();
    expect((await invalidPost(withoutTitle)).message).toMatch(/^title: /);
  });
});

describe('GET /recipes/:id', () => {
  it('returns contract fields only: no searchTokens, no ratingSum, no e-mail', async () => {
    const id = await createRecipe(author);
    const recipe = await getRecipe(id);
    expect(Object.keys(recipe).sort()).toEqual(
      [
        '_id',
        'title',
        'image',
        'ingredients',
        'instructions',
        'cuisine',
        'prepTime',
        'servings',
        'cookTime',
        'totalTime',
        'categories',
        'sourceUrl',
        'nutrition',
        'videoUrl',
        'visibility',
        'likeCount',
        'likes',
        'wishlistCount',
        'ratingCount',
        'ratingAverage',
        'ownerUid',
        'displayName',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });
});

describe('image URLs', () => {
  it('returns an image stored as a site path as a URL on the site, in every answer; a URL stays as it is', async () => {
    const word = uniqueWord('zqimage');
    const onSite = await createRecipe(author, { title: `${word} On Site`, image: '/images/recipes/curry.webp' });
    const elsewhere = 'https://images.example.org/pie.jpg?size=large';
    const remote = await createRecipe(author, { title: `${word} Remote`, image: elsewhere });

    expect((await getRecipe(onSite)).image).toBe(`${SITE_ORIGIN}/images/recipes/curry.webp`);
    expect((await getRecipe(remote)).image).toBe(elsewhere);
    const list = await call<RecipeJson[]>('GET', `/recipes?q=${word}`);
    expect(list.body.map((recipe) => recipe.image).sort()).toEqual(
      [`${SITE_ORIGIN}/images/recipes/curry.webp`, elsewhere].sort(),
    );
    const own = await call<RecipeJson[]>('GET', `/recipes?user=${encodeURIComponent(author.email)}&q=${word}`, {
      token: author.idToken,
    });
    const top = await call<RecipeJson[]>('GET', '/recipes/top/top-liked?limit=24');
    for (const recipe of [...own.body, ...top.body]) expect(recipe.image).toMatch(/^https?:\/\//);
    expect((await db.collection(RECIPES).doc(onSite).get()).get('image')).toBe('/images/recipes/curry.webp');
  });
});

describe('PATCH /recipes/:id', () => {
  it('lets the author edit content: updatedAt moves, createdAt and counters stay', async () => {
    const id = await createRecipe(author);
    const before = await getRecipe(id);
    const result = await call('PATCH', `/recipes/${id}`, {
      token: author.idToken,
      json: { title: 'Spicy Bean Stew', prepTime: 45, category: 'Dinner', ingredients: 'beans, chili' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });

    const after = await getRecipe(id);
    expect(after).toMatchObject({
      title: 'Spicy Bean Stew',
      prepTime: 45,
      categories: ['Dinner'],
      ingredients: ['beans', 'chili'],
      instructions: before.instructions,
      createdAt: before.createdAt,
      likeCount: 0,
      ownerUid: author.uid,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    // New ingredient lines bring their foods, and the tokens follow the new title and those foods.
    expect((await db.collection(RECIPES).doc(id).get()).data()).toMatchObject(
      searchFields({ title: 'Spicy Bean Stew', ingredients: ['beans', 'chili'] }),
    );
  });

  it('refuses others (403), strangers (401), unknown recipes (404) and non-content fields (400)', async () => {
    const id = await createRecipe(author);
    const edit = { title: 'Taken Over' };
    expect((await expectError(403, 'PATCH', `/recipes/${id}`, { token: other.idToken, json: edit })).code).toBe(
      'forbidden',
    );
    await expectError(401, 'PATCH', `/recipes/${id}`, { json: edit });
    await expectError(404, 'PATCH', '/recipes/no-such-recipe', { token: author.idToken, json: edit });
    const notContent = [
      'likeCount',
      'wishlistCount',
      'ratingCount',
      'ratingSum',
      'starCounts',
      'ratingAverage',
      'ownerUid',
    ];
    for (const field of [...notContent, 'createdAt', 'updatedAt', 'displayName', 'email']) {
      const error = await expectError(400, 'PATCH', `/recipes/${id}`, { token: author.idToken, json: { [field]: 1 } });
      expect(error.message).toContain(field);
    }
    const empty = await expectError(400, 'PATCH', `/recipes/${id}`, { token: author.idToken, json: {} });
    expect(empty.message).toMatch(/at least one field/);
    await expectError(400, 'PATCH', `/recipes/${id}`, { token: author.idToken, json: { prepTime: -1 } });
    expect((await getRecipe(id)).title).not.toBe('Taken Over');
  });
});

describe('DELETE /recipes/:id', () => {
  it('lets only the author delete', async () => {
    const id = await createRecipe(author);
    await expectError(401, 'DELETE', `/recipes/${id}`);
    await expectError(403, 'DELETE', `/recipes/${id}`, { token: other.idToken });
    const result = await call('DELETE', `/recipes/${id}`, { token: author.idToken });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ acknowledged: true, deletedCount: 1 });
    await expectError(404, 'GET', `/recipes/${id}`);
    await expectError(404, 'DELETE', `/recipes/${id}`, { token: author.idToken });
  });
});
