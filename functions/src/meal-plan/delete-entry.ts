// DELETE /mealplan/{id}'s write: idempotent, and silent about other cooks'
// entries (they live under their own cook, so an id of theirs finds nothing).
import type { DocumentReference } from 'firebase-admin/firestore';
import { MEAL_PLAN } from '@recipe-book/schema/paths';
import { db } from '../firebase';
import { moveListCount } from '../list-counts';
import { entryRef, isEntryId } from './collection';

/** Deletes entry `id` of the plan under `root`; false when it has none by that id. */
export async function deleteEntry(root: DocumentReference, id: string): Promise<boolean> {
  if (!isEntryId(id)) return false;
  const ref = entryRef(root, id);
  return db.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return false;
    transaction.delete(ref);
    moveListCount(transaction, root, MEAL_PLAN, -1);
    return true;
  });
}
