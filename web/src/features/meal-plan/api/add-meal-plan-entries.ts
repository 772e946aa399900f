// Put entries on the cook's plan (one recipe or note, a duplicate, or a whole
// week copied), all in one batch. A plan holds at most
// MEAL_PLAN_LIMITS.maxEntries entries: the rules cannot count a collection, so
// the app counts before it writes (as the shopping list does) and refuses what
// would go past it.
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/meal-plan-constants';
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';
import { loadFirestore } from '@/lib/firebase';
import { addedByOf, type ListPlace } from '@/lib/list-place';
import { countDocuments, overLimitMessage } from '@/lib/collection-limit';
import { type WriteOutcome, settleWrite } from '@/lib/settle-write';
import { checkEntry } from './check-entry';
import { mealPlanCollection } from './meal-plan-refs';

/** Adding would take the plan past its limit: the message says how many fit. */
export class MealPlanFullError extends Error {
  override name = 'MealPlanFullError';

  constructor(count: number, adding: number) {
    super(
      overLimitMessage('meal plan', 'entries', MEAL_PLAN_LIMITS.maxEntries, count, adding, 'Delete past meals first.'),
    );
  }
}

/**
 * Adds the entries with `createdAt` and `updatedAt` at server time. Resolves
 * `sent` once the server has them, or `queued` when they wait on this device
 * for the network (they are on the plan at once either way).
 */
export async function addMealPlanEntries(
  place: ListPlace,
  entries: readonly MealPlanEntryInput[],
): Promise<WriteOutcome> {
  const checked = await Promise.all(entries.map(checkEntry));
  const db = await loadFirestore();
  const count = await countDocuments(mealPlanCollection(db, place));
  if (count + checked.length > MEAL_PLAN_LIMITS.maxEntries) throw new MealPlanFullError(count, checked.length);
  const plan = mealPlanCollection(db, place).withConverter(null);
  const batch = writeBatch(db);
  for (const entry of checked) {
    batch.set(doc(plan), { ...entry, ...addedByOf(place), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  }
  return settleWrite(batch.commit());
}
