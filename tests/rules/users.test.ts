// Rules of users/{uid} (docs/security-rules.md): the cook's own document,
// which only they read, and whose `preferences` (the units they view recipes
// in) only they write, in the shape schema/src/user-preferences.ts gives it.
// Its householdId and removedFrom stay the backend's (households.test.ts).
import { USERS, userPath } from '@recipe-book/schema/paths';
import { UNITS_CHOICES } from '@recipe-book/schema/unit-systems';
import { USER_PREFERENCES_FIELDS, userPreferencesSchema } from '@recipe-book/schema/user-preferences';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type Case, schemaCases, storesAsIs } from './recipe-fixtures';
import { expectRules, grid, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-users');

const userRef = (db: Firestore) => doc(db, userPath(OWNER_UID));
/** The web app's write: the preference merged into the cook's document, which may not exist yet. */
const savePreferences = (db: Firestore, preferences: DocumentData) =>
  setDoc(userRef(db), { preferences }, { merge: true });

describe('users: who may do what', () => {
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(userRef(db)),
    list: (db) => getDocs(collection(db, USERS)),
    create: (db) => savePreferences(db, { units: 'us' }),
    update: (db) => updateDoc(userRef(db), { 'preferences.units': 'metric' }),
    delete: (db) => deleteDoc(userRef(db)),
  };
  const cells = grid({ get: ['owner'], list: [], create: ['owner'], update: ['owner'], delete: [] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    if (operation !== 'create') await rules.seed({ [userPath(OWNER_UID)]: { preferences: { units: 'us' } } });
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });
});

// One case per clause of isUserPreferences; each says whether the rules (and the schema) accept it.
const PREFERENCES_CASES: Case[] = [
  ...UNITS_CHOICES.map((units): Case => [`units ${units}`, { units }, true]),
  ['units imperial', { units: 'imperial' }, false],
  ['units in capitals', { units: 'US' }, false],
  ['units as a number', { units: 1 }, false],
  ['no units', {}, false],
  ['another preference', { units: 'us', theme: 'dark' }, false],
];

describe('users: what preferences hold', () => {
  it.each(PREFERENCES_CASES)('%s → allowed: %s', async (_name, preferences, allowed) => {
    await expectRules(savePreferences(rules.db('owner'), preferences), allowed);
  });

  it.each(schemaCases(PREFERENCES_CASES))('schema and rules agree: %s', (_name, preferences, allowed) => {
    expect(storesAsIs(userPreferencesSchema, preferences)).toBe(allowed);
  });

  it('the rules list the fields and the choices the schema lists', () => {
    expect(rulesFieldList('userPreferencesFields')).toEqual([...USER_PREFERENCES_FIELDS]);
    expect(rulesFieldList('unitsChoices')).toEqual([...UNITS_CHOICES]);
  });

  it('preferences that are not a map → denied', async () => {
    await expectRules(setDoc(userRef(rules.db('owner')), { preferences: 'us' }), false);
  });
});

describe('users: the cook changes their preferences and nothing else', () => {
  const HOUSEHOLD = { householdId: 'household-1' };

  it('a cook in a household saves a preference beside the household’s id → allowed', async () => {
    await rules.seed({ [userPath(OWNER_UID)]: HOUSEHOLD });
    await expectRules(savePreferences(rules.db('owner'), { units: 'metric' }), true);
    const stored = await getDoc(userRef(rules.db('owner')));
    expect(stored.data()).toEqual({ ...HOUSEHOLD, preferences: { units: 'metric' } });
  });

  it('a cook the owner removed saves a preference beside removedFrom, but cannot clear it → allowed, denied', async () => {
    const removed = { removedFrom: { householdId: 'household-1', name: 'Sunday Cooks' } };
    await rules.seed({ [userPath(OWNER_UID)]: removed });
    await expectRules(savePreferences(rules.db('owner'), { units: 'metric' }), true);
    await expectRules(updateDoc(userRef(rules.db('owner')), { removedFrom: deleteField() }), false);
    expect((await getDoc(userRef(rules.db('owner')))).data()).toEqual({ ...removed, preferences: { units: 'metric' } });
  });

  it('a new document with anything beside preferences → denied', async () => {
    await expectRules(setDoc(userRef(rules.db('owner')), { preferences: { units: 'us' }, note: 'hi' }), false);
  });

  it.each([
    ['sets another field', { note: 'hi' }],
    ['changes the household with a preference', { 'preferences.units': 'us', householdId: 'other' }],
    ['removes the household', { householdId: deleteField() }],
    ['removes the preferences', { preferences: deleteField() }],
  ])('an update that %s → denied', async (_name, data) => {
    await rules.seed({ [userPath(OWNER_UID)]: { ...HOUSEHOLD, preferences: { units: 'us' } } });
    await expectRules(updateDoc(userRef(rules.db('owner')), data), false);
  });
});
