// The typed boundary between Firestore and the shopping list: snapshots become
// plain `ShoppingListItem` objects with their id and a `Date`.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { StoredShoppingItem } from '@recipe-book/schema/shopping-list';
import { toDate } from '@recipe-book/schema/stored-recipe';
import type { ShoppingListItem } from '../shopping-list-item';

export const shoppingItemConverter: FirestoreDataConverter<ShoppingListItem> = {
  toFirestore: (item) => item as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): ShoppingListItem {
    // An item just added on this device has no server time yet: "now" is what it will be.
    const data = snapshot.data({ ...options, serverTimestamps: 'estimate' }) as StoredShoppingItem<unknown>;
    return { ...data, id: snapshot.id, createdAt: toDate(data.createdAt) };
  },
};
