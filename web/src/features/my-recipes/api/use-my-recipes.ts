// The signed-in user's own recipes, newest first, live: an add, edit or
// delete shows at once.
// For components inside <WithFirestore>; `undefined` until the first answer,
// and a failed read is thrown, for the caller's error boundary.
import type { Recipe } from '@recipe-book/schema/recipe';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { ownRecipesQuery } from '@/lib/recipes/listing-query';

export function useMyRecipes(uid: string): Recipe[] | undefined {
  const own = ownRecipesQuery(useFirestore(), uid);
  const { status, data } = useFirestoreCollectionData(own, { idField: 'id' });
  return status === 'success' ? data : undefined;
}
