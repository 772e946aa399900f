// One collection, live: a rename, a visibility change or a reorder shows as it
// happens. `undefined` until the server has answered, null once it says the
// collection does not exist (deleted meanwhile); a collection missing only
// from this device's cache is no answer yet. Another cook's private
// collection (or one made private while open) is refused by the rules:
// thrown, for the caller's boundary (collection-follower.tsx), which shows it as removed.
import type { Collection } from '@recipe-book/schema/collection';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { collectionDoc } from './collection-refs';

export function useCollection(collectionId: string): Collection | null | undefined {
  const { status, data: snapshot } = useFirestoreDoc(collectionDoc(useFirestore(), collectionId));
  // One object per reading: the page's follower reports it in an effect, and a new one every render would never settle.
  return useMemo(() => {
    if (status !== 'success') return undefined;
    if (snapshot.exists()) return snapshot.data();
    return snapshot.metadata.fromCache ? undefined : null;
  }, [status, snapshot]);
}
