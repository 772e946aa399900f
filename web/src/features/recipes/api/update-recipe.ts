// An owner's edit: only the fields that changed, and the server time as
// `updatedAt` (the rules require both). The backend's trigger refreshes the
// search tokens when the title changes.
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import type { RecipePatch } from '@recipe-book/schema/recipe';
import { loadFirestore } from '@/lib/firebase';
import { ensureOnline } from '@/lib/ensure-online';
import { recipeDoc } from './recipe-refs';

export async function updateRecipe(recipeId: string, patch: RecipePatch): Promise<void> {
  ensureOnline();
  const db = await loadFirestore();
  await updateDoc(recipeDoc(db, recipeId).withConverter(null), { ...patch, updatedAt: serverTimestamp() });
}
