// The cuisines that have at least one recipe, for the "All Cuisines" filter:
// one `limit(1)` query per known cuisine, so at most five documents whatever
// the collection size. `enabled` false waits (the page's own read goes first).
import { getDocs, limit, query, where } from 'firebase/firestore';
import { CUISINES, type Cuisine } from '@recipe-book/schema/constants';
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import { meterReads } from './read-meter';
import { recipesCollection } from './recipe-refs';

export function useCuisines(enabled = true): Loadable<Cuisine[]> {
  return useFetchedData(enabled ? 'cuisines' : null, async (db) => {
    const found = await Promise.all(
      CUISINES.map((cuisine) => getDocs(query(recipesCollection(db), where('cuisine', '==', cuisine), limit(1)))),
    );
    meterReads({ documents: found.reduce((sum, snapshot) => sum + snapshot.size, 0) });
    return CUISINES.filter((_, i) => !found[i]?.empty);
  });
}
