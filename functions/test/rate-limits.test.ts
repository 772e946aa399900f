// Per-account write limits: each accepted write is counted in Firestore
// (rateLimits/{uid}_{action}), so the limits hold across function instances
// and restarts, and a write beyond one is answered with 429,
// the JSON error and Retry-After. Filling a counter the way earlier calls
// would have (instead of making 30 recipes per run) still exercises the real
// limiter: the function reads and moves that same document.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPES, reviewPath } from '@recipe-book/schema/paths';
import { RATE_LIMITS, RATE_LIMITS_COLLECTION, type RateLimitedAction } from '../src/rate-limits';
import { call, expectError } from './support/api';
import { HOSTING_API_URL } from './support/env';
import { db } from './support/firestore';
import { inParallel } from './support/pool';
import { createRecipe, deleteCreatedRecipes, getRecipe, recipeBody, uniqueWord } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

let author: TestUser;
let recipeId: string;
const counterPaths: string[] = [];

const counter = (user: TestUser, action: RateLimitedAction) => {
  const path = `${RATE_LIMITS_COLLECTION}/${user.uid}_${action}`;
  counterPaths.push(path);
  return db.doc(path);
};

/** The counter as if `count` calls had been made `secondsAgo` seconds ago, in the current window. */
async function fillCounter(user: TestUser, action: RateLimitedAction, count: number, secondsAgo = 0) {
  const start = Date.now() - secondsAgo * 1000;
  await counter(user, action).set({
    count,
    windowStart: Timestamp.fromMillis(start),
    expiresAt: Timestamp.fromMillis(start + RATE_LIMITS[action].windowSeconds * 1000),
  });
}

beforeAll(async () => {
  author = await createUser();
  recipeId = await createRecipe(author);
});

