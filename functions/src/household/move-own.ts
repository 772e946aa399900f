// Joining (or creating) a household moves the cook's own plan entries and list
// items into it, and their pantry's foods into its pantry, inside the
// membership transaction: each keeps its id (so a retry overwrites instead of
// doubling), gains the cook as its adder (`addedByUid`, `addedBy`), and the
// personal copy is deleted in the same commit, so nothing is lost or left twice.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { MEAL_PLAN_LIMITS, SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { HOUSEHOLDS, MEAL_PLAN, SHOPPING_LIST, USERS } from '@recipe-book/schema/paths';
import { addedByFields, type Signer } from '@recipe-book/schema/signer';
import { db } from '../firebase';
import { moveListCount } from '../list-counts';
import { planPantryMerge } from '../pantry/repository';
import { householdPlanFull } from './errors';

const COLLECTIONS = [
  { name: MEAL_PLAN, max: MEAL_PLAN_LIMITS.maxEntries, what: 'meal plan entries' },
  { name: SHOPPING_LIST, max: SHOPPING_LIST_LIMITS.maxItems, what: 'shopping list items' },
] as const;

/**
 * Reads what the move needs (call before any write of the transaction) and
 * returns the writes to make. `existing`: whether the household already has a
 * plan and list to count (not for a new one).
 */
export async function planMoveIntoHousehold(
  transaction: Transaction,
  uid: string,
  householdId: string,
  addedBy: Signer,
  existing: boolean,
): Promise<() => void> {
  const own = db.collection(USERS).doc(uid);
  const shared: DocumentReference = db.collection(HOUSEHOLDS).doc(householdId);
  const moves = await Promise.all(
    COLLECTIONS.map(async ({ name, max, what }) => {
      const { docs } = await transaction.get(own.collection(name));
      // A retry finds its own ids already there: those are not counted twice.
      const already =
        existing && docs.length > 0
          ? (await transaction.getAll(...docs.map((doc) => shared.collection(name).doc(doc.id)))).filter(
              (snapshot) => snapshot.exists,
            ).length
          : 0;
      if (existing && docs.length > 0) {
        const { count } = (await transaction.get(shared.collection(name).count())).data();
        if (count + docs.length - already > max) throw householdPlanFull(what, max);
      }
      return { name, docs, added: docs.length - already };
    }),
  );
  const mergePantry = await planPantryMerge(transaction, own, shared, (max) => householdPlanFull('pantry foods', max));
  return () => {
    mergePantry();
    for (const { name, docs, added } of moves) {
      for (const doc of docs) {
        transaction.set(shared.collection(name).doc(doc.id), { ...doc.data(), ...addedByFields(addedBy) });
        transaction.delete(doc.ref);
      }
      // Both lists' kept counts move in the same commit (list-counts.ts).
      moveListCount(transaction, shared, name, added);
      moveListCount(transaction, own, name, -docs.length);
    }
  };
}
