// Home's Top Recipes: the most liked recipes, live, so a like anywhere moves
// them at once. The same order as GET /recipes/top/top-liked (equal counts
// newest first), served by the (likeCount desc, createdAt desc) index.
import { limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { TOP_LIKED_LIMIT } from '@recipe-book/schema/constants';
import type { Recipe } from '@recipe-book/schema/recipe';
import { type Loadable, useLiveData } from '@/lib/firestore-data';
import { recipesCollection } from './recipe-refs';

export function useTopRecipes(count: number = TOP_LIKED_LIMIT.default): Loadable<Recipe[]> {
  return useLiveData<Recipe[]>(`top-recipes:${count}`, (db, next, fail) =>
    onSnapshot(
      query(recipesCollection(db), orderBy('likeCount', 'desc'), orderBy('createdAt', 'desc'), limit(count)),
      (snapshot) => next(snapshot.docs.map((recipe) => recipe.data())),
      fail,
    ),
  );
}
