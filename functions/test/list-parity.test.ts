// One description per list (schema/src/list-queries.ts), three readers: the
// server's reader behind the rendered pages (Admin SDK), the browser's (the
// web SDK, signed out, as a visitor's browser reads), and the REST API over
// real HTTP. Over the same filters, sorts and pages they give the same
// recipes in the same order, so a page rendered on the server, the same page
// read again in the browser and the API's answer never disagree.
//
// This run's recipes carry a word no other data has, and a new cook, so
// other test files writing at the same time do not change these lists.
// Top-liked is global: this run's recipes get like counts no other test
// reaches, so the top of the list is theirs.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  getDocs,
  getFirestore,
  Timestamp,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import { COOK_PAGE_COLLECTIONS } from '@recipe-book/schema/cook-collections';
import { cookCollectionsQuery, type ListQuery, topLikedQuery, windowOf } from '@recipe-book/schema/list-queries';
import { type ListingDoc, type ListingQuery, listingQuery, readRecipesPage } from '@recipe-book/schema/recipe-listing';
import { COLLECTIONS, recipePath } from '@recipe-book/schema/paths';
import type { Recipe, StoredRecipe } from '@recipe-book/schema/recipe';
import { recipeFromStored } from '@recipe-book/schema/stored-recipe';
import { call } from './support/api';
import { FIRESTORE_HOST, PROJECT_ID } from './support/env';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, type RecipeJson, uniqueWord } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';
import { createAdminRecipeReader } from '../src/pages/admin-recipe-reader';
import { webQuery } from '../../web/src/lib/web-query';

const WORD = uniqueWord('zqparity');
const serverReader = createAdminRecipeReader();

/** The web SDK as a visitor's browser has it: no one signed in, the rules deciding what it may list. */
const browserApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `list-parity-${WORD}`);
const browserDb: Firestore = getFirestore(browserApp);
const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = FIRESTORE_HOST.split(':');
connectFirestoreEmulator(browserDb, firestoreHost, Number(firestorePort));

