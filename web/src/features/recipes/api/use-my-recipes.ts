// The signed-in user's own recipes, newest first, live: an add, edit or
// delete shows at once. Served by the (ownerUid, createdAt desc) index.
// For components inside <WithFirestore>; `undefined` until the first answer,
// and a failed read is thrown, for the caller's error boundary.
import { orderBy, query, where } from 'firebase/firestore';
import type { Recipe } from '@recipe-book/schema/recipe';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { recipesCollection } from './recipe-refs';

export function useMyRecipes(uid: string): Recipe[] | undefined {
  const own = query(recipesCollection(useFirestore()), where('ownerUid', '==', uid), orderBy('createdAt', 'desc'));
  const { status, data } = useFirestoreCollectionData(own, { idField: 'id' });
  return status === 'success' ? data : undefined;
}
