// Take an entry off the plan, moving the plan's kept count down in the same
// batch (lib/collection-limit.ts). It goes from the planner at once (the local
// cache), offline too; the promise settles when the server has it.
import { writeBatch } from 'firebase/firestore';
import { MEAL_PLAN } from '@recipe-book/schema/paths';
import { countRemove } from '@/lib/collection-limit';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { type WriteOutcome, settleWrite } from '@/lib/settle-write';
import { mealPlanEntryDoc } from './meal-plan-refs';

export async function deleteMealPlanEntry(place: ListPlace, entryId: string): Promise<WriteOutcome> {
  const db = await loadFirestore();
  const batch = writeBatch(db);
  batch.delete(mealPlanEntryDoc(db, place, entryId));
  countRemove(batch, db, place, MEAL_PLAN, entryId);
  return settleWrite(batch.commit());
}
