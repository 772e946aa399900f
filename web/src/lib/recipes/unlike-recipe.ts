// Take a like back: the like document goes and likeCount −1, in one batch.
import { likePath, recipePath } from '@recipe-book/schema/paths';
import { loadFirestoreWithSdk } from '@/lib/firebase';

export async function unlikeRecipe(recipeId: string, uid: string): Promise<void> {
  const {
    db,
    sdk: { doc, increment, writeBatch },
  } = await loadFirestoreWithSdk();
  const batch = writeBatch(db);
  batch.delete(doc(db, likePath(recipeId, uid)));
  batch.update(doc(db, recipePath(recipeId)), { likeCount: increment(-1) });
  await batch.commit();
}
