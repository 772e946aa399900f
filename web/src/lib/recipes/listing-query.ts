// All Recipes' filtered and ordered list (public recipes only; a cook profile's: one cook's) as web SDK query constraints: read a
// page at a time by the loaders (read-recipes.ts) and followed live on the
// first page (use-new-recipes.ts). Every order ends with the document id, in
// the last field's direction, so a cursor is an exact position.
import { documentId, orderBy, type QueryConstraint, where } from 'firebase/firestore';
import { type ListingFilters, listingOrder, listingSearch } from '@recipe-book/schema/recipe-listing';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';

export function listingConstraints(filters: ListingFilters): QueryConstraint[] {
  const { cuisine, sort, cookUid } = filters;
  // The text's token, else the first wanted food's (search.ts); the rest is checked on the page read.
  const search = listingSearch(filters);
  const order = listingOrder(sort);
  return [
    // Public recipes only: the rules refuse a list that could hold another cook's private one.
    where(...LISTED_VISIBILITY_FILTER),
    // A cook's profile lists their public recipes only.
    ...(cookUid ? [where('ownerUid', '==', cookUid)] : []),
    ...(cuisine ? [where('cuisine', '==', cuisine)] : []),
    ...(search?.token ? [where('searchTokens', 'array-contains', search.token)] : []),
    ...order.map(({ field, direction }) => orderBy(field, direction)),
    orderBy(documentId(), order.at(-1)?.direction ?? 'desc'),
  ];
}
