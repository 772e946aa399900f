// One recipe read once, for the detail route's loader (so the page and its
// head are ready together). Null when there is no such recipe.
import { getDoc } from 'firebase/firestore';
import type { Recipe } from '@recipe-book/schema/recipe';
import { loadFirestore } from '@/lib/firebase';
import { recipeDoc } from './recipe-refs';

export async function fetchRecipe(id: string): Promise<Recipe | null> {
  const snapshot = await getDoc(recipeDoc(await loadFirestore(), id));
  return snapshot.data() ?? null;
}
