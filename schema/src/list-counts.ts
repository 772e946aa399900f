// The kept count of a shopping list or a meal plan (docs/data-model.md#list-counts):
// `users/{uid}/counts/{list}` or `households/{householdId}/counts/{list}`,
// `{list}` the collection's name. The rules cannot count a collection, so
// every add and every remove moves this document in the same batch, and the
// rules (firestore.rules: isCountedAdd, isCountedRemove) refuse a count that
// does not move with the items or that goes past the list's limit.
//
//   count           int, 0..limit: the items (entries) the list holds
//   lastAdded       the id of the last add's batch: its items are `${lastAdded}-000`, `-001`, …
//   lastAddedCount  how many that add made (the count moved up by it)
//   lastRemoved     the id of the item the last remove took off (the count moved down by 1)
//
// The backend (Admin SDK) moves `count` alone, in the same transaction as its
// writes; `lastAdded`, `lastAddedCount` and `lastRemoved` are how a browser's
// batch shows the rules which items it adds or removes.
import { SHOPPING_LIST_LIMITS } from './constants';
import { MEAL_PLAN_LIMITS } from './meal-plan-constants';
import { MEAL_PLAN, SHOPPING_LIST } from './paths';

export const COUNTS = 'counts';

/** The most each counted list holds: one source for the app, the API, the scripts and (mirrored) the rules. */
export const LIST_LIMITS = {
  [SHOPPING_LIST]: SHOPPING_LIST_LIMITS.maxItems,
  [MEAL_PLAN]: MEAL_PLAN_LIMITS.maxEntries,
} as const;

export type CountedList = keyof typeof LIST_LIMITS;

export const COUNTED_LISTS = Object.keys(LIST_LIMITS) as CountedList[];

/** The fields of a count document (the rules allow no other). */
export const LIST_COUNT_FIELDS = ['count', 'lastAdded', 'lastAddedCount', 'lastRemoved'] as const;

/** The count document of `list` under `root` (`users/{uid}` or `households/{householdId}`). */
export const listCountPath = (root: string, list: CountedList) => `${root}/${COUNTS}/${list}`;

/** Item `index` of a browser's add batch `batchId`: the rules read the index back to check the count moved by enough. */
export const addedItemId = (batchId: string, index: number) => `${batchId}-${String(index).padStart(3, '0')}`;

/** The count as stored: a missing document or field counts 0. */
export const storedCount = (data: Record<string, unknown> | undefined): number =>
  typeof data?.count === 'number' && Number.isInteger(data.count) ? data.count : 0;
