// Cache-Control, ETag and 304: public reads may be kept (a short while for
// lists, revalidated for a recipe), while writes, errors and one caller's own
// list are never stored; an edit or a like changes the recipe's ETag at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { HOSTING_API_URL } from './support/env';
import { createRecipe, deleteCreatedRecipes, recipeBody } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

let author: TestUser;
let fan: TestUser;
let recipeId: string;

beforeAll(async () => {
  [author, fan] = await Promise.all([createUser(), createUser()]);
  recipeId = await createRecipe(author);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const cacheControl = async (method: string, path: string, token?: string, json?: unknown) =>
  (await call(method, path, { token, json })).headers.get('cache-control');

describe('Cache-Control', () => {
  it('lets shared caches keep lists, the most liked and reviews for a short while', async () => {
    const lists = ['/recipes', '/recipes?cuisine=Italian&limit=3', '/recipes/top/top-liked', '/recipes?sort=-rating'];
    for (const path of [...lists, `/recipes/${recipeId}/reviews`]) {
      expect(await cacheControl('GET', path)).toBe('public, max-age=30, s-maxage=60');
    }
  });

  it("never stores a caller's own list, writes or errors", async () => {
    expect(await cacheControl('GET', `/recipes?user=${encodeURIComponent(author.email)}`, author.idToken)).toBe(
      'private, no-store',
    );
    // A signed list may hold the caller's writes of a moment ago.
    expect(await cacheControl('GET', '/recipes?cuisine=Italian', fan.idToken)).toBe('private, no-store');
    expect(await cacheControl('GET', '/recipes/top/top-liked', fan.idToken)).toBe('private, no-store');
    expect(await cacheControl('POST', '/recipes', author.idToken, recipeBody())).toBe('no-store');
    expect(await cacheControl('PATCH', `/recipes/${recipeId}`, author.idToken, { prepTime: 12 })).toBe('no-store');
    expect(await cacheControl('PATCH', `/recipes/details/${recipeId}`, fan.idToken)).toBe('no-store');
    expect(await cacheControl('DELETE', `/recipes/details/${recipeId}/like`, fan.idToken)).toBe('no-store');
    const review = { rating: 4, text: '' };
    expect(await cacheControl('PUT', `/recipes/${recipeId}/reviews/me`, fan.idToken, review)).toBe('no-store');
    // The list that marks the caller's own review is theirs alone.
    expect(await cacheControl('GET', `/recipes/${recipeId}/reviews`, fan.idToken)).toBe('private, no-store');
    expect(await cacheControl('DELETE', `/recipes/${recipeId}/reviews/me`, fan.idToken)).toBe('no-store');
    for (const path of ['/recipes/no-such-recipe', '/nothing-here', '/recipes?limit=0', '/recipes/nothing/reviews']) {
      expect(await cacheControl('GET', path)).toBe('no-store');
    }
  });

  it('keeps these headers through the Hosting rewrite', async () => {
    const list = await call('GET', '/recipes?limit=1', { base: HOSTING_API_URL });
    expect(list.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    const recipe = await call('GET', `/recipes/${recipeId}`, { base: HOSTING_API_URL });
    expect(recipe.headers.get('cache-control')).toBe('public, no-cache');
    expect(recipe.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });
});

describe('ETag and 304 Not Modified for a recipe', () => {
  it('answers 304 without a body while the recipe is unchanged, for GET and HEAD', async () => {
    const first = await call('GET', `/recipes/${recipeId}`);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const method of ['GET', 'HEAD']) {
      const again = await call(method, `/recipes/${recipeId}`, { headers: { 'if-none-match': etag } });
      expect(again.status, method).toBe(304);
      expect(again.body).toBeUndefined();
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    }
    // A list of tags, and the weak form a proxy may have made of ours, match too.
    for (const header of [`"other", ${etag}`, `W/${etag}`]) {
      expect((await call('GET', `/recipes/${recipeId}`, { headers: { 'if-none-match': header } })).status).toBe(304);
    }
    const stale = await call('GET', `/recipes/${recipeId}`, { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(etag);
  });

  it('changes the ETag with an edit and with a like, so the author and the fans see them at once', async () => {
    const before = (await call('GET', `/recipes/${recipeId}`)).headers.get('etag') ?? '';
    expect(
      (await call('PATCH', `/recipes/${recipeId}`, { token: author.idToken, json: { prepTime: 33 } })).status,
    ).toBe(200);
    const edited = await call<{ prepTime: number }>('GET', `/recipes/${recipeId}`, {
      headers: { 'if-none-match': before },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.prepTime).toBe(33);
    const afterEdit = edited.headers.get('etag') ?? '';
    expect(afterEdit).not.toBe(before);

    await call('PATCH', `/recipes/details/${recipeId}`, { token: fan.idToken });
    const liked = await call<{ likeCount: number }>('GET', `/recipes/${recipeId}`, {
      headers: { 'if-none-match': afterEdit },
    });
    expect(liked.status).toBe(200);
    expect(liked.body.likeCount).toBe(1);
    await call('DELETE', `/recipes/details/${recipeId}/like`, { token: fan.idToken });
  });

  it('never answers 304 to a write, whatever If-None-Match says', async () => {
    const etag = (await call('GET', `/recipes/${recipeId}`)).headers.get('etag') ?? '';
    const edit = await call('PATCH', `/recipes/${recipeId}`, {
      token: author.idToken,
      json: { prepTime: 34 },
      headers: { 'if-none-match': etag },
    });
    expect(edit.status).toBe(200);
    expect(edit.headers.get('etag')).toBeNull();
  });
});
