// The one way the app rewrites a collection's recipe list: read it and write
// the changed list in one transaction, so that an add in one tab and a move in
// another never undo each other, and a change that does not fit (the 201st
// recipe) fails in words before it reaches the rules.
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestoreWithSdk } from '@/lib/firebase';
import { collectionDocWith } from './collection-converter';

export class CollectionGoneError extends Error {
  constructor() {
    super('This collection no longer exists: it was deleted, perhaps on another device.');
    this.name = 'CollectionGoneError';
  }
}

/** Applies `change` to the stored recipe ids; nothing is written when it leaves them as they were. */
export async function changeRecipeIds(
  collectionId: string,
  change: (ids: readonly string[]) => string[],
): Promise<void> {
  ensureOnline();
  const { db, sdk } = await loadFirestoreWithSdk();
  const ref = collectionDocWith(sdk, db, collectionId);
  await sdk.runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const stored = snapshot.data();
    if (!stored) throw new CollectionGoneError();
    const recipeIds = change(stored.recipeIds);
    if (recipeIds.join('\n') === stored.recipeIds.join('\n')) return;
    transaction.update(ref.withConverter(null), { recipeIds, updatedAt: sdk.serverTimestamp() });
  });
}
