// The /shopping-list routes' reads and writes on the list under `root` (a
// cook's or their household's), each write in a transaction so that it never
// half-happens and the list never grows past SHOPPING_LIST_LIMITS.maxItems.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { shoppingItem } from '@recipe-book/schema/combine-ingredients';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { shoppingItemSchema } from '@recipe-book/schema/shopping-list';
import { SHOPPING_LIST } from '@recipe-book/schema/paths';
import { addedByFields, type Signer, tickedByFields } from '@recipe-book/schema/signer';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { moveListCount } from '../list-counts';
import { isItemId, itemNotFound, itemRef, shoppingListCollection, type StoredItem } from './collection';
import type { ShoppingItemResponse } from './schemas';
import { toShoppingItem } from './serializer';

const listFull = () =>
  new HttpError(
    409,
    'shopping-list-full',
    `Your shopping list already holds ${SHOPPING_LIST_LIMITS.maxItems} items, the most it may hold; ` +
      'clear ticked items or remove some first',
  );

/** Every item, oldest first (the order the app shows them in); at most 500. */
export async function listItems(root: DocumentReference): Promise<ShoppingItemResponse[]> {
  const { docs } = await shoppingListCollection(root).get();
  const millis = (item: StoredItem) => item.createdAt.toMillis();
  return docs
    .sort((a, b) => millis(a.data()) - millis(b.data()) || a.id.localeCompare(b.id))
    .map((doc) => toShoppingItem(doc.id, doc.data()));
}

/** Adds a line typed by hand, read as the app reads it ("2 lemons": 2, no unit, lemons). */
export async function addItem(root: DocumentReference, text: string, addedBy?: Signer): Promise<ShoppingItemResponse> {
  const fields = parseOrThrow(shoppingItemSchema, {
    ...shoppingItem(text),
    recipeId: null,
    recipeTitle: null,
    checked: false,
  });
  const list = shoppingListCollection(root);
  const ref = list.doc();
  const item = { ...fields, ...(addedBy === undefined ? {} : addedByFields(addedBy)) };
  await db.runTransaction(async (transaction) => {
    const { count } = (await transaction.get(list.count())).data();
    if (count >= SHOPPING_LIST_LIMITS.maxItems) throw listFull();
    transaction.create(ref, { ...item, createdAt: FieldValue.serverTimestamp() });
    moveListCount(transaction, root, SHOPPING_LIST, 1);
  });
  const stored = (await ref.get()).data();
  if (!stored) throw itemNotFound(ref.id); // deleted by another member in the meantime
  return toShoppingItem(ref.id, stored);
}

/**
 * Ticks or unticks item `id`; 404 when the list has none by that id. On a
 * household's list (`ticker` given) a tick names the caller as the web app's
 * does, and an untick takes the name off; a cook's own items name nobody.
 */
export async function checkItem(
  root: DocumentReference,
  id: string,
  checked: boolean,
  ticker?: Signer,
): Promise<ShoppingItemResponse> {
  const ref = itemRef(root, id);
  return db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (!stored) throw itemNotFound(id);
    const nobody = FieldValue.delete();
    const tickedBy = ticker ? tickedByFields(ticker, checked, nobody) : { checkedBy: nobody, checkedByUid: nobody };
    transaction.update(ref, { checked, ...tickedBy });
    const { checkedBy: _previousTicker, checkedByUid: _previousUid, ...unchanged } = stored;
    return toShoppingItem(id, { ...unchanged, checked });
  });
}

/** Deletes item `id` (idempotent); false when the list has none by that id. */
export async function deleteItem(root: DocumentReference, id: string): Promise<boolean> {
  if (!isItemId(id)) return false;
  const ref = itemRef(root, id);
  return db.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return false;
    transaction.delete(ref);
    moveListCount(transaction, root, SHOPPING_LIST, -1);
    return true;
  });
}
