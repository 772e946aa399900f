// A new collection, written straight to Firestore as its cook, in the shape
// the rules require: every content field (an empty description, the default
// visibility and no recipes unless given), the cook's uid and server times.
// The SDK is loaded on use: the recipe page creates one on the spot.
import type { CollectionInput } from '@recipe-book/schema/collection';
import { DEFAULT_COLLECTION_VISIBILITY } from '@recipe-book/schema/constants';
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestoreWithSdk } from '@/lib/firebase';
import { collectionsCollectionWith } from './collection-converter';

/** A name, and any of the other fields; as the form's schema (collectionCreateSchema) parsed them. */
export type NewCollection = Pick<CollectionInput, 'name'> & Partial<CollectionInput>;

/** Resolves with the new collection's id once the server has accepted it. */
export async function createCollection(input: NewCollection, ownerUid: string): Promise<string> {
  ensureOnline();
  const { db, sdk } = await loadFirestoreWithSdk();
  // The id is known before the write, so the page can go to the new collection.
  const ref = sdk.doc(collectionsCollectionWith(sdk, db));
  // A batch of one: the recipe page's share of the SDK (lib/firestore-sdk.ts) has writeBatch, not setDoc.
  const batch = sdk.writeBatch(db);
  batch.set(ref.withConverter(null), {
    name: input.name,
    description: input.description ?? '',
    visibility: input.visibility ?? DEFAULT_COLLECTION_VISIBILITY,
    recipeIds: input.recipeIds ?? [],
    ownerUid,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
  await batch.commit();
  return ref.id;
}
