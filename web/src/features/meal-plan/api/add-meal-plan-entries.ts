// Put entries on the cook's plan (one recipe or note, a duplicate, or a whole
// week copied), all in one batch. A plan holds at most
// MEAL_PLAN_LIMITS.maxEntries entries: the rules cannot count a collection, so
// the app counts before it writes (as the shopping list does) and refuses what
// would go past it.
import {
  doc,
  type Firestore,
  getCountFromServer,
  getDocsFromCache,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/meal-plan-constants';
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';
import { loadFirestore } from '@/lib/firebase';
import { isOnline } from '@/lib/online-status';
import { type WriteOutcome, settleWrite } from '@/lib/settle-write';
import { checkEntry } from './check-entry';
import { mealPlanCollection } from './meal-plan-refs';

/** Adding would take the plan past its limit: the message says how many fit. */
export class MealPlanFullError extends Error {
  override name = 'MealPlanFullError';

  constructor(count: number, adding: number) {
    const room = Math.max(0, MEAL_PLAN_LIMITS.maxEntries - count);
    super(
      `Your meal plan can hold at most ${MEAL_PLAN_LIMITS.maxEntries} entries. It has ${count}, so ` +
        `${room === 0 ? 'nothing more fits' : `only ${room} more ${room === 1 ? 'fits' : 'fit'}`} ` +
        `(this would add ${adding}). Delete past meals first.`,
    );
  }
}

/** The entries on the plan now: the server's count when it answers; offline, those this device holds. */
async function countEntries(db: Firestore, uid: string): Promise<number> {
  const entries = mealPlanCollection(db, uid);
  if (isOnline()) {
    try {
      return (await getCountFromServer(entries)).data().count;
    } catch {
      // No answer after all (a network that is up but goes nowhere): count what this device has.
    }
  }
  return (await getDocsFromCache(entries)).size;
}

/**
 * Adds the entries with `createdAt` and `updatedAt` at server time. Resolves
 * `sent` once the server has them, or `queued` when they wait on this device
 * for the network (they are on the plan at once either way).
 */
export async function addMealPlanEntries(uid: string, entries: readonly MealPlanEntryInput[]): Promise<WriteOutcome> {
  const checked = await Promise.all(entries.map(checkEntry));
  const db = await loadFirestore();
  const count = await countEntries(db, uid);
  if (count + checked.length > MEAL_PLAN_LIMITS.maxEntries) throw new MealPlanFullError(count, checked.length);
  const plan = mealPlanCollection(db, uid).withConverter(null);
  const batch = writeBatch(db);
  for (const entry of checked) {
    batch.set(doc(plan), { ...entry, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  }
  return settleWrite(batch.commit());
}
