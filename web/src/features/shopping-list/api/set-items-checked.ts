// Tick or untick items (one, or every item behind a line of the combined
// view) in one batch. The promise settles only when the server has it; the
// list does not wait for it: the live listener shows the tick from the local
// cache at once, offline too, and Firestore sends it when the network returns.
// Two members ticking and unticking the same item: the later write wins.
// In a household a tick names who ticked (`checkedByUid`, `checkedBy`), and an
// untick takes them off again: an unticked item was ticked by nobody.
import { tickedByFields } from '@recipe-book/schema/signer';
import { deleteField, writeBatch } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase';
import type { ListPlace } from '@/lib/list-place';
import { shoppingItemDoc } from './shopping-list-refs';

const tickOf = (place: ListPlace, checked: boolean) =>
  place.member === undefined ? { checked } : { checked, ...tickedByFields(place.member, checked, deleteField()) };

export async function setItemsChecked(place: ListPlace, itemIds: readonly string[], checked: boolean): Promise<void> {
  const db = await loadFirestore();
  const batch = writeBatch(db);
  for (const id of itemIds) batch.update(shoppingItemDoc(db, place, id), tickOf(place, checked));
  await batch.commit();
}
