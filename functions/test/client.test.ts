// The typed client of clients/typescript, generated from GET /openapi.json,
// against the API in the emulator: what a script written with it would do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipeBookClient, nextCursor, type RecipeBookClient } from '@recipe-book/client';
import { API_BASE_URL } from './support/env';
import { sampleRecipeInput } from '../../schema/test/support/sample-recipe';
import { deleteCreatedRecipes, rememberRecipe, uniqueWord } from './support/recipes';
import { createUsers, deleteCreatedUsers, type TestUser } from './support/users';

const word = uniqueWord('client');
const reader = createRecipeBookClient({ baseUrl: API_BASE_URL });
const signedIn = (user: TestUser) => createRecipeBookClient({ baseUrl: API_BASE_URL, token: user.idToken });

let author: RecipeBookClient;
let cook: RecipeBookClient;
const created: string[] = [];

beforeAll(async () => {
  const [authorUser, cookUser] = await createUsers(2);
  author = signedIn(authorUser as TestUser);
  cook = signedIn(cookUser as TestUser);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('the typed client', () => {
  it('creates recipes with a token, and is refused without one', async () => {
    for (const n of [1, 2, 3]) {
      const { data, error, response } = await author.POST('/recipes', {
        body: sampleRecipeInput(`Typed ${word} stew ${n}`),
      });
      expect(response.status, JSON.stringify(error)).toBe(201);
      rememberRecipe(data?.insertedId ?? '');
      created.push(data?.insertedId ?? '');
    }
    const refused = await reader.POST('/recipes', { body: sampleRecipeInput(`Typed ${word} stew`) });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.error.code).toBe('unauthenticated');
  });

  it('creates a personal access token with a sign-in, then writes with that token alone', async () => {
    const made = await author.POST('/tokens', { body: { name: `Typed client ${word}` } });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const script = createRecipeBookClient({ baseUrl: API_BASE_URL, token: made.data?.token ?? '' });
    const { data, error, response } = await script.POST('/recipes', {
      // Another word: the paging test below lists this file's stews alone.
      body: sampleRecipeInput(`Typed ${uniqueWord('token')} soup`),
    });
    expect(response.status, JSON.stringify(error)).toBe(201);
    rememberRecipe(data?.insertedId ?? '');
    // A token may not manage tokens: that needs a real sign-in.
    const refused = await script.GET('/tokens');
    expect(refused.response.status).toBe(403);
    await author.DELETE('/tokens/{tokenId}', { params: { path: { tokenId: made.data?.id ?? '' } } });
  });

  it('lists one page at a time, following the next cursor to the end', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data, response } = await reader.GET('/recipes', { params: { query: { q: word, limit: 2, cursor } } });
      expect(response.status).toBe(200);
      expect(data?.length).toBeLessThanOrEqual(2);
      seen.push(...(data ?? []).map((recipe) => recipe._id));
      cursor = nextCursor(response);
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(cursor).toBeUndefined();
    expect(seen.sort()).toEqual([...created].sort());
  });

  it('reads one recipe, and answers a typed error for a missing one', async () => {
    const id = created[0] ?? '';
    const { data } = await reader.GET('/recipes/{id}', { params: { path: { id } } });
    expect(data?._id).toBe(id);
    expect(data?.title).toBe(`Typed ${word} stew 1`);
    const missing = await reader.GET('/recipes/{id}', { params: { path: { id: `${id}-missing` } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('recipe-not-found');
  });

  it('likes a recipe and writes a review of it', async () => {
    const id = created[1] ?? '';
    const liked = await cook.PATCH('/recipes/details/{id}', { params: { path: { id } } });
    expect(liked.data).toMatchObject({ liked: true, likeCount: 1 });

    const review = await cook.PUT('/recipes/{id}/reviews/me', {
      params: { path: { id } },
      body: { rating: 5, text: 'Made it twice this week' },
    });
    expect(review.response.status, JSON.stringify(review.error)).toBe(201);
    expect(review.data).toMatchObject({ review: { rating: 5, mine: true }, ratingCount: 1, ratingAverage: 5 });

    const reviews = await reader.GET('/recipes/{id}/reviews', { params: { path: { id } } });
    expect(reviews.data?.map((one) => one.text)).toEqual(['Made it twice this week']);
  });
});
