// How many recipes the first page of a list would show now, above recipes it
// shows, that it does not: recipes shared (or moved into the list, by an edit
// or a like) since the page was read. A recipe that only moved up from page 2
// because one above it was deleted comes after every shown one, and is not
// new. One
// listener on that page's query, so its cost is one page whatever the
// collection's size. The page does not reshuffle its cards under the reader;
// it offers to show the new ones (recipe-results.tsx). For components inside
// <WithFirestore>; a failed read is thrown, for the caller's error boundary.
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import { type ListingFilters, listingSearch } from '@recipe-book/schema/recipe-listing';
import { matchesRecipeSearch } from '@recipe-book/schema/search';
import { listingWindowQuery } from '@/lib/recipes/listing-query';

export function useNewRecipes(filters: ListingFilters, shownIds: readonly string[]): number {
  const firstPage = listingWindowQuery(useFirestore(), filters, { first: PAGE_SIZE });
  const { status, data: snapshot } = useFirestoreCollection(firstPage);
  // Only the server knows what is new: this device's cache may hold an older page.
  if (status !== 'success' || snapshot.metadata.fromCache) return 0;
  const shown = new Set(shownIds);
  // What the token query cannot tell (a third word, foods to have or leave out) is checked as the page is.
  const search = listingSearch(filters);
  const inList = snapshot.docs.filter(
    (doc) =>
      !search?.needsCheck ||
      matchesRecipeSearch({ title: doc.data().title, foods: doc.get('foods') as string[] | undefined }, search),
  );
  const lastShown = inList.findLastIndex((doc) => shown.has(doc.id));
  return inList.slice(0, Math.max(0, lastShown)).filter((doc) => !shown.has(doc.id)).length;
}
