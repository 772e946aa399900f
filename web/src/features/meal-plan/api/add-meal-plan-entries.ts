// Put entries on the cook's plan (one recipe or note, a duplicate, or a whole
// week copied), all in one batch. A plan holds at most
// MEAL_PLAN_LIMITS.maxEntries entries: the batch moves the plan's count with
// its entries and the rules refuse one past the limit; the app reads the count
// first (as the shopping list does) to say so in words.
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { addedItemId } from '@recipe-book/schema/list-counts';
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/meal-plan-constants';
import { MEAL_PLAN } from '@recipe-book/schema/paths';
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';
import { loadFirestore } from '@/lib/firebase';
import { addedByOf, type ListPlace } from '@/lib/list-place';
import { countAdd, listCount, overLimitMessage } from '@/lib/collection-limit';
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
  const count = await listCount(db, place, MEAL_PLAN);
  if (count + checked.length > MEAL_PLAN_LIMITS.maxEntries) throw new MealPlanFullError(count, checked.length);
  const plan = mealPlanCollection(db, place).withConverter(null);
  // The ids the rules check the count's move by: the batch's, then the entry's place in it.
  const batchId = doc(plan).id;
  const batch = writeBatch(db);
  checked.forEach((entry, index) => {
    const fields = { ...entry, ...addedByOf(place), createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    batch.set(doc(plan, addedItemId(batchId, index)), fields);
  });
  countAdd(batch, db, place, MEAL_PLAN, batchId, checked.length);
  return settleWrite(batch.commit());
}
