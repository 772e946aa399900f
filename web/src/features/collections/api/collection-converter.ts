// The typed boundary between Firestore and the app for collections: snapshots
// become plain `Collection` objects with their `id` and `Date`s
// (collectionFromStored, schema/src/stored-collection.ts; lib/stored-converter.ts).
// Free of the SDK's values (only its types): the recipe page's "Save to
// collection" loads the SDK only when used.
import type { Collection, StoredCollection } from '@recipe-book/schema/collection';
import { collectionFromStored } from '@recipe-book/schema/stored-collection';
import { COLLECTIONS } from '@recipe-book/schema/paths';
import type { Firestore } from 'firebase/firestore';
import type { FirestoreSdk } from '@/lib/firebase';
import { storedConverter } from '@/lib/stored-converter';

export const collectionConverter = storedConverter<Collection, StoredCollection<unknown>>(collectionFromStored);

/** The collections collection, typed, with whichever copy of the SDK's functions the caller has. */
export const collectionsCollectionWith = ({ collection }: Pick<FirestoreSdk, 'collection'>, db: Firestore) =>
  collection(db, COLLECTIONS).withConverter(collectionConverter);

/** One collection, typed, likewise. */
export const collectionDocWith = ({ doc }: Pick<FirestoreSdk, 'doc'>, db: Firestore, id: string) =>
  doc(db, COLLECTIONS, id).withConverter(collectionConverter);