afterAll(async () => {
  await Promise.all(counterPaths.map((path) => db.doc(path).delete()));
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('write limits per account', () => {
  it('counts each new recipe in the Firestore counter of the account', async () => {
    const cook = await createUser();
    await createRecipe(cook);
    await createRecipe(cook);
    const stored = (await counter(cook, 'createRecipe').get()).data();
    expect(stored?.count).toBe(2);
    expect(stored?.expiresAt.toMillis() - stored?.windowStart.toMillis()).toBe(
      RATE_LIMITS.createRecipe.windowSeconds * 1000,
    );
  });

  it('answers 429 with Retry-After and the JSON error once the hour is full, and stores nothing', async () => {
    const cook = await createUser();
    const { max, windowSeconds } = RATE_LIMITS.createRecipe;
    await fillCounter(cook, 'createRecipe', max, 600);
    const title = `Over the limit ${uniqueWord('ratelimit')}`;

    const result = await call<{ error: { code: string; message: string } }>('POST', '/recipes', {
      token: cook.idToken,
      json: recipeBody({ title }),
    });

    expect(result.status).toBe(429);
    expect(result.body.error.code).toBe('rate-limited');
    expect(result.body.error.message).toContain(`at most ${max} new recipes per hour`);
    const retryAfter = Number(result.headers.get('retry-after'));
    // The window started 600 s ago, so it ends in windowSeconds - 600 s (less the time the call took).
    expect(retryAfter).toBeGreaterThan(windowSeconds - 660);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds - 600);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.headers.get('cache-control')).toBe('no-store');
    const stored = await db.collection(RECIPES).where('ownerUid', '==', cook.uid).get();
    expect(stored.size).toBe(0);
    expect((await counter(cook, 'createRecipe').get()).get('count')).toBe(max);
  });

  it('lets the last likes of the minute through, then refuses, whatever the recipe', async () => {
    const fan = await createUser();
    const { max } = RATE_LIMITS.like;
    await fillCounter(fan, 'like', max - 2);

    expect((await call('PATCH', `/recipes/details/${recipeId}`, { token: fan.idToken })).status).toBe(200);
    expect((await call('DELETE', `/recipes/details/${recipeId}/like`, { token: fan.idToken })).status).toBe(200);
    const refused = await call('PATCH', `/recipes/details/${recipeId}`, { token: fan.idToken });

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(RATE_LIMITS.like.windowSeconds);
    expect((await getRecipe(recipeId)).likeCount).toBe(0);
    // Another account is not held back by this one.
    const other = await createUser();
    expect((await call('PATCH', `/recipes/details/${recipeId}`, { token: other.idToken })).status).toBe(200);
    await call('DELETE', `/recipes/details/${recipeId}/like`, { token: other.idToken });
  });

  it('holds for overlapping calls answered by separate function processes', { timeout: 120_000 }, async () => {
    // The Functions emulator answers overlapping requests in separate processes,
    // as production spreads them over instances: only the shared counter sees them all.
    const fan = await createUser();
    const { max } = RATE_LIMITS.like;
    await fillCounter(fan, 'like', max - 3);
    const ids = await Promise.all([createRecipe(author), createRecipe(author), createRecipe(author)]);
    const results = await inParallel([...ids, ...ids], (id) =>
      call('PATCH', `/recipes/details/${id}`, { token: fan.idToken }),
    );

    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await counter(fan, 'like').get()).get('count')).toBe(max);
  });

  it('limits review writes and deletes together, counting only the calls it accepts', async () => {
    const cook = await createUser();
    const { max } = RATE_LIMITS.review;
    await fillCounter(cook, 'review', max - 1);
    const mine = `/recipes/${recipeId}/reviews/me`;

    // Refused for their content, the author or the recipe: not counted.
    await expectError(400, 'PUT', mine, { token: cook.idToken, json: { rating: 0, text: '' } });
    await expectError(404, 'PUT', '/recipes/no-such-recipe/reviews/me', {
      token: cook.idToken,
      json: { rating: 4, text: '' },
    });
    expect((await counter(cook, 'review').get()).get('count')).toBe(max - 1);

    expect((await call('PUT', mine, { token: cook.idToken, json: { rating: 4, text: 'Counted' } })).status).toBe(201);
    const refused = await call<{ error: { code: string; message: string } }>('PUT', mine, {
      token: cook.idToken,
      json: { rating: 1, text: 'Over the limit' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate-limited');
    expect(refused.body.error.message).toContain(`at most ${max} review writes and deletes per hour`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(RATE_LIMITS.review.windowSeconds);
    await expectError(429, 'DELETE', mine, { token: cook.idToken });

    // Neither refused call changed the review or the counters.
    const stored = (await db.doc(reviewPath(recipeId, cook.uid)).get()).data();
    expect(stored).toMatchObject({ rating: 4, text: 'Counted' });
    expect(await getRecipe(recipeId)).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
    expect((await counter(cook, 'review').get()).get('count')).toBe(max);
  });

  it('limits edits and deletes, through the Hosting rewrite too', async () => {
    const { max } = RATE_LIMITS.changeRecipe;
    await fillCounter(author, 'changeRecipe', max, 60);
    for (const base of [undefined, HOSTING_API_URL]) {
      const edit = await expectError(429, 'PATCH', `/recipes/${recipeId}`, {
        base,
        token: author.idToken,
        json: { prepTime: 99 },
      });
      expect(edit.code).toBe('rate-limited');
      await expectError(429, 'DELETE', `/recipes/${recipeId}`, { base, token: author.idToken });
    }
    expect((await getRecipe(recipeId)).prepTime).not.toBe(99);
  });

  it('does not count a request it refuses for its content: only writes it accepts', async () => {
    const cook = await createUser();
    const { max } = RATE_LIMITS.createRecipe;
    await fillCounter(cook, 'createRecipe', max - 1);
    await expectError(400, 'POST', '/recipes', { token: cook.idToken, json: recipeBody({ prepTime: 0 }) });
    await expectError(400, 'POST', '/recipes', {
      token: cook.idToken,
      raw: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect((await counter(cook, 'createRecipe').get()).get('count')).toBe(max - 1);
    await createRecipe(cook);
    expect((await counter(cook, 'createRecipe').get()).get('count')).toBe(max);
    await expectError(429, 'POST', '/recipes', { token: cook.idToken, json: recipeBody() });
  });

  it('starts a new window once the old one has passed', async () => {
    const cook = await createUser();
    const { max, windowSeconds } = RATE_LIMITS.createRecipe;
    await fillCounter(cook, 'createRecipe', max, windowSeconds + 1);
    await createRecipe(cook);
    expect((await counter(cook, 'createRecipe').get()).get('count')).toBe(1);
  });

  it('asks for a valid token (401) before anything is counted', async () => {
    await expectError(401, 'POST', '/recipes', { json: recipeBody() });
    await expectError(401, 'PATCH', `/recipes/details/${recipeId}`, { token: 'not-a-token' });
  });
});
