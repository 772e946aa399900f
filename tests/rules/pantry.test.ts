// Rules of a pantry, `users/{uid}/pantry/foods` and
// `households/{householdId}/pantry/foods` (docs/security-rules.md): its cook,
// or every member of its household, reads and writes it; it holds its foods
// and the time of the write, nothing else; the rules keep its limit of
// PANTRY_LIMITS.maxFoods by the list's size, and two members adding at once
// both land.
import { PANTRY_LIMITS } from '@recipe-book/schema/constants';
import { PANTRY_FIELDS } from '@recipe-book/schema/pantry';
import { householdPath, pantryPath, userPath } from '@recipe-book/schema/paths';
import { arrayUnion, deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { SEEDED_AT } from './recipe-fixtures';
import { expectRules, OTHER_UID, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';

const rules = useRulesEnv('demo-rules-pantry');

const OWN = pantryPath(userPath(OWNER_UID));
const HOUSEHOLD_ID = 'martin-nguyen';
const SHARED = pantryPath(householdPath(HOUSEHOLD_ID));
const STRANGER_UID = 'dave';

const foodsNamed = (count: number) => Array.from({ length: count }, (_, i) => `food ${i}`);
const pantry = (changes: DocumentData = {}) => ({
  foods: ['tomato', 'basil'],
  updatedAt: serverTimestamp(),
  ...changes,
});
const write = (db: Firestore, path: string, data: DocumentData = pantry()) => setDoc(doc(db, path), data);
const seedHousehold = () =>
  rules.seed({
    [householdPath(HOUSEHOLD_ID)]: {
      name: 'Martin–Nguyen',
      ownerUid: OWNER_UID,
      memberUids: [OWNER_UID, OTHER_UID],
      createdAt: SEEDED_AT,
    },
  });

describe("a cook's own pantry", () => {
  it.each([
    ['the cook reads it', 'owner', true],
    ['another cook reads it', 'other', false],
    ['a visitor reads it', 'anonymous', false],
  ] as const)('%s → allowed: %s', async (_name, actor, allowed) => {
    await rules.seed({ [OWN]: { foods: ['tomato'], updatedAt: SEEDED_AT } });
    await expectRules(getDoc(doc(rules.db(actor), OWN)), allowed);
  });

  it.each([
    ['the cook writes it', 'owner', true],
    ['another cook writes it', 'other', false],
    ['a visitor writes it', 'anonymous', false],
  ] as const)('%s → allowed: %s', async (_name, actor, allowed) => {
    await expectRules(write(rules.db(actor), OWN), allowed);
  });

  it('nobody deletes it from a browser: an empty list is an empty pantry', async () => {
    await rules.seed({ [OWN]: { foods: ['tomato'], updatedAt: SEEDED_AT } });
    await expectRules(deleteDoc(doc(rules.db('owner'), OWN)), false);
    await expectRules(write(rules.db('owner'), OWN, pantry({ foods: [] })), true);
  });
});

describe('what a pantry holds', () => {
  it.each([
    [`${PANTRY_LIMITS.maxFoods} foods`, pantry({ foods: foodsNamed(PANTRY_LIMITS.maxFoods) }), true],
    [
      `${PANTRY_LIMITS.maxFoods + 1} foods: past the limit`,
      pantry({ foods: foodsNamed(PANTRY_LIMITS.maxFoods + 1) }),
      false,
    ],
    ['a food listed twice', pantry({ foods: ['tomato', 'tomato'] }), false],
    ['foods that are not a list', pantry({ foods: 'tomato' }), false],
    ['a time of the browser', pantry({ updatedAt: SEEDED_AT }), false],
    ['without its time', { foods: ['tomato'] }, false],
    ['another field', pantry({ shared: true }), false],
  ] as const)('%s → allowed: %s', async (_name, data, allowed) => {
    await expectRules(write(rules.db('owner'), OWN, data), allowed);
  });

  it('the pantry is one document: another id in `pantry` is refused', async () => {
    await expectRules(write(rules.db('owner'), `${userPath(OWNER_UID)}/pantry/more`), false);
  });

  it('an add past the limit is refused, one up to it lands', async () => {
    await rules.seed({ [OWN]: { foods: foodsNamed(PANTRY_LIMITS.maxFoods - 1), updatedAt: SEEDED_AT } });
    const add = (food: string) =>
      setDoc(doc(rules.db('owner'), OWN), { foods: arrayUnion(food), updatedAt: serverTimestamp() }, { merge: true });
    await expectRules(add('saffron'), true);
    await expectRules(add('vanilla'), false);
    const stored = await getDoc(doc(rules.db('owner'), OWN));
    expect((stored.get('foods') as string[]).length).toBe(PANTRY_LIMITS.maxFoods);
  });

  it('the rules list the fields the schema lists', () => {
    expect(rulesFieldList('pantryFields').sort()).toEqual([...PANTRY_FIELDS].sort());
  });
});

describe("a household's pantry", () => {
  it.each([
    ['the owner', OWNER_UID, true],
    ['a member', OTHER_UID, true],
    ['a cook of no household', STRANGER_UID, false],
  ] as const)('%s reads and writes it → allowed: %s', async (_name, uid, allowed) => {
    await seedHousehold();
    await expectRules(write(rules.dbOf(uid), SHARED), allowed);
    await expectRules(getDoc(doc(rules.dbOf(uid), SHARED)), allowed);
  });

  it('two members adding at once both land', async () => {
    await seedHousehold();
    await rules.seed({ [SHARED]: { foods: ['tomato'], updatedAt: SEEDED_AT } });
    const add = (uid: string, food: string) =>
      setDoc(doc(rules.dbOf(uid), SHARED), { foods: arrayUnion(food), updatedAt: serverTimestamp() }, { merge: true });
    await Promise.all([add(OWNER_UID, 'basil'), add(OTHER_UID, 'lemon')]);
    const stored = await getDoc(doc(rules.dbOf(OWNER_UID), SHARED));
    expect([...(stored.get('foods') as string[])].sort()).toEqual(['basil', 'lemon', 'tomato']);
  });

  it('two members adding at once at the edge of the limit: one lands, the pantry stays at the limit', async () => {
    await seedHousehold();
    await rules.seed({ [SHARED]: { foods: foodsNamed(PANTRY_LIMITS.maxFoods - 1), updatedAt: SEEDED_AT } });
    const add = (uid: string, food: string) =>
      setDoc(doc(rules.dbOf(uid), SHARED), { foods: arrayUnion(food), updatedAt: serverTimestamp() }, { merge: true });
    const results = await Promise.allSettled([add(OWNER_UID, 'basil'), add(OTHER_UID, 'lemon')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const stored = await getDoc(doc(rules.dbOf(OWNER_UID), SHARED));
    expect((stored.get('foods') as string[]).length).toBe(PANTRY_LIMITS.maxFoods);
  });
});
