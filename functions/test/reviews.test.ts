// Reviews over HTTP: one per cook and recipe, written and deleted in the
// transaction that moves the recipe's ratingCount, ratingSum and starCounts, so the
// counters stay exact under concurrency and when a recipe is deleted meanwhile;
// paged newest first; never a uid or an e-mail in an answer.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, REVIEWS_LIMIT } from '@recipe-book/schema/constants';
import { recipePath, REVIEWS, reviewPath } from '@recipe-book/schema/paths';
import { noStarCounts, starCountsOf } from '@recipe-book/schema/rating';
import { REVIEW_DOC_FIELDS } from '@recipe-book/schema/review';
import { call, expectError } from './support/api';
import { RUN_ID } from './support/env';
import { db, eventually } from './support/firestore';
import { inParallel } from './support/pool';
import { createRecipe, deleteCreatedRecipes, getRecipe } from './support/recipes';
import { deleteReview, listReviews, myReviewPath, putReview, reviewsPath, type ReviewJson } from './support/reviews';
import { createUser, createUsers, deleteCreatedUsers, setDisplayName, type TestUser } from './support/users';
// After the support modules, which point the function's own Firestore client at the emulator.
import { deleteReview as deleteReviewDirectly, saveReview } from '../src/recipes/reviews/write-review';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT_MS = 60_000;

let author: TestUser;
let cook: TestUser;
let other: TestUser;

beforeAll(async () => {
  [author, cook, other] = await Promise.all([
    createUser({ displayName: 'Recipe Author' }),
    createUser({ displayName: 'Rita Reviewer' }),
    createUser({ displayName: 'Otto Other' }),
  ]);
});

