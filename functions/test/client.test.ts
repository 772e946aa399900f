// The typed client of clients/typescript, generated from GET /openapi.json,
// against the API in the emulator: what a script written with it would do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipeBookClient, nextCursor, type RecipeBookClient } from '@recipe-book/client';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { API_BASE_URL } from './support/env';
import { db } from './support/firestore';
import { sampleRecipeInput } from '../../schema/test/support/sample-recipe';
import { deleteCreatedRecipes, rememberRecipe, uniqueWord } from './support/recipes';
import { deleteHouseholdsOf } from './support/household';
import { deletePlansOf } from './support/meal-plan';
import { createUsers, deleteCreatedUsers, type TestUser } from './support/users';

const word = uniqueWord('client');
const reader = createRecipeBookClient({ baseUrl: API_BASE_URL });
const signedIn = (user: TestUser) => createRecipeBookClient({ baseUrl: API_BASE_URL, token: user.idToken });

let author: RecipeBookClient;
let cook: RecipeBookClient;
const users: TestUser[] = [];
const created: string[] = [];

beforeAll(async () => {
  const [authorUser, cookUser] = await createUsers(2);
  users.push(authorUser as TestUser, cookUser as TestUser);
  author = signedIn(authorUser as TestUser);
  cook = signedIn(cookUser as TestUser);
});

afterAll(async () => {
  await deleteHouseholdsOf(users);
  await deletePlansOf(users);
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

describe('the typed client and a cook profile', () => {
  it("reads a cook's profile and their public recipes, and answers a typed 404 for an unknown cook", async () => {
    const uid = users[0]?.uid ?? '';
    // What the web app writes at registration; the API reads it.
    await db
      .doc(cookProfilePath(uid))
      .set({ displayName: 'Typed Cook', photoURL: '', bio: '', memberSince: new Date() });
    try {
      const profile = await reader.GET('/cooks/{cookUid}', { params: { path: { cookUid: uid } } });
      expect(profile.data).toMatchObject({ uid, displayName: 'Typed Cook', bio: '' });
      const first = await reader.GET('/cooks/{cookUid}/recipes', {
        params: { path: { cookUid: uid }, query: { limit: 2 } },
      });
      expect(first.data).toHaveLength(2);
      const cursor = nextCursor(first.response);
      expect(cursor).toBeDefined();
      const next = await reader.GET('/cooks/{cookUid}/recipes', {
        params: { path: { cookUid: uid }, query: { limit: 2, cursor } },
      });
      expect(next.data?.every((recipe) => recipe.ownerUid === uid)).toBe(true);
      const missing = await reader.GET('/cooks/{cookUid}', { params: { path: { cookUid: 'no-such-cook' } } });
      expect(missing.response.status).toBe(404);
      expect(missing.error?.error.code).toBe('cook-not-found');
    } finally {
      await db.doc(cookProfilePath(uid)).delete();
    }
  });
});

describe('the typed client and the meal plan', () => {
  it('plans, moves and lists meals, shops for them, and reads the calendar feed as text', async () => {
    const recipe = created[0] ?? '';
    const planned = await cook.POST('/mealplan', { body: { date: '2026-11-23', meal: 'dinner', recipeId: recipe } });
    expect(planned.response.status, JSON.stringify(planned.error)).toBe(201);
    expect(planned.data).toMatchObject({ recipeId: recipe, servings: 2, recipeRemoved: false });
    const id = planned.data?.id ?? '';

    const moved = await cook.PATCH('/mealplan/{entryId}', {
      params: { path: { entryId: id } },
      body: { date: '2026-11-24', servings: 4 },
    });
    expect(moved.data).toMatchObject({ date: '2026-11-24', servings: 4 });
    const week = await cook.GET('/mealplan', { params: { query: { from: '2026-11-23', to: '2026-11-29' } } });
    expect(week.data?.map((entry) => entry.id)).toEqual([id]);

    const shopped = await cook.POST('/mealplan/shopping-list', { body: { ids: [id] } });
    expect(shopped.data).toEqual({ added: 2, skipped: [] });

    const link = await cook.POST('/mealplan/feed-key');
    expect(link.response.status).toBe(201);
    const feed = await reader.GET('/mealplan.ics', {
      params: { query: { key: link.data?.key ?? '' } },
      parseAs: 'text',
    });
    expect(feed.response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.data).toContain('SUMMARY:Dinner: Typed');

    const removed = await cook.DELETE('/mealplan/{entryId}', { params: { path: { entryId: id } } });
    expect(removed.data).toEqual({ deletedCount: 1 });
    const missing = await cook.PATCH('/mealplan/{entryId}', { params: { path: { entryId: id } }, body: { note: 'x' } });
    expect(missing.error?.error.code).toBe('meal-plan-entry-not-found');
  });
});

describe('the typed client, a household and its shopping list', () => {
  it('creates a household, invites, joins, shares the list, and leaves', async () => {
    const [ownerUser, joinerUser] = await createUsers(2);
    users.push(ownerUser as TestUser, joinerUser as TestUser);
    const owner = signedIn(ownerUser as TestUser);
    const joiner = signedIn(joinerUser as TestUser);

    const none = await owner.GET('/household');
    expect(none.error?.error.code).toBe('household-not-found');
    const made = await owner.POST('/household', { body: { name: 'Typed Kitchen' } });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const link = await owner.POST('/household/invites');
    expect(link.data?.usesLeft).toBe(10);
    const joined = await joiner.POST('/household/join', { body: { code: link.data?.code ?? '' } });
    expect(joined.data?.members).toHaveLength(2);

    const added = await joiner.POST('/shopping-list', { body: { text: '2 limes' } });
    expect(added.response.status).toBe(201);
    const itemId = added.data?.id ?? '';
    const ticked = await owner.PATCH('/shopping-list/{itemId}', {
      params: { path: { itemId } },
      body: { checked: true },
    });
    expect(ticked.data?.checked).toBe(true);
    const list = await owner.GET('/shopping-list');
    expect(list.data?.map((item) => item.text)).toEqual(['2 limes']);

    const handed = await owner.PATCH('/household', { body: { ownerUid: joinerUser?.uid ?? '' } });
    expect(handed.data?.members.find((member) => member.isOwner)?.uid).toBe(joinerUser?.uid);
    const left = await owner.DELETE('/household/members/{uid}', { params: { path: { uid: 'me' } } });
    expect(left.data).toEqual({ householdDeleted: false });
    const removed = await joiner.DELETE('/shopping-list/{itemId}', { params: { path: { itemId } } });
    expect(removed.data).toEqual({ deletedCount: 1 });
    // The link went with the member who made it: revoking it again changes nothing.
    const revoked = await joiner.DELETE('/household/invites/{code}', {
      params: { path: { code: link.data?.code ?? '' } },
    });
    expect(revoked.data).toEqual({ revoked: false });
  });
});
