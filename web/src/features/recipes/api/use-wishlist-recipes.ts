// The recipes on the signed-in user's wishlist, most recently saved first,
// live. Entries are read from the user's private wishlist, then their recipes
// by id (30 per query, Firestore's limit for `in`). A recipe deleted by its
// owner drops out at once; the backend's cascade then removes the entry too.
import {
  collection,
  documentId,
  type Firestore,
  onSnapshot,
  orderBy,
  query,
  type Unsubscribe,
  where,
} from 'firebase/firestore';
import { USERS, WISHLIST } from '@recipe-book/schema/paths';
import type { Recipe } from '@recipe-book/schema/recipe';
import { type Loadable, useLiveData } from '@/lib/firestore-data';
import { recipesCollection } from './recipe-refs';

const IN_LIMIT = 30;

/** Watches the recipes with these ids; `next` gets them once every batch of ids has answered. */
function watchRecipes(
  db: Firestore,
  ids: string[],
  next: (found: Map<string, Recipe>) => void,
  fail: (error: unknown) => void,
): Unsubscribe[] {
  if (ids.length === 0) {
    next(new Map());
    return [];
  }
  const batchCount = Math.ceil(ids.length / IN_LIMIT);
  const answered = new Map<number, Recipe[]>();
  const stops: Unsubscribe[] = [];
  for (let index = 0; index < batchCount; index += 1) {
    const batchIds = ids.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT);
    const batch = query(recipesCollection(db), where(documentId(), 'in', batchIds));
    stops.push(
      onSnapshot(
        batch,
        (snapshot) => {
          answered.set(
            index,
            snapshot.docs.map((recipe) => recipe.data()),
          );
          if (answered.size < batchCount) return;
          next(new Map([...answered.values()].flat().map((recipe) => [recipe.id, recipe])));
        },
        fail,
      ),
    );
  }
  return stops;
}

export function useWishlistRecipes(uid: string | null): Loadable<Recipe[]> {
  return useLiveData<Recipe[]>(uid && `wishlist-recipes:${uid}`, (db, next, fail) => {
    let stopRecipes: Unsubscribe[] = [];
    const stopAll = () => stopRecipes.forEach((stop) => stop());
    const entries = query(collection(db, USERS, uid ?? '', WISHLIST), orderBy('createdAt', 'desc'));
    const stopEntries = onSnapshot(
      entries,
      (snapshot) => {
        stopAll();
        const ids = snapshot.docs.map((entry) => entry.id);
        stopRecipes = watchRecipes(db, ids, (found) => next(ids.flatMap((id) => found.get(id) ?? [])), fail);
      },
      fail,
    );
    return () => {
      stopEntries();
      stopAll();
    };
  });
}
