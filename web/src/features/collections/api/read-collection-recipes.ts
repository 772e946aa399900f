// A collection's recipes as this reader may see them, in the collection's
// order: one read per recipe, since a list query could not return another
// cook's unlisted recipe (the rules list public ones only) and a query by ids
// is refused as a whole by one private recipe. A recipe that is gone, or that
// the rules refuse (another cook's private one), is left out without a trace:
// the same answer GET /collections/{id} gives.
import { getDoc } from 'firebase/firestore';
import type { Recipe } from '@recipe-book/schema/recipe';
import { loadFirestore } from '@/lib/firebase';
import { isRefusedRead } from '@/lib/describe-error';
import { recipeDoc } from '@/lib/recipes/recipe-refs';

export async function readCollectionRecipes(recipeIds: readonly string[]): Promise<Recipe[]> {
  const db = await loadFirestore();
  const reads = await Promise.allSettled(recipeIds.map((id) => getDoc(recipeDoc(db, id))));
  return reads.flatMap((read) => {
    if (read.status === 'rejected') {
      if (isRefusedRead(read.reason)) return [];
      throw read.reason;
    }
    const recipe = read.value.data();
    return recipe ? [recipe] : [];
  });
}
