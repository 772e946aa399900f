// Tick or untick items (one, or every item behind a line of the combined
// view) in one batch. The promise settles only when the server has it; the
// list does not wait for it: the live listener shows the tick from the local
// cache at once, offline too, and Firestore sends it when the network returns.
import { writeBatch } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';
import { shoppingItemDoc } from './shopping-list-refs';

export async function setItemsChecked(uid: string, itemIds: readonly string[], checked: boolean): Promise<void> {
  const db = await loadFirestore();
  const batch = writeBatch(db);
  for (const id of itemIds) batch.update(shoppingItemDoc(db, uid, id), { checked });
  await batch.commit();
}
