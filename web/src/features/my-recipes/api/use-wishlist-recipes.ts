// The signed-in user's wishlist, live: the ids of the saved recipes, most
// recently saved first, from the user's private entries; then the recipes
// themselves, read by id in batches (Firestore's `in` takes at most 30).
// For components inside <WithFirestore>; `undefined` until the first answer,
// and a failed read is thrown, for the caller's error boundary.
import { collection, documentId, orderBy, query, where } from 'firebase/firestore';
import { USERS, WISHLIST } from '@recipe-book/schema/paths';
import type { Recipe } from '@recipe-book/schema/recipe';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import { recipeDoc, recipesCollection } from '@/lib/recipes/recipe-refs';

/** Firestore's limit of values for `in`. */
export const WISHLIST_BATCH_SIZE = 30;

export function useWishlistIds(uid: string): string[] | undefined {
  const entries = query(collection(useFirestore(), USERS, uid, WISHLIST), orderBy('createdAt', 'desc'));
  const { status, data } = useFirestoreCollectionData(entries, { idField: 'id' });
  return status === 'success' ? data.map((entry) => String(entry['id'])) : undefined;
}

/**
 * The recipes with these ids (at most WISHLIST_BATCH_SIZE) that still exist
 * and the list may show, in no particular order: the public ones and the
 * cook's own. Another cook's unlisted or private recipe is left out (its entry
 * stays stored, and shows again once the recipe is public): a list may only
 * ask for public recipes, or anyone could list the unlisted ones.
 */
export function useRecipesWithIds(ids: string[], uid: string): Recipe[] | undefined {
  const db = useFirestore();
  const byId = where(documentId(), 'in', ids);
  const listed = useFirestoreCollectionData(query(recipesCollection(db), byId, where(...LISTED_VISIBILITY_FILTER)), {
    idField: 'id',
  });
  const own = useFirestoreCollectionData(query(recipesCollection(db), byId, where('ownerUid', '==', uid)), {
    idField: 'id',
  });
  if (listed.status !== 'success' || own.status !== 'success') return undefined;
  const ownIds = new Set(own.data.map((recipe) => recipe.id));
  return [...own.data, ...listed.data.filter((recipe) => !ownIds.has(recipe.id))];
}

/**
 * One saved recipe on its own, as a list of none or one: for a batch the rules
 * refused because it names another cook's private recipe (a query by ids is
 * checked recipe by recipe). That recipe's own read is refused in turn and
 * left out by the caller's boundary.
 */
export function useRecipeWithId(id: string): Recipe[] | undefined {
  const { status, data } = useFirestoreDocData(recipeDoc(useFirestore(), id), { idField: 'id' });
  if (status !== 'success') return undefined;
  return data ? [data] : [];
}
