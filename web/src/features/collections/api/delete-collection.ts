// Its cook deletes a collection; its recipes stay (a collection only names them).
import { deleteDoc } from 'firebase/firestore';
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestore } from '@/lib/firebase';
import { collectionDoc } from './collection-refs';

export async function deleteCollection(collectionId: string): Promise<void> {
  ensureOnline();
  await deleteDoc(collectionDoc(await loadFirestore(), collectionId));
}
