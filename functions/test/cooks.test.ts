// A cook's public profile through the REST API and the page function
// (docs/rest-api.md#cooks): GET /cooks/{uid} answers the profile and the kept
// totals of the cook's public recipes (recipes, likes received, average
// rating), never an e-mail; GET /cooks/{uid}/recipes pages their public
// recipes newest first, like GET /recipes; unlisted and private recipes are in
// neither; an unknown cook is a 404 (JSON from the API, the 404 page from the site).
import { cookProfilePath, FALLBACK_DISPLAY_NAME } from '@recipe-book/schema/cook-profile';
import { RECIPES } from '@recipe-book/schema/paths';
import { NEW_RECIPE_COUNTERS } from '@recipe-book/schema/recipe';
import { searchTokens } from '@recipe-book/schema/search';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { SITE_ORIGIN } from './support/env';
import { db } from './support/firestore';
import {
  createRecipe,
  deleteCreatedRecipes,
  recipeBody,
  rememberRecipe,
  uniqueWord,
  type RecipeJson,
} from './support/recipes';
import { putReview } from './support/reviews';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

const WORD = uniqueWord('zqcook');
// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT = { timeout: 60_000, interval: 500 };

interface CookJson {
  uid: string;
  displayName: string;
  photoURL: string;
  bio: string;
  memberSince: string;
  recipeCount: number;
  likesReceived: number;
  ratingAverage: number | null;
}

let cook: TestUser;
let fans: TestUser[];
const ids = { older: '', newer: '', byLink: '', draft: '' };
const MEMBER_SINCE = new Date('2025-06-01T08:00:00.000Z');

const getCook = (uid: string) => call<CookJson>('GET', `/cooks/${uid}`);
const like = (id: string, fan: TestUser) => call('PATCH', `/recipes/details/${id}`, { token: fan.idToken });
const review = (id: string, fan: TestUser, rating: number) => putReview(id, fan, { rating, text: '' });
const totalsOf = async (uid: string) => {
  const { recipeCount, likesReceived, ratingAverage } = (await getCook(uid)).body;
  return { recipeCount, likesReceived, ratingAverage };
};

beforeAll(async () => {
  [cook, ...fans] = await Promise.all([createUser({ displayName: 'Ada Cook' }), createUser(), createUser()]);
  // What the web app writes at registration (save-cook-profile.ts); the API only reads it.
  await db.doc(cookProfilePath(cook.uid)).set({
    displayName: 'Ada Cook',
    photoURL: '/images/avatar-placeholder.webp',
    bio: 'Soups, mostly.\nBread on Sundays.',
    memberSince: Timestamp.fromDate(MEMBER_SINCE),
  });
  ids.older = await createRecipe(cook, { title: `${WORD} Older` });
  ids.newer = await createRecipe(cook, { title: `${WORD} Newer` });
  ids.byLink = await createRecipe(cook, { title: `${WORD} By Link`, visibility: 'unlisted' });
  ids.draft = await createRecipe(cook, { title: `${WORD} Draft`, visibility: 'private' });
  const [first, second] = fans as [TestUser, TestUser];
  // Received by the public recipes: 3 likes, reviews of 5 and 3 stars.
  for (const response of await Promise.all([
    like(ids.older, first),
    like(ids.older, second),
    like(ids.newer, first),
    review(ids.older, first, 5),
    review(ids.older, second, 3),
    // The unlisted one's like and 1-star review count nowhere on the profile.
    like(ids.byLink, first),
    review(ids.byLink, second, 1),
  ])) {
    // A like answers 200, a first review 201.
    expect([200, 201]).toContain(response.status);
  }
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await db.doc(cookProfilePath(cook.uid)).delete();
  await deleteCreatedUsers();
});

