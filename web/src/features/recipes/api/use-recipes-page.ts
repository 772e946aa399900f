// The All Recipes page for the URL's filters and position, read once per
// change (a new filter, search, sort or page shows "loading", never the
// previous page). The view (grid or list) does not trigger a read. The first
// page may come with the HTML; the Firestore SDK is loaded only to read.
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import type { BrowseSearch } from '../browse-search';
import type { RecipesPage } from './load-recipes-page';
import { isServedListing, takeServedBrowsePart } from './take-served-browse-page';

function servedFirstPage(search: BrowseSearch): RecipesPage | undefined {
  if (!isServedListing(search)) return undefined;
  const recipes = takeServedBrowsePart('recipes');
  return recipes && { recipes, page: 1, lastCursor: takeServedBrowsePart('lastCursor') };
}

export function useRecipesPage(search: BrowseSearch): Loadable<RecipesPage> {
  const { cuisine, q, sort, page, after, before, last } = search;
  const key = JSON.stringify({ cuisine, q, sort, page, after, before, last });
  return useFetchedData(
    key,
    async (db) => (await import('./load-recipes-page')).loadRecipesPage(db, search),
    () => servedFirstPage(search),
  );
}
