// Typed access to `collections/{collectionId}` (docs/data-model.md#collections):
// snapshots come back as `StoredCollection<Timestamp>`, so no handler touches
// untyped document data.
import type { FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { StoredCollection } from '@recipe-book/schema/collection';
import { COLLECTIONS } from '@recipe-book/schema/paths';
import { db } from '../firebase';

export type StoredCollectionDoc = StoredCollection<Timestamp>;

export const collectionConverter: FirestoreDataConverter<StoredCollectionDoc> = {
  toFirestore: (collection) => collection,
  // The rules and this API keep every collection in this shape (collectionInputSchema).
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredCollectionDoc,
};

export const collectionsCollection = () => db.collection(COLLECTIONS).withConverter(collectionConverter);
export const collectionRef = (id: string) => collectionsCollection().doc(id);
/** The same collection without the converter, for writes with FieldValue sentinels. */
export const rawCollectionRef = (id: string) => db.collection(COLLECTIONS).doc(id);

/** What a collection id can be (Firestore's generated ids): anything else names none. */
export const isCollectionId = (id: string) => /^[A-Za-z0-9]{1,128}$/.test(id);
