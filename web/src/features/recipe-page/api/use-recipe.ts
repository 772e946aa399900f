// One recipe, live, from the copy the page already has (the route's loader
// data): the like count and edits show as they happen. Null once the server
// says the recipe does not exist (deleted meanwhile). A recipe missing only
// from this device's cache (offline, or the server not reached yet) is no
// answer: the page keeps its copy until the server speaks. For components
// inside <WithFirestore>; a failed read is thrown, for the caller's error boundary.
import type { Recipe } from '@recipe-book/schema/recipe';
import { useFirestore, useFirestoreDoc, useFirestoreDocData } from 'reactfire';
import { recipeDoc } from '@/lib/recipes/recipe-refs';

export function useLiveRecipe(initial: Recipe): Recipe | null {
  const ref = recipeDoc(useFirestore(), initial.id);
  const { data } = useFirestoreDocData(ref, { idField: 'id', initialData: initial });
  // The data alone cannot tell "deleted" from "not in this device's cache": the snapshot's metadata can.
  const { status, data: snapshot } = useFirestoreDoc(ref);
  if (status === 'success' && !snapshot.exists() && !snapshot.metadata.fromCache) return null;
  return data ?? initial;
}
