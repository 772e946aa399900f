// A deleted recipe leaves every collection that named it (recipes/cascade.ts
// runs this with the rest of a recipe's cascade, for the REST API's deletes
// and the web app's alike). Readers skip a missing recipe all the same, so a
// collection read between the delete and this cascade shows no gap.
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@recipe-book/schema/paths';
import { db } from '../firebase';

const BATCH = 400;

/** Removes `recipeId` from every collection; updatedAt stays: this is no edit of their cooks'. */
export async function removeRecipeFromCollections(recipeId: string): Promise<void> {
  const holding = db.collection(COLLECTIONS).where('recipeIds', 'array-contains', recipeId).limit(BATCH);
  for (;;) {
    const snapshot = await holding.get();
    if (snapshot.empty) return;
    const batch = db.batch();
    for (const collection of snapshot.docs)
      batch.update(collection.ref, { recipeIds: FieldValue.arrayRemove(recipeId) });
    await batch.commit();
  }
}
