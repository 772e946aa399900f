// The one mapping from a stored recipe document to the `Recipe` the app shows,
// used by the web SDK's converter in the browser and by the Admin SDK's reader
// on the server, so both sides hand the same object to the same components.
import { withAddedFields, type UnmigratedRecipe } from './added-recipe-fields';
import type { Recipe, StoredRecipe } from './recipe';

/** A Firestore Timestamp of either SDK (both have `toDate`). */
export interface TimestampLike {
  toDate(): Date;
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';

/**
 * A stored time as a Date. A server timestamp not yet written (a pending
 * local write) reads as null; "now" is what it will be.
 */
export const toDate = (value: unknown): Date => (isTimestamp(value) ? value.toDate() : new Date());

/**
 * The recipe with its id and `Date`s, without the backend's derived fields:
 * the search index and foods, and the rating average, which lags the exact counters by
 * the trigger's moment (the app derives it from them, rating.ts). A recipe
 * written before a field existed reads with the field's starting value
 * (added-recipe-fields.ts): no reviews, 4 servings, no cooking.
 */
export function recipeFromStored(id: string, data: UnmigratedRecipe<StoredRecipe<unknown>>): Recipe {
  const {
    searchTokens: _backendOnly,
    foods: _searchOnly,
    ratingAverage: _derivedByApp,
    ...shown
  } = withAddedFields(data);
  return {
    ...shown,
    id,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}
