// All Recipes' filtered and ordered list (public recipes only; a cook profile's: one cook's) as a web SDK
// query: its one description (listingQuery, schema/src/recipe-listing.ts), read a page at a time by the
// loaders (read-recipes.ts) and followed live on the first page (use-new-recipes.ts); and a cook's own
// recipes (My Recipes).
import type { Firestore } from 'firebase/firestore';
import { type ListWindow, recipeListQuery, windowOf } from '@recipe-book/schema/list-queries';
import { type ListingFilters, listingQuery } from '@recipe-book/schema/recipe-listing';
import { webQuery } from '@/lib/web-query';
import { recipeConverter } from './recipe-converter';

/** The list's recipes in `window`: the first N (after a cursor), or the last N (before one). */
export const listingWindowQuery = (db: Firestore, filters: ListingFilters, window: ListWindow) =>
  webQuery(db, windowOf(listingQuery(filters), window), recipeConverter);

/** The cook's own recipes, newest first (as GET /recipes?user= lists them): served by the (ownerUid, createdAt desc) index. */
export const ownRecipesQuery = (db: Firestore, uid: string) =>
  webQuery(db, recipeListQuery({ ownerUid: uid }), recipeConverter);
