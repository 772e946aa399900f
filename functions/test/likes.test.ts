// Likes: one per user, idempotent, counted exactly even under concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIKES, likePath, recipePath } from '@recipe-book/schema/paths';
import { call, expectError } from './support/api';
import { db } from './support/firestore';
import { inParallel } from './support/pool';
import { createRecipe, deleteCreatedRecipes, getRecipe } from './support/recipes';
import { createUser, createUsers, deleteCreatedUsers, type TestUser } from './support/users';
import { setLiked } from '../src/recipes/likes';

interface LikeJson {
  acknowledged: boolean;
  liked: boolean;
  likeCount: number;
  matchedCount: number;
  modifiedCount: number;
}

/** The like answer: its documented fields and, like the other writes, whether this call changed anything. */
const likeAnswer = (liked: boolean, likeCount: number, modified: boolean) => ({
  acknowledged: true,
  liked,
  likeCount,
  matchedCount: 1,
  modifiedCount: modified ? 1 : 0,
});

const like = (id: string, user: TestUser) => call<LikeJson>('PATCH', `/recipes/details/${id}`, { token: user.idToken });
const unlike = (id: string, user: TestUser) =>
  call<LikeJson>('DELETE', `/recipes/details/${id}/like`, { token: user.idToken });

/**
 * A like that, answered 503 (the database slow to answer, as on a busy
 * emulator), tries again after Retry-After, as the API asks clients to; likes
 * are idempotent, so a retry never counts twice.
 */
async function likeAsClientsDo(id: string, user: TestUser, attempts = 3) {
  const result = await like(id, user);
  if (result.status !== 503 || attempts <= 1) return result;
  await new Promise((resolve) => setTimeout(resolve, Number(result.headers.get('retry-after') ?? 1) * 1000));
  return likeAsClientsDo(id, user, attempts - 1);
}

let author: TestUser;
let fan: TestUser;

beforeAll(async () => {
  [author, fan] = await Promise.all([createUser(), createUser()]);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('like and unlike', () => {
  it('counts one like per user, keeps a like document, and leaves updatedAt alone', async () => {
    const id = await createRecipe(author);
    const before = await getRecipe(id);

    const first = await like(id, fan);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(likeAnswer(true, 1, true));
    expect((await db.doc(likePath(id, fan.uid)).get()).exists).toBe(true);

    const again = await like(id, fan);
    expect(again.body).toEqual(likeAnswer(true, 1, false));

    const after = await getRecipe(id);
    expect(after.likeCount).toBe(1);
    expect(after.likes).toBe(1);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('unlikes idempotently and removes the like document', async () => {
    const id = await createRecipe(author);
    await like(id, fan);
    await like(id, author);

    const first = await unlike(id, fan);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(likeAnswer(false, 1, true));
    const again = await unlike(id, fan);
    expect(again.body).toEqual(likeAnswer(false, 1, false));

    expect((await db.doc(likePath(id, fan.uid)).get()).exists).toBe(false);
    expect((await getRecipe(id)).likeCount).toBe(1);
  });

  it('needs a token (401) and an existing recipe (404)', async () => {
    const id = await createRecipe(author);
    await expectError(401, 'PATCH', `/recipes/details/${id}`);
    await expectError(401, 'DELETE', `/recipes/details/${id}/like`);
    await expectError(401, 'PATCH', `/recipes/details/${id}`, { token: 'not-a-token' });
    await expectError(404, 'PATCH', '/recipes/details/no-such-recipe', { token: fan.idToken });
    await expectError(404, 'DELETE', '/recipes/details/no-such-recipe/like', { token: fan.idToken });
  });
});

describe('a like racing the deletion of its recipe', () => {
  it('leaves no like and no counter behind, whoever wins', { timeout: 90_000 }, async () => {
    const id = await createRecipe(author);
    const fans = await createUsers(4);

    const [deleted, ...likes] = await Promise.all([
      call('DELETE', `/recipes/${id}`, { token: author.idToken }),
      ...fans.map((user) => like(id, user)),
    ]);

    expect(deleted.status).toBe(200);
    // A like either landed before the delete (its cascade then removed it) or found no recipe.
    for (const result of likes) expect([200, 404]).toContain(result.status);
    expect((await db.doc(recipePath(id)).get()).exists).toBe(false);
    // The delete answers once its cascade is done; a like that committed before it is gone with it.
    expect(
      (
        await db
          .collection(`${recipePath(id)}/${LIKES}`)
          .count()
          .get()
      ).data().count,
    ).toBe(0);
    // A late like cannot bring the recipe back as a bare counter either.
    expect((await like(id, fan)).status).toBe(404);
    expect((await db.doc(recipePath(id)).get()).exists).toBe(false);
  });
});

describe('concurrent likes', () => {
  it('50 users liking over HTTP end at exactly likeCount 50', { timeout: 180_000 }, async () => {
    const id = await createRecipe(author);
    const users = await createUsers(50);

    const results = await inParallel(users, (user) => likeAsClientsDo(id, user));

    expect(results.map((result) => result.status)).toEqual(users.map(() => 200));
    expect((await getRecipe(id)).likeCount).toBe(50);
    const likeDocs = await db.collection(`recipes/${id}/likes`).count().get();
    expect(likeDocs.data().count).toBe(50);
  });

  // The emulator cannot hold 50 HTTP requests in flight from a cold start (see
  // support/pool.ts), so the transaction itself is also run 50 times at once.
  it('50 simultaneous like transactions, plus repeats, end at exactly 50', async () => {
    const id = await createRecipe(author);
    const uids = Array.from({ length: 50 }, (_, index) => `concurrent-like-${index}`);

    await Promise.all([...uids, ...uids.slice(0, 10)].map((uid) => setLiked(id, uid, true)));

    expect((await getRecipe(id)).likeCount).toBe(50);
    expect((await db.collection(`recipes/${id}/likes`).count().get()).data().count).toBe(50);
  });
});
