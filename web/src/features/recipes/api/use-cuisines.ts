// The cuisines that have at least one recipe, for the "All Cuisines" filter
// (load-recipes-page.ts reads them); they may come with the HTML of All
// Recipes. `enabled` false waits (the page's own read goes first).
import type { Cuisine } from '@recipe-book/schema/constants';
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import { takeServedBrowsePart } from './take-served-browse-page';

export function useCuisines(enabled = true): Loadable<Cuisine[]> {
  return useFetchedData(
    enabled ? 'cuisines' : null,
    async (db) => (await import('./load-recipes-page')).findCuisinesInUse(db),
    () => takeServedBrowsePart('cuisines'),
  );
}
