// The kept count of a shopping list or a meal plan ({root}/counts/{list},
// schema/src/list-counts.ts): browsers move it in the batch of each add and
// remove (the rules refuse them otherwise), and every backend write of items
// moves it in its own transaction, so the count the rules keep the limit by
// stays exact whoever writes.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COUNTS, type CountedList } from '@recipe-book/schema/list-counts';

/** The count document of `list` under `root` (`users/{uid}` or `households/{householdId}`). */
const listCountRef = (root: DocumentReference, list: CountedList) => root.collection(COUNTS).doc(list);

/** Moves the count of `list` under `root` by `step` items in `transaction` (a write: after every read). */
export function moveListCount(
  transaction: Transaction,
  root: DocumentReference,
  list: CountedList,
  step: number,
): void {
  if (step !== 0) transaction.set(listCountRef(root, list), { count: FieldValue.increment(step) }, { merge: true });
}
