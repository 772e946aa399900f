// Put items on the cook's shopping list, all in one batch (a recipe's
// ingredients arrive together or not at all). The list holds at most
// SHOPPING_LIST_LIMITS.maxItems items: the rules cannot count a collection, so
// the app counts before it writes and refuses what would go past it.
import {
  doc,
  type Firestore,
  getCountFromServer,
  getDocsFromCache,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { SHOPPING_LIST_LIMITS } from '@recipe-book/schema/constants';
import type { ShoppingItemInput } from '@recipe-book/schema/shopping-list';
import { loadFirestore } from '@/lib/firebase';
import { isOnline } from '@/lib/online-status';
import { type WriteOutcome, settleWrite } from '@/lib/settle-write';
import { shoppingListCollection } from './shopping-list-refs';

/** Adding would take the list past its limit: the message says how many fit. */
export class ShoppingListFullError extends Error {
  constructor(
    readonly count: number,
    readonly adding: number,
  ) {
    const room = Math.max(0, SHOPPING_LIST_LIMITS.maxItems - count);
    super(
      `Your shopping list can hold at most ${SHOPPING_LIST_LIMITS.maxItems} items. It has ${count}, so ` +
        `${room === 0 ? 'nothing more fits' : `only ${room} more ${room === 1 ? 'fits' : 'fit'}`} ` +
        `(this would add ${adding}). Clear ticked items or remove some first.`,
    );
    this.name = 'ShoppingListFullError';
  }
}

/**
 * The items on the list now: the server's count when it answers; offline, the
 * items this device holds (the list page keeps them all in the cache).
 */
async function countItems(db: Firestore, uid: string): Promise<number> {
  const items = shoppingListCollection(db, uid);
  if (isOnline()) {
    try {
      return (await getCountFromServer(items)).data().count;
    } catch {
      // No answer after all (a network that is up but goes nowhere): count what this device has.
    }
  }
  return (await getDocsFromCache(items)).size;
}

/**
 * Adds the items with `createdAt` at server time. Resolves `sent` once the
 * server has them, or `queued` when they wait on this device for the network
 * (they are on the list at once either way; see lib/settle-write.ts).
 */
export async function addShoppingItems(uid: string, items: readonly ShoppingItemInput[]): Promise<WriteOutcome> {
  const db = await loadFirestore();
  const count = await countItems(db, uid);
  if (count + items.length > SHOPPING_LIST_LIMITS.maxItems) throw new ShoppingListFullError(count, items.length);
  const list = shoppingListCollection(db, uid).withConverter(null);
  // One batch shares one server time, and Firestore orders equal times by id:
  // ids that end in the item's position keep a recipe's ingredients in its order.
  const batchId = doc(list).id;
  const batch = writeBatch(db);
  items.forEach((item, index) => {
    const id = `${batchId}-${String(index).padStart(3, '0')}`;
    batch.set(doc(list, id), { ...item, createdAt: serverTimestamp() });
  });
  return settleWrite(batch.commit());
}
