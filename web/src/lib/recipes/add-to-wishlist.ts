// Save a recipe to the user's private wishlist: the entry and wishlistCount +1
// in one batch, as firestore.rules requires.
import { recipePath, wishlistPath } from '@recipe-book/schema/paths';
import { loadFirestoreWithSdk } from '@/lib/firebase';

export async function addToWishlist(recipeId: string, uid: string): Promise<void> {
  const {
    db,
    sdk: { doc, increment, serverTimestamp, writeBatch },
  } = await loadFirestoreWithSdk();
  const batch = writeBatch(db);
  batch.set(doc(db, wishlistPath(uid, recipeId)), { createdAt: serverTimestamp(), recipeId });
  batch.update(doc(db, recipePath(recipeId)), { wishlistCount: increment(1) });
  await batch.commit();
}
