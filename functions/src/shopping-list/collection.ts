// Typed access to a shopping list (docs/data-model.md#shopping-list-items): a
// cook's own, `users/{uid}/shoppingList/{itemId}`, or their household's,
// `households/{householdId}/shoppingList/{itemId}` (household/home.ts says
// which). The web app writes the same documents under the rules.
import type {
  DocumentReference,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { SHOPPING_LIST } from '@recipe-book/schema/paths';
import type { StoredShoppingItem } from '@recipe-book/schema/shopping-list';
import { HttpError } from '../http/errors';

/** A stored item; a household's also names the member who added it, and the one who ticked it. */
export type StoredItem = StoredShoppingItem<Timestamp> & {
  addedBy?: string;
  addedByUid?: string;
  checkedBy?: string;
  checkedByUid?: string;
};

const itemConverter: FirestoreDataConverter<StoredItem> = {
  toFirestore: (item) => item,
  // The rules and the API keep every item in this shape.
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredItem,
};

/** The list under `root`: `users/{uid}` or `households/{householdId}`. */
export const shoppingListCollection = (root: DocumentReference) =>
  root.collection(SHOPPING_LIST).withConverter(itemConverter);

export const itemNotFound = (id: string) =>
  new HttpError(404, 'shopping-item-not-found', `Your shopping list has no item with id "${id}"`);

/** What an item id can be (Firestore's ids, and the web app's `${batchId}-001`): anything else names none. */
export const isItemId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id);

/** Item `id` of the list under `root`; 404 for an id no item could have. */
export function itemRef(root: DocumentReference, id: string) {
  if (!isItemId(id)) throw itemNotFound(id);
  return shoppingListCollection(root).doc(id);
}