/** A recipe as the web app's converter reads it (web/src/lib/recipes/recipe-converter.ts). */
const recipeConverter: FirestoreDataConverter<Recipe> = {
  toFirestore: (recipe) => recipe,
  fromFirestore: (snapshot, options) =>
    recipeFromStored(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' }) as StoredRecipe<unknown>),
};

const asStored: FirestoreDataConverter<DocumentData> = {
  toFirestore: (data) => data,
  fromFirestore: (snapshot) => snapshot.data(),
};

/**
 * The browser's reading of All Recipes, as web/src/lib/recipes/read-recipes.ts
 * reads it: the shared paging over the web SDK's query of the shared description.
 */
async function browserPage(query: ListingQuery) {
  return readRecipesPage(
    {
      async read(window) {
        const snapshot = await getDocs(webQuery(browserDb, windowOf(listingQuery(query), window), recipeConverter));
        return snapshot.docs.map((doc): ListingDoc => {
          const created: unknown = doc.get('createdAt');
          const average: unknown = doc.get('ratingAverage');
          return {
            id: doc.id,
            recipe: doc.data(),
            createdAt: created instanceof Timestamp ? created : Timestamp.now(),
            ratingAverage: typeof average === 'number' ? average : undefined,
          };
        });
      },
      // Paging by cursor never needs the kept total.
      keptTotal: async () => undefined,
    },
    query,
  );
}

/** The ids a list's query finds in the browser (its documents' data are not compared). */
const browserIds = async (query: ListQuery) =>
  (await getDocs(webQuery(browserDb, query, asStored))).docs.map((doc) => doc.id);

async function restIds(path: string): Promise<{ ids: string[]; next: string | null }> {
  const result = await call<RecipeJson[] | { id: string }[]>('GET', path);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const ids = result.body.map((item) => ('_id' in item ? item._id : item.id));
  return { ids, next: result.headers.get('x-next-cursor') };
}

let cook: TestUser;
let ids: string[];
let collectionIds: string[] = [];

// Two cuisines, prep times with ties (the id breaks them), three visibilities.
const RECIPES = Array.from({ length: PAGE_SIZE + 3 }, (_, index) => ({
  title: `${WORD} Parity Dish ${index}`,
  cuisine: index % 3 === 0 ? 'Italian' : 'Mexican',
  prepTime: 10 + (index % 4) * 5,
  visibility: index === 4 ? 'private' : index === 7 ? 'unlisted' : 'public',
}));

beforeAll(async () => {
  cook = await createUser();
  ids = await Promise.all(RECIPES.map((recipe) => createRecipe(cook, recipe)));
  // Ratings and likes as the counters keep them (the lists read the stored values): some unrated,
  // some equal (the next field, then the id, decide), and likes no other test's recipe reaches.
  const writer = db.bulkWriter();
  ids.forEach((id, index) => {
    const rated = index % 5 !== 0;
    void writer.update(db.doc(recipePath(id)), {
      likeCount: 1_000_000_000 + (index % 6),
      ...(rated ? { ratingAverage: 3 + (index % 3) * 0.5, ratingCount: 1 + (index % 2) } : {}),
    });
  });
  await writer.close();
  for (const [index, visibility] of ['public', 'private', 'public'].entries()) {
    const result = await call<{ id: string }>('POST', '/collections', {
      token: cook.idToken,
      json: { name: `${WORD} collection ${index}`, recipeIds: ids.slice(index, index + 2), visibility },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    collectionIds.push(result.body.id);
  }
});

afterAll(async () => {
  await Promise.all(collectionIds.map((id) => db.collection(COLLECTIONS).doc(id).delete()));
  collectionIds = [];
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
  await deleteApp(browserApp);
});

const idsOf = (recipes: readonly { id: string }[]) => recipes.map((recipe) => recipe.id);

describe('All Recipes: the server, the browser and GET /recipes list the same recipes in the same order', () => {
  const cases: [string, ListingQuery, string][] = [
    ['a search, newest first', {}, ''],
    ['a search in one cuisine', { cuisine: 'Italian' }, '&cuisine=Italian'],
    ['shortest prep first', { sort: 'prepTime' }, '&sort=prepTime'],
    ['longest prep first', { sort: '-prepTime' }, '&sort=-prepTime'],
    ['top rated', { sort: '-rating' }, '&sort=-rating'],
  ];
  it.each(cases)('%s, page 1 and the page after its cursor', async (_name, filters, params) => {
    const query: ListingQuery = { q: WORD, ...filters };
    const [server, browser, rest] = await Promise.all([
      serverReader.recipesPage(query),
      browserPage(query),
      restIds(`/recipes?q=${WORD}&limit=${PAGE_SIZE}${params}`),
    ]);
    expect(idsOf(server.recipes).length).toBeGreaterThan(0);
    expect(idsOf(browser.recipes)).toEqual(idsOf(server.recipes));
    expect(rest.ids).toEqual(idsOf(server.recipes));
    // Never another cook's private or unlisted recipe, in any list.
    expect(server.recipes.map((recipe) => recipe.id)).not.toContain(ids[4]);
    expect(server.recipes.map((recipe) => recipe.id)).not.toContain(ids[7]);

    if (!server.hasNext) return expect(rest.next).toBeNull();
    const next: ListingQuery = { ...query, page: 2, after: server.lastCursor };
    const [serverNext, browserNext, restNext] = await Promise.all([
      serverReader.recipesPage(next),
      browserPage(next),
      restIds(`/recipes?q=${WORD}&limit=${PAGE_SIZE}${params}&cursor=${encodeURIComponent(rest.next ?? '')}`),
    ]);
    expect(idsOf(serverNext.recipes).length).toBeGreaterThan(0);
    expect(idsOf(browserNext.recipes)).toEqual(idsOf(serverNext.recipes));
    expect(restNext.ids).toEqual(idsOf(serverNext.recipes));
  });

  it("a cook's public recipes: their profile and GET /cooks/{uid}/recipes", async () => {
    const query: ListingQuery = { cookUid: cook.uid };
    const [server, browser, rest] = await Promise.all([
      serverReader.recipesPage(query),
      browserPage(query),
      restIds(`/cooks/${cook.uid}/recipes?limit=${PAGE_SIZE}`),
    ]);
    expect(idsOf(server.recipes)).toHaveLength(PAGE_SIZE);
    expect(idsOf(browser.recipes)).toEqual(idsOf(server.recipes));
    expect(rest.ids).toEqual(idsOf(server.recipes));
  });
});

describe('the other lists, each read through its one description', () => {
  it('top-liked: Home on the server, Home in the browser and GET /recipes/top/top-liked', async () => {
    const count = 8;
    const [server, browser, rest] = await Promise.all([
      serverReader.topRecipes(count),
      browserIds(topLikedQuery(count)),
      restIds(`/recipes/top/top-liked?limit=${count}`),
    ]);
    // This run's like counts are the highest: equal counts (index 0 and 6, …) newest first.
    expect(idsOf(server).every((id) => ids.includes(id))).toBe(true);
    expect(browser).toEqual(idsOf(server));
    expect(rest.ids).toEqual(idsOf(server));
  });

  it("a cook's public collections: their profile on the server, in the browser, and GET /collections?owner=", async () => {
    const [server, browser, rest] = await Promise.all([
      serverReader.cookCollections(cook.uid),
      browserIds(cookCollectionsQuery(cook.uid, undefined, COOK_PAGE_COLLECTIONS)),
      restIds(`/collections?owner=${cook.uid}`),
    ]);
    // Most recently changed first, the private one left out.
    expect(idsOf(server)).toEqual([collectionIds[2], collectionIds[0]]);
    expect(browser).toEqual(idsOf(server));
    expect(rest.ids).toEqual(idsOf(server));
  });
});
