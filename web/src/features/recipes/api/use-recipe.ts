// One recipe, live: the like count and edits show as they happen. Null when
// the recipe does not exist (or was just deleted).
import { RECIPES } from '@recipe-book/schema/paths';
import type { Recipe } from '@recipe-book/schema/recipe';
import { type Loadable, useLiveData } from '@/lib/firestore-data';
import { recipeConverter } from './recipe-converter';

export function useRecipe(id: string): Loadable<Recipe | null> {
  return useLiveData<Recipe | null>(`recipe:${id}`, (db, next, fail, { doc, onSnapshot }) =>
    onSnapshot(doc(db, RECIPES, id).withConverter(recipeConverter), (snapshot) => next(snapshot.data() ?? null), fail),
  );
}