describe('GET /cooks/{uid}', () => {
  it('answers the profile, and the totals of the public recipes once the trigger has counted the likes and reviews', async () => {
    await expect
      .poll(() => totalsOf(cook.uid), TRIGGER_WAIT)
      .toEqual({ recipeCount: 2, likesReceived: 3, ratingAverage: 4 });
    const { status, body } = await getCook(cook.uid);
    expect(status).toBe(200);
    expect(body).toEqual({
      uid: cook.uid,
      displayName: 'Ada Cook',
      photoURL: `${SITE_ORIGIN}/images/avatar-placeholder.webp`,
      bio: 'Soups, mostly.\nBread on Sundays.',
      memberSince: MEMBER_SINCE.toISOString(),
      recipeCount: 2,
      likesReceived: 3,
      ratingAverage: 4,
    });
    // call() checks every answer holds no e-mail address; the profile has no field that could.
    expect(Object.keys(body)).not.toContain('email');
  });

  it('a cook without a public recipe has a profile with nothing received', async () => {
    const newcomer = await createUser({ displayName: 'New Cook' });
    await db.doc(cookProfilePath(newcomer.uid)).set({
      displayName: 'New Cook',
      photoURL: '',
      bio: '',
      memberSince: Timestamp.now(),
    });
    try {
      expect((await getCook(newcomer.uid)).body).toMatchObject({
        photoURL: '',
        recipeCount: 0,
        likesReceived: 0,
        ratingAverage: null,
      });
      expect((await call<RecipeJson[]>('GET', `/cooks/${newcomer.uid}/recipes`)).body).toEqual([]);
    } finally {
      await db.doc(cookProfilePath(newcomer.uid)).delete();
    }
  });

  it.each([['no-such-cook'], ['__reserved__']])('an unknown cook (%s) → 404 cook-not-found', async (uid) => {
    const error = await expectError(404, 'GET', `/cooks/${uid}`);
    expect(error.code).toBe('cook-not-found');
    expect((await expectError(404, 'GET', `/cooks/${uid}/recipes`)).code).toBe('cook-not-found');
  });
});

