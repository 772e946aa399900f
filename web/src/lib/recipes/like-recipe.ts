// Like a recipe: the user's own like document and likeCount +1 in one batch,
// the only shape of write firestore.rules accepts for a like.
import { likePath, recipePath } from '@recipe-book/schema/paths';
import { loadFirestoreWithSdk } from '@/lib/firebase';

export async function likeRecipe(recipeId: string, uid: string): Promise<void> {
  const {
    db,
    sdk: { doc, increment, serverTimestamp, writeBatch },
  } = await loadFirestoreWithSdk();
  const batch = writeBatch(db);
  batch.set(doc(db, likePath(recipeId, uid)), { createdAt: serverTimestamp() });
  batch.update(doc(db, recipePath(recipeId)), { likeCount: increment(1) });
  await batch.commit();
}
