// Where a cook's meal plan and shopping list live: under `users/{uid}` without
// a household, under `households/{householdId}` with one. The /mealplan and
// /shopping-list routes ask this first, so that a member's script plans and
// shops for the household, as the app does.
import type { DocumentReference } from 'firebase-admin/firestore';
import { HOUSEHOLDS, USERS } from '@recipe-book/schema/paths';
import { db } from '../firebase';
import { householdRef, userRef } from './collection';

export interface PlanHome {
  /** `users/{uid}` or `households/{householdId}`: the plan and the list are its subcollections. */
  root: DocumentReference;
  /** The cook's household, or null for their own plan and list. */
  householdId: string | null;
  /** Who may be named as an entry's cook: the cook alone, or the household's members. */
  cooks: readonly string[];
}

/**
 * The plan and list cook `uid` uses now. `users/{uid}.householdId` says which
 * household; the household's members must still include them (the API keeps
 * both in step, and a stale id is treated as none rather than trusted).
 */
export async function planHomeOf(uid: string): Promise<PlanHome> {
  const own: PlanHome = { root: db.collection(USERS).doc(uid), householdId: null, cooks: [uid] };
  const householdId = (await userRef(uid).get()).data()?.householdId;
  if (!householdId) return own;
  const household = (await householdRef(householdId).get()).data();
  if (!household?.memberUids.includes(uid)) return own;
  return { root: db.collection(HOUSEHOLDS).doc(householdId), householdId, cooks: household.memberUids };
}
