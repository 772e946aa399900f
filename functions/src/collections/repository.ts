// Collection documents in Firestore: the reads and writes behind the routes.
// The Admin SDK bypasses the security rules, so what the rules enforce for
// browsers is enforced here: the owner alone writes, nobody changes ownerUid,
// another cook's private collection is not there for the caller, a list of
// another cook's collections holds public ones only. Every recipe a write
// puts in a collection must be one the caller may read.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { CollectionCreate, CollectionPatch } from '@recipe-book/schema/collection';
import { cookCollectionsQuery } from '@recipe-book/schema/list-queries';
import { canRead } from '@recipe-book/schema/visibility';
import { db } from '../firebase';
import { adminQuery } from '../lib/admin-query';
import {
  collectionConverter,
  collectionRef,
  collectionsCollection,
  isCollectionId,
  rawCollectionRef,
  type StoredCollectionDoc,
} from './collection';
import { assertReadableRecipes } from './collection-recipes';
import { collectionNotFound, ownerOnly } from './errors';

export interface CollectionDoc {
  id: string;
  collection: StoredCollectionDoc;
}

/** The collection when `viewer` may read it; a 404 when it is missing or another cook's private one. */
function readableOrNotFound(id: string, collection: StoredCollectionDoc | undefined, viewer: string | undefined) {
  if (!collection || !canRead(collection, viewer)) throw collectionNotFound(id);
  return collection;
}

/** Collection `id` as `viewer` (a uid, or undefined: nobody signed in) may read it. */
export async function getCollection(id: string, viewer: string | undefined): Promise<StoredCollectionDoc> {
  if (!isCollectionId(id)) throw collectionNotFound(id);
  return readableOrNotFound(id, (await collectionRef(id).get()).data(), viewer);
}

/** The read one's own write came back as: its server times are known only once it is stored. */
async function storedCollection(id: string): Promise<CollectionDoc> {
  const collection = (await collectionRef(id).get()).data();
  if (!collection) throw collectionNotFound(id); // deleted by another request a moment after this write
  return { id, collection };
}

/**
 * The collections of cook `ownerUid`, most recently changed first: all of
 * them when the viewer is that cook, else the public ones only (the rules'
 * own condition for such a list): cookCollectionsQuery, as the web app reads it.
 */
export async function listCollections(
  ownerUid: string,
  viewer: string | undefined,
  limit: number,
): Promise<CollectionDoc[]> {
  const snapshot = await adminQuery(cookCollectionsQuery(ownerUid, viewer, limit), collectionConverter).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, collection: doc.data() }));
}

/** A new collection of the caller's, with recipes they may read. */
export async function createCollection(input: CollectionCreate, ownerUid: string): Promise<CollectionDoc> {
  await assertReadableRecipes(input.recipeIds, ownerUid);
  const ref = collectionsCollection().doc();
  await rawCollectionRef(ref.id).create({
    ...input,
    ownerUid,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return storedCollection(ref.id);
}

/** Reads the collection in a transaction: 404 when the caller may not read it, 403 when they may but it is not theirs. */
async function ownedCollection(transaction: Transaction, id: string, uid: string): Promise<StoredCollectionDoc> {
  if (!isCollectionId(id)) throw collectionNotFound(id);
  const collection = readableOrNotFound(id, (await transaction.get(collectionRef(id))).data(), uid);
  if (collection.ownerUid !== uid) throw ownerOnly();
  return collection;
}

/** The owner's edit: the fields the patch names (a new `recipeIds` replaces the list), and the time of it. */
export async function updateCollection(id: string, patch: CollectionPatch, uid: string): Promise<CollectionDoc> {
  await db.runTransaction(async (transaction) => {
    await ownedCollection(transaction, id, uid);
    if (patch.recipeIds) {
      await assertReadableRecipes(patch.recipeIds, uid, (...refs) => transaction.getAll(...refs));
    }
    transaction.update(rawCollectionRef(id), { ...patch, updatedAt: FieldValue.serverTimestamp() });
  });
  return storedCollection(id);
}

/** Deletes the owner's collection (its recipes stay: a collection only names them). */
export async function deleteCollection(id: string, uid: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await ownedCollection(transaction, id, uid);
    transaction.delete(rawCollectionRef(id));
  });
}
