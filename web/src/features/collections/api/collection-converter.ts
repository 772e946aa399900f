// The typed boundary between Firestore and the app for collections: snapshots
// become plain `Collection` objects with their `id` and `Date`s
// (collectionFromStored, schema/src/collection.ts), so no component sees a
// Timestamp or untyped document data. Free of the SDK's values (only its
// types): the recipe page's "Save to collection" loads the SDK only when used.
import { type Collection, collectionFromStored, type StoredCollection } from '@recipe-book/schema/collection';
import { COLLECTIONS } from '@recipe-book/schema/paths';
import type {
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import type { FirestoreSdk } from '@/lib/firebase';

export const collectionConverter: FirestoreDataConverter<Collection> = {
  toFirestore: (collection) => collection as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Collection {
    const data = snapshot.data({ ...options, serverTimestamps: 'estimate' }) as StoredCollection<unknown>;
    return collectionFromStored(snapshot.id, data);
  },
};

/** The collections collection, typed, with whichever copy of the SDK's functions the caller has. */
export const collectionsCollectionWith = ({ collection }: Pick<FirestoreSdk, 'collection'>, db: Firestore) =>
  collection(db, COLLECTIONS).withConverter(collectionConverter);

/** One collection, typed, likewise. */
export const collectionDocWith = ({ doc }: Pick<FirestoreSdk, 'doc'>, db: Firestore, id: string) =>
  doc(db, COLLECTIONS, id).withConverter(collectionConverter);
