// One recipe, live: the like count and edits show as they happen. Null when
// the server says the recipe does not exist (or was just deleted). A recipe
// missing only from this device's cache (offline, or the server not reached
// yet) is no answer: the page keeps the copy it loaded until the server speaks.
// With `follow` false nothing is read, and the page keeps the copy it loaded.
import type { Recipe } from '@recipe-book/schema/recipe';
import { type Loadable, useLiveData } from '@/lib/firestore-data';
import { recipeDocWith } from './recipe-converter';

export function useRecipe(id: string, follow: boolean): Loadable<Recipe | null> {
  return useLiveData<Recipe | null>(follow ? `recipe:${id}` : null, (db, next, fail, sdk) =>
    sdk.onSnapshot(
      recipeDocWith(sdk, db, id),
      (snapshot) => {
        if (!snapshot.exists() && snapshot.metadata.fromCache) return;
        next(snapshot.data() ?? null);
      },
      fail,
    ),
  );
}
