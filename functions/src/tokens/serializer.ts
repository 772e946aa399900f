// A stored token as GET /tokens answers it, fields picked one by one: the hash
// and the owner's uid never leave the server.
import type { ApiToken } from '@recipe-book/schema/api-token';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { StoredApiToken } from './collection';

export function toApiToken(doc: QueryDocumentSnapshot<StoredApiToken>): ApiToken {
  const { name, createdAt, lastUsedAt } = doc.data();
  return {
    id: doc.id,
    name,
    createdAt: createdAt.toDate().toISOString(),
    lastUsedAt: lastUsedAt ? lastUsedAt.toDate().toISOString() : null,
  };
}
