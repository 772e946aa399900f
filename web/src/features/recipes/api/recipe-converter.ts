// The typed boundary between Firestore and the app: snapshots become plain
// `Recipe` objects with their `id` and `Date`s, so no component sees a
// Timestamp or untyped document data. Free of the SDK's values (only its
// types), so that the detail page can use it before the SDK has loaded.
import { RECIPES } from '@recipe-book/schema/paths';
import type {
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
  Timestamp,
} from 'firebase/firestore';
import type { Recipe } from '@recipe-book/schema/recipe';
import type { FirestoreSdk } from '@/lib/firebase';

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

/** The recipes collection and one recipe, typed by the converter, with whichever copy of the SDK's functions the caller has. */
export const recipesCollectionWith = ({ collection }: Pick<FirestoreSdk, 'collection'>, db: Firestore) =>
  collection(db, RECIPES).withConverter(recipeConverter);
export const recipeDocWith = ({ doc }: Pick<FirestoreSdk, 'doc'>, db: Firestore, id: string) =>
  doc(db, RECIPES, id).withConverter(recipeConverter);
