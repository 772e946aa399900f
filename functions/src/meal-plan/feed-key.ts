// The calendar feed's key (docs/data-model.md#meal-plan-feed-keys): one per
// cook, in `mealPlanFeedKeys/{uid}`, which holds its SHA-256 hash, never the
// key; only the Admin SDK reads or writes there (the rules deny every browser).
// A new key overwrites the hash, so the old link is refused from that moment.
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MEAL_PLAN_FEED_KEYS } from '@recipe-book/schema/paths';
import { db } from '../firebase';

interface StoredFeedKey {
  /** SHA-256 of the key, hex: a feed request is looked up by it. */
  hash: string;
  createdAt: Timestamp;
}

const feedKeyConverter: FirestoreDataConverter<StoredFeedKey> = {
  toFirestore: (key) => key,
  // Only this module writes these documents, always in this shape.
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredFeedKey,
};

const feedKeys = () => db.collection(MEAL_PLAN_FEED_KEYS).withConverter(feedKeyConverter);

/** 32 random bytes, base64url: 256 bits, far beyond guessing, and safe in a URL as it is. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A fast unsalted hash is right for a 256-bit random key (as for personal
 * access tokens, tokens/secret.ts): nobody who reads the hashes can find a key
 * by trying candidates, and a presented key finds its document with one query.
 */
const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Makes the cook's new key, replacing any older one at once; the key exists only in this answer. */
export async function replaceFeedKey(uid: string): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await feedKeys()
    .doc(uid)
    .set({ hash: hashKey(key), createdAt: Timestamp.now() });
  return key;
}

/** When the cook's current key was made; undefined without one. */
export async function feedKeyCreatedAt(uid: string): Promise<Date | undefined> {
  return (await feedKeys().doc(uid).get()).data()?.createdAt.toDate();
}

/** The cook whose current key this is; undefined for a malformed, unknown or replaced key. */
export async function cookOfFeedKey(key: string): Promise<string | undefined> {
  if (!KEY_PATTERN.test(key)) return undefined;
  const { docs } = await feedKeys().where('hash', '==', hashKey(key)).limit(1).get();
  return docs[0]?.id;
}
