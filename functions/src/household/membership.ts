// Reading who is in which household inside a transaction: `users/{uid}.householdId`
// names it, and its `memberUids` must still list the cook. Every membership
// change reads both here and writes both in the same transaction.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { householdRef, userRef, type Household } from './collection';
import { noHousehold } from './errors';

export interface Membership {
  id: string;
  household: Household;
}

/** The cook's household as stored now, or undefined (a stale householdId counts as none). */
export async function readMembership(transaction: Transaction, uid: string): Promise<Membership | undefined> {
  const householdId = (await transaction.get(userRef(uid))).data()?.householdId;
  if (!householdId) return undefined;
  const household = (await transaction.get(householdRef(householdId))).data();
  return household?.memberUids.includes(uid) ? { id: householdId, household } : undefined;
}

/** The cook's household; 404 without one. */
export async function requireMembership(transaction: Transaction, uid: string): Promise<Membership> {
  const membership = await readMembership(transaction, uid);
  if (!membership) throw noHousehold();
  return membership;
}

/** Writes `users/{uid}.householdId` (merged: the user document's other fields stay). */
export function setHouseholdOf(transaction: Transaction, uid: string, householdId: string | null): void {
  transaction.set(userRef(uid), { householdId: householdId ?? FieldValue.delete() }, { merge: true });
}
