// The dashboard's three numbers, counted by the server (aggregations read no
// documents): every recipe, the user's own, and the sum of wishlistCount over
// the user's own recipes.
import { count, getAggregateFromServer, getCountFromServer, query, sum, where } from 'firebase/firestore';
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import { recipesCollection } from './recipe-refs';

export interface DashboardCounts {
  total: number;
  yours: number;
  wishlisted: number;
}

/**
 * `version` changes whenever the caller knows the numbers moved (its live
 * list of own recipes changed), so the counts are asked for again.
 */
export function useDashboardCounts(uid: string | null, version: string): Loadable<DashboardCounts> {
  return useFetchedData<DashboardCounts>(uid && `dashboard-counts:${uid}:${version}`, async (db) => {
    const recipes = recipesCollection(db);
    const own = query(recipes, where('ownerUid', '==', uid));
    const [all, mine] = await Promise.all([
      getCountFromServer(recipes),
      getAggregateFromServer(own, { yours: count(), wishlisted: sum('wishlistCount') }),
    ]);
    const { yours, wishlisted } = mine.data();
    return { total: all.data().count, yours, wishlisted };
  });
}
