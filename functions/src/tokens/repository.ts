// Reads and writes of `apiTokens`: an account's list, a new token within the
// per-account limit, a revocation, and the lookup of a presented token.
import { API_TOKEN_LIMITS } from '@recipe-book/schema/constants';
import type { ApiTokenCreated } from '@recipe-book/schema/api-token';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { apiTokensCollection, type StoredApiToken } from './collection';
import { generateToken, hashToken } from './secret';

/** How stale `lastUsedAt` may get: one write a minute per busy token, not one per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

const tooManyTokens = () =>
  new HttpError(
    409,
    'token-limit-reached',
    `You already have ${API_TOKEN_LIMITS.maxPerAccount} personal access tokens, the most an account may have; ` +
      'revoke one you no longer use first',
  );

const tokensOf = (uid: string) => apiTokensCollection().where('uid', '==', uid);

/** The account's tokens, oldest first (at most the limit, so sorted here rather than by a composite index). */
export async function listTokens(uid: string): Promise<QueryDocumentSnapshot<StoredApiToken>[]> {
  const { docs } = await tokensOf(uid).get();
  return docs.sort((a, b) => a.data().createdAt.toMillis() - b.data().createdAt.toMillis());
}

/**
 * Stores the hash of a new secret and returns the secret, the only time it
 * exists outside the caller's hands. Counted and written in one transaction,
 * so two requests at once cannot pass the limit together.
 */
export async function createToken(uid: string, name: string): Promise<ApiTokenCreated> {
  const token = generateToken();
  const ref = apiTokensCollection().doc();
  const createdAt = Timestamp.now();
  await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(tokensOf(uid).select());
    if (existing.size >= API_TOKEN_LIMITS.maxPerAccount) throw tooManyTokens();
    transaction.create(ref, { uid, name, hash: hashToken(token), createdAt, lastUsedAt: null });
  });
  return { id: ref.id, name, token, createdAt: createdAt.toDate().toISOString() };
}

/** What a token id can be (Firestore's generated ids are 20 of these): anything else names no token. */
const TOKEN_ID_PATTERN = /^[A-Za-z0-9]{1,128}$/;

/** Deletes the caller's token `id`; false when there is none of theirs by that id (another's is left alone). */
export async function revokeToken(uid: string, id: string): Promise<boolean> {
  if (!TOKEN_ID_PATTERN.test(id)) return false;
  const ref = apiTokensCollection().doc(id);
  return db.runTransaction(async (transaction) => {
    const stored = await transaction.get(ref);
    if (stored.data()?.uid !== uid) return false;
    transaction.delete(ref);
    return true;
  });
}

/** The stored token whose hash is the presented secret's, if any (an equality query on an indexed field). */
export async function findToken(secret: string): Promise<QueryDocumentSnapshot<StoredApiToken> | undefined> {
  const { docs } = await apiTokensCollection().where('hash', '==', hashToken(secret)).limit(1).get();
  return docs[0];
}

/** Records a use, unless one was recorded within the last minute. */
export async function markUsed(token: QueryDocumentSnapshot<StoredApiToken>, now = Date.now()): Promise<void> {
  const lastUsed = token.data().lastUsedAt?.toMillis();
  if (lastUsed !== undefined && now - lastUsed < LAST_USED_RESOLUTION_MS) return;
  // Guarded by the time read: a token revoked meanwhile is not brought back, and the write fails harmlessly.
  await token.ref.update({ lastUsedAt: Timestamp.fromMillis(now) }, { lastUpdateTime: token.updateTime });
}
