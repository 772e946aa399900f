// Change an entry: its date and meal (a move), its servings, its note, its
// position. The recipe it plans stays (the rules allow only these fields).
// The whole entry as it will be is checked by the shared schema first; the
// change shows at once from the local cache, offline too.
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import type { MEAL_PLAN_EDITABLE_FIELDS, MealPlanEntryInput } from '@recipe-book/schema/meal-plan';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { type WriteOutcome, settleWrite } from '@/lib/settle-write';
import type { MealPlanEntry } from '../meal-plan-entry';
import { checkEntry } from './check-entry';
import { mealPlanEntryDoc } from './meal-plan-refs';

export type EntryChanges = Partial<Pick<MealPlanEntryInput, (typeof MEAL_PLAN_EDITABLE_FIELDS)[number]>>;

export async function updateMealPlanEntry(
  place: ListPlace,
  entry: MealPlanEntry,
  changes: EntryChanges,
): Promise<WriteOutcome> {
  const { date, meal, recipeId, recipeTitle, servings, note, position } = { ...entry, ...changes };
  const checked = await checkEntry({ date, meal, recipeId, recipeTitle, servings, note, position });
  const fields = Object.fromEntries(Object.keys(changes).map((key) => [key, checked[key as keyof EntryChanges]]));
  const db = await loadFirestore();
  return settleWrite(updateDoc(mealPlanEntryDoc(db, place, entry.id), { ...fields, updatedAt: serverTimestamp() }));
}
