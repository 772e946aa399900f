// Typed access to a meal plan (docs/data-model.md#meal-plan): a cook's own,
// `users/{uid}/mealPlan/{entryId}`, or their household's,
// `households/{householdId}/mealPlan/{entryId}` (household/home.ts says which).
// Snapshots come back as the shared entry shape with Timestamps. The web app
// writes the same documents under the rules; the API writes them with the
// Admin SDK in exactly that shape (schema/src/meal-plan.ts, household.ts).
import type {
  DocumentReference,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { StoredMealPlanEntry } from '@recipe-book/schema/meal-plan';
import { MEAL_PLAN } from '@recipe-book/schema/paths';
import { HttpError } from '../http/errors';

/** A stored entry; a household's also names the member who added it. */
export type StoredEntry = StoredMealPlanEntry<Timestamp> & { addedBy?: string; addedByUid?: string };

export const entryConverter: FirestoreDataConverter<StoredEntry> = {
  toFirestore: (entry) => entry,
  // The rules and the API keep every entry in this shape.
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredEntry,
};

/** The plan under `root`: `users/{uid}` or `households/{householdId}`. */
export const mealPlanCollection = (root: DocumentReference) => root.collection(MEAL_PLAN).withConverter(entryConverter);

export const entryNotFound = (id: string) =>
  new HttpError(404, 'meal-plan-entry-not-found', `You have no meal plan entry with id "${id}"`);

/** What an entry id can be (Firestore's generated ids, and the like): anything else names no entry. */
export const isEntryId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id);

/**
 * The caller's entry `id` in the plan under `root`. Entries live under their
 * cook or household, so another's id names nothing here: a 404, as for an id
 * that never existed.
 */
export function entryRef(root: DocumentReference, id: string) {
  if (!isEntryId(id)) throw entryNotFound(id);
  return mealPlanCollection(root).doc(id);
}
