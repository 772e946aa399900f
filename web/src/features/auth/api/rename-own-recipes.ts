// Recipes carry their owner's public name (`displayName`), so a new profile
// name is copied onto each of the user's recipes. The backend's trigger does
// the same once the profile changes (functions/src/cooks/rename-trigger.ts);
// the app writes them too, so the cook's own pages show the name at once, and
// reads which need it before the profile changes: the trigger may be first,
// and the count the cook is told must not depend on which one was.
import { RECIPES } from '@recipe-book/schema/paths';
import {
  collection,
  type DocumentReference,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

/** The user's recipes that carry another name than `displayName`. */
export async function staleOwnRecipes(uid: string, displayName: string): Promise<DocumentReference[]> {
  const db = await loadFirestore();
  const own = await getDocs(query(collection(db, RECIPES), where('ownerUid', '==', uid)));
  return own.docs.filter((recipe) => recipe.get('displayName') !== displayName).map((recipe) => recipe.ref);
}

/** Writes `displayName` onto `recipes` (the rules allow it once the cook's profile has that name). */
export async function renameRecipes(recipes: readonly DocumentReference[], displayName: string): Promise<void> {
  const db = await loadFirestore();
  for (let start = 0; start < recipes.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const recipe of recipes.slice(start, start + BATCH_LIMIT)) {
      batch.update(recipe, { displayName, updatedAt: serverTimestamp() });
    }
    await batch.commit();
  }
}
