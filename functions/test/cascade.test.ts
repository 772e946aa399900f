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

async function expectDependentsGone(id: string): Promise<void> {
  await eventually(async () => {
    expect(
      (
        await db
          .collection(`${recipePath(id)}/likes`)
          .count()
          .get()
      ).data().count,
    ).toBe(0);
    for (const fan of fans) expect((await db.doc(wishlistPath(fan.uid, id)).get()).exists).toBe(false);
  }, TRIGGER_WAIT_MS);
}

describe('cascade on delete', { timeout: 90_000 }, () => {
  it('DELETE /recipes/:id removes the likes and every wishlist entry', async () => {
    const id = await popularRecipe();
    expect((await db.doc(likePath(id, fans[0]?.uid ?? '')).get()).exists).toBe(true);

    expect((await call('DELETE', `/recipes/${id}`, { token: author.idToken })).status).toBe(200);

    await expectDependentsGone(id);
  });

  it('a delete made directly in Firestore (as the web app does) cascades through the trigger', async () => {
    const id = await popularRecipe();

    await db.doc(recipePath(id)).delete();

    await expectDependentsGone(id);
  });

  it('removes a wishlist entry written after its recipe was deleted', async () => {
    const id = await createRecipe(author);
    await db.doc(recipePath(id)).delete();
    const late = db.doc(wishlistPath(author.uid, id));
    await late.set({ createdAt: Timestamp.now() });
    await eventually(async () => expect((await late.get()).exists).toBe(false), TRIGGER_WAIT_MS);
  });
});
