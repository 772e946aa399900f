// The typed boundary between Firestore and the app: snapshots become plain
// `Recipe` objects with their `id` and `Date`s, so no component sees a
// Timestamp or untyped document data.
import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
  Timestamp,
} from 'firebase/firestore';
import { RECIPES } from '@recipe-book/schema/paths';
import type { Recipe } from '@recipe-book/schema/recipe';

// A server timestamp not yet written (a pending local write) reads as null;
// "now" is what it will be.
const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date());

export const recipeConverter: FirestoreDataConverter<Recipe> = {
  toFirestore: (recipe) => recipe as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Recipe {
    const data = snapshot.data({ ...options, serverTimestamps: 'estimate' });
    return {
      ...(data as Omit<Recipe, 'id' | 'createdAt' | 'updatedAt'>),
      id: snapshot.id,
      createdAt: toDate(data.createdAt),
      updatedAt: toDate(data.updatedAt),
    };
  },
};

export const recipesCollection = (db: Firestore) => collection(db, RECIPES).withConverter(recipeConverter);
export const recipeDoc = (db: Firestore, id: string) => doc(db, RECIPES, id).withConverter(recipeConverter);