afterAll(async () => {
  // The delete trigger takes each recipe's reviews along.
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/** The recipe's rating counters as stored. */
async function storedRating(id: string) {
  const recipe = (await db.doc(recipePath(id)).get()).data();
  return { ratingCount: recipe?.ratingCount as unknown, ratingSum: recipe?.ratingSum as unknown };
}

/** The recipe's rating fields as stored, and as a full count of its reviews says they should be. */
async function ratingTotals(id: string) {
  const [recipe, reviews] = await Promise.all([
    db.doc(recipePath(id)).get(),
    db.collection(`${recipePath(id)}/${REVIEWS}`).get(),
  ]);
  const ratings = reviews.docs.map((review) => ({ rating: review.get('rating') as number }));
  return {
    stored: {
      ratingCount: recipe.get('ratingCount') as unknown,
      ratingSum: recipe.get('ratingSum') as unknown,
      starCounts: recipe.get('starCounts') as unknown,
    },
    counted: {
      ratingCount: ratings.length,
      ratingSum: ratings.reduce((sum, { rating }) => sum + rating, 0),
      starCounts: starCountsOf(ratings),
    },
  };
}

/** The stored rating fields equal a full count of the reviews; returns the star counts. */
async function expectTotalsOfReviews(id: string) {
  const { stored, counted } = await ratingTotals(id);
  expect(stored).toEqual(counted);
  return counted.starCounts;
}

const reviewCount = async (id: string) =>
  (
    await db
      .collection(`${recipePath(id)}/${REVIEWS}`)
      .count()
      .get()
  ).data().count;

/**
 * A review that, answered 503 (the database slow to answer, as on a busy
 * emulator), is sent again after Retry-After as the API asks clients to; a PUT
 * replaces, so a retry never counts twice.
 */
async function putReviewAsClientsDo(id: string, user: TestUser, json: unknown, attempts = 3) {
  const result = await putReview(id, user, json);
  if (result.status !== 503 || attempts <= 1) return result;
  await new Promise((resolve) => setTimeout(resolve, Number(result.headers.get('retry-after') ?? 1) * 1000));
  return putReviewAsClientsDo(id, user, json, attempts - 1);
}

describe('PUT /recipes/{id}/reviews/me', () => {
  it('creates (201), replaces (200) keeping createdAt, and moves the counters by exactly the stars', async () => {
    const id = await createRecipe(author);
    const recipeBefore = await getRecipe(id);

    const first = await putReview(id, cook, { rating: 4, text: '  Used half the chilli.\nStill lovely.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      review: {
        displayName: 'Rita Reviewer',
        rating: 4,
        text: 'Used half the chilli.\nStill lovely.',
        createdAt: expect.stringMatching(ISO_TIME),
        updatedAt: first.body.review.createdAt,
        mine: true,
      },
      ratingCount: 1,
      ratingAverage: 4,
    });
    const stored = (await db.doc(reviewPath(id, cook.uid)).get()).data() ?? {};
    expect(Object.keys(stored).sort()).toEqual([...REVIEW_DOC_FIELDS].sort());
    expect(stored).toMatchObject({
      rating: 4,
      text: 'Used half the chilli.\nStill lovely.',
      displayName: 'Rita Reviewer',
    });
    expect(await storedRating(id)).toEqual({ ratingCount: 1, ratingSum: 4 });
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '4': 1 });

    const replaced = await putReview(id, cook, { rating: 2, text: '' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.review).toMatchObject({ rating: 2, text: '', createdAt: first.body.review.createdAt });
    expect(Date.parse(replaced.body.review.updatedAt)).toBeGreaterThan(Date.parse(first.body.review.createdAt));
    expect(replaced.body).toMatchObject({ ratingCount: 1, ratingAverage: 2 });
    expect(await storedRating(id)).toEqual({ ratingCount: 1, ratingSum: 2 });
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '2': 1 });

    const same = await putReview(id, cook, { rating: 2, text: 'Same stars, new words' });
    expect(same.status).toBe(200);
    expect(await storedRating(id)).toEqual({ ratingCount: 1, ratingSum: 2 });
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '2': 1 });

    const second = await putReview(id, other, { rating: 5, text: 'Perfect' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ ratingCount: 2, ratingAverage: 3.5 });
    expect(await storedRating(id)).toEqual({ ratingCount: 2, ratingSum: 7 });
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '2': 1, '5': 1 });

    // A review is not an edit of the recipe.
    expect((await getRecipe(id)).updatedAt).toBe(recipeBefore.updatedAt);
  });

  it('moves the star counts from 3 to 5 stars on an edit, and back on a delete', async () => {
    const id = await createRecipe(author);
    expect(await expectTotalsOfReviews(id)).toEqual(noStarCounts());
    expect((await putReview(id, cook, { rating: 3, text: '' })).status).toBe(201);
    expect((await putReview(id, other, { rating: 3, text: '' })).status).toBe(201);
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '3': 2 });
    expect((await putReview(id, cook, { rating: 5, text: 'Better the next day' })).status).toBe(200);
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '3': 1, '5': 1 });
    expect((await deleteReview(id, cook)).status).toBe(200);
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '3': 1 });
    expect((await deleteReview(id, other)).status).toBe(200);
    expect(await expectTotalsOfReviews(id)).toEqual(noStarCounts());
  });

  it("stores the reviewer's public name from the account: current, never an e-mail", async () => {
    const id = await createRecipe(author);
    const lateNamed = await createUser({ displayName: null });
    await setDisplayName(lateNamed, 'Late Named Reviewer');
    const emailNamed = await createUser({ displayName: 'reviewer@example.org' });
    const nameless = await createUser({ displayName: null });

    // lateNamed.idToken was minted before the name was set.
    expect((await putReview(id, lateNamed, { rating: 3, text: '' })).body.review.displayName).toBe(
      'Late Named Reviewer',
    );
    for (const user of [emailNamed, nameless]) {
      expect((await putReview(id, user, { rating: 3, text: '' })).body.review.displayName).toBe('Anonymous cook');
    }
  });

  it("refuses the recipe's author (403), callers without a valid token (401) and unknown recipes (404)", async () => {
    const id = await createRecipe(author);
    const review = { rating: 5, text: 'My own, of course' };

    const own = await expectError(403, 'PUT', myReviewPath(id), { token: author.idToken, json: review });
    expect(own.code).toBe('forbidden');
    expect(own.message).toMatch(/own recipe/);
    await expectError(401, 'PUT', myReviewPath(id), { json: review });
    await expectError(401, 'PUT', myReviewPath(id), { token: 'not-a-token', json: review });
    await expectError(401, 'DELETE', myReviewPath(id));
    for (const [method, path] of [
      ['PUT', myReviewPath('no-such-recipe')],
      ['DELETE', myReviewPath('no-such-recipe')],
      ['GET', reviewsPath('no-such-recipe')],
      ['PUT', myReviewPath('__reserved__')],
    ] as const) {
      const error = await expectError(404, method, path, {
        token: cook.idToken,
        json: method === 'PUT' ? review : undefined,
      });
      expect(error.code, `${method} ${path}`).toBe('recipe-not-found');
    }

    expect(await reviewCount(id)).toBe(0);
    expect(await storedRating(id)).toEqual({ ratingCount: 0, ratingSum: 0 });
    expect((await db.doc(recipePath('no-such-recipe')).get()).exists).toBe(false);
  });

  it('answers 400 naming the field for every kind of bad input, and stores nothing', async () => {
    const id = await createRecipe(author);
    const cases: [unknown, RegExp][] = [
      [{ rating: 0, text: '' }, /^rating: .*at least 1/],
      [{ rating: 6, text: '' }, /^rating: .*at most 5/],
      [{ rating: 4.5, text: '' }, /^rating: .*whole number/],
      [{ rating: '4', text: '' }, /^rating: /],
      [{ rating: null, text: '' }, /^rating: /],
      [{ text: 'Where are the stars?' }, /^rating: /],
      [{ rating: 3 }, /^text: /],
      [{ rating: 3, text: 42 }, /^text: /],
      [{ rating: 3, text: 'x'.repeat(REVIEW_LIMITS.text.max + 1) }, /^text: .*at most 2000/],
      [{ rating: 3, text: '', stars: 3 }, /^Unknown field: stars/],
      [{ rating: 3, text: '', displayName: 'Someone Else' }, /^Unknown field: displayName/],
      [[3, 'text'], /^body: /],
    ];
    for (const [json, message] of cases) {
      const error = await expectError(400, 'PUT', myReviewPath(id), { token: cook.idToken, json });
      expect(error.code, JSON.stringify(json)).toBe('invalid-field');
      expect(error.message, JSON.stringify(json)).toMatch(message);
    }
    const malformed = await expectError(400, 'PUT', myReviewPath(id), {
      token: cook.idToken,
      raw: '{"rating": 4,',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.code).toBe('malformed-json');
    expect((await expectError(400, 'PUT', myReviewPath(id), { token: cook.idToken })).code).toBe('missing-body');

    expect(await reviewCount(id)).toBe(0);
    expect(await storedRating(id)).toEqual({ ratingCount: 0, ratingSum: 0 });

    // The longest text, measured after trimming, is accepted.
    const longest = ` ${'x'.repeat(REVIEW_LIMITS.text.max)} `;
    expect((await putReview(id, cook, { rating: 3, text: longest })).status).toBe(201);
  });
});

