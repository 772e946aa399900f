// How many recipes match the cuisine and search, for "Showing 13–24 of N" and
// the page links. Keyed by the filters only: paging and sorting reuse it.
// Unfiltered, the total may come with the HTML of All Recipes.
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import type { BrowseSearch } from '../browse-search';
import { takeServedBrowsePart } from './take-served-browse-page';

export function useRecipeCount({ cuisine, q }: Pick<BrowseSearch, 'cuisine' | 'q'>): Loadable<number> {
  return useFetchedData(
    `count:${JSON.stringify({ cuisine, q })}`,
    async (db) => (await import('./load-recipes-page')).countRecipes(db, { cuisine, q }),
    () => (cuisine === undefined && q === undefined ? takeServedBrowsePart('total') : undefined),
  );
}
