// The collections and one collection with the SDK imported statically (for
// the signed-in pages and the hooks, which need it anyway), and the two lists
// the pages show: a cook's own collections, and a cook's public ones (the one
// list of another cook's collections the rules allow: LISTED_VISIBILITY_FILTER).
// Both most recently changed first (cookCollectionsQuery, schema/src/list-queries.ts,
// as the API reads them), served by the indexes on
// (ownerUid, updatedAt desc) and (ownerUid, visibility, updatedAt desc).
import { doc, type Firestore } from 'firebase/firestore';
import { cookCollectionsQuery } from '@recipe-book/schema/list-queries';
import { webQuery } from '@/lib/web-query';
import { collectionConverter, collectionDocWith } from './collection-converter';

export const collectionDoc = (db: Firestore, id: string) => collectionDocWith({ doc }, db, id);

/** Every collection of cook `uid`: only cook `uid` may ask for this one. */
export const ownCollectionsQuery = (db: Firestore, uid: string) =>
  webQuery(db, cookCollectionsQuery(uid, uid), collectionConverter);

/** The public collections of cook `uid`, for anyone (a cook's profile). */
export const publicCollectionsQuery = (db: Firestore, uid: string) =>
  webQuery(db, cookCollectionsQuery(uid, undefined), collectionConverter);
