// Its cook renames a collection, describes it, or shares or hides it
// (visibility): only the fields given, and the server time as `updatedAt`
// (the rules require both). Its recipes change through the recipe writes
// beside this one (add, remove, move), which keep the list whole.
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import type { CollectionInput } from '@recipe-book/schema/collection';
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestore } from '@/lib/firebase';
import { collectionDoc } from './collection-refs';

export type CollectionDetails = Partial<Pick<CollectionInput, 'name' | 'description' | 'visibility'>>;

export async function updateCollection(collectionId: string, details: CollectionDetails): Promise<void> {
  ensureOnline();
  const db = await loadFirestore();
  await updateDoc(collectionDoc(db, collectionId).withConverter(null), { ...details, updatedAt: serverTimestamp() });
}
