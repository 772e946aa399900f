// Take an entry off the plan. It goes from the planner at once (the local
// cache), offline too; the promise settles when the server has it.
import { deleteDoc } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { type WriteOutcome, settleWrite } from '@/lib/settle-write';
import { mealPlanEntryDoc } from './meal-plan-refs';

export async function deleteMealPlanEntry(place: ListPlace, entryId: string): Promise<WriteOutcome> {
  const db = await loadFirestore();
  return settleWrite(deleteDoc(mealPlanEntryDoc(db, place, entryId)));
}
