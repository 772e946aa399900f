// A stored collection as the app shows it, apart from the collection's
// schema (collection.ts) so that a page that only reads collections (the
// cook's /collections) does not download zod with it: types alone come from
// there.
import type { Collection, StoredCollection } from './collection';
import { toDate } from './stored-recipe';

/** The one mapping from a stored document to the `Collection` the app shows (web SDK and Admin SDK alike). */
export const collectionFromStored = (id: string, data: StoredCollection<unknown>): Collection => ({
  ...data,
  id,
  createdAt: toDate(data.createdAt),
  updatedAt: toDate(data.updatedAt),
});
