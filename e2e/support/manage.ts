// Firestore emulator access for the manage journeys (Add, My Recipes,
// Wishlist, Dashboard): read a recipe as stored, find what a test account
// owns, count recipes, and set up another user's like and wishlist entry;
// and the personal access tokens of the Settings journey.
// Through the Admin SDK (support/admin.ts): only the app's own writes go through the rules.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { API_TOKENS, likePath, wishlistPath } from '@recipe-book/schema/paths';
import { LISTED_VISIBILITY } from '@recipe-book/schema/visibility';
import { db } from './admin';

type StoredValue = string | number | boolean | null | StoredValue[] | { [key: string]: StoredValue };

/** A timestamp as the REST API wrote it (RFC 3339 in UTC, 0, 3, 6 or 9 digits of fraction), as tests compare it. */
function restTime({ seconds, nanoseconds }: Timestamp): string {
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19);
  const fraction = String(nanoseconds)
    .padStart(9, '0')
    .replace(/(000)+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}Z`;
}

/** A stored value as a plain one; timestamps become ISO strings, other kinds (references, bytes, places) null. */
function plain(value: unknown): StoredValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Timestamp) return restTime(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return null;
}

/** The recipe's fields as stored, or undefined when it does not exist. */
export const readRecipe = (recipeId: string) => readDocument(`recipes/${recipeId}`);

/** A document's fields as stored (e.g. `recipes/x/reviews/uid`), or undefined when it does not exist. */
export async function readDocument(path: string): Promise<Record<string, StoredValue> | undefined> {
  const fields = (await db.doc(path).get()).data();
  return fields && Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]));
}

/** Ids of the documents of a top-level collection whose `field` is `uid`, read past the rules. */
async function idsOwnedBy(collectionId: string, field: string, uid: string): Promise<string[]> {
  const owned = await db.collection(collectionId).where(field, '==', uid).select().get();
  return owned.docs.map((document) => document.id);
}

/** Ids of the recipes `uid` owns, read past the rules. */
export const recipeIdsOwnedBy = (uid: string) => idsOwnedBy('recipes', 'ownerUid', uid);

/** Ids of the personal access tokens of `uid` (apiTokens, which only the backend may read). */
const apiTokenIdsOf = (uid: string) => idsOwnedBy(API_TOKENS, 'uid', uid);

/** `count` personal access tokens of `uid`, stored as the API stores them (hashes of no real secret). */
export async function addApiTokens(uid: string, count: number): Promise<void> {
  const now = Timestamp.now();
  const batch = db.batch();
  for (let index = 0; index < count; index += 1) {
    batch.set(db.collection(API_TOKENS).doc(`e2e-${uid}-${index}`), {
      uid,
      name: `Script ${index + 1}`,
      hash: `${index}`.padStart(64, '0'),
      createdAt: now,
      lastUsedAt: null,
    });
  }
  await batch.commit();
}

/** Removes every personal access token of a test account. */
export async function deleteApiTokensOf(uid: string): Promise<void> {
  for (const id of await apiTokenIdsOf(uid)) await db.collection(API_TOKENS).doc(id).delete();
}

/** Removes every recipe of a test account (only accounts the test made). */
export async function deleteRecipesOwnedBy(uid: string): Promise<void> {
  for (const id of await recipeIdsOwnedBy(uid)) await db.collection('recipes').doc(id).delete();
}

/** Removes every collection of a test account (only accounts the test made). */
export async function deleteCollectionsOwnedBy(uid: string): Promise<void> {
  for (const id of await idsOwnedBy('collections', 'ownerUid', uid)) {
    await db.collection('collections').doc(id).delete();
  }
}

/**
 * How many recipes the kept totals count now (the public ones; of one cuisine,
 * if given), counted by the emulator. Other suites add unlisted and private
 * recipes meanwhile, which no total counts.
 */
async function countRecipes(cuisine?: string): Promise<number> {
  const listed = db.collection('recipes').where('visibility', '==', LISTED_VISIBILITY);
  const recipes = cuisine ? listed.where('cuisine', '==', cuisine) : listed;
  return (await recipes.count().get()).data().count;
}

/** How long a poll of `shownMatchesCount` may wait: the trigger runs after each write, on a busy machine. */
export const TRIGGERS_SETTLED = { timeout: 60_000, interval: 1_000 };

// How far the kept totals may trail the count: the trigger runs a few seconds
// after each write, longer when the other suites keep the machine busy.
const TRIGGER_LAG_MS = 20_000;

/**
 * A check to poll: whether `shown()` (a total a page shows) equals a count of
 * recipes (of one cuisine, if given) that the emulator had during the poll's
 * last 20 s. Other suites add and delete recipes meanwhile (vitest runs the
 * API suite beside the browser one), and while they keep adding, the kept
 * total trails the count by the trigger's lag and never equals the count of
 * the same moment. Counts are read only from the poll's first call, so a total
 * that misses the test's own write never matches one read after it.
 */
export function shownMatchesCount(shown: () => Promise<number>, cuisine?: string): () => Promise<boolean> {
  const counts: { at: number; count: number }[] = [];
  const readCount = async () => counts.push({ at: Date.now(), count: await countRecipes(cuisine) });
  return async () => {
    await readCount();
    const total = await shown();
    await readCount();
    const lately = counts.filter(({ at }) => at >= Date.now() - TRIGGER_LAG_MS).map(({ count }) => count);
    return total >= Math.min(...lately) && total <= Math.max(...lately);
  };
}

/** Sets text or list fields of a recipe, as an administrator would (e.g. hands it to another owner). */
export async function setRecipeFields(recipeId: string, fields: Record<string, string | string[]>): Promise<void> {
  await db.doc(`recipes/${recipeId}`).set(fields, { merge: true });
}

/** `uid` likes and wishlists the recipe: both documents and both counters +1, in one commit. */
export async function likeAndWishlistAs(uid: string, recipeId: string): Promise<void> {
  const now = Timestamp.now();
  const batch = db.batch();
  batch.set(db.doc(likePath(recipeId, uid)), { createdAt: now });
  batch.set(db.doc(wishlistPath(uid, recipeId)), { createdAt: now, recipeId });
  batch.set(
    db.doc(`recipes/${recipeId}`),
    { likeCount: FieldValue.increment(1), wishlistCount: FieldValue.increment(1) },
    { merge: true },
  );
  await batch.commit();
}
