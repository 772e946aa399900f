// What goes when a recipe goes: its `likes`, its `reviews`, every wishlist
// entry that points to it, and its place in every collection; and every meal
// plan entry and shopping item that names it (a cook's own or a household's)
// keeps it as plain text only (schema/src/removed-recipe.ts), so that a recipe
// created later under the same id inherits none of them. Run by the
// `recipes/{id}` delete trigger, so a delete made by the web app cascades
// exactly like one made through the REST API.
import { FieldValue, type DocumentData, type Query, type UpdateData } from 'firebase-admin/firestore';
import { RECIPE_LIMITS } from '@recipe-book/schema/constants';
import { LIKES, MEAL_PLAN, recipePath, REVIEWS, SHOPPING_LIST, WISHLIST } from '@recipe-book/schema/paths';
import { removedRecipeLabel, removedRecipeNote } from '@recipe-book/schema/removed-recipe';
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

/**
 * Rewrites every document of a collection group that names `recipeId`, each
 * in a transaction of its own: one deleted or already rewritten meanwhile (a
 * member's edit, the trigger run twice) is skipped, and a note edited at the
 * same moment is not lost. A rewritten one no longer matches the query.
 */
async function rewriteReferences(
  group: string,
  recipeId: string,
  rewrite: (data: DocumentData) => UpdateData<DocumentData>,
): Promise<void> {
  const naming: Query = db.collectionGroup(group).where('recipeId', '==', recipeId).limit(BATCH);
  for (;;) {
    const { docs } = await naming.get();
    if (docs.length === 0) return;
    await Promise.all(
      docs.map(({ ref }) =>
        db.runTransaction(async (transaction) => {
          const data = (await transaction.get(ref)).data();
          if (data?.['recipeId'] === recipeId) transaction.update(ref, rewrite(data));
        }),
      ),
    );
  }
}

/** A planned recipe becomes a note: "Leftover lasagne (recipe removed)", then the entry's own note. */
const plainTextEntries = (recipeId: string) =>
  rewriteReferences(MEAL_PLAN, recipeId, (entry) => ({
    ...removedRecipeNote({
      recipeTitle: (entry['recipeTitle'] as string | null | undefined) ?? null,
      note: (entry['note'] as string | undefined) ?? '',
    }),
    updatedAt: FieldValue.serverTimestamp(),
  }));

/** An item keeps its line and its recipe's title, marked removed, without the id. */
const plainTextItems = (recipeId: string) =>
  rewriteReferences(SHOPPING_LIST, recipeId, (item) => ({
    recipeId: null,
    recipeTitle: removedRecipeLabel(
      (item['recipeTitle'] as string | null | undefined) ?? null,
      RECIPE_LIMITS.title.max,
    ),
  }));

export async function deleteRecipeDependents(recipeId: string): Promise<void> {
  await Promise.all([
    db.recursiveDelete(db.collection(`${recipePath(recipeId)}/${LIKES}`)),
    db.recursiveDelete(db.collection(`${recipePath(recipeId)}/${REVIEWS}`)),
    deleteWishlistEntries(recipeId),
    removeRecipeFromCollections(recipeId),
    plainTextEntries(recipeId),
    plainTextItems(recipeId),
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
