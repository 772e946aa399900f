// The cuisines that have at least one recipe, for the "All Cuisines" filter:
// one count() aggregation per known cuisine, never a read of the recipes.
import { getCountFromServer, query, where } from 'firebase/firestore';
import { CUISINES, type Cuisine } from '@recipe-book/schema/constants';
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import { meterReads } from './read-meter';
import { recipesCollection } from './recipe-converter';

export function useCuisines(): Loadable<Cuisine[]> {
  return useFetchedData('cuisines', async (db) => {
    const counts = await Promise.all(
      CUISINES.map((cuisine) => getCountFromServer(query(recipesCollection(db), where('cuisine', '==', cuisine)))),
    );
    meterReads(counts.length);
    return CUISINES.filter((_, i) => (counts[i]?.data().count ?? 0) > 0);
  });
}