describe('DELETE /recipes/{id}/reviews/me', () => {
  it("deletes the caller's review once, moving the counters back, then finds none (idempotent)", async () => {
    const id = await createRecipe(author);
    await putReview(id, cook, { rating: 4, text: '' });
    await putReview(id, other, { rating: 5, text: '' });
    expect(await storedRating(id)).toEqual({ ratingCount: 2, ratingSum: 9 });

    const first = await deleteReview(id, cook);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ deletedCount: 1, ratingCount: 1, ratingAverage: 5 });
    expect((await db.doc(reviewPath(id, cook.uid)).get()).exists).toBe(false);
    expect(await storedRating(id)).toEqual({ ratingCount: 1, ratingSum: 5 });
    expect(await expectTotalsOfReviews(id)).toEqual({ ...noStarCounts(), '5': 1 });

    const again = await deleteReview(id, cook);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ deletedCount: 0, ratingCount: 1, ratingAverage: 5 });
    expect(await storedRating(id)).toEqual({ ratingCount: 1, ratingSum: 5 });

    expect((await deleteReview(id, other)).body).toEqual({ deletedCount: 1, ratingCount: 0, ratingAverage: null });
    expect((await deleteReview(id, author)).body).toEqual({ deletedCount: 0, ratingCount: 0, ratingAverage: null });
    expect(await storedRating(id)).toEqual({ ratingCount: 0, ratingSum: 0 });
    expect(await reviewCount(id)).toBe(0);
    expect(await expectTotalsOfReviews(id)).toEqual(noStarCounts());
  });
});

