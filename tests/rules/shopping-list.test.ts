// Rules of users/{uid}/shoppingList/{itemId} (docs/security-rules.md): private
// to user `uid`, who adds items of the right shape, ticks and unticks them
// (nothing else of an item changes) and removes them. The item cases are
// shared with a household's list (shopping-item-cases.ts).
import { SHOPPING_LIST, shoppingItemPath, USERS } from '@recipe-book/schema/paths';
import { SHOPPING_ITEM_FIELDS, shoppingItemSchema } from '@recipe-book/schema/shopping-list';
import { collection, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { countedCreate, countedDelete } from './counted-writes';
import { describe, expect, it } from 'vitest';
import { schemaCases, SEEDED_AT, storesAsIs } from './recipe-fixtures';
import { newItem, SHOPPING_ITEM_CASES, SHOPPING_ITEM_UPDATES } from './shopping-item-cases';
import { expectRules, grid, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-shopping');

const ITEM_ID = 'item-1';

const storedItem = (changes: DocumentData = {}) => newItem({ createdAt: SEEDED_AT, ...changes });
const itemRef = (db: Firestore, uid = OWNER_UID) => doc(db, shoppingItemPath(uid, ITEM_ID));
const seedItem = (changes: DocumentData = {}) =>
  rules.seed({ [shoppingItemPath(OWNER_UID, ITEM_ID)]: storedItem(changes) });

describe('shopping list: who may do what', () => {
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(itemRef(db)),
    list: (db) => getDocs(collection(db, USERS, OWNER_UID, SHOPPING_LIST)),
    create: (db) => countedCreate(itemRef(db), newItem()),
    update: (db) => updateDoc(itemRef(db), { checked: true }),
    delete: (db) => countedDelete(itemRef(db)),
  };
  const cells = grid({ get: ['owner'], list: ['owner'], create: ['owner'], update: ['owner'], delete: ['owner'] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    if (operation !== 'create') await seedItem();
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });
});

describe('shopping list: what an item holds', () => {
  it.each(SHOPPING_ITEM_CASES)('%s → allowed: %s', async (_name, changes, allowed) => {
    await expectRules(countedCreate(itemRef(rules.db('owner')), newItem(changes)), allowed);
  });

  it.each(schemaCases(SHOPPING_ITEM_CASES))('schema and rules agree: %s', (_name, changes, allowed) => {
    const { createdAt: _serverTime, ...fields } = newItem(changes);
    expect(storesAsIs(shoppingItemSchema, fields)).toBe(allowed);
  });

  it('a missing field is refused', async () => {
    const { unit: _unit, ...withoutUnit } = newItem();
    await expectRules(countedCreate(itemRef(rules.db('owner')), withoutUnit), false);
  });

  it('the rules list the fields the schema lists', () => {
    expect(rulesFieldList('shoppingItemFields').sort()).toEqual([...SHOPPING_ITEM_FIELDS].sort());
  });
});

describe('shopping list: an update only ticks or unticks', () => {
  it.each(SHOPPING_ITEM_UPDATES)('%s → allowed: %s', async (_name, data, allowed) => {
    await seedItem({ checked: data.checked === false });
    await expectRules(updateDoc(itemRef(rules.db('owner')), data), allowed);
  });

  it("a tick naming who ticked (a household's field only) → denied", async () => {
    await seedItem({ checked: false });
    await expectRules(updateDoc(itemRef(rules.db('owner')), { checked: true, checkedBy: 'Alice' }), false);
  });
});
