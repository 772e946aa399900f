// Leaving (or being removed from) a household gives the cook their own copy of
// its shopping list, its pantry and its plan from today on (and its Someday entries),
// so nobody is left in a shop with an empty list. Copies keep their ids (a
// retry overwrites), lose `addedBy` (a cook's own have none) and keep `cookUid`
// only where it names the cook (the rules allow no one else on their own plan).
import type { DocumentData, DocumentReference, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { HOUSEHOLDS, MEAL_PLAN, SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import type { CountedList } from '@recipe-book/schema/list-counts';
import { db } from '../firebase';
import { moveListCount } from '../list-counts';
import { utcToday } from '../meal-plan/date-range';
import { planPantryCopy } from '../pantry/repository';

/** Reads what the copy needs (call before any write of the transaction) and returns the writes to make. */
export async function planCopyToOwn(
  transaction: Transaction,
  uid: string,
  householdId: string,
  today = utcToday(),
): Promise<() => void> {
  const shared = db.collection(HOUSEHOLDS).doc(householdId);
  const own = db.collection(USERS).doc(uid);
  const plan = shared.collection(MEAL_PLAN);
  const [upcoming, someday, list] = await Promise.all([
    transaction.get(plan.where('date', '>=', today)),
    transaction.get(plan.where('date', '==', null)),
    transaction.get(shared.collection(SHOPPING_LIST)),
  ]);
  // A retry finds its copies there already: the own lists' kept counts move by the new ones only.
  const targets = (snapshot: QuerySnapshot, name: CountedList) =>
    snapshot.docs.map((doc) => own.collection(name).doc(doc.id));
  const newCopies = async (refs: DocumentReference[]) =>
    refs.length === 0 ? 0 : (await transaction.getAll(...refs)).filter((snapshot) => !snapshot.exists).length;
  const [newEntries, newItems] = await Promise.all([
    newCopies([...targets(upcoming, MEAL_PLAN), ...targets(someday, MEAL_PLAN)]),
    newCopies(targets(list, SHOPPING_LIST)),
  ]);
  const copy = (snapshot: QuerySnapshot, name: CountedList, keep: (data: DocumentData) => DocumentData) => {
    for (const doc of snapshot.docs) transaction.set(own.collection(name).doc(doc.id), keep(doc.data()));
  };
  const ownEntry = ({ addedBy: _addedBy, addedByUid: _adder, cookUid, ...entry }: DocumentData) =>
    cookUid === uid ? { ...entry, cookUid } : entry;
  const ownItem = ({
    addedBy: _addedBy,
    addedByUid: _adder,
    checkedBy: _checkedBy,
    checkedByUid: _ticker,
    ...item
  }: DocumentData) => item;
  const copyPantry = await planPantryCopy(transaction, shared, own);
  return () => {
    copyPantry();
    copy(upcoming, MEAL_PLAN, ownEntry);
    copy(someday, MEAL_PLAN, ownEntry);
    copy(list, SHOPPING_LIST, ownItem);
    moveListCount(transaction, own, MEAL_PLAN, newEntries);
    moveListCount(transaction, own, SHOPPING_LIST, newItems);
  };
}
