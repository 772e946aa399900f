// Rules of collections/{collectionId} (docs/security-rules.md#collections):
// the owner alone creates, edits and deletes a collection; nobody changes its
// ownerUid; others read a public or unlisted one, list only public ones and
// only with a query that asks for them; a private one is its owner's alone.
// The schema (schema/src/collection.ts) and the rules accept the same
// documents: one case per clause, each checked against both.
import {
  COLLECTION_DOC_FIELDS,
  COLLECTION_EDITABLE_FIELDS,
  collectionInputSchema,
  type CollectionInput,
} from '@recipe-book/schema/collection';
import { COLLECTION_LIMITS as L } from '@recipe-book/schema/constants';
import { COLLECTIONS, collectionPath } from '@recipe-book/schema/paths';
import { LISTED_VISIBILITY_FILTER, VISIBILITIES, type Visibility } from '@recipe-book/schema/visibility';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type Case, SEEDED_AT, storesAsIs } from './recipe-fixtures';
import {
  type Actor,
  ACTORS,
  expectRules,
  grid,
  type Operation,
  OTHER_UID,
  OWNER_UID,
  rulesFieldList,
  useRulesEnv,
} from './rules-env';

const rules = useRulesEnv('demo-rules-collections');

const COLLECTION_ID = 'weeknight';
const collectionRef = (db: Firestore, id = COLLECTION_ID) => doc(db, collectionPath(id));

const validContent = (): CollectionInput => ({
  name: 'Weeknight dinners',
  description: 'Quick ones.\nAll under 30 minutes.',
  visibility: 'private',
  recipeIds: ['classic-pepperoni-pizza', 'aB3dE5fG7hJ9kL1mN2pQ'],
});

