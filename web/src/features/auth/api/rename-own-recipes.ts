// Recipes carry their owner's public name (`displayName`), so a new profile name
// is copied onto each of the user's recipes: an owner's edit the rules allow.
import { RECIPES } from '@recipe-book/schema/paths';
import { collection, getDocs, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

/** Returns how many recipes were changed. Recipes that already carry the name are left alone. */
export async function renameOwnRecipes(uid: string, displayName: string): Promise<number> {
  const db = await loadFirestore();
  const own = await getDocs(query(collection(db, RECIPES), where('ownerUid', '==', uid)));
  const stale = own.docs.filter((recipe) => recipe.get('displayName') !== displayName);
  for (let start = 0; start < stale.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const recipe of stale.slice(start, start + BATCH_LIMIT)) {
      batch.update(recipe.ref, { displayName, updatedAt: serverTimestamp() });
    }
    await batch.commit();
  }
  return stale.length;
}
