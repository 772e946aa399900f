// Take items off the list (one, a recipe's, or every ticked one). The rules
// keep the list's count exact by one remove per batch (each names its item and
// moves the count down by one: lib/collection-limit.ts), so each item goes in
// a batch of its own, all sent at once. Like a tick, the removal shows at once
// from the local cache and the promise settles when the server has them all.
import { writeBatch } from 'firebase/firestore';
import { SHOPPING_LIST } from '@recipe-book/schema/paths';
import { countRemove } from '@/lib/collection-limit';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { shoppingItemDoc } from './shopping-list-refs';

export async function removeShoppingItems(place: ListPlace, itemIds: readonly string[]): Promise<void> {
  const db = await loadFirestore();
  await Promise.all(
    itemIds.map((id) => {
      const batch = writeBatch(db);
      batch.delete(shoppingItemDoc(db, place, id));
      countRemove(batch, db, place, SHOPPING_LIST, id);
      return batch.commit();
    }),
  );
}
