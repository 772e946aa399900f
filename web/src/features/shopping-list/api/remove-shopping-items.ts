// Take items off the list (one, a recipe's, or every ticked one) in one
// batch: a list holds at most 500 items, which is also the most one batch
// writes. Like a tick, the removal shows at once from the local cache and the
// promise settles when the server has it.
import { writeBatch } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { shoppingItemDoc } from './shopping-list-refs';

export async function removeShoppingItems(place: ListPlace, itemIds: readonly string[]): Promise<void> {
  const db = await loadFirestore();
  const batch = writeBatch(db);
  for (const id of itemIds) batch.delete(shoppingItemDoc(db, place, id));
  await batch.commit();
}
