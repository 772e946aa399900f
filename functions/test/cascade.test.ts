// Deleting a recipe removes its likes and every wishlist entry for it, whether
// the delete comes through the API or straight from a client (the trigger).
import { likePath, recipePath, wishlistPath } from '@recipe-book/schema/paths';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { db, eventually } from './support/firestore';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

let author: TestUser;
let fans: TestUser[];

beforeAll(async () => {
  author = await createUser();
  fans = [await createUser(), await createUser()];
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

/** A liked and wishlisted recipe: one wishlist entry as the web app writes it, one without `recipeId`. */
// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT_MS = 40_000;

async function popularRecipe(): Promise<string> {
  const id = await createRecipe(author);
  for (const fan of fans) await call('PATCH', `/recipes/details/${id}`, { token: fan.idToken });
  const [withId, withoutId] = fans as [TestUser, TestUser];
  await db.doc(wishlistPath(withId.uid, id)).set({ createdAt: Timestamp.now(), recipeId: id });
  await db.doc(wishlistPath(withoutId.uid, id)).set({ createdAt: Timestamp.now() });
  // The create trigger backfills the missing recipeId, which is how the cascade finds the entry.
  await eventually(async () => {
    expect((await db.doc(wishlistPath(withoutId.uid, id)).get()).get('recipeId')).toBe(id);
  }, TRIGGER_WAIT_MS);
  return id;
}

/** One look, no retries: the recipe's likes and its wishlist entries are gone now. */
async function expectNoDependents(id: string): Promise<void> {
  const [likes, ...entries] = await Promise.all([
    db
      .collection(`${recipePath(id)}/likes`)
      .count()
      .get(),
    ...fans.map((fan) => db.doc(wishlistPath(fan.uid, id)).get()),
  ]);
  expect(likes.data().count).toBe(0);
  expect(entries.map((entry) => entry.exists)).toEqual(fans.map(() => false));
}

describe('cascade on delete', { timeout: 90_000 }, () => {
  it('DELETE /recipes/:id has removed the likes and every wishlist entry when it answers', async () => {
    const id = await popularRecipe();
    expect((await db.doc(likePath(id, fans[0]?.uid ?? '')).get()).exists).toBe(true);

    expect((await call('DELETE', `/recipes/${id}`, { token: author.idToken })).status).toBe(200);

    // Checked at once, without waiting: the API finishes the cascade itself
    // before answering, and does not leave it to the (later) delete trigger.
    await expectNoDependents(id);
  });

  it('a delete made directly in Firestore (as the web app does) cascades through the trigger', async () => {
    const id = await popularRecipe();

    await db.doc(recipePath(id)).delete();

    await eventually(() => expectNoDependents(id), TRIGGER_WAIT_MS);
  });

  it('removes a wishlist entry written after its recipe was deleted', async () => {
    const id = await createRecipe(author);
    await db.doc(recipePath(id)).delete();
    const late = db.doc(wishlistPath(author.uid, id));
    await late.set({ createdAt: Timestamp.now() });
    await eventually(async () => expect((await late.get()).exists).toBe(false), TRIGGER_WAIT_MS);
  });
});
