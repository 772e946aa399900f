// Typed access to `users/{uid}/mealPlan/{entryId}` (docs/data-model.md#meal-plan):
// snapshots come back as the shared entry shape with Timestamps. The web app
// writes the same documents under the rules; the API writes them with the
// Admin SDK in exactly that shape (schema/src/meal-plan.ts).
import type { FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { StoredMealPlanEntry } from '@recipe-book/schema/meal-plan';
import { MEAL_PLAN, USERS } from '@recipe-book/schema/paths';
import { db } from '../firebase';
import { HttpError } from '../http/errors';

export type StoredEntry = StoredMealPlanEntry<Timestamp>;

const entryConverter: FirestoreDataConverter<StoredEntry> = {
  toFirestore: (entry) => entry,
  // The rules and the API keep every entry in this shape.
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredEntry,
};

export const mealPlanCollection = (uid: string) =>
  db.collection(USERS).doc(uid).collection(MEAL_PLAN).withConverter(entryConverter);

export const entryNotFound = (id: string) =>
  new HttpError(404, 'meal-plan-entry-not-found', `You have no meal plan entry with id "${id}"`);

/** What an entry id can be (Firestore's generated ids, and the like): anything else names no entry. */
export const isEntryId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id);

/**
 * The caller's entry `id`. Entries live under their cook, so another cook's id
 * names nothing here: a 404, as for an id that never existed.
 */
export function entryRef(uid: string, id: string) {
  if (!isEntryId(id)) throw entryNotFound(id);
  return mealPlanCollection(uid).doc(id);
}
