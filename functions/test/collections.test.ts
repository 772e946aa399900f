// The /collections routes (docs/rest-api.md#collections): create, read,
// list, change and delete a cook's collections; the limits of the shared
// schema answered as a 400 naming the field; a recipe the caller may not read
// refused on a write and left out on a read (the cook alone sees their own
// private recipes in it); 403 for another cook's collection the caller can
// read, 404 for one they cannot; a deleted recipe leaves every collection.
import { COLLECTION_LIMITS as L } from '@recipe-book/schema/constants';
import { COLLECTIONS, collectionPath } from '@recipe-book/schema/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './support/api';
import { SITE_ORIGIN } from './support/env';
import { db, eventually } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, uniqueWord, type RecipeJson } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

interface CollectionJson {
  id: string;
  name: string;
  description: string;
  visibility: string;
  owner: { uid: string; displayName: string };
  recipes: RecipeJson[];
  createdAt: string;
  updatedAt: string;
}

interface SummaryJson {
  id: string;
  name: string;
  visibility: string;
  ownerUid: string;
}

const WORD = uniqueWord('zqcollect');

let cook: TestUser;
let stranger: TestUser;
/** The cook's recipes of each visibility, and a private one of the stranger's. */
const recipes = { open: '', link: '', draft: '', strangers: '' };

const post = (json: unknown, user: TestUser | undefined = cook) =>
  call<CollectionJson>('POST', '/collections', { token: user?.idToken, json });

