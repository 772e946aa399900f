// Put items on the cook's (or their household's) shopping list, all in one batch (a recipe's
// ingredients arrive together or not at all). The list holds at most
// SHOPPING_LIST_LIMITS.maxItems items: the batch moves the list's count with
// its items and the rules refuse one past the limit; the app reads the count
// first to say so in words.
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import { addedItemId } from '@recipe-book/schema/list-counts';
import { SHOPPING_LIST } from '@recipe-book/schema/paths';
import type { ShoppingItemInput } from '@recipe-book/schema/shopping-list';
import { loadFirestore } from '@/lib/firebase';
import { addedByOf, type ListPlace } from '@/lib/list-place';
import { countAdd, listCount, overLimitMessage } from '@/lib/collection-limit';
import { type WriteOutcome, settleWrite } from '@/lib/settle-write';
import { shoppingListCollection } from './shopping-list-refs';

/** Adding would take the list past its limit: the message says how many fit. */
export class ShoppingListFullError extends Error {
  constructor(
    readonly count: number,
    readonly adding: number,
  ) {
    super(
      overLimitMessage(
        'shopping list',
        'items',
        SHOPPING_LIST_LIMITS.maxItems,
        count,
        adding,
        'Clear ticked items or remove some first.',
      ),
    );
    this.name = 'ShoppingListFullError';
  }
}

/**
 * Adds the items with `createdAt` at server time. Resolves `sent` once the
 * server has them, or `queued` when they wait on this device for the network
 * (they are on the list at once either way; see lib/settle-write.ts).
 */
export async function addShoppingItems(place: ListPlace, items: readonly ShoppingItemInput[]): Promise<WriteOutcome> {
  const db = await loadFirestore();
  const count = await listCount(db, place, SHOPPING_LIST);
  if (count + items.length > SHOPPING_LIST_LIMITS.maxItems) throw new ShoppingListFullError(count, items.length);
  const list = shoppingListCollection(db, place).withConverter(null);
  // One batch shares one server time, and Firestore orders equal times by id:
  // ids that end in the item's position keep a recipe's ingredients in its order.
  // (The rules also read the index back: the count moves by as many as the batch adds.)
  const batchId = doc(list).id;
  const batch = writeBatch(db);
  items.forEach((item, index) => {
    batch.set(doc(list, addedItemId(batchId, index)), { ...item, ...addedByOf(place), createdAt: serverTimestamp() });
  });
  countAdd(batch, db, place, SHOPPING_LIST, batchId, items.length);
  return settleWrite(batch.commit());
}
