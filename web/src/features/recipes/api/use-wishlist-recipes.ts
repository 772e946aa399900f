// The signed-in user's wishlist, live: the ids of the saved recipes, most
// recently saved first, from the user's private entries; then the recipes
// themselves, read by id in batches (Firestore's `in` takes at most 30).
// For components inside <WithFirestore>; `undefined` until the first answer,
// and a failed read is thrown, for the caller's error boundary.
import { collection, documentId, orderBy, query, where } from 'firebase/firestore';
import { USERS, WISHLIST } from '@recipe-book/schema/paths';
import type { Recipe } from '@recipe-book/schema/recipe';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { recipesCollection } from './recipe-refs';

/** Firestore's limit of values for `in`. */
export const WISHLIST_BATCH_SIZE = 30;

export function useWishlistIds(uid: string): string[] | undefined {
  const entries = query(collection(useFirestore(), USERS, uid, WISHLIST), orderBy('createdAt', 'desc'));
  const { status, data } = useFirestoreCollectionData(entries, { idField: 'id' });
  return status === 'success' ? data.map((entry) => String(entry['id'])) : undefined;
}

/** The recipes with these ids (at most WISHLIST_BATCH_SIZE) that still exist, in no particular order. */
export function useRecipesWithIds(ids: string[]): Recipe[] | undefined {
  const batch = query(recipesCollection(useFirestore()), where(documentId(), 'in', ids));
  const { status, data } = useFirestoreCollectionData(batch, { idField: 'id' });
  return status === 'success' ? data : undefined;
}
