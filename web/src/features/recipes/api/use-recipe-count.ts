// How many recipes match the cuisine and search, for "Showing 13–24 of N" and
// the page links. Keyed by the filters only: paging and sorting reuse it.
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import type { BrowseSearch } from '../browse-search';
import { countRecipes } from './load-recipes-page';

export function useRecipeCount({ cuisine, q }: Pick<BrowseSearch, 'cuisine' | 'q'>): Loadable<number> {
  return useFetchedData(`count:${JSON.stringify({ cuisine, q })}`, (db) => countRecipes(db, { cuisine, q }));
}