/** A collection as a browser creates it: the content, its owner and the server's times. */
const newCollection = (ownerUid: string, content: DocumentData = validContent()): DocumentData => ({
  ...content,
  ownerUid,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** A collection as stored before the test, by OWNER_UID unless said otherwise. */
const storedCollection = (visibility: Visibility, ownerUid = OWNER_UID): DocumentData => ({
  ...validContent(),
  visibility,
  ownerUid,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
});

const seedCollection = (visibility: Visibility) =>
  rules.seed({ [collectionPath(COLLECTION_ID)]: storedCollection(visibility) });

/** One operation of the grid by `db` on the seeded collection (list: by owner, as a profile would ask). */
function attempt(db: Firestore, operation: Operation, visibility: Visibility): Promise<unknown> {
  const ref = collectionRef(db);
  switch (operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(query(collection(db, COLLECTIONS), where('ownerUid', '==', OWNER_UID)));
    case 'create':
      return setDoc(collectionRef(db, 'new'), newCollection(OWNER_UID, { ...validContent(), visibility }));
    case 'update':
      return updateDoc(ref, { name: 'Renamed', updatedAt: serverTimestamp() });
    case 'delete':
      return deleteDoc(ref);
  }
}

describe('who may do what, by visibility (a list by owner, without a visibility filter)', () => {
  const OWNER_ONLY: readonly Actor[] = ['owner'];
  const EVERYONE: readonly Actor[] = ACTORS;
  const readers = (visibility: Visibility) => (visibility === 'private' ? OWNER_ONLY : EVERYONE);

  for (const visibility of VISIBILITIES) {
    const cases = grid({
      get: readers(visibility),
      // Without `visibility == 'public'` a query could return an unlisted or private one: refused, even when
      // every stored one is public (the rules judge the query, not the data it happens to find).
      list: OWNER_ONLY,
      create: OWNER_ONLY,
      update: OWNER_ONLY,
      delete: OWNER_ONLY,
    });
    it.each(cases)(`${visibility}: %s %s → allowed: %s`, async (actor, operation, allowed) => {
      await seedCollection(visibility);
      await expectRules(attempt(rules.db(actor), operation, visibility), allowed);
    });
  }
});

describe('lists of another cook’s collections', () => {
  const publicOf = (db: Firestore) =>
    query(collection(db, COLLECTIONS), where('ownerUid', '==', OWNER_UID), where(...LISTED_VISIBILITY_FILTER));

  it.each(['anonymous', 'other'] as const)(
    '%s: asking for visibility == public lists the public ones only, among unlisted and private ones',
    async (actor) => {
      await rules.seed({
        [collectionPath('open')]: storedCollection('public'),
        [collectionPath('link')]: storedCollection('unlisted'),
        [collectionPath('draft')]: storedCollection('private'),
      });
      const snapshot = await getDocs(publicOf(rules.db(actor)));
      expect(snapshot.docs.map((found) => found.id)).toEqual(['open']);
    },
  );

  it.each(['anonymous', 'other'] as const)(
    '%s: the same list without the filter is refused as a whole (it could return an unlisted one)',
    async (actor) => {
      await rules.seed({
        [collectionPath('open')]: storedCollection('public'),
        [collectionPath('link')]: storedCollection('unlisted'),
      });
      const all = query(collection(rules.db(actor), COLLECTIONS), where('ownerUid', '==', OWNER_UID));
      await expectRules(getDocs(all), false);
    },
  );

  it('the owner lists all of their own, whatever their visibility', async () => {
    await rules.seed({
      [collectionPath('open')]: storedCollection('public'),
      [collectionPath('link')]: storedCollection('unlisted'),
      [collectionPath('draft')]: storedCollection('private'),
      [collectionPath('bobs')]: storedCollection('public', OTHER_UID),
    });
    const own = query(collection(rules.db('owner'), COLLECTIONS), where('ownerUid', '==', OWNER_UID));
    const snapshot = await getDocs(own);
    expect(snapshot.docs.map((found) => found.id).sort()).toEqual(['draft', 'link', 'open']);
  });

  it('a missing collection reads as missing, not as refused', async () => {
    const snapshot = await getDoc(collectionRef(rules.db('other'), 'nothing-here'));
    expect(snapshot.exists()).toBe(false);
  });
});

describe('the owner, and nobody else', () => {
  it('nobody creates a collection in another cook’s name', async () => {
    await expectRules(setDoc(collectionRef(rules.db('other'), 'forged'), newCollection(OWNER_UID)), false);
  });

  // The owner handing it over, or another cook taking it: both set ownerUid to the other cook.
  it.each(['owner', 'other'] as const)('%s may not change ownerUid', async (actor) => {
    await seedCollection('public');
    await expectRules(
      updateDoc(collectionRef(rules.db(actor)), { ownerUid: OTHER_UID, updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('the owner may not change createdAt', async () => {
    await seedCollection('public');
    await expectRules(
      updateDoc(collectionRef(rules.db('owner')), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('an edit without the server time as updatedAt → denied', async () => {
    await seedCollection('public');
    await expectRules(updateDoc(collectionRef(rules.db('owner')), { name: 'Renamed' }), false);
  });

  it('another cook may not add a recipe to a public collection', async () => {
    await seedCollection('public');
    await expectRules(
      updateDoc(collectionRef(rules.db('other')), { recipeIds: ['theirs'], updatedAt: serverTimestamp() }),
      false,
    );
  });

  it.each(VISIBILITIES)('the owner sets visibility to %s', async (visibility) => {
    await seedCollection('private');
    await expectRules(updateDoc(collectionRef(rules.db('owner')), { visibility, updatedAt: serverTimestamp() }), true);
  });
});

describe('fields: the schema and the rules agree', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => `recipe-${index}`);
  const longId = 'x'.repeat(L.recipeId.max);

  const CONTENT_CASES: Case[] = [
    ['the valid collection', {}, true],
    ['name of 80 characters', { name: 'n'.repeat(L.name.max) }, true],
    ['name of 81 characters', { name: 'n'.repeat(L.name.max + 1) }, false],
    ['empty name', { name: '' }, false],
    ['name with a space at its end', { name: 'Dinners ' }, false],
    ['name over two lines', { name: 'Week\nnight' }, false],
    ['name that is not text', { name: 42 }, false],
    ['empty description', { description: '' }, true],
    ['description of 500 characters', { description: 'd'.repeat(L.description.max) }, true],
    ['description of 501 characters', { description: 'd'.repeat(L.description.max + 1) }, false],
    ['description with a space at its start', { description: ' Quick' }, false],
    ['visibility unknown', { visibility: 'friends' }, false],
    ['no recipes', { recipeIds: [] }, true],
    ['200 recipes', { recipeIds: ids(L.recipeIds.maxItems) }, true],
    ['201 recipes', { recipeIds: ids(L.recipeIds.maxItems + 1) }, false],
    ['a recipe twice', { recipeIds: ['soup', 'stew', 'soup'] }, false],
    ['an id of 128 characters', { recipeIds: [longId] }, true],
    ['an id of 129 characters', { recipeIds: [`${longId}x`] }, false],
    ['an empty id', { recipeIds: [''] }, false],
    ['an id with a slash', { recipeIds: ['recipes/soup'] }, false],
    ['an id over two lines', { recipeIds: ['soup\nstew'] }, false],
    ['an id that is a number', { recipeIds: [42] }, false],
    ['recipeIds that is not a list', { recipeIds: 'soup' }, false],
    ['an unknown field', { cover: '/images/soup.webp' }, false],
  ];

  const rows = CONTENT_CASES.map(([name, change, allowed]) => ({ name, change, allowed }));

  it.each(rows)('create with $name → allowed: $allowed', async ({ change, allowed }) => {
    const content = { ...validContent(), ...change };
    expect(storesAsIs(collectionInputSchema, content)).toBe(allowed);
    await expectRules(setDoc(collectionRef(rules.db('owner'), 'new'), newCollection(OWNER_UID, content)), allowed);
  });

  it.each(rows)('edit with $name → allowed: $allowed', async ({ change, allowed }) => {
    await seedCollection('private');
    await expectRules(
      updateDoc(collectionRef(rules.db('owner')), { ...change, updatedAt: serverTimestamp() }),
      allowed,
    );
  });

  it.each(['name', 'description', 'visibility', 'recipeIds'] as const)(
    'a new collection without %s → denied (every writer sets every field)',
    async (field) => {
      const { [field]: _left, ...content } = validContent();
      await expectRules(setDoc(collectionRef(rules.db('owner'), 'new'), newCollection(OWNER_UID, content)), false);
    },
  );

  it('a new collection without the server time → denied', async () => {
    const data = { ...newCollection(OWNER_UID), createdAt: SEEDED_AT };
    await expectRules(setDoc(collectionRef(rules.db('owner'), 'new'), data), false);
  });

  it('the rules list the fields of COLLECTION_DOC_FIELDS and COLLECTION_EDITABLE_FIELDS', () => {
    expect(rulesFieldList('collectionFields')).toEqual([...COLLECTION_DOC_FIELDS]);
    expect(rulesFieldList('collectionEditableFields')).toEqual([...COLLECTION_EDITABLE_FIELDS]);
  });
});
