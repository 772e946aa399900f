// Drop a recipe from the user's wishlist: the entry goes and wishlistCount −1,
// atomically. A transaction, because an entry can outlive its recipe (deleted
// meanwhile): then only the entry goes, which the rules allow.
import { recipePath, wishlistPath } from '@recipe-book/schema/paths';
import { loadFirestoreWithSdk } from '@/lib/firebase';

export async function removeFromWishlist(recipeId: string, uid: string): Promise<void> {
  const {
    db,
    sdk: { doc, increment, runTransaction },
  } = await loadFirestoreWithSdk();
  await runTransaction(db, async (transaction) => {
    const recipe = doc(db, recipePath(recipeId));
    const exists = (await transaction.get(recipe)).exists();
    transaction.delete(doc(db, wishlistPath(uid, recipeId)));
    if (exists) transaction.update(recipe, { wishlistCount: increment(-1) });
  });
}
