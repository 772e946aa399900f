// Rules of apiTokens/{tokenId} (docs/security-rules.md): the hashes of the
// REST API's personal access tokens are the Admin SDK's alone. Nobody in a
// browser, not even the token's own user, may read, list, create, change or
// delete one.
import { API_TOKENS } from '@recipe-book/schema/paths';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectRules, grid, OWNER_UID, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-api-tokens');

const TOKEN_PATH = `${API_TOKENS}/token1`;
const storedToken = {
  uid: OWNER_UID,
  name: 'Backup script',
  hash: 'a'.repeat(64),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  lastUsedAt: null,
};

const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(doc(db, TOKEN_PATH)),
  // The query a page would make for its own user's tokens.
  list: (db) => getDocs(query(collection(db, API_TOKENS), where('uid', '==', OWNER_UID))),
  create: (db) => setDoc(doc(db, `${API_TOKENS}/token2`), storedToken),
  update: (db) => updateDoc(doc(db, TOKEN_PATH), { name: 'Renamed' }),
  delete: (db) => deleteDoc(doc(db, TOKEN_PATH)),
};

describe('apiTokens: no browser access', () => {
  const nobody = { get: [], list: [], create: [], update: [], delete: [] } as const;
  it.each(grid(nobody))('%s %s → allowed: %s', async (actor, operation, allowed) => {
    await rules.seed({ [TOKEN_PATH]: storedToken });
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });

  it('the whole collection → denied, even signed in', async () => {
    await rules.seed({ [TOKEN_PATH]: storedToken });
    await expectRules(getDocs(collection(rules.db('owner'), API_TOKENS)), false);
  });
});
