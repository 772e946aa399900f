// Personal access tokens (docs/rest-api.md#personal-access-tokens): made and
// revoked with a real sign-in, shown once and stored only as a hash, and
// accepted in place of an ID token as their account, with its permissions and
// its rate limits, until revoked or the account is disabled or deleted.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_LIMITS } from '@recipe-book/schema/constants';
import { API_TOKENS, RECIPES } from '@recipe-book/schema/paths';
import { RATE_LIMITS, RATE_LIMITS_COLLECTION } from '../src/rate-limits';
import { call, expectError } from './support/api';
import { adminAuth } from './support/auth-admin';
import { HOSTING_API_URL } from './support/env';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, getRecipe, recipeBody, rememberRecipe } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

interface TokenJson {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
interface CreatedTokenJson {
  id: string;
  name: string;
  token: string;
  createdAt: string;
}

const cooks: TestUser[] = [];
let otherRecipe: string;

async function cook(): Promise<TestUser> {
  const user = await createUser({ displayName: 'Token Cook' });
  cooks.push(user);
  return user;
}

async function newToken(user: TestUser, name = 'Backup script'): Promise<CreatedTokenJson> {
  const result = await call<CreatedTokenJson>('POST', '/tokens', { token: user.idToken, json: { name } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const listTokens = async (user: TestUser) => {
  const result = await call<TokenJson[]>('GET', '/tokens', { token: user.idToken });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

const storedTokensOf = async (user: TestUser) =>
  (await db.collection(API_TOKENS).where('uid', '==', user.uid).get()).docs;

beforeAll(async () => {
  otherRecipe = await createRecipe(await cook());
});

afterAll(async () => {
  const writer = db.bulkWriter();
  for (const user of cooks) for (const doc of await storedTokensOf(user)) void writer.delete(doc.ref);
  await writer.close();
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('creating and listing tokens', () => {
  it('shows the secret once, stores only its SHA-256, and lists names and dates without either', async () => {
    const user = await cook();
    const created = await newToken(user, '  Backup script  ');
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Backup script',
      token: expect.stringMatching(/^rbk_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
    });

    const [stored, ...more] = await storedTokensOf(user);
    expect(more).toEqual([]);
    expect(stored?.id).toBe(created.id);
    expect(stored?.data()).toEqual({
      uid: user.uid,
      name: 'Backup script',
      hash: createHash('sha256').update(created.token).digest('hex'),
      createdAt: expect.anything(),
      lastUsedAt: null,
    });
    expect(JSON.stringify(stored?.data())).not.toContain(created.token.slice(4));

    const listed = await listTokens(user);
    expect(listed).toEqual([{ id: created.id, name: 'Backup script', createdAt: created.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(stored?.data().hash);
  });

  it(`allows ${API_TOKEN_LIMITS.maxPerAccount} per account, then answers 409 until one is revoked`, async () => {
    const user = await cook();
    const created = await Promise.all(
      Array.from({ length: API_TOKEN_LIMITS.maxPerAccount }, (_, index) => newToken(user, `Script ${index + 1}`)),
    );
    const error = await expectError(409, 'POST', '/tokens', { token: user.idToken, json: { name: 'One more' } });
    expect(error.code).toBe('token-limit-reached');
    expect(error.message).toMatch(/10 personal access tokens.*revoke one/);
    expect(await storedTokensOf(user)).toHaveLength(API_TOKEN_LIMITS.maxPerAccount);
    // Made at once, so in no particular order: listed oldest first.
    const listed = await listTokens(user);
    expect(listed.map((token) => token.id).sort()).toEqual(created.map((token) => token.id).sort());
    const times = listed.map((token) => Date.parse(token.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    await call('DELETE', `/tokens/${created[0]?.id}`, { token: user.idToken });
    await newToken(user, 'One more');
  });

  it.each<[string, unknown, RegExp]>([
    ['an empty name', { name: '' }, /name: Name is required/],
    ['a blank name', { name: '   ' }, /name: Name is required/],
    ['two lines', { name: 'Backup\nscript' }, /name: Name must be a single line/],
    ['61 characters', { name: 'x'.repeat(61) }, /name: Name must be at most 60 characters/],
    ['no name', {}, /name/],
    ['a number', { name: 42 }, /name: Name must be text/],
    ['an unknown field', { name: 'Backup', scopes: ['all'] }, /Unknown field: scopes/],
  ])('refuses %s with 400, and stores nothing', async (_case, json, message) => {
    const user = await cook();
    const error = await expectError(400, 'POST', '/tokens', { token: user.idToken, json });
    expect(error.message).toMatch(message);
    expect(await storedTokensOf(user)).toEqual([]);
  });

  it('needs a sign-in: 401 without a token, on every token route', async () => {
    await expectError(401, 'GET', '/tokens');
    await expectError(401, 'POST', '/tokens', { json: { name: 'Backup' } });
    await expectError(401, 'DELETE', '/tokens/anything');
  });
});

describe('using a token', () => {
  it('acts as its account: writes a recipe under the account name, likes one, lists its own by e-mail', async () => {
    const user = await cook();
    const { token } = await newToken(user);

    const created = await call<{ insertedId: string }>('POST', '/recipes', { token, json: recipeBody() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    rememberRecipe(created.body.insertedId);
    const recipe = await getRecipe(created.body.insertedId);
    expect(recipe.ownerUid).toBe(user.uid);
    expect(recipe.displayName).toBe('Token Cook');

    const liked = await call<{ liked: boolean; likeCount: number }>('PATCH', `/recipes/details/${otherRecipe}`, {
      token,
    });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ liked: true, likeCount: 1 });
    await call('DELETE', `/recipes/details/${otherRecipe}/like`, { token });

    const own = await call<{ _id: string }[]>('GET', `/recipes?user=${encodeURIComponent(user.email)}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.map((item) => item._id)).toEqual([created.body.insertedId]);
  });

  it('has the permissions of its account, no more: another cook’s recipe stays theirs', async () => {
    const user = await cook();
    const { token } = await newToken(user);
    const error = await expectError(403, 'PATCH', `/recipes/${otherRecipe}`, { token, json: { prepTime: 77 } });
    expect(error.code).toBe('forbidden');
    await expectError(403, 'GET', '/recipes?user=someone-else@example.com', { token });
  });

  it('works through the site (Hosting’s /api rewrite) too', async () => {
    const user = await cook();
    const { token } = await newToken(user);
    const result = await call('PATCH', `/recipes/details/${otherRecipe}`, { base: HOSTING_API_URL, token });
    expect(result.status).toBe(200);
    await call('DELETE', `/recipes/details/${otherRecipe}/like`, { token });
  });

  it('spends the same per-account allowance as the ID token', async () => {
    const user = await cook();
    const { token } = await newToken(user);
    const { max, windowSeconds } = RATE_LIMITS.createRecipe;
    // The account has made its allowance of recipes this hour (with its ID token, say).
    const counter = db.doc(`${RATE_LIMITS_COLLECTION}/${user.uid}_createRecipe`);
    const now = Date.now();
    await counter.set({ count: max - 1, windowStart: new Date(now), expiresAt: new Date(now + windowSeconds * 1000) });

    const last = await call<{ insertedId: string }>('POST', '/recipes', { token, json: recipeBody() });
    expect(last.status).toBe(201);
    rememberRecipe(last.body.insertedId);
    const error = await expectError(429, 'POST', '/recipes', { token, json: recipeBody() });
    expect(error.code).toBe('rate-limited');
    await expectError(429, 'POST', '/recipes', { token: user.idToken, json: recipeBody() });
    await counter.delete();
  });

  it('records its last use, at most about once a minute', async () => {
    const user = await cook();
    const { id, token } = await newToken(user);
    await call('GET', `/recipes?user=${encodeURIComponent(user.email)}`, { token });
    const [first] = await listTokens(user);
    expect(first?.id).toBe(id);
    expect(Date.parse(first?.lastUsedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    await call('GET', `/recipes?user=${encodeURIComponent(user.email)}`, { token });
    expect((await listTokens(user))[0]?.lastUsedAt).toBe(first?.lastUsedAt);
  });

  it('is refused with 401 when it is not one of ours', async () => {
    const user = await cook();
    const { token } = await newToken(user);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [altered, 'rbk_short', `${token}x`]) {
      const error = await expectError(401, 'POST', '/recipes', { token: candidate, json: recipeBody() });
      expect(error.message).toBe('The personal access token is invalid or has been revoked');
    }
  });

  it('cannot list, create or revoke tokens (403): that needs a sign-in', async () => {
    const user = await cook();
    const { id, token } = await newToken(user);
    for (const [method, path, json] of [
      ['GET', '/tokens', undefined],
      ['POST', '/tokens', { name: 'Another' }],
      ['DELETE', `/tokens/${id}`, undefined],
    ] as const) {
      const error = await expectError(403, method, path, { token, json });
      expect(error.code).toBe('sign-in-required');
    }
    expect(await storedTokensOf(user)).toHaveLength(1);
  });
});

describe('revoking and account changes', () => {
  it('a revoked token is refused at once (401); revoking again, or another cook’s token, deletes nothing', async () => {
    const user = await cook();
    const stranger = await cook();
    const { id, token } = await newToken(user);
    const kept = await newToken(user, 'Kept');

    const theirs = await call<{ deletedCount: number }>('DELETE', `/tokens/${id}`, { token: stranger.idToken });
    expect(theirs.body).toEqual({ deletedCount: 0 });
    expect((await call('PATCH', `/recipes/details/${otherRecipe}`, { token })).status).toBe(200);

    const revoked = await call<{ deletedCount: number }>('DELETE', `/tokens/${id}`, { token: user.idToken });
    expect(revoked.body).toEqual({ deletedCount: 1 });
    const error = await expectError(401, 'DELETE', `/recipes/details/${otherRecipe}/like`, { token });
    expect(error.message).toBe('The personal access token is invalid or has been revoked');
    expect((await getRecipe(otherRecipe)).likeCount).toBe(1);

    const again = await call<{ deletedCount: number }>('DELETE', `/tokens/${id}`, { token: user.idToken });
    expect(again.body).toEqual({ deletedCount: 0 });
    expect((await call('DELETE', '/tokens/not%2Fan%2Fid', { token: user.idToken })).body).toEqual({
      deletedCount: 0,
    });
    expect((await listTokens(user)).map((listed) => listed.id)).toEqual([kept.id]);
    await call('DELETE', `/recipes/details/${otherRecipe}/like`, { token: kept.token });
  });

  it('a disabled account’s token is refused at once (403), and again accepted once it is enabled', async () => {
    const user = await cook();
    const { token } = await newToken(user);
    await adminAuth.updateUser(user.uid, { disabled: true });
    const error = await expectError(403, 'POST', '/recipes', { token, json: recipeBody() });
    expect(error.code).toBe('account-disabled');
    expect(await db.collection(RECIPES).where('ownerUid', '==', user.uid).get()).toHaveProperty('size', 0);

    await adminAuth.updateUser(user.uid, { disabled: false });
    expect((await call('GET', `/recipes?user=${encodeURIComponent(user.email)}`, { token })).status).toBe(200);
  });

  it('a deleted account’s token is refused at once (401)', async () => {
    const user = await cook();
    const { token } = await newToken(user);
    await adminAuth.deleteUser(user.uid);
    const error = await expectError(401, 'POST', '/recipes', { token, json: recipeBody() });
    expect(error.code).toBe('unauthenticated');
    expect(await db.collection(RECIPES).where('ownerUid', '==', user.uid).get()).toHaveProperty('size', 0);
  });
});
