// The All Recipes page for the URL's filters and position, read once per
// change (a new filter, search, sort or page shows "loading", never the
// previous page). The view (grid or list) does not trigger a read.
import { type Loadable, useFetchedData } from '@/lib/firestore-data';
import type { BrowseSearch } from '../browse-search';
import { loadRecipesPage, type RecipesPage } from './load-recipes-page';

export function useRecipesPage(search: BrowseSearch): Loadable<RecipesPage> {
  const { cuisine, q, sort, page, after, before, last } = search;
  const key = JSON.stringify({ cuisine, q, sort, page, after, before, last });
  return useFetchedData(key, (db) => loadRecipesPage(db, { cuisine, q, sort, page, after, before, last }));
}
