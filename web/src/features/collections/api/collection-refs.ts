// The collections and one collection with the SDK imported statically (for
// the signed-in pages and the hooks, which need it anyway), and the two lists
// the pages show: a cook's own collections, and a cook's public ones (the one
// list of another cook's collections the rules allow: LISTED_VISIBILITY_FILTER).
// Both most recently changed first, served by the indexes on
// (ownerUid, updatedAt desc) and (ownerUid, visibility, updatedAt desc).
import { collection, doc, type Firestore, orderBy, query, where } from 'firebase/firestore';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import { collectionDocWith, collectionsCollectionWith } from './collection-converter';

const collectionsCollection = (db: Firestore) => collectionsCollectionWith({ collection }, db);
export const collectionDoc = (db: Firestore, id: string) => collectionDocWith({ doc }, db, id);

/** Every collection of cook `uid`: only cook `uid` may ask for this one. */
export const ownCollectionsQuery = (db: Firestore, uid: string) =>
  query(collectionsCollection(db), where('ownerUid', '==', uid), orderBy('updatedAt', 'desc'));

/** The public collections of cook `uid`, for anyone (a cook's profile). */
export const publicCollectionsQuery = (db: Firestore, uid: string) =>
  query(
    collectionsCollection(db),
    where('ownerUid', '==', uid),
    where(...LISTED_VISIBILITY_FILTER),
    orderBy('updatedAt', 'desc'),
  );
