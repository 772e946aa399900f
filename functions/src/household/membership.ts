// Reading who is in which household inside a transaction: `users/{uid}.householdId`
// names it, and its `memberUids` must still list the cook. Every membership
// change reads both here and writes both in the same transaction. A cook the
// owner removed has `users/{uid}.removedFrom`, so that the API and the app can
// say so rather than only "no household".
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { RemovedFrom } from '@recipe-book/schema/household';
import { householdRef, userRef, type Household } from './collection';
import { noHousehold, removedFromHousehold } from './errors';

export interface Membership {
  id: string;
  household: Household;
}

/** The cook's household as stored now, or undefined (a stale householdId counts as none). */
export async function readMembership(transaction: Transaction, uid: string): Promise<Membership | undefined> {
  return (await readCook(transaction, uid)).membership;
}

/** The cook's household; 404 without one, saying so when its owner removed them. */
export async function requireMembership(transaction: Transaction, uid: string): Promise<Membership> {
  const { membership, removedFrom } = await readCook(transaction, uid);
  if (membership) return membership;
  throw removedFrom ? removedFromHousehold(removedFrom.name) : noHousehold();
}

async function readCook(
  transaction: Transaction,
  uid: string,
): Promise<{ membership?: Membership; removedFrom?: RemovedFrom }> {
  const { householdId, removedFrom } = (await transaction.get(userRef(uid))).data() ?? {};
  if (!householdId) return { removedFrom };
  const household = (await transaction.get(householdRef(householdId))).data();
  return household?.memberUids.includes(uid) ? { membership: { id: householdId, household } } : { removedFrom };
}

/**
 * Writes `users/{uid}.householdId` (merged: the user document's other fields
 * stay), and `removedFrom` when the owner removed them; joining, creating or
 * leaving clears it.
 */
export function setHouseholdOf(
  transaction: Transaction,
  uid: string,
  householdId: string | null,
  removedFrom?: RemovedFrom,
): void {
  transaction.set(
    userRef(uid),
    { householdId: householdId ?? FieldValue.delete(), removedFrom: removedFrom ?? FieldValue.delete() },
    { merge: true },
  );
}
