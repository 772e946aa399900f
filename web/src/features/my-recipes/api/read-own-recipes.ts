// Every one of the cook's own recipes, read once from the server for an
// export: a copy from the device's cache could be missing recipes, so an
// offline device fails (Firestore's "unavailable") rather than export part
// of them. The query has no limit: a cook's own recipes are one list, as the
// live dashboard list reads them (use-my-recipes.ts).
import { getDocsFromServer } from 'firebase/firestore';
import type { Recipe } from '@recipe-book/schema/recipe';
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestore } from '@/lib/firebase';
import { ownRecipesQuery } from '@/lib/recipes/listing-query';

export async function readOwnRecipes(uid: string): Promise<Recipe[]> {
  ensureOnline();
  const snapshot = await getDocsFromServer(ownRecipesQuery(await loadFirestore(), uid));
  return snapshot.docs.map((doc) => doc.data());
}
