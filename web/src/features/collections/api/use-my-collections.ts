// The signed-in cook's own collections, most recently changed first, live: a
// new one, a rename or a saved recipe shows at once.
// For components inside <WithFirestore>; `undefined` until the first answer,
// and a failed read is thrown, for the caller's error boundary.
import type { Collection } from '@recipe-book/schema/collection';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { ownCollectionsQuery } from './collection-refs';

export function useMyCollections(uid: string): Collection[] | undefined {
  const own = ownCollectionsQuery(useFirestore(), uid);
  const { status, data } = useFirestoreCollectionData(own, { idField: 'id' });
  return status === 'success' ? data : undefined;
}
