// The typed client of clients/typescript and the /collections routes, against
// the API in the emulator: what a script that files recipes into collections
// would do, with the types generated from GET /openapi.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipeBookClient, type Collection, type RecipeBookClient } from '@recipe-book/client';
import { COLLECTIONS } from '@recipe-book/schema/paths';
import { API_BASE_URL } from './support/env';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, uniqueWord } from './support/recipes';
import { createUsers, deleteCreatedUsers, type TestUser } from './support/users';

const word = uniqueWord('clientcollection');
const reader = createRecipeBookClient({ baseUrl: API_BASE_URL });

let cookUser: TestUser;
let cook: RecipeBookClient;
let other: RecipeBookClient;
const recipeIds: string[] = [];

beforeAll(async () => {
  const [first, second] = (await createUsers(2)) as [TestUser, TestUser];
  cookUser = first;
  cook = createRecipeBookClient({ baseUrl: API_BASE_URL, token: first.idToken });
  other = createRecipeBookClient({ baseUrl: API_BASE_URL, token: second.idToken });
  recipeIds.push(
    await createRecipe(first, { title: `Typed ${word} one` }),
    await createRecipe(first, { title: `Typed ${word} two`, visibility: 'private' }),
  );
});

afterAll(async () => {
  const owned = await db.collection(COLLECTIONS).where('ownerUid', '==', cookUser.uid).get();
  await Promise.all(owned.docs.map((doc) => doc.ref.delete()));
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('the typed client and collections', () => {
  it('creates, shares, reorders, reads, lists and deletes a collection', async () => {
    const made = await cook.POST('/collections', { body: { name: `Typed ${word}`, recipeIds } });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const created: Collection | undefined = made.data;
    expect(created?.visibility).toBe('private');
    const collectionId = created?.id ?? '';
    const path = { params: { path: { collectionId } } };

    const hidden = await reader.GET('/collections/{collectionId}', path);
    expect(hidden.response.status).toBe(404);
    expect(hidden.error?.error.code).toBe('collection-not-found');

    const shared = await cook.PATCH('/collections/{collectionId}', {
      ...path,
      body: { visibility: 'public', recipeIds: [...recipeIds].reverse() },
    });
    expect(shared.data?.recipes.map((recipe) => recipe._id)).toEqual([...recipeIds].reverse());

    const seen = await reader.GET('/collections/{collectionId}', path);
    expect(seen.data?.recipes.map((recipe) => recipe.title)).toEqual([`Typed ${word} one`]);

    const listed = await reader.GET('/collections', { params: { query: { owner: cookUser.uid } } });
    expect(listed.data?.map((summary) => summary.id)).toEqual([collectionId]);

    const refused = await other.DELETE('/collections/{collectionId}', path);
    expect(refused.response.status).toBe(403);
    const deleted = await cook.DELETE('/collections/{collectionId}', path);
    expect(deleted.data).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it('answers a typed 400 that names the field', async () => {
    const { error, response } = await cook.POST('/collections', { body: { name: 'n'.repeat(81) } });
    expect(response.status).toBe(400);
    expect(error?.error.message).toMatch(/^name: /);
  });
});