describe('GET /cooks/{uid}/recipes', () => {
  it('lists the public recipes only, newest first, a page at a time like GET /recipes', async () => {
    const first = await call<RecipeJson[]>('GET', `/cooks/${cook.uid}/recipes?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.map((recipe) => recipe.title)).toEqual([`${WORD} Newer`]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    expect(first.headers.get('link')).toContain(`/cooks/${cook.uid}/recipes?limit=1&cursor=`);
    const second = await call<RecipeJson[]>(
      'GET',
      `/cooks/${cook.uid}/recipes?limit=1&cursor=${encodeURIComponent(cursor ?? '')}`,
    );
    expect(second.body.map((recipe) => recipe.title)).toEqual([`${WORD} Older`]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it("refuses another list's cursor and a limit out of range (400 naming the parameter)", async () => {
    const everyone = await call<RecipeJson[]>('GET', '/recipes?limit=1');
    const foreign = everyone.headers.get('x-next-cursor') ?? '';
    const cursorError = await expectError(
      400,
      'GET',
      `/cooks/${cook.uid}/recipes?cursor=${encodeURIComponent(foreign)}`,
    );
    expect(cursorError.message).toMatch(/cursor/);
    expect((await expectError(400, 'GET', `/cooks/${cook.uid}/recipes?limit=0`)).message).toMatch(/limit/);
  });
});

describe('the profile page', () => {
  it('is rendered on the server with its ProfilePage JSON-LD; an unknown cook is the 404 page', async () => {
    const page = await fetch(`${SITE_ORIGIN}/cooks/${cook.uid}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toContain('Soups, mostly.');
    expect(html).toContain(`${WORD} Newer`);
    expect(html).not.toContain(`${WORD} Draft`);
    expect(html).not.toContain(`${WORD} By Link`);
    expect(html).not.toMatch(/api-test-[\w-]+@example\.com/);
    expect((await fetch(`${SITE_ORIGIN}/cooks/no-such-cook`)).status).toBe(404);
  });

  it("lists the cook's public collections, most recently changed first, never an unlisted or private one", async () => {
    const made: string[] = [];
    const create = async (name: string, visibility: string, recipeIds: string[] = []) => {
      const result = await call<{ id: string }>('POST', '/collections', {
        token: cook.idToken,
        json: { name: `${WORD} ${name}`, visibility, recipeIds },
      });
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      made.push(result.body.id);
      return result.body.id;
    };
    try {
      // Its cover: the pictures of its first recipes that anyone may read (not the private one).
      const soups = await create('Soup Shelf', 'public', [ids.draft, ids.newer]);
      await create('Link Shelf', 'unlisted', [ids.newer]);
      await create('Secret Shelf', 'private');
      await create('Bread Shelf', 'public');
      const html = await (await fetch(`${SITE_ORIGIN}/cooks/${cook.uid}`)).text();
      expect(html).toMatch(/<h2 id="cook-collections-heading"[^>]*>Collections by (<!-- -->)?Ada Cook<\/h2>/);
      const bread = html.indexOf(`${WORD} Bread Shelf`);
      const soup = html.indexOf(`${WORD} Soup Shelf`);
      expect(bread).toBeGreaterThan(html.indexOf('cook-collections-heading'));
      expect(soup).toBeGreaterThan(bread);
      expect(html).toContain(`href="/collections/${soups}"`);
      expect(html.match(/data-testid="collection-cover" data-images="(\d)"/g)).toEqual([
        'data-testid="collection-cover" data-images="0"',
        'data-testid="collection-cover" data-images="1"',
      ]);
      expect(html).not.toContain(`${WORD} Link Shelf`);
      expect(html).not.toContain(`${WORD} Secret Shelf`);
    } finally {
      await Promise.all(made.map((id) => db.doc(`collections/${id}`).delete()));
    }
  });
});

describe('the totals follow a change of visibility', () => {
  it('a recipe made private leaves the list and takes its likes and reviews out of the totals', async () => {
    const result = await call('PATCH', `/recipes/${ids.older}`, {
      token: cook.idToken,
      json: { visibility: 'private' },
    });
    expect(result.status).toBe(200);
    await expect
      .poll(() => totalsOf(cook.uid), TRIGGER_WAIT)
      .toEqual({ recipeCount: 1, likesReceived: 1, ratingAverage: null });
    const list = await call<RecipeJson[]>('GET', `/cooks/${cook.uid}/recipes`);
    expect(list.body.map((recipe) => recipe.title)).toEqual([`${WORD} Newer`]);
  });
});

describe('a cook who never opened the web app', () => {
  // Made through Auth's REST API (support/users.ts), as an external client
  // does: nothing but the backend writes their public profile.
  const made: string[] = [];
  const pageOf = async (uid: string) => {
    const page = await fetch(`${SITE_ORIGIN}/cooks/${uid}`);
    return { status: page.status, html: await page.text() };
  };

  afterAll(async () => {
    await Promise.all(made.map((uid) => db.doc(cookProfilePath(uid)).delete()));
  });

  it('has a page and a profile as soon as POST /recipes answers, named as their account, since its creation', async () => {
    const apiCook = await createUser({ displayName: 'Rest Client Cook' });
    made.push(apiCook.uid);
    expect((await getCook(apiCook.uid)).status).toBe(404);
    await createRecipe(apiCook, { title: `${WORD} From A Script` });

    const profile = await getCook(apiCook.uid);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ uid: apiCook.uid, displayName: 'Rest Client Cook', photoURL: '', bio: '' });
    const stored = await db.doc(cookProfilePath(apiCook.uid)).get();
    expect(Date.parse(profile.body.memberSince)).toBeLessThanOrEqual(Date.now());
    expect(Object.keys(stored.data() ?? {}).sort()).toEqual(['bio', 'displayName', 'memberSince', 'photoURL']);

    const page = await pageOf(apiCook.uid);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Rest Client Cook');
    expect(page.html).not.toContain(apiCook.email);
  });

  it('an account without a name gets the neutral one, never its e-mail address', async () => {
    const nameless = await createUser({ displayName: null });
    made.push(nameless.uid);
    await createRecipe(nameless, { title: `${WORD} Nameless` });
    const profile = await getCook(nameless.uid);
    expect(profile.body.displayName).toBe(FALLBACK_DISPLAY_NAME);
    expect(JSON.stringify(profile.body)).not.toContain(nameless.email.split('@')[0]);
  });

  it("a recipe written past the API (an import, a script) gets its cook's profile from the trigger", async () => {
    const imported = await createUser({ displayName: 'Imported Cook' });
    made.push(imported.uid);
    const body = recipeBody({ title: `${WORD} Imported` });
    const ref = db.collection(RECIPES).doc();
    const now = Timestamp.now();
    await ref.create({
      ...body,
      searchTokens: searchTokens(body.title),
      ...NEW_RECIPE_COUNTERS,
      ownerUid: imported.uid,
      displayName: 'Imported Cook',
      createdAt: now,
      updatedAt: now,
    });
    rememberRecipe(ref.id);
    await expect.poll(async () => (await getCook(imported.uid)).status, TRIGGER_WAIT).toBe(200);
    expect((await getCook(imported.uid)).body.displayName).toBe('Imported Cook');
    expect((await pageOf(imported.uid)).status).toBe(200);
  });

  it("a profile the cook saved is never overwritten by the backend's", async () => {
    expect((await getCook(cook.uid)).body).toMatchObject({
      displayName: 'Ada Cook',
      bio: 'Soups, mostly.\nBread on Sundays.',
    });
  });
});