/**
 * Stores `count` reviews straight through the Admin SDK (quicker than the API
 * for dozens, and under its per-account limits), three at a time sharing a
 * createdAt to exercise the tie-break, with the counters moved to match.
 * Returns their texts in the list's order: newest first, equal times by id descending.
 */
async function storeReviews(recipeId: string, count: number): Promise<string[]> {
  const base = Date.now() - 3_600_000;
  const reviews = Array.from({ length: count }, (_, index) => ({
    id: `stored-${RUN_ID}-${String(index).padStart(2, '0')}`,
    createdAt: Timestamp.fromMillis(base + Math.floor(index / 3) * 1000),
    rating: (index % 5) + 1,
  }));
  const batch = db.batch();
  for (const { id, createdAt, rating } of reviews) {
    batch.create(db.doc(reviewPath(recipeId, id)), {
      rating,
      text: `Review ${id}`,
      displayName: 'Stored Cook',
      createdAt,
      updatedAt: createdAt,
    });
  }
  batch.update(db.doc(recipePath(recipeId)), {
    ratingCount: FieldValue.increment(count),
    ratingSum: FieldValue.increment(reviews.reduce((sum, review) => sum + review.rating, 0)),
  });
  await batch.commit();
  return reviews
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis() || (a.id < b.id ? 1 : -1))
    .map((review) => `Review ${review.id}`);
}

/** `<url>; rel="next"` → url. */
function nextLink(header: string | null): string | undefined {
  if (header === null) return undefined;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(header);
  expect(match, header).not.toBeNull();
  return match?.[1];
}

/** Follows the Link header from the first page to the last; returns the pages. */
async function walkReviewPages(recipeId: string, query: string): Promise<ReviewJson[][]> {
  const pages: ReviewJson[][] = [];
  let result = await listReviews(recipeId, query);
  for (;;) {
    expect(result.status).toBe(200);
    pages.push(result.body);
    const cursor = result.headers.get('x-next-cursor');
    const next = nextLink(result.headers.get('link'));
    // Both headers or neither, and the link carries that very cursor and keeps the other parameters.
    expect(next === undefined).toBe(cursor === null);
    if (!next) return pages;
    expect(new URL(next).searchParams.get('cursor')).toBe(cursor);
    expect(new URL(next).pathname.endsWith(reviewsPath(recipeId))).toBe(true);
    expect(pages.length).toBeLessThan(60);
    const response = await fetch(next);
    result = { status: response.status, headers: response.headers, body: (await response.json()) as ReviewJson[] };
  }
}

