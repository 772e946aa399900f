// The typed boundary between Firestore and the planner: snapshots become plain
// `MealPlanEntry` objects with their id and `Date`s.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { StoredMealPlanEntry } from '@recipe-book/schema/meal-plan';
import { toDate } from '@recipe-book/schema/stored-recipe';
import type { MealPlanEntry } from '../meal-plan-entry';

export const mealPlanEntryConverter: FirestoreDataConverter<MealPlanEntry> = {
  toFirestore: (entry) => entry as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): MealPlanEntry {
    // An entry just written on this device has no server time yet: "now" is what it will be.
    const data = snapshot.data({ ...options, serverTimestamps: 'estimate' }) as StoredMealPlanEntry<unknown>;
    return { ...data, id: snapshot.id, createdAt: toDate(data.createdAt), updatedAt: toDate(data.updatedAt) };
  },
};
