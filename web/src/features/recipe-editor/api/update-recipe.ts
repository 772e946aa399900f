// An owner's edit: only the fields that changed, and the server time as
// `updatedAt` (the rules require both). The backend's trigger refreshes the
// search tokens when the title changes.
import { deleteField, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { RecipePatch } from '@recipe-book/schema/recipe';
import { loadFirestore } from '@/lib/firebase';
import { ensureOnline } from '@/lib/ensure-online';
import { recipeDoc } from '@/lib/recipes/recipe-refs';

/** A field the patch holds as undefined was cleared (only an optional one can be, e.g. `sourceUrl`): it is removed. */
const toWrite = (patch: RecipePatch) =>
  Object.fromEntries(Object.entries(patch).map(([field, value]) => [field, value ?? deleteField()]));

export async function updateRecipe(recipeId: string, patch: RecipePatch): Promise<void> {
  ensureOnline();
  const db = await loadFirestore();
  await updateDoc(recipeDoc(db, recipeId).withConverter(null), { ...toWrite(patch), updatedAt: serverTimestamp() });
}