describe('GET /recipes/{id}/reviews', () => {
  let pagedRecipe: string;
  let expectedTexts: string[];

  beforeAll(async () => {
    pagedRecipe = await createRecipe(author);
    expectedTexts = await storeReviews(pagedRecipe, REVIEWS_LIMIT.max + 1);
  });

  it('pages newest first, equal times by id, with Link and X-Next-Cursor, neither repeating nor skipping', async () => {
    const pages = await walkReviewPages(pagedRecipe, 'limit=7');
    expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 2]);
    expect(pages.flat().map((review) => review.text)).toEqual(expectedTexts);
  });

  it('keeps to the default and maximum limit, and answers 400 outside them', async () => {
    const byDefault = await listReviews(pagedRecipe);
    expect(byDefault.body).toHaveLength(REVIEWS_LIMIT.default);
    expect(byDefault.headers.get('x-next-cursor')).toBeTruthy();
    const widest = await listReviews(pagedRecipe, `limit=${REVIEWS_LIMIT.max}`);
    expect(widest.body).toHaveLength(REVIEWS_LIMIT.max);
    const cursor = widest.headers.get('x-next-cursor') ?? '';
    const rest = await listReviews(pagedRecipe, `limit=${REVIEWS_LIMIT.max}&cursor=${encodeURIComponent(cursor)}`);
    expect(rest.body.map((review) => review.text)).toEqual(expectedTexts.slice(REVIEWS_LIMIT.max));
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    expect(rest.headers.get('link')).toBeNull();

    for (const limit of ['0', `${REVIEWS_LIMIT.max + 1}`, 'ten', '2.5']) {
      const error = await expectError(400, 'GET', `${reviewsPath(pagedRecipe)}?limit=${limit}`);
      expect(error.code).toBe('invalid-parameter');
      expect(error.message, limit).toMatch(/^limit: /);
    }
  });

  it("refuses a cursor that is not this recipe's: altered, another recipe's, or a recipe list's", async () => {
    const cursor = (await listReviews(pagedRecipe, 'limit=2')).headers.get('x-next-cursor') ?? '';
    expect(cursor).not.toBe('');
    const otherRecipe = await createRecipe(author);
    const listCursor = (await call('GET', '/recipes?limit=1')).headers.get('x-next-cursor') ?? '';
    for (const [recipeId, foreign] of [
      [otherRecipe, cursor],
      [pagedRecipe, listCursor],
      [pagedRecipe, `${cursor}x`],
      [pagedRecipe, 'not-a-cursor'],
    ] as const) {
      const error = await expectError(400, 'GET', `${reviewsPath(recipeId)}?cursor=${encodeURIComponent(foreign)}`);
      expect(error.message).toMatch(/^cursor: /);
    }
  });

  it('shows no uid and no e-mail, and an empty list for a recipe without reviews', async () => {
    const id = await createRecipe(author);
    const empty = await listReviews(id);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('x-next-cursor')).toBeNull();

    await putReview(id, cook, { rating: 5, text: 'Lovely' });
    await putReview(id, other, { rating: 3, text: 'Fine' });
    const list = await listReviews(id);
    expect(list.body.map((review) => Object.keys(review).sort())).toEqual(
      list.body.map(() => ['createdAt', 'displayName', 'rating', 'text', 'updatedAt']),
    );
    const text = JSON.stringify(list.body);
    for (const user of [author, cook, other]) expect(text).not.toContain(user.uid);
    // The e-mails are checked on every answer by call() (support/api.ts).
  });

  it("marks the caller's own review `mine`, and then the answer is never cached", async () => {
    const id = await createRecipe(author);
    await putReview(id, cook, { rating: 4, text: 'Mine' });
    await putReview(id, other, { rating: 2, text: 'Theirs' });

    const anonymous = await listReviews(id);
    expect(anonymous.body.some((review) => 'mine' in review)).toBe(false);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    expect(anonymous.headers.get('vary')).toMatch(/Authorization/i);

    const asCook = await listReviews(id, '', cook);
    expect(asCook.body.filter((review) => review.mine).map((review) => review.text)).toEqual(['Mine']);
    expect(asCook.body.find((review) => review.text === 'Theirs')).not.toHaveProperty('mine');
    expect(asCook.headers.get('cache-control')).toBe('private, no-store');

    const asAuthor = await listReviews(id, '', author);
    expect(asAuthor.body.some((review) => 'mine' in review)).toBe(false);
    expect(asAuthor.headers.get('cache-control')).toBe('private, no-store');

    // A token, when sent, must be valid.
    await expectError(401, 'GET', reviewsPath(id), { token: 'not-a-token' });
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const id = await createRecipe(author);
    const get = await call('GET', myReviewPath(id), { token: cook.idToken });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('PUT, DELETE, OPTIONS');
    const post = await call('POST', reviewsPath(id), { token: cook.idToken, json: { rating: 3, text: '' } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('concurrent reviews', () => {
  it(
    '25 cooks reviewing one recipe over HTTP end at ratingCount 25 and the exact sum',
    { timeout: 180_000 },
    async () => {
      const id = await createRecipe(author);
      const users = await createUsers(25);
      const ratings = users.map((_, index) => (index % REVIEW_LIMITS.rating.max) + 1);

      // As many at once as the Functions emulator can take from a cold start (support/pool.ts).
      const results = await inParallel(
        users.map((user, index) => ({ user, rating: ratings[index] ?? 1 })),
        ({ user, rating }) => putReviewAsClientsDo(id, user, { rating, text: `Rated ${rating}` }),
      );

      // 201 each; 200 only for a retry whose first attempt had landed.
      for (const result of results) expect([200, 201]).toContain(result.status);
      const sum = ratings.reduce((total, rating) => total + rating, 0);
      expect(await storedRating(id)).toEqual({ ratingCount: 25, ratingSum: sum });
      expect(await reviewCount(id)).toBe(25);
      expect(await expectTotalsOfReviews(id)).toEqual({ '1': 5, '2': 5, '3': 5, '4': 5, '5': 5 });
      const recipe = await getRecipe(id);
      expect(recipe.ratingCount).toBe(25);
      expect(recipe.ratingAverage).toBeCloseTo(sum / 25, 10);
    },
  );

  // The emulator cannot hold 25 HTTP requests in flight from a cold start (see
  // support/pool.ts), so the transactions themselves also run all at once:
  // 25 creations, then replacements and deletions mixed.
  it('25 simultaneous review transactions, then replacements and deletions at once, stay exact', async () => {
    const id = await createRecipe(author);
    const reviewers = Array.from({ length: 25 }, (_, index) => ({
      uid: `concurrent-review-${RUN_ID}-${index}`,
      email: undefined,
      displayName: `Cook ${index}`,
      rating: (index % 5) + 1,
    }));

    const created = await Promise.all(
      reviewers.map((reviewer) => saveReview(id, reviewer, { rating: reviewer.rating, text: '' })),
    );
    expect(created).toEqual(reviewers.map(() => true));
    const sum = reviewers.reduce((total, reviewer) => total + reviewer.rating, 0);
    expect(await storedRating(id)).toEqual({ ratingCount: 25, ratingSum: sum });
    expect(await expectTotalsOfReviews(id)).toEqual({ '1': 5, '2': 5, '3': 5, '4': 5, '5': 5 });

    // The first ten give 5 stars instead; the last five take theirs back.
    const replaced = reviewers.slice(0, 10);
    const deleted = reviewers.slice(20);
    await Promise.all([
      ...replaced.map((reviewer) => saveReview(id, reviewer, { rating: 5, text: 'Changed my mind' })),
      ...deleted.map((reviewer) => deleteReviewDirectly(id, reviewer.uid)),
    ]);
    const kept = reviewers.slice(10, 20);
    const expectedSum = replaced.length * 5 + kept.reduce((total, reviewer) => total + reviewer.rating, 0);
    expect(await storedRating(id)).toEqual({ ratingCount: 20, ratingSum: expectedSum });
    expect(await reviewCount(id)).toBe(20);
    // Ten moved to 5 stars, the last five (one of each) gone.
    expect(await expectTotalsOfReviews(id)).toEqual({ '1': 2, '2': 2, '3': 2, '4': 2, '5': 12 });
  });
});

describe('a review racing the deletion of its recipe', () => {
  it('leaves no review and no counter behind, whoever wins, and fails only with 404', { timeout: 90_000 }, async () => {
    const id = await createRecipe(author);
    const reviewers = await createUsers(4);

    const [deleted, ...reviews] = await Promise.all([
      call('DELETE', `/recipes/${id}`, { token: author.idToken }),
      ...reviewers.map((user) => putReview(id, user, { rating: 4, text: 'Racing' })),
    ]);

    expect(deleted.status).toBe(200);
    // A review either landed before the delete (the cascade then removes it) or found no recipe.
    for (const result of reviews) expect([201, 404]).toContain(result.status);
    expect((await db.doc(recipePath(id)).get()).exists).toBe(false);
    await eventually(async () => expect(await reviewCount(id)).toBe(0), TRIGGER_WAIT_MS);

    // Late calls find no recipe, and cannot bring it back as bare counters.
    expect((await putReview(id, cook, { rating: 4, text: '' })).status).toBe(404);
    expect((await deleteReview(id, cook)).status).toBe(404);
    expect((await listReviews(id)).status).toBe(404);
    expect((await db.doc(recipePath(id)).get()).exists).toBe(false);
    expect(await reviewCount(id)).toBe(0);
  });
});
