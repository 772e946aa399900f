// Rules of mealPlanFeedKeys/{uid} (docs/security-rules.md): the hash of each
// cook's calendar feed key is the Admin SDK's alone. Nobody in a browser, not
// even the cook whose key it is, may read, list, create, change or delete one:
// a page that could read the hash could not use it, but one that could write
// it could subscribe to another cook's plan with a key of its own.
import { MEAL_PLAN_FEED_KEYS, mealPlanFeedKeyPath } from '@recipe-book/schema/paths';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectRules, grid, OTHER_UID, OWNER_UID, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-feed-keys');

const KEY_PATH = mealPlanFeedKeyPath(OWNER_UID);
const storedKey = { hash: 'a'.repeat(64), createdAt: new Date('2026-01-01T00:00:00Z') };

const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(doc(db, KEY_PATH)),
  list: (db) => getDocs(collection(db, MEAL_PLAN_FEED_KEYS)),
  create: (db) => setDoc(doc(db, mealPlanFeedKeyPath(OTHER_UID)), storedKey),
  update: (db) => updateDoc(doc(db, KEY_PATH), { hash: 'b'.repeat(64) }),
  delete: (db) => deleteDoc(doc(db, KEY_PATH)),
};

describe('mealPlanFeedKeys: no browser access', () => {
  const nobody = { get: [], list: [], create: [], update: [], delete: [] } as const;
  it.each(grid(nobody))('%s %s → allowed: %s', async (actor, operation, allowed) => {
    await rules.seed({ [KEY_PATH]: storedKey });
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });

  it('a cook writing their own key → denied', async () => {
    await expectRules(setDoc(doc(rules.db('owner'), KEY_PATH), storedKey), false);
  });
});
