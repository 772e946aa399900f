// The one mapping from a stored recipe document to the `Recipe` the app shows,
// used by the web SDK's converter in the browser and by the Admin SDK's reader
// on the server, so both sides hand the same object to the same components.
import { RECIPE_LIMITS } from './constants';
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
 * the search index, and the rating average, which lags the exact counters by
 * the trigger's moment (the app derives it from them, rating.ts). A recipe
 * written before ratings, servings and cook time existed (not yet migrated)
 * counts as having no reviews and the forms' starting values.
 */
export function recipeFromStored(id: string, data: StoredRecipe<unknown>): Recipe {
  const { searchTokens: _backendOnly, ratingAverage: _derivedByApp, ...shown } = data;
  return {
    ...shown,
    id,
    ratingCount: data.ratingCount ?? 0,
    ratingSum: data.ratingSum ?? 0,
    servings: data.servings ?? RECIPE_LIMITS.servings.default,
    cookTime: data.cookTime ?? RECIPE_LIMITS.cookTime.default,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}
