// Typed access to `apiTokens/{tokenId}` (docs/data-model.md#api-tokens): one
// document per personal access token, holding its hash, never the secret. Only
// the Admin SDK reads or writes them; the rules deny every browser.
import type { FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { API_TOKENS } from '@recipe-book/schema/paths';
import { db } from '../firebase';

export interface StoredApiToken {
  /** The account the token acts as. */
  uid: string;
  name: string;
  /** SHA-256 of the secret, hex (secret.ts): presented tokens are looked up by it. */
  hash: string;
  createdAt: Timestamp;
  /** Set when the token authenticates a call, at most about once a minute; null until its first use. */
  lastUsedAt: Timestamp | null;
}

const apiTokenConverter: FirestoreDataConverter<StoredApiToken> = {
  toFirestore: (token) => token,
  // Only this module writes these documents, always in this shape.
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredApiToken,
};

export const apiTokensCollection = () => db.collection(API_TOKENS).withConverter(apiTokenConverter);
