// The HTTP surface: routing (404, 405), the /api prefix of the Hosting
// rewrite, CORS, HEAD, body limits and malformed JSON, tokens. Errors are always JSON.
import { MAX_BODY_BYTES } from '@recipe-book/schema/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { API_BASE_URL, HOSTING_API_URL, RUN_ID } from './support/env';
import { createRecipe, deleteCreatedRecipes, getRecipe, recipeBody, rememberRecipe } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

let cook: TestUser;
let recipeId: string;

beforeAll(async () => {
  cook = await createUser();
  recipeId = await createRecipe(cook);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('routing', () => {
  it('answers 404 route-not-found for unknown paths', async () => {
    expect((await expectError(404, 'GET', '/nothing-here')).code).toBe('route-not-found');
    expect((await expectError(404, 'GET', '/recipes/a/b/c')).code).toBe('route-not-found');
    expect((await expectError(404, 'GET', '/')).code).toBe('route-not-found');
  });

  it('answers 404 recipe-not-found for unknown or impossible ids', async () => {
    expect((await expectError(404, 'GET', '/recipes/no-such-recipe')).code).toBe('recipe-not-found');
    expect((await expectError(404, 'GET', '/recipes/__reserved__')).code).toBe('recipe-not-found');
    expect((await expectError(404, 'GET', '/recipes/a%2Fb')).code).toBe('recipe-not-found');
  });

  it('answers 405 with Allow for a wrong method on a known route', async () => {
    const result = await call('PUT', '/recipes');
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    await expectError(405, 'POST', `/recipes/${recipeId}`, { token: cook.idToken, json: {} });
    await expectError(405, 'GET', `/recipes/details/${recipeId}`);
    await expectError(405, 'DELETE', '/recipes/top/top-liked');
    await expectError(405, 'POST', '/openapi.json');
  });

  it('serves the same routes under /api, as the Hosting rewrite forwards them', async () => {
    const base = `${API_BASE_URL}/api`;
    const recipe = await call<{ _id: string }>('GET', `/recipes/${recipeId}`, { base });
    expect(recipe.status).toBe(200);
    expect(recipe.body._id).toBe(recipeId);
    expect((await call('GET', '/recipes/top/top-liked', { base })).status).toBe(200);
    await expectError(404, 'GET', '/nothing-here', { base });
  });
});

describe('writes through the Hosting rewrite (/api on the site)', () => {
  const base = HOSTING_API_URL;

  it('creates, edits, likes, unlikes and deletes a recipe', async () => {
    const created = await call<{ insertedId: string }>('POST', '/recipes', {
      base,
      token: cook.idToken,
      json: recipeBody(),
    });
    expect(created.status).toBe(201);
    const id = created.body.insertedId;
    rememberRecipe(id);
    expect((await call('PATCH', `/recipes/${id}`, { base, token: cook.idToken, json: { prepTime: 42 } })).status).toBe(
      200,
    );
    const liked = await call<{ likeCount: number }>('PATCH', `/recipes/details/${id}`, { base, token: cook.idToken });
    expect(liked.body.likeCount).toBe(1);
    const unliked = await call<{ likeCount: number }>('DELETE', `/recipes/details/${id}/like`, {
      base,
      token: cook.idToken,
    });
    expect(unliked.body.likeCount).toBe(0);
    expect((await getRecipe(id)).prepTime).toBe(42);
    expect((await call('DELETE', `/recipes/${id}`, { base, token: cook.idToken })).status).toBe(200);
    await expectError(404, 'GET', `/recipes/${id}`, { base });
  });

  it('answers 413 and malformed JSON with the JSON errors, and writes nothing', async () => {
    const before = await getRecipe(recipeId);
    const oversized = JSON.stringify(recipeBody({ title: 'x'.repeat(MAX_BODY_BYTES) }));
    const json = { 'content-type': 'application/json' };
    for (const token of [cook.idToken, undefined]) {
      expect((await expectError(413, 'POST', '/recipes', { base, token, raw: oversized, headers: json })).code).toBe(
        'payload-too-large',
      );
    }
    await expectError(413, 'PATCH', `/recipes/${recipeId}`, {
      base,
      token: cook.idToken,
      raw: oversized,
      headers: json,
    });
    const malformed = await expectError(400, 'PATCH', `/recipes/${recipeId}`, {
      base,
      token: cook.idToken,
      raw: '{"prepTime": ',
      headers: json,
    });
    expect(malformed.code).toBe('malformed-json');
    expect(await getRecipe(recipeId)).toEqual(before);
  });
});

describe('CORS', () => {
  const preflightHeaders = (method: string) => ({
    origin: 'http://localhost:3000',
    'access-control-request-method': method,
    'access-control-request-headers': 'authorization, content-type',
  });

  it('answers a preflight on a known route with 204, its methods and the headers a browser client needs', async () => {
    const result = await call('OPTIONS', `/recipes/${recipeId}`, { headers: preflightHeaders('PATCH') });
    expect(result.status).toBe(204);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(result.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(result.headers.get('allow')).toBe('GET, PATCH, DELETE, HEAD, OPTIONS');
  });

  it('answers a preflight with 204 on any path and for any method, so the browser goes on to read our JSON error', async () => {
    for (const [path, method] of [
      ['/nothing-here', 'GET'],
      ['/', 'POST'],
      ['/recipes', 'PUT'],
      [`/recipes/details/${recipeId}`, 'GET'],
    ] as const) {
      for (const base of [undefined, HOSTING_API_URL]) {
        const result = await call('OPTIONS', path, { base, headers: preflightHeaders(method) });
        expect(result.status, `${method} ${path}`).toBe(204);
        expect(result.headers.get('access-control-allow-origin')).toBe('*');
        expect(result.headers.get('access-control-allow-methods')).toContain(method);
      }
    }
  });

  it('allows any origin and exposes the paging, caching and limit headers on every answer, errors included', async () => {
    const cases: [string, string, number][] = [
      ['GET', '/recipes?limit=1', 200],
      ['GET', '/nothing-here', 404],
      ['GET', '/recipes/no-such-recipe', 404],
      ['PUT', '/recipes', 405],
      ['POST', '/recipes', 401],
      ['GET', '/recipes?limit=0', 400],
    ];
    for (const [method, path, status] of cases) {
      const result = await call(method, path, { headers: { origin: 'http://localhost:3000' } });
      expect(result.status, `${method} ${path}`).toBe(status);
      expect(result.headers.get('access-control-allow-origin')).toBe('*');
      expect(result.headers.get('access-control-expose-headers')).toBe('X-Next-Cursor, Link, ETag, Retry-After, Allow');
    }
  });
});

describe('HEAD', () => {
  it('answers like GET without a body: the same status and headers', async () => {
    // Two recipes only this file makes, so the list and its cursor hold still between the two calls.
    await createRecipe(cook);
    const list = `/recipes?q=${RUN_ID}&limit=1`;
    for (const path of [list, `/recipes/${recipeId}`, '/recipes/top/top-liked', '/openapi.json']) {
      const get = await call('GET', path);
      const head = await call('HEAD', path);
      expect(head.status, path).toBe(200);
      expect(head.body).toBeUndefined();
      for (const header of ['content-type', 'cache-control', 'etag', 'link', 'x-next-cursor']) {
        expect(head.headers.get(header), `${path} ${header}`).toBe(get.headers.get(header));
      }
    }
    expect((await call('HEAD', list)).headers.get('link')).toMatch(/rel="next"$/);
  });

  it('answers errors with their status and no body, never a 500', async () => {
    const cases: [string, number][] = [
      ['/nothing-here', 404],
      ['/recipes/no-such-recipe', 404],
      [`/recipes/details/${recipeId}`, 405],
      ['/recipes?limit=ten', 400],
    ];
    for (const [path, status] of cases) {
      const result = await call('HEAD', path);
      expect(result.status, path).toBe(status);
      expect(result.body).toBeUndefined();
      expect(result.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await call('HEAD', `/recipes/details/${recipeId}`)).headers.get('allow')).toBe('PATCH, OPTIONS');
  });
});

describe('request bodies', () => {
  it('answers 400 malformed-json for broken JSON, whatever the content type', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const error = await expectError(400, 'POST', '/recipes', {
        token: cook.idToken,
        raw: '{"title": "Soup",',
        headers: { 'content-type': contentType },
      });
      expect(error.code).toBe('malformed-json');
    }
  });

  it('answers 400 malformed-json to a PATCH too, and changes nothing', async () => {
    const before = await getRecipe(recipeId);
    for (const raw of ['{"prepTime": ', '{prepTime: 5}', '\u0000']) {
      const error = await expectError(400, 'PATCH', `/recipes/${recipeId}`, {
        token: cook.idToken,
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(error.code).toBe('malformed-json');
    }
    expect(await getRecipe(recipeId)).toEqual(before);
  });

  it('answers 400 for a missing body or one that is not an object', async () => {
    expect((await expectError(400, 'POST', '/recipes', { token: cook.idToken })).code).toBe('missing-body');
    await expectError(400, 'POST', '/recipes', { token: cook.idToken, json: ['not', 'an', 'object'] });
    await expectError(400, 'PATCH', `/recipes/${recipeId}`, { token: cook.idToken, json: 'text' });
  });

  it('answers 413 for a body over 64 KiB, with or without a valid token', async () => {
    const oversized = JSON.stringify(recipeBody({ title: 'x'.repeat(MAX_BODY_BYTES) }));
    for (const token of [cook.idToken, undefined]) {
      const error = await expectError(413, 'POST', '/recipes', {
        token,
        raw: oversized,
        headers: { 'content-type': 'application/json' },
      });
      expect(error.code).toBe('payload-too-large');
    }
    await expectError(413, 'PATCH', `/recipes/${recipeId}`, { token: cook.idToken, raw: `"${'y'.repeat(70_000)}"` });
  });

  it('accepts a body just under the limit (then judges its fields)', async () => {
    const error = await expectError(400, 'POST', '/recipes', {
      token: cook.idToken,
      json: recipeBody({ title: 'x'.repeat(MAX_BODY_BYTES - 1000) }),
    });
    expect(error.message).toMatch(/^title:/);
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with a malformed header, or with a forged token', async () => {
    const body = recipeBody();
    expect((await expectError(401, 'POST', '/recipes', { json: body })).code).toBe('unauthenticated');
    await expectError(401, 'POST', '/recipes', { json: body, headers: { authorization: cook.idToken } });
    await expectError(401, 'POST', '/recipes', { json: body, headers: { authorization: 'Basic abc' } });
    const [header, , signature] = cook.idToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'someone-else', user_id: 'someone-else' })).toString(
      'base64url',
    );
    await expectError(401, 'POST', '/recipes', { json: body, token: `${header}.${forgedPayload}.${signature}` });
  });
});
