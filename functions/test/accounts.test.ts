// Who the caller is: tokens are checked for revocation on every call that
// writes (a disabled or deleted account is refused at once, not when its token
// expires an hour later), and the author's public name comes from the account
// itself, not from a token minted before the name was set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPES } from '@recipe-book/schema/paths';
import { call, expectError } from './support/api';
import { adminAuth } from './support/auth-admin';
import { HOSTING_API_URL } from './support/env';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, getRecipe, recipeBody, rememberRecipe } from './support/recipes';
import { createUser, deleteCreatedUsers, setDisplayName, type TestUser } from './support/users';

let author: TestUser;
let recipeId: string;

beforeAll(async () => {
  author = await createUser();
  recipeId = await createRecipe(author);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const recipesOf = async (user: TestUser) => (await db.collection(RECIPES).where('ownerUid', '==', user.uid).get()).size;

/** Every kind of call that writes, made with `user`'s token: none may succeed. */
async function expectEveryWriteRefused(user: TestUser, status: number, code: string, ownRecipe: string) {
  const token = user.idToken;
  const attempts: [string, string, unknown][] = [
    ['POST', '/recipes', recipeBody()],
    ['PATCH', `/recipes/${ownRecipe}`, { prepTime: 77 }],
    ['PATCH', `/recipes/details/${recipeId}`, undefined],
    ['DELETE', `/recipes/details/${recipeId}/like`, undefined],
    ['PUT', `/recipes/${recipeId}/reviews/me`, { rating: 4, text: 'Lovely' }],
    ['DELETE', `/recipes/${recipeId}/reviews/me`, undefined],
    ['DELETE', `/recipes/${ownRecipe}`, undefined],
  ];
  for (const [method, path, json] of attempts) {
    const error = await expectError(status, method, path, { token, json });
    expect(error.code, `${method} ${path}`).toBe(code);
  }
}

describe('tokens of accounts that changed', () => {
  it('refuses every write of a disabled account (403 account-disabled), and writes nothing', async () => {
    const cook = await createUser();
    const own = await createRecipe(cook);
    await adminAuth.updateUser(cook.uid, { disabled: true });

    await expectEveryWriteRefused(cook, 403, 'account-disabled', own);
    await expectError(403, 'POST', '/recipes', { base: HOSTING_API_URL, token: cook.idToken, json: recipeBody() });
    expect(await recipesOf(cook)).toBe(1);
    expect((await getRecipe(own)).prepTime).not.toBe(77);
    expect((await getRecipe(recipeId)).likeCount).toBe(0);
    expect((await getRecipe(recipeId)).ratingCount).toBe(0);
  });

  it('refuses the token of a deleted account (401)', async () => {
    const cook = await createUser();
    await adminAuth.deleteUser(cook.uid);
    await expectEveryWriteRefused(cook, 401, 'unauthenticated', recipeId);
    expect(await recipesOf(cook)).toBe(0);
  });

  it('refuses a token issued before the account was signed out everywhere (401)', async () => {
    const cook = await createUser();
    const own = await createRecipe(cook);
    // Revocation counts in whole seconds after the token's auth_time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(cook.uid);
    await expectEveryWriteRefused(cook, 401, 'unauthenticated', own);
    const error = await expectError(401, 'POST', '/recipes', { token: cook.idToken, json: recipeBody() });
    expect(error.message).toMatch(/revoked/);
  });

  it('checks the caller of a ?user= list the same way', async () => {
    const cook = await createUser();
    await adminAuth.updateUser(cook.uid, { disabled: true });
    await expectError(403, 'GET', `/recipes?user=${encodeURIComponent(cook.email)}`, { token: cook.idToken });
  });
});

describe("the author's name", () => {
  it('comes from the account, even when the token was minted before the name was set', async () => {
    const cook = await createUser({ displayName: null });
    await setDisplayName(cook, 'Late Named Cook');
    // cook.idToken is still the token from registration, without a name.
    const result = await call<{ insertedId: string }>('POST', '/recipes', { token: cook.idToken, json: recipeBody() });
    expect(result.status).toBe(201);
    rememberRecipe(result.body.insertedId);
    expect((await getRecipe(result.body.insertedId)).displayName).toBe('Late Named Cook');
  });

  it('is the current one: a renamed account posts under its new name', async () => {
    const cook = await createUser({ displayName: 'Old Name' });
    await setDisplayName(cook, 'New Name');
    const id = await createRecipe(cook);
    expect((await getRecipe(id)).displayName).toBe('New Name');
  });
});
