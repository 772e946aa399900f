// Rules of users/{uid}/shoppingList/{itemId} (docs/security-rules.md): private
// to user `uid`, who adds items of the right shape, ticks and unticks them
// (nothing else of an item changes) and removes them.
import { SHOPPING_LIST, shoppingItemPath, USERS } from '@recipe-book/schema/paths';
import { SHOPPING_ITEM_FIELDS, shoppingItemSchema } from '@recipe-book/schema/shopping-list';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { CLIENT_TIME, emoji, SEEDED_AT, storesAsIs } from './recipe-fixtures';
import { expectRules, grid, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-shopping');

const ITEM_ID = 'item-1';

/** An item as the web app writes it from a recipe (`changes` on top). */
const newItem = (changes: DocumentData = {}): DocumentData => ({
  text: '350 g butter',
  name: 'butter',
  quantity: 350,
  unit: 'g',
  recipeId: 'shortbread',
  recipeTitle: 'Shortbread',
  checked: false,
  createdAt: serverTimestamp(),
  ...changes,
});
const storedItem = (changes: DocumentData = {}) => newItem({ createdAt: SEEDED_AT, ...changes });
const itemRef = (db: Firestore, uid = OWNER_UID) => doc(db, shoppingItemPath(uid, ITEM_ID));
const seedItem = (changes: DocumentData = {}) =>
  rules.seed({ [shoppingItemPath(OWNER_UID, ITEM_ID)]: storedItem(changes) });

describe('shopping list: who may do what', () => {
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(itemRef(db)),
    list: (db) => getDocs(collection(db, USERS, OWNER_UID, SHOPPING_LIST)),
    create: (db) => setDoc(itemRef(db), newItem()),
    update: (db) => updateDoc(itemRef(db), { checked: true }),
    delete: (db) => deleteDoc(itemRef(db)),
  };
  const cells = grid({ get: ['owner'], list: ['owner'], create: ['owner'], update: ['owner'], delete: ['owner'] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    if (operation !== 'create') await seedItem();
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });
});

describe('shopping list: what an item holds', () => {
  const cases: [string, DocumentData, boolean][] = [
    ['an item from a recipe', {}, true],
    [
      'an item added by hand',
      { recipeId: null, recipeTitle: null, quantity: null, unit: null, text: 'Kitchen roll', name: 'Kitchen roll' },
      true,
    ],
    ['a fractional quantity', { quantity: 1.5, unit: 'cups', text: '1½ cups rice', name: 'rice' }, true],
    ['an empty name (nothing to combine by)', { name: '' }, true],
    ['a ticked item', { checked: true }, true],
    ['text of 300 emoji', { text: emoji(300) }, true],
    ['text of 301 characters', { text: 'a'.repeat(301) }, false],
    ['empty text', { text: '' }, false],
    ['text over two lines', { text: '350 g\nbutter' }, false],
    ['text with a trailing space', { text: '350 g butter ' }, false],
    ['a negative quantity', { quantity: -1 }, false],
    ['a quantity as text', { quantity: '350' }, false],
    ['an empty unit', { unit: '' }, false],
    ['a unit of 41 characters', { unit: 'u'.repeat(41) }, false],
    ['a recipe title of 121 characters', { recipeTitle: 't'.repeat(121) }, false],
    ['checked as text', { checked: 'yes' }, false],
    ['another field', { email: 'alice@example.com' }, false],
    ['a client time', { createdAt: CLIENT_TIME }, false],
  ];
  it.each(cases)('%s → allowed: %s', async (_name, changes, allowed) => {
    await expectRules(setDoc(itemRef(rules.db('owner')), newItem(changes)), allowed);
  });

  // createdAt is the server's, not the schema's.
  const contentCases = cases.filter(([, changes]) => !('createdAt' in changes));
  it.each(contentCases)('schema and rules agree: %s', (_name, changes, allowed) => {
    const { createdAt: _serverTime, ...fields } = newItem(changes);
    expect(storesAsIs(shoppingItemSchema, fields)).toBe(allowed);
  });

  it('a missing field is refused', async () => {
    const { unit: _unit, ...withoutUnit } = newItem();
    await expectRules(setDoc(itemRef(rules.db('owner')), withoutUnit), false);
  });

  it('the rules list the fields the schema lists', () => {
    expect(rulesFieldList('shoppingItemFields').sort()).toEqual([...SHOPPING_ITEM_FIELDS].sort());
  });
});

describe('shopping list: an update only ticks or unticks', () => {
  const updates: [string, DocumentData, boolean][] = [
    ['tick', { checked: true }, true],
    ['untick', { checked: false }, true],
    ['checked as a number', { checked: 1 }, false],
    ['the text', { text: '1 kg butter' }, false],
    ['the quantity with the tick', { checked: true, quantity: 1000 }, false],
    ['createdAt', { createdAt: serverTimestamp() }, false],
  ];
  it.each(updates)('%s → allowed: %s', async (_name, data, allowed) => {
    await seedItem({ checked: data.checked === false });
    await expectRules(updateDoc(itemRef(rules.db('owner')), data), allowed);
  });
});
