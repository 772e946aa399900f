// DELETE /mealplan/{id}'s write: idempotent, and silent about other cooks'
// entries (they live under their own cook, so an id of theirs finds nothing).
import { db } from '../firebase';
import { entryRef, isEntryId } from './collection';

/** Deletes the caller's entry `id`; false when they have none by that id. */
export async function deleteEntry(uid: string, id: string): Promise<boolean> {
  if (!isEntryId(id)) return false;
  const ref = entryRef(uid, id);
  return db.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return false;
    transaction.delete(ref);
    return true;
  });
}
