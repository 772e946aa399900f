// The signed-in user's own recipes, newest first, live: an add, edit or
// delete shows at once. Served by the (ownerUid, createdAt desc) index.
import { onSnapshot, orderBy, query, where } from 'firebase/firestore';
import type { Recipe } from '@recipe-book/schema/recipe';
import { type Loadable, useLiveData } from '@/lib/firestore-data';
import { recipesCollection } from './recipe-refs';

export function useMyRecipes(uid: string | null): Loadable<Recipe[]> {
  return useLiveData<Recipe[]>(uid && `my-recipes:${uid}`, (db, next, fail) =>
    onSnapshot(
      query(recipesCollection(db), where('ownerUid', '==', uid), orderBy('createdAt', 'desc')),
      (snapshot) => next(snapshot.docs.map((recipe) => recipe.data())),
      fail,
    ),
  );
}
