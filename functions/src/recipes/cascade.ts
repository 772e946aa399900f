// What goes when a recipe goes: its `likes`, its `reviews`, every wishlist
// entry that points to it, and its place in every collection. Run by the
// `recipes/{id}` delete trigger, so a delete made by the web app cascades
// exactly like one made through the REST API.
import { LIKES, recipePath, REVIEWS, WISHLIST } from '@recipe-book/schema/paths';
import { removeRecipeFromCollections } from '../collections/deleted-recipes';
import { db } from '../firebase';

const BATCH = 400;

/** Wishlist entries carry `recipeId` (written by the app, or backfilled by `backfillWishlistEntry`). */
async function deleteWishlistEntries(recipeId: string): Promise<void> {
  const entries = db.collectionGroup(WISHLIST).where('recipeId', '==', recipeId).limit(BATCH);
  for (;;) {
    const snapshot = await entries.get();
    if (snapshot.empty) return;
    const batch = db.batch();
    for (const entry of snapshot.docs) batch.delete(entry.ref);
    await batch.commit();
  }
}

export async function deleteRecipeDependents(recipeId: string): Promise<void> {
  await Promise.all([
    db.recursiveDelete(db.collection(`${recipePath(recipeId)}/${LIKES}`)),
    db.recursiveDelete(db.collection(`${recipePath(recipeId)}/${REVIEWS}`)),
    deleteWishlistEntries(recipeId),
    removeRecipeFromCollections(recipeId),
  ]);
}

/**
 * A new wishlist entry gets its `recipeId` when a client left it out, so the
 * cascade can find it. An entry whose recipe is already gone (deleted between
 * the client's write and this trigger) is removed instead of being orphaned.
 */
export async function backfillWishlistEntry(entryPath: string, recipeId: string): Promise<void> {
  const entry = db.doc(entryPath);
  // A transaction, so the recipe cannot be deleted between our read and our write.
  await db.runTransaction(async (transaction) => {
    const [recipe, current] = await Promise.all([
      transaction.get(db.doc(recipePath(recipeId))),
      transaction.get(entry),
    ]);
    if (!current.exists) return;
    if (!recipe.exists) transaction.delete(entry);
    else if (current.get('recipeId') !== recipeId) transaction.update(entry, { recipeId });
  });
}