async function createCollection(json: Record<string, unknown>): Promise<CollectionJson> {
  const result = await post({ name: `${WORD} collection`, ...json });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const read = (id: string, user?: TestUser) =>
  call<CollectionJson>('GET', `/collections/${id}`, { token: user?.idToken });
const recipeIdsOf = (collection: CollectionJson) => collection.recipes.map((recipe) => recipe._id);

beforeAll(async () => {
  [cook, stranger] = await Promise.all([createUser({ displayName: 'Collecting Cook' }), createUser()]);
  [recipes.open, recipes.link, recipes.draft, recipes.strangers] = await Promise.all([
    createRecipe(cook, { title: `${WORD} Open` }),
    createRecipe(cook, { title: `${WORD} Link`, visibility: 'unlisted' }),
    createRecipe(cook, { title: `${WORD} Draft`, visibility: 'private' }),
    createRecipe(stranger, { title: `${WORD} Theirs`, visibility: 'private' }),
  ]);
});

afterAll(async () => {
  const owned = await db.collection(COLLECTIONS).where('ownerUid', 'in', [cook.uid, stranger.uid]).get();
  await Promise.all(owned.docs.map((doc) => doc.ref.delete()));
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('POST /collections', () => {
  it('a name alone makes an empty private collection of the caller’s, answered with its cook', async () => {
    const made = await createCollection({ name: `${WORD} Weeknight dinners` });
    expect(made).toMatchObject({
      name: `${WORD} Weeknight dinners`,
      description: '',
      visibility: 'private',
      owner: { uid: cook.uid, displayName: 'Collecting Cook' },
      recipes: [],
    });
    const stored = await db.doc(collectionPath(made.id)).get();
    expect(stored.data()).toMatchObject({ ownerUid: cook.uid, recipeIds: [] });
    expect(stored.get('createdAt').toDate().toISOString()).toBe(made.createdAt);
  });

  it('its recipes come back in the order given, serialized as GET /recipes serializes them', async () => {
    const made = await createCollection({ recipeIds: [recipes.draft, recipes.open, recipes.link] });
    expect(recipeIdsOf(made)).toEqual([recipes.draft, recipes.open, recipes.link]);
    const listed = await call<RecipeJson[]>('GET', `/recipes?q=${WORD}`);
    const open = listed.body.find((recipe) => recipe._id === recipes.open);
    expect(made.recipes[1]).toEqual(open);
  });

  it('needs a token (401)', async () => {
    await expectError(401, 'POST', '/collections', { json: { name: `${WORD} anonymous` } });
  });

  const tooMany = Array.from({ length: L.recipeIds.maxItems + 1 }, (_, index) => `recipe-${index}`);
  it.each([
    ['no name', { name: undefined }, /^name: /],
    ['an empty name', { name: ' ' }, /^name: Name is required/],
    ['a name of 81 characters', { name: 'n'.repeat(L.name.max + 1) }, /^name: Name must be at most 80 characters/],
    ['a description of 501 characters', { description: 'd'.repeat(L.description.max + 1) }, /^description: /],
    ['an unknown visibility', { visibility: 'friends' }, /^visibility: Visibility must be one of/],
    ['201 recipes', { recipeIds: tooMany }, /^recipeIds: A collection holds at most 200 recipes/],
    ['an id that is no recipe id', { recipeIds: ['a/b'] }, /^recipeIds\[0\]: /],
    ['ownerUid (nobody chooses it)', { ownerUid: 'someone-else' }, /Unknown field: ownerUid/],
  ])('%s → 400 naming the field', async (_name, change, message) => {
    const error = await expectError(400, 'POST', '/collections', {
      token: cook.idToken,
      json: { name: `${WORD} bad`, ...change },
    });
    expect(error.code).toBe('invalid-field');
    expect(error.message).toMatch(message);
  });

  it('a recipe twice → 400 naming the repeat', async () => {
    const error = await expectError(400, 'POST', '/collections', {
      token: cook.idToken,
      json: { name: `${WORD} twice`, recipeIds: [recipes.open, recipes.link, recipes.open] },
    });
    expect(error.message).toBe(`recipeIds[2]: "${recipes.open}" is already in the collection`);
  });

  it('an unknown recipe → 400 naming it', async () => {
    const error = await expectError(400, 'POST', '/collections', {
      token: cook.idToken,
      json: { name: `${WORD} unknown`, recipeIds: [recipes.open, 'noSuchRecipe'] },
    });
    expect(error.message).toBe('recipeIds[1]: No recipe with id "noSuchRecipe" that you may read');
  });

  it('another cook’s private recipe → 400, worded as for an unknown one', async () => {
    const error = await expectError(400, 'POST', '/collections', {
      token: cook.idToken,
      json: { name: `${WORD} theirs`, recipeIds: [recipes.strangers] },
    });
    expect(error.message).toBe(`recipeIds[0]: No recipe with id "${recipes.strangers}" that you may read`);
  });

  it('another cook’s unlisted recipe is one the caller may read: accepted', async () => {
    const made = await post({ name: `${WORD} linked`, recipeIds: [recipes.link] }, stranger);
    expect(made.status).toBe(201);
    expect(recipeIdsOf(made.body)).toEqual([recipes.link]);
  });
});

describe('GET /collections/{id}: who reads what', () => {
  let shared: CollectionJson;
  let linked: CollectionJson;
  let hidden: CollectionJson;

  beforeAll(async () => {
    const recipeIds = [recipes.open, recipes.draft, recipes.link];
    [shared, linked, hidden] = await Promise.all([
      createCollection({ name: `${WORD} Shared`, visibility: 'public', recipeIds }),
      createCollection({ name: `${WORD} Linked`, visibility: 'unlisted', recipeIds }),
      createCollection({ name: `${WORD} Hidden`, visibility: 'private', recipeIds }),
    ]);
  });

  it('its cook sees every recipe, their private one too, in order; never kept by a cache', async () => {
    const result = await read(shared.id, cook);
    expect(result.status).toBe(200);
    expect(recipeIdsOf(result.body)).toEqual([recipes.open, recipes.draft, recipes.link]);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['a visitor', undefined],
    ['another cook', 'stranger'],
  ] as const)('%s reads a public or unlisted one without its cook’s private recipe', async (_who, as) => {
    const user = as ? stranger : undefined;
    for (const collection of [shared, linked]) {
      const result = await read(collection.id, user);
      expect(result.status).toBe(200);
      expect(recipeIdsOf(result.body)).toEqual([recipes.open, recipes.link]);
      expect(JSON.stringify(result.body)).not.toContain(recipes.draft);
      expect(result.body.owner).toEqual({ uid: cook.uid, displayName: 'Collecting Cook' });
    }
  });

  it('a visitor’s answer may be kept, but revalidated (ETag)', async () => {
    const result = await read(shared.id);
    expect(result.headers.get('cache-control')).toBe('public, no-cache');
    expect(result.headers.get('etag')).toEqual(expect.any(String));
    // Its cook's answer at the same URL holds their private recipe: a cache keeps the two apart.
    expect(result.headers.get('vary')).toMatch(/Authorization/);
  });

  it('a private one is a 404 to a visitor and to another cook, worded as a missing one', async () => {
    const missing = await expectError(404, 'GET', '/collections/noSuchCollection');
    for (const user of [undefined, stranger]) {
      const error = await expectError(404, 'GET', `/collections/${hidden.id}`, { token: user?.idToken });
      expect(error.code).toBe(missing.code);
      expect(error.message).toBe(`No collection with id "${hidden.id}"`);
    }
    expect((await read(hidden.id, cook)).status).toBe(200);
  });

  it('an id no collection could have is a 404, not a 500', async () => {
    await expectError(404, 'GET', '/collections/a%2Fb');
  });
});

describe('GET /collections?owner=', () => {
  const ids = { shared: '', linked: '', hidden: '' };

  beforeAll(async () => {
    const [shared, linked, hidden] = await Promise.all([
      createCollection({ name: `${WORD} Listed`, visibility: 'public' }),
      createCollection({ name: `${WORD} Unlisted`, visibility: 'unlisted' }),
      createCollection({ name: `${WORD} Mine only`, visibility: 'private' }),
    ]);
    Object.assign(ids, { shared: shared?.id, linked: linked?.id, hidden: hidden?.id });
  });

  const list = (user?: TestUser, owner = cook.uid) =>
    call<SummaryJson[]>('GET', `/collections?owner=${owner}`, { token: user?.idToken });

  it.each([
    ['a visitor', undefined],
    ['another cook', 'stranger'],
  ] as const)('%s gets the cook’s public collections only', async (_who, as) => {
    const result = await list(as ? stranger : undefined);
    expect(result.status).toBe(200);
    const found = result.body.map((summary) => summary.id);
    expect(found).toContain(ids.shared);
    expect(found).not.toContain(ids.linked);
    expect(found).not.toContain(ids.hidden);
    expect(result.body.every((summary) => summary.visibility === 'public' && summary.ownerUid === cook.uid)).toBe(true);
    expect(result.headers.get('vary')).toMatch(/Authorization/);
  });

  it('the cook with their token gets all of theirs, most recently changed first, never cached', async () => {
    const renamed = await call('PATCH', `/collections/${ids.hidden}`, {
      token: cook.idToken,
      json: { name: `${WORD} Mine only, renamed` },
    });
    expect(renamed.status).toBe(200);
    const result = await list(cook);
    const found = result.body.map((summary) => summary.id);
    expect(found).toEqual(expect.arrayContaining([ids.shared, ids.linked, ids.hidden]));
    expect(found[0]).toBe(ids.hidden);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
  });

  it('without owner → 400 naming it', async () => {
    const error = await expectError(400, 'GET', '/collections');
    expect(error.message).toMatch(/^owner: /);
  });

  it('a limit beyond the maximum → 400 naming it', async () => {
    const error = await expectError(400, 'GET', `/collections?owner=${cook.uid}&limit=${L.list.max + 1}`);
    expect(error.message).toMatch(/^limit: /);
  });
});

describe('PATCH and DELETE /collections/{id}', () => {
  it('its cook renames, describes, shares and reorders it; the answer is the collection', async () => {
    const made = await createCollection({ recipeIds: [recipes.open, recipes.link] });
    const result = await call<CollectionJson>('PATCH', `/collections/${made.id}`, {
      token: cook.idToken,
      json: {
        name: `${WORD} Renamed`,
        description: 'Two favourites.\nBoth quick.',
        visibility: 'unlisted',
        recipeIds: [recipes.link, recipes.draft, recipes.open],
      },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({
      name: `${WORD} Renamed`,
      description: 'Two favourites.\nBoth quick.',
      visibility: 'unlisted',
    });
    expect(recipeIdsOf(result.body)).toEqual([recipes.link, recipes.draft, recipes.open]);
    expect(Date.parse(result.body.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
    const stored = await db.doc(collectionPath(made.id)).get();
    expect(stored.get('ownerUid')).toBe(cook.uid);
  });

  it.each([
    ['nothing to change', {}, /Send at least one field to change/],
    ['ownerUid', { ownerUid: 'someone-else' }, /Unknown field: ownerUid/],
    ['a name of 81 characters', { name: 'n'.repeat(L.name.max + 1) }, /^name: /],
    ['a description of 501 characters', { description: 'd'.repeat(L.description.max + 1) }, /^description: /],
    ['a recipe twice', { recipeIds: ['same', 'same'] }, /^recipeIds\[1\]: /],
    ['an unknown recipe', { recipeIds: ['noSuchRecipe'] }, /^recipeIds\[0\]: No recipe/],
  ])('%s → 400 naming it, and nothing changes', async (_name, json, message) => {
    const made = await createCollection({ name: `${WORD} Unchanged` });
    const error = await expectError(400, 'PATCH', `/collections/${made.id}`, { token: cook.idToken, json });
    expect(error.message).toMatch(message);
    expect((await read(made.id, cook)).body).toMatchObject({ name: `${WORD} Unchanged`, recipes: [] });
  });

  it('another cook’s recipe that went private since → 400 when set again', async () => {
    const theirs = await createRecipe(stranger, { title: `${WORD} Soon hidden` });
    const made = await createCollection({ recipeIds: [theirs] });
    const hidden = await call('PATCH', `/recipes/${theirs}`, {
      token: stranger.idToken,
      json: { visibility: 'private' },
    });
    expect(hidden.status).toBe(200);
    expect(recipeIdsOf((await read(made.id, cook)).body)).toEqual([]);
    const error = await expectError(400, 'PATCH', `/collections/${made.id}`, {
      token: cook.idToken,
      json: { recipeIds: [theirs, recipes.open] },
    });
    expect(error.message).toMatch(/^recipeIds\[0\]: /);
  });

  it('another cook: 403 for a public or unlisted collection, 404 for a private one; nothing changes', async () => {
    const [shared, linked, hidden] = await Promise.all(
      (['public', 'unlisted', 'private'] as const).map((visibility) =>
        createCollection({ name: `${WORD} Not yours`, visibility }),
      ),
    );
    for (const collection of [shared, linked]) {
      const path = `/collections/${collection?.id}`;
      const options = { token: stranger.idToken, json: { name: 'Taken over' } };
      expect((await expectError(403, 'PATCH', path, options)).message).toMatch(/Only the cook who made/);
      await expectError(403, 'DELETE', path, { token: stranger.idToken });
    }
    const path = `/collections/${hidden?.id}`;
    await expectError(404, 'PATCH', path, { token: stranger.idToken, json: { name: 'Taken over' } });
    await expectError(404, 'DELETE', path, { token: stranger.idToken });
    for (const collection of [shared, linked, hidden]) {
      expect((await read(collection?.id ?? '', cook)).body.name).toBe(`${WORD} Not yours`);
    }
  });

  it('without a token: 401', async () => {
    const made = await createCollection({});
    await expectError(401, 'PATCH', `/collections/${made.id}`, { json: { name: 'x' } });
    await expectError(401, 'DELETE', `/collections/${made.id}`);
  });

  it('its cook deletes it: 200, then a 404; its recipes stay', async () => {
    const made = await createCollection({ visibility: 'public', recipeIds: [recipes.open] });
    const result = await call('DELETE', `/collections/${made.id}`, { token: cook.idToken });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ acknowledged: true, deletedCount: 1 });
    await expectError(404, 'GET', `/collections/${made.id}`, { token: cook.idToken });
    await expectError(404, 'DELETE', `/collections/${made.id}`, { token: cook.idToken });
    expect((await call('GET', `/recipes/${recipes.open}`)).status).toBe(200);
  });
});

describe('a deleted recipe', () => {
  it('leaves every collection that held it, and the rest keep their order', async () => {
    const doomed = await createRecipe(cook, { title: `${WORD} Doomed` });
    const made = await createCollection({ recipeIds: [recipes.open, doomed, recipes.link] });
    const theirs = await post({ name: `${WORD} theirs too`, recipeIds: [doomed] }, stranger);
    expect(theirs.status).toBe(201);
    expect((await call('DELETE', `/recipes/${doomed}`, { token: cook.idToken })).status).toBe(200);
    // The REST delete runs the cascade before it answers; the trigger does it again for the web app's deletes.
    await eventually(async () => {
      expect((await db.doc(collectionPath(made.id)).get()).get('recipeIds')).toEqual([recipes.open, recipes.link]);
      expect((await db.doc(collectionPath(theirs.body.id)).get()).get('recipeIds')).toEqual([]);
    });
    expect(recipeIdsOf((await read(made.id, cook)).body)).toEqual([recipes.open, recipes.link]);
  });
});

describe('the crawler view: pages and sitemap', () => {
  const page = (id: string) => fetch(`${SITE_ORIGIN}/collections/${id}`);
  const made = { open: '', link: '', draft: '' };

  beforeAll(async () => {
    const recipeIds = [recipes.open, recipes.draft];
    const [open, link, draft] = await Promise.all([
      createCollection({ name: `${WORD} Shared dinners`, visibility: 'public', recipeIds }),
      createCollection({ name: `${WORD} Link dinners`, visibility: 'unlisted', recipeIds }),
      createCollection({ name: `${WORD} Secret dinners`, visibility: 'private', recipeIds }),
    ]);
    Object.assign(made, { open: open.id, link: link.id, draft: draft.id });
  });

  it("a public collection's page has its Open Graph card and an ItemList of its readable recipes", async () => {
    const response = await page(made.open);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${WORD} Shared dinners · Recipe Book"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(html).toContain(`<meta property="og:url" content="${SITE_ORIGIN}/collections/${made.open}"`);
    expect(html).not.toContain('noindex');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string; itemListElement?: unknown[] },
    );
    const list = jsonLd.find((entry) => entry['@type'] === 'ItemList');
    // The cook's private recipe is left out: nobody is signed in on the server.
    expect(list?.itemListElement).toEqual([
      expect.objectContaining({ '@type': 'ListItem', position: 1, url: `${SITE_ORIGIN}/recipes/${recipes.open}` }),
    ]);
    expect(html).not.toContain(`${WORD} Draft`);
  }, 120_000);

  it("an unlisted collection's page says noindex; a private one's is the 404 page, without its name", async () => {
    const [link, draft] = await Promise.all([page(made.link), page(made.draft)]);
    expect(link.status).toBe(200);
    expect(await link.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(draft.status).toBe(404);
    expect(await draft.text()).not.toContain(`${WORD} Secret dinners`);
  }, 120_000);

  it('the sitemap lists the public collection, never the unlisted or private one', async () => {
    const sitemap = await (await fetch(`${SITE_ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/collections/${made.open}<`);
    expect(sitemap).not.toContain(`/collections/${made.link}<`);
    expect(sitemap).not.toContain(`/collections/${made.draft}<`);
  });
});
