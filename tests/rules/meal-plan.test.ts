// Rules of users/{uid}/mealPlan/{entryId} (docs/security-rules.md): private
// to user `uid`, who plans recipes and notes of the right shape, moves them,
// changes their servings or text, and removes them. An entry keeps the recipe
// (and its title) it was planned with, and its creation time; who is cooking,
// when it says, is the cook themself. The entry cases are shared with a
// household's plan (meal-plan-cases.ts).
import { MEAL_PLAN_FIELDS, mealPlanEntrySchema, OPTIONAL_MEAL_PLAN_FIELDS } from '@recipe-book/schema/meal-plan';
import { MEAL_PLAN, mealPlanEntryPath, USERS } from '@recipe-book/schema/paths';
import { collection, deleteField, doc, getDoc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { countedCreate, countedDelete } from './counted-writes';
import { describe, expect, it } from 'vitest';
import { MEAL_PLAN_CONTENT_CASES, MEAL_PLAN_UPDATES, NOTE, NOTE_UPDATES, plannedRecipe } from './meal-plan-cases';
import { type Case, CLIENT_TIME, schemaCases, SEEDED_AT, storesAsIs } from './recipe-fixtures';
import { expectRules, grid, OTHER_UID, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-meal-plan');

const ENTRY_ID = 'entry-1';

const entryRef = (db: Firestore, uid = OWNER_UID) => doc(db, mealPlanEntryPath(uid, ENTRY_ID));
const seedEntry = (changes: DocumentData = {}) =>
  rules.seed({
    [mealPlanEntryPath(OWNER_UID, ENTRY_ID)]: plannedRecipe({ createdAt: SEEDED_AT, updatedAt: SEEDED_AT, ...changes }),
  });

describe('meal plan: who may do what', () => {
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(entryRef(db)),
    list: (db) => getDocs(collection(db, USERS, OWNER_UID, MEAL_PLAN)),
    create: (db) => countedCreate(entryRef(db), plannedRecipe()),
    update: (db) => updateDoc(entryRef(db), { servings: 6, updatedAt: serverTimestamp() }),
    delete: (db) => countedDelete(entryRef(db)),
  };
  const cells = grid({ get: ['owner'], list: ['owner'], create: ['owner'], update: ['owner'], delete: ['owner'] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    if (operation !== 'create') await seedEntry();
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });

  it('another cook cannot plan into the owner’s plan, even a valid entry', async () => {
    await expectRules(countedCreate(entryRef(rules.db('other')), plannedRecipe()), false);
  });
});

describe('meal plan: what an entry holds', () => {
  it.each(MEAL_PLAN_CONTENT_CASES)('%s → allowed: %s', async (_name, changes, allowed) => {
    await expectRules(countedCreate(entryRef(rules.db('owner')), plannedRecipe(changes)), allowed);
  });

  it.each(schemaCases(MEAL_PLAN_CONTENT_CASES))('schema and rules agree: %s', (_name, changes, allowed) => {
    const { createdAt: _created, updatedAt: _updated, ...fields } = plannedRecipe(changes);
    expect(storesAsIs(mealPlanEntrySchema, fields)).toBe(allowed);
  });

  it.each([...MEAL_PLAN_FIELDS])('without %s → denied', async (field) => {
    const { [field]: _left, ...rest } = plannedRecipe();
    if (field !== 'createdAt' && field !== 'updatedAt') expect(storesAsIs(mealPlanEntrySchema, rest)).toBe(false);
    await expectRules(countedCreate(entryRef(rules.db('owner')), rest), false);
  });

  it('the rules list the fields the schema lists', () => {
    expect(rulesFieldList('mealPlanFields').sort()).toEqual([...MEAL_PLAN_FIELDS].sort());
  });
});

describe('meal plan: an update moves or changes an entry, never its recipe', () => {
  it.each(MEAL_PLAN_UPDATES)('%s → allowed: %s', async (_name, data, allowed) => {
    await seedEntry();
    await expectRules(updateDoc(entryRef(rules.db('owner')), { ...data, updatedAt: serverTimestamp() }), allowed);
  });

  it('an update that keeps the old updatedAt → denied', async () => {
    await seedEntry();
    await expectRules(updateDoc(entryRef(rules.db('owner')), { servings: 6 }), false);
  });

  it('an update with a client updatedAt → denied', async () => {
    await seedEntry();
    await expectRules(updateDoc(entryRef(rules.db('owner')), { servings: 6, updatedAt: CLIENT_TIME }), false);
  });

  it.each(NOTE_UPDATES)('a note: %s → allowed: %s', async (_name, data, allowed) => {
    await seedEntry(NOTE);
    await expectRules(updateDoc(entryRef(rules.db('owner')), { ...data, updatedAt: serverTimestamp() }), allowed);
  });
});

describe('meal plan: who is cooking, on a cook’s own plan, is the cook', () => {
  const cooks: Case[] = [
    ['the cook themself', { cookUid: OWNER_UID }, true],
    ['another cook', { cookUid: OTHER_UID }, false],
    ['an empty uid', { cookUid: '' }, false],
    ['a uid as a number', { cookUid: 42 }, false],
  ];
  it.each(cooks)('planned with %s → allowed: %s', async (_name, changes, allowed) => {
    await expectRules(countedCreate(entryRef(rules.db('owner')), plannedRecipe(changes)), allowed);
  });

  it.each(cooks)('changed to %s → allowed: %s', async (_name, changes, allowed) => {
    await seedEntry();
    await expectRules(updateDoc(entryRef(rules.db('owner')), { ...changes, updatedAt: serverTimestamp() }), allowed);
  });

  it('taken away → allowed', async () => {
    await seedEntry({ cookUid: OWNER_UID });
    await expectRules(
      updateDoc(entryRef(rules.db('owner')), { cookUid: deleteField(), updatedAt: serverTimestamp() }),
      true,
    );
  });

  it('the schema takes it as optional', () => {
    const { createdAt: _created, updatedAt: _updated, ...fields } = plannedRecipe({ cookUid: OWNER_UID });
    expect(storesAsIs(mealPlanEntrySchema, fields)).toBe(true);
  });

  it('the rules list the optional fields the schema lists', () => {
    expect(rulesFieldList('optionalMealPlanFields')).toEqual([...OPTIONAL_MEAL_PLAN_FIELDS]);
  });
});
