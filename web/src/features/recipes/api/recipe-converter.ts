// The typed boundary between Firestore and the app: snapshots become plain
// `Recipe` objects with their `id` and `Date`s, so no component sees a
// Timestamp or untyped document data. Free of the SDK's values (only its
// types), so that the detail page can use it before the SDK has loaded.
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
  Timestamp,
} from 'firebase/firestore';
import type { Recipe } from '@recipe-book/schema/recipe';

const isTimestamp = (value: unknown): value is Timestamp =>
  typeof value === 'object' && value !== null && typeof (value as Timestamp).toDate === 'function';

// A server timestamp not yet written (a pending local write) reads as null;
// "now" is what it will be.
const toDate = (value: unknown) => (isTimestamp(value) ? value.toDate() : new Date());

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
