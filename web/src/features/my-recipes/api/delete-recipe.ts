// Deletes the recipe document only. Its likes and every wishlist entry that
// points to it are removed by the backend's delete trigger, the same cascade
// the REST API relies on (see functions/src/recipes/cascade.ts).
import { deleteDoc } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';
import { ensureOnline } from '@/lib/ensure-online';
import { recipeDoc } from '@/lib/recipes/recipe-refs';

export async function deleteRecipe(recipeId: string): Promise<void> {
  ensureOnline();
  const db = await loadFirestore();
  await deleteDoc(recipeDoc(db, recipeId));
}
