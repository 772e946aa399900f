// Put items on the cook's (or their household's) shopping list, all in one batch (a recipe's
// ingredients arrive together or not at all). The list holds at most
// SHOPPING_LIST_LIMITS.maxItems items: the rules cannot count a collection, so
// the app counts before it writes and refuses what would go past it.
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import type { ShoppingItemInput } from '@recipe-book/schema/shopping-list';
import { loadFirestore } from '@/lib/firebase';
import { addedByOf, type ListPlace } from '@/lib/list-place';
import { countDocuments, overLimitMessage } from '@/lib/collection-limit';
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
  const count = await countDocuments(shoppingListCollection(db, place));
  if (count + items.length > SHOPPING_LIST_LIMITS.maxItems) throw new ShoppingListFullError(count, items.length);
  const list = shoppingListCollection(db, place).withConverter(null);
  // One batch shares one server time, and Firestore orders equal times by id:
  // ids that end in the item's position keep a recipe's ingredients in its order.
  const batchId = doc(list).id;
  const batch = writeBatch(db);
  items.forEach((item, index) => {
    const id = `${batchId}-${String(index).padStart(3, '0')}`;
    batch.set(doc(list, id), { ...item, ...addedByOf(place), createdAt: serverTimestamp() });
  });
  return settleWrite(batch.commit());
}
