// A collection's recipe ids as a cook changes them: add one at the end (once,
// and no more than the collection holds), remove one, move one to another
// place (drag and drop, or the keyboard's up and down). Pure, so that the
// writes and their tests share them; each returns a new list.
import { COLLECTION_LIMITS } from '@recipe-book/schema/constants';

/** What the app says when a collection is full (the rules refuse it too). */
const COLLECTION_FULL_MESSAGE =
  `A collection holds at most ${COLLECTION_LIMITS.recipeIds.maxItems} recipes: ` +
  'remove one first, or start another collection.';

export class CollectionFullError extends Error {
  constructor() {
    super(COLLECTION_FULL_MESSAGE);
    this.name = 'CollectionFullError';
  }
}

/** `recipeId` added at the end; the same list when it is there already; CollectionFullError when there is no room. */
export function withRecipeAdded(ids: readonly string[], recipeId: string): string[] {
  if (ids.includes(recipeId)) return [...ids];
  if (ids.length >= COLLECTION_LIMITS.recipeIds.maxItems) throw new CollectionFullError();
  return [...ids, recipeId];
}

export const withRecipeRemoved = (ids: readonly string[], recipeId: string): string[] =>
  ids.filter((id) => id !== recipeId);

/**
 * `recipeId` moved to position `toIndex` (0 is the first; beyond either end
 * means that end), the others keeping their order. A recipe no longer in the
 * list (removed in another tab meanwhile) leaves it as it is.
 */
export function withRecipeMoved(ids: readonly string[], recipeId: string, toIndex: number): string[] {
  if (!ids.includes(recipeId)) return [...ids];
  const others = withRecipeRemoved(ids, recipeId);
  const place = Math.min(Math.max(0, Math.trunc(toIndex)), others.length);
  return [...others.slice(0, place), recipeId, ...others.slice(place)];
}
