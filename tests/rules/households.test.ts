// Rules of households/{householdId} and its plan, list and invitations
// (docs/security-rules.md, issue 27's first slice): only members read
// anything of a household, even that it exists; members read and write its
// plan and list in the shapes of a cook's own (the shared cases of
// meal-plan-cases.ts and shopping-item-cases.ts, plus who added it, and who
// ticked it: always the caller, by uid and profile name); the owner renames it; nobody changes its members or owner, creates or deletes one,
// sets their own users/{uid}.householdId or touches an invitation from a
// browser. Membership is read at each request, so a removed member is denied
// at once.
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import {
  HOUSEHOLD_ENTRY_FIELDS,
  HOUSEHOLD_TICK_FIELDS,
  householdMealPlanEntrySchema,
  householdNameSchema,
  householdShoppingItemSchema,
  householdTickSchema,
} from '@recipe-book/schema/household';
import {
  HOUSEHOLDS,
  householdInvitePath,
  householdMealPlanEntryPath,
  householdPath,
  householdShoppingItemPath,
  INVITES,
  MEAL_PLAN,
  REMOVED_MEMBERS,
  removedMemberPath,
  SHOPPING_LIST,
  USERS,
} from '@recipe-book/schema/paths';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { countedCreate, countedDelete } from './counted-writes';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEAL_PLAN_CONTENT_CASES, MEAL_PLAN_UPDATES, NOTE, NOTE_UPDATES, plannedRecipe } from './meal-plan-cases';
import {
  actorProfiles,
  type Case,
  cookProfile,
  DISPLAY_NAME,
  OTHER_NAME,
  schemaCases,
  SEEDED_AT,
  storesAsIs,
} from './recipe-fixtures';
import { expectRules, OTHER_UID, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';
import { newItem, SHOPPING_ITEM_CASES, SHOPPING_ITEM_UPDATES } from './shopping-item-cases';

const rules = useRulesEnv('demo-rules-households');
// Alice (the owner) and Bob (a member) have their public profiles: the names they sign with.
beforeEach(() => rules.seed(actorProfiles()));

/** Who asks: the household's owner, another member, a signed-in cook of no household, nobody signed in. */
type Actor = 'owner' | 'member' | 'stranger' | 'visitor';
const ACTORS: readonly Actor[] = ['owner', 'member', 'stranger', 'visitor'];
const MEMBERS: readonly Actor[] = ['owner', 'member'];
const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];
const STRANGER_UID = 'dave';
const UIDS: Record<Actor, string | undefined> = {
  owner: OWNER_UID,
  member: OTHER_UID,
  stranger: STRANGER_UID,
  visitor: undefined,
};

const dbOf = (actor: Actor): Firestore => {
  const uid = UIDS[actor];
  return uid === undefined ? rules.db('anonymous') : rules.dbOf(uid);
};

const HOUSEHOLD_ID = 'martin-nguyen';
const ENTRY_ID = 'entry-1';
const ITEM_ID = 'item-1';
const INVITE_ID = 'invite-1';
/** Who signs as each actor: their uid and profile name (a stranger and a visitor have none). */
const NAMES: Record<Actor, string> = { owner: DISPLAY_NAME, member: OTHER_NAME, stranger: 'Dave', visitor: 'Nobody' };
const addedBy = (actor: Actor) => ({ addedBy: NAMES[actor], addedByUid: UIDS[actor] ?? 'nobody' });
const tickedBy = (actor: Actor) => ({ checked: true, checkedBy: NAMES[actor], checkedByUid: UIDS[actor] ?? 'nobody' });

/** The household as the backend stores it: Alice owns it, Bob is a member. */
const storedHousehold = (changes: DocumentData = {}): DocumentData => ({
  name: 'Martin–Nguyen',
  ownerUid: OWNER_UID,
  memberUids: [OWNER_UID, OTHER_UID],
  createdAt: SEEDED_AT,
  ...changes,
});

/** A household entry or item as Bob writes it: a cook's own, with him as the adder (`changes` on top). */
const householdEntry = (changes: DocumentData = {}) => plannedRecipe({ ...addedBy('member'), ...changes });
const householdItem = (changes: DocumentData = {}) => newItem({ ...addedBy('member'), ...changes });
const stored = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };

const householdRef = (db: Firestore) => doc(db, householdPath(HOUSEHOLD_ID));
const entryRef = (db: Firestore) => doc(db, householdMealPlanEntryPath(HOUSEHOLD_ID, ENTRY_ID));
const itemRef = (db: Firestore) => doc(db, householdShoppingItemPath(HOUSEHOLD_ID, ITEM_ID));

/** The household and one entry, one item and one invitation in it. */
const seedHousehold = (household: DocumentData = storedHousehold()) =>
  rules.seed({
    [householdPath(HOUSEHOLD_ID)]: household,
    [householdMealPlanEntryPath(HOUSEHOLD_ID, ENTRY_ID)]: householdEntry(stored),
    [householdShoppingItemPath(HOUSEHOLD_ID, ITEM_ID)]: householdItem({ createdAt: SEEDED_AT }),
    [householdInvitePath(HOUSEHOLD_ID, INVITE_ID)]: { hash: 'a1b2', usesLeft: 10, createdAt: SEEDED_AT },
    [removedMemberPath(HOUSEHOLD_ID, STRANGER_UID)]: { removedAt: SEEDED_AT, removedBy: OWNER_UID },
  });
/** The household and an entry of `changes`, for the content and update tables. */
const seedEntry = (changes: DocumentData) =>
  rules.seed({
    [householdPath(HOUSEHOLD_ID)]: storedHousehold(),
    [householdMealPlanEntryPath(HOUSEHOLD_ID, ENTRY_ID)]: householdEntry({ ...stored, ...changes }),
  });
const seedItem = (changes: DocumentData) =>
  rules.seed({
    [householdPath(HOUSEHOLD_ID)]: storedHousehold(),
    [householdShoppingItemPath(HOUSEHOLD_ID, ITEM_ID)]: householdItem({ createdAt: SEEDED_AT, ...changes }),
  });

/** Every actor × operation, allowed when `allowed[operation]` names the actor. */
function cells(allowed: Partial<Record<Operation, readonly Actor[]>>): [Actor, Operation, boolean][] {
  return ACTORS.flatMap((actor) =>
    OPERATIONS.map((operation): [Actor, Operation, boolean] => [
      actor,
      operation,
      (allowed[operation] ?? []).includes(actor),
    ]),
  );
}

/** Runs the grid of `operations` on a seeded household. */
function testGrid(
  operations: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>>,
  allowed: Partial<Record<Operation, readonly Actor[]>>,
): void {
  it.each(cells(allowed))('%s %s → allowed: %s', async (actor, operation, verdict) => {
    await seedHousehold();
    await expectRules(operations[operation](dbOf(actor), actor), verdict);
  });
}

/** The households `uid` is a member of: the query the app finds its household with (lib/list-place.ts). */
const householdsOf = (db: Firestore, uid: string) =>
  getDocs(query(collection(db, HOUSEHOLDS), where('memberUids', 'array-contains', uid), limit(1)));

// A member asks for their own households; a stranger or a visitor for the
// owner's, to find this one.
const findHousehold = (db: Firestore, actor: Actor) =>
  householdsOf(db, MEMBERS.includes(actor) ? (UIDS[actor] ?? '') : OWNER_UID);

describe('households: who may do what', () => {
  describe('the household document', () => {
    testGrid(
      {
        get: (db) => getDoc(householdRef(db)),
        list: findHousehold,
        // A browser may not even found a household of its own: the API does.
        create: (db, actor) => {
          const founder = UIDS[actor] ?? 'nobody';
          const household = storedHousehold({ ownerUid: founder, memberUids: [founder] });
          return setDoc(doc(db, householdPath('new')), { ...household, createdAt: serverTimestamp() });
        },
        update: (db) => updateDoc(householdRef(db), { name: 'The Martins' }),
        delete: (db) => deleteDoc(householdRef(db)),
      },
      { get: MEMBERS, list: MEMBERS, update: ['owner'] },
    );
  });

  describe('its meal plan', () => {
    testGrid(
      {
        get: (db) => getDoc(entryRef(db)),
        list: (db) => getDocs(collection(db, HOUSEHOLDS, HOUSEHOLD_ID, MEAL_PLAN)),
        create: (db, actor) =>
          countedCreate(doc(db, householdMealPlanEntryPath(HOUSEHOLD_ID, 'entry-2')), householdEntry(addedBy(actor))),
        update: (db) => updateDoc(entryRef(db), { servings: 6, updatedAt: serverTimestamp() }),
        delete: (db) => countedDelete(entryRef(db)),
      },
      { get: MEMBERS, list: MEMBERS, create: MEMBERS, update: MEMBERS, delete: MEMBERS },
    );
  });

  describe('its shopping list', () => {
    testGrid(
      {
        get: (db) => getDoc(itemRef(db)),
        list: (db) => getDocs(collection(db, HOUSEHOLDS, HOUSEHOLD_ID, SHOPPING_LIST)),
        create: (db, actor) =>
          countedCreate(doc(db, householdShoppingItemPath(HOUSEHOLD_ID, 'item-2')), householdItem(addedBy(actor))),
        update: (db, actor) => updateDoc(itemRef(db), tickedBy(actor)),
        delete: (db) => countedDelete(itemRef(db)),
      },
      { get: MEMBERS, list: MEMBERS, create: MEMBERS, update: MEMBERS, delete: MEMBERS },
    );
  });

  // The API stores invitations (a hash of the code); no browser, not even the owner, touches them.
  describe('its invitations', () => {
    const inviteRef = (db: Firestore) => doc(db, householdInvitePath(HOUSEHOLD_ID, INVITE_ID));
    testGrid(
      {
        get: (db) => getDoc(inviteRef(db)),
        list: (db) => getDocs(collection(db, HOUSEHOLDS, HOUSEHOLD_ID, INVITES)),
        create: (db) => setDoc(doc(db, householdInvitePath(HOUSEHOLD_ID, 'invite-2')), { hash: 'c3d4', usesLeft: 10 }),
        update: (db) => updateDoc(inviteRef(db), { usesLeft: 100 }),
        delete: (db) => deleteDoc(inviteRef(db)),
      },
      {},
    );
  });

  // The API records whom the owner removed; no browser, not the removed cook nor the owner, touches it.
  describe('its removed members', () => {
    const removalRef = (db: Firestore) => doc(db, removedMemberPath(HOUSEHOLD_ID, STRANGER_UID));
    testGrid(
      {
        get: (db) => getDoc(removalRef(db)),
        list: (db) => getDocs(collection(db, HOUSEHOLDS, HOUSEHOLD_ID, REMOVED_MEMBERS)),
        create: (db, actor) =>
          setDoc(doc(db, removedMemberPath(HOUSEHOLD_ID, UIDS[actor] ?? 'nobody')), { removedAt: SEEDED_AT }),
        update: (db) => updateDoc(removalRef(db), { removedAt: SEEDED_AT }),
        delete: (db) => deleteDoc(removalRef(db)),
      },
      {},
    );
  });

  it('a household that does not exist is denied like one that does', async () => {
    await expectRules(getDoc(doc(rules.dbOf(STRANGER_UID), householdPath('no-such-household'))), false);
    await expectRules(getDocs(collection(rules.dbOf(STRANGER_UID), HOUSEHOLDS, 'no-such-household', MEAL_PLAN)), false);
  });

  it('a stranger’s query for their own households finds none', async () => {
    await seedHousehold();
    const found = await householdsOf(rules.dbOf(STRANGER_UID), STRANGER_UID);
    expect(found.size).toBe(0);
  });

  it('a member may not list every household, only query their own', async () => {
    await seedHousehold();
    await expectRules(getDocs(collection(rules.dbOf(OTHER_UID), HOUSEHOLDS)), false);
  });
});

describe('households: members and owner change only through the backend', () => {
  const changes: [string, Actor, DocumentData][] = [
    ['a stranger adds themself', 'stranger', { memberUids: arrayUnion(STRANGER_UID) }],
    ['a visitor adds a uid', 'visitor', { memberUids: arrayUnion(STRANGER_UID) }],
    ['a member adds a friend', 'member', { memberUids: arrayUnion(STRANGER_UID) }],
    ['the owner adds a friend', 'owner', { memberUids: arrayUnion(STRANGER_UID) }],
    ['a member removes the owner', 'member', { memberUids: arrayRemove(OWNER_UID) }],
    ['the owner removes a member', 'owner', { memberUids: arrayRemove(OTHER_UID) }],
    ['a member leaves', 'member', { memberUids: arrayRemove(OTHER_UID) }],
    ['a member makes themself owner', 'member', { ownerUid: OTHER_UID }],
    ['the owner hands over', 'owner', { ownerUid: OTHER_UID }],
    ['the owner renames and adds a friend', 'owner', { name: 'Ours', memberUids: arrayUnion(STRANGER_UID) }],
    ['the owner changes createdAt', 'owner', { createdAt: serverTimestamp() }],
    ['the owner adds a field', 'owner', { cuisine: 'Italian' }],
  ];
  it.each(changes)('%s → denied', async (_name, actor, data) => {
    await seedHousehold();
    await expectRules(updateDoc(householdRef(dbOf(actor)), data), false);
  });

  it('a stranger may not write a household with themself in it over an existing one', async () => {
    await seedHousehold();
    const takeover = storedHousehold({ ownerUid: STRANGER_UID, memberUids: [STRANGER_UID] });
    await expectRules(setDoc(householdRef(rules.dbOf(STRANGER_UID)), takeover), false);
  });
});

describe('households: the owner renames it', () => {
  const max = HOUSEHOLD_LIMITS.name.max;
  const names: Case[] = [
    ['a name', { name: 'The Martins' }, true],
    [`a name of ${max} characters`, { name: 'x'.repeat(max) }, true],
    [`a name of ${max} emoji`, { name: '🍕'.repeat(max) }, true],
    [`a name of ${max + 1} characters`, { name: 'x'.repeat(max + 1) }, false],
    ['an empty name', { name: '' }, false],
    ['a name with a leading space', { name: ' The Martins' }, false],
    ['a name over two lines', { name: 'The\nMartins' }, false],
    ['a name as a number', { name: 42 }, false],
  ];
  it.each(names)('%s → allowed: %s', async (_name, data, allowed) => {
    await seedHousehold();
    await expectRules(updateDoc(householdRef(dbOf('owner')), data), allowed);
  });

  it.each(names)('schema and rules agree: %s', (_name, { name }, allowed) => {
    expect(storesAsIs(householdNameSchema, name)).toBe(allowed);
  });

  it('a member who is not the owner may not rename it', async () => {
    await seedHousehold();
    await expectRules(updateDoc(householdRef(dbOf('member')), { name: 'The Nguyens' }), false);
  });
});

describe('households: a removed member loses access at once', () => {
  it('Bob reads the plan, the owner removes him, his next reads and writes are denied', async () => {
    await seedHousehold();
    const bob = dbOf('member');
    await expectRules(getDoc(entryRef(bob)), true);
    // What the API will do: the Admin SDK rewrites the membership.
    await rules.seed({ [householdPath(HOUSEHOLD_ID)]: storedHousehold({ memberUids: [OWNER_UID] }) });
    await expectRules(getDoc(householdRef(bob)), false);
    await expectRules(getDoc(entryRef(bob)), false);
    await expectRules(getDocs(collection(bob, HOUSEHOLDS, HOUSEHOLD_ID, SHOPPING_LIST)), false);
    await expectRules(updateDoc(itemRef(bob), tickedBy('member')), false);
    await expectRules(
      countedCreate(doc(bob, householdMealPlanEntryPath(HOUSEHOLD_ID, 'entry-2')), householdEntry()),
      false,
    );
    await expectRules(getDoc(entryRef(dbOf('owner'))), true);
  });
});

describe('households: users/{uid}.householdId is the backend’s', () => {
  const userRef = (db: Firestore) => doc(db, USERS, OWNER_UID);
  const writes: [string, DocumentData | null, (db: Firestore) => Promise<unknown>][] = [
    ['joins by creating their user document', null, (db) => setDoc(userRef(db), { householdId: HOUSEHOLD_ID })],
    ['joins by merging into it', {}, (db) => setDoc(userRef(db), { householdId: HOUSEHOLD_ID }, { merge: true })],
    ['joins from none (null)', { householdId: null }, (db) => updateDoc(userRef(db), { householdId: HOUSEHOLD_ID })],
    ['leaves (null)', { householdId: HOUSEHOLD_ID }, (db) => updateDoc(userRef(db), { householdId: null })],
    ['leaves (deleted)', { householdId: HOUSEHOLD_ID }, (db) => updateDoc(userRef(db), { householdId: deleteField() })],
    ['moves to another household', { householdId: HOUSEHOLD_ID }, (db) => updateDoc(userRef(db), { householdId: 'x' })],
  ];
  it.each(writes)('the cook %s → denied', async (_name, user, write) => {
    if (user) await rules.seed({ [`${USERS}/${OWNER_UID}`]: user });
    await expectRules(write(dbOf('owner')), false);
  });
});

describe('households: what a plan entry holds', () => {
  const addedByCases: Case[] = [
    ['addedBy of 80 characters', { addedBy: 'x'.repeat(80) }, true],
    ['addedBy of 81 characters', { addedBy: 'x'.repeat(81) }, false],
    ['an empty addedBy', { addedBy: '' }, false],
    ['addedBy with a trailing space', { addedBy: 'Bob ' }, false],
    ['addedBy an e-mail address', { addedBy: 'bob@example.com' }, false],
    ['addedBy as a number', { addedBy: 42 }, false],
  ];
  const cases = [...MEAL_PLAN_CONTENT_CASES, ...addedByCases];

  // Bob's profile holds the very name (seeded past the rules), so only its shape decides.
  it.each(cases)('%s → allowed: %s', async (_name, changes, allowed) => {
    await rules.seed({
      [householdPath(HOUSEHOLD_ID)]: storedHousehold(),
      [cookProfilePath(OTHER_UID)]: cookProfile(householdEntry(changes).addedBy),
    });
    await expectRules(countedCreate(entryRef(dbOf('member')), householdEntry(changes)), allowed);
  });

  it.each(schemaCases(cases))('schema and rules agree: %s', (_name, changes, allowed) => {
    const { createdAt: _created, updatedAt: _updated, ...fields } = householdEntry(changes);
    expect(storesAsIs(householdMealPlanEntrySchema, fields)).toBe(allowed);
  });

  it('without addedBy → denied', async () => {
    await rules.seed({ [householdPath(HOUSEHOLD_ID)]: storedHousehold() });
    await expectRules(countedCreate(entryRef(dbOf('member')), plannedRecipe({ addedByUid: OTHER_UID })), false);
  });

  it('the rules list the fields the schema adds', () => {
    expect(rulesFieldList('householdEntryFields')).toEqual([...HOUSEHOLD_ENTRY_FIELDS]);
    expect(rulesFieldList('householdTickFields')).toEqual([...HOUSEHOLD_TICK_FIELDS]);
  });
});

describe('households: an update of a plan entry moves or changes it, never its recipe or addedBy', () => {
  const updates: Case[] = [
    ...MEAL_PLAN_UPDATES,
    ['addedBy', { addedBy: 'Alice Martin' }, false],
    ['addedBy to the updating member', addedBy('owner'), false],
    ['addedByUid', { addedByUid: OWNER_UID }, false],
  ];
  it.each(updates)('%s → allowed: %s', async (_name, data, allowed) => {
    await seedEntry({});
    await expectRules(updateDoc(entryRef(dbOf('owner')), { ...data, updatedAt: serverTimestamp() }), allowed);
  });

  it.each(NOTE_UPDATES)('a note: %s → allowed: %s', async (_name, data, allowed) => {
    await seedEntry(NOTE);
    await expectRules(updateDoc(entryRef(dbOf('member')), { ...data, updatedAt: serverTimestamp() }), allowed);
  });
});

describe('households: who is cooking is a member', () => {
  const cooks: Case[] = [
    ['the owner', { cookUid: OWNER_UID }, true],
    ['another member', { cookUid: OTHER_UID }, true],
    ['a cook of no household', { cookUid: STRANGER_UID }, false],
    ['an empty uid', { cookUid: '' }, false],
  ];
  it.each(cooks)('planned with %s → allowed: %s', async (_name, changes, allowed) => {
    await rules.seed({ [householdPath(HOUSEHOLD_ID)]: storedHousehold() });
    await expectRules(countedCreate(entryRef(dbOf('member')), householdEntry(changes)), allowed);
  });

  it.each(cooks)('changed to %s → allowed: %s', async (_name, changes, allowed) => {
    await seedEntry({});
    await expectRules(updateDoc(entryRef(dbOf('member')), { ...changes, updatedAt: serverTimestamp() }), allowed);
  });

  // Removing a member must not lock the entries they were to cook.
  it('an entry a removed member was to cook may still be moved', async () => {
    await seedEntry({ cookUid: STRANGER_UID });
    await expectRules(updateDoc(entryRef(dbOf('member')), { position: 3, updatedAt: serverTimestamp() }), true);
  });

  it('but nobody may hand a new entry to a removed member', async () => {
    await seedEntry({ cookUid: STRANGER_UID });
    const entry2 = doc(dbOf('member'), householdMealPlanEntryPath(HOUSEHOLD_ID, 'entry-2'));
    await expectRules(countedCreate(entry2, householdEntry({ cookUid: STRANGER_UID })), false);
  });
});

describe('households: what a shopping list item holds', () => {
  const cases: Case[] = [
    ...SHOPPING_ITEM_CASES,
    ['addedBy an e-mail address', { addedBy: 'bob@example.com' }, false],
    ['an empty addedBy', { addedBy: '' }, false],
  ];
  it.each(cases)('%s → allowed: %s', async (_name, changes, allowed) => {
    await rules.seed({
      [householdPath(HOUSEHOLD_ID)]: storedHousehold(),
      [cookProfilePath(OTHER_UID)]: cookProfile(householdItem(changes).addedBy),
    });
    await expectRules(countedCreate(itemRef(dbOf('member')), householdItem(changes)), allowed);
  });

  it.each(schemaCases(cases))('schema and rules agree: %s', (_name, changes, allowed) => {
    const { createdAt: _serverTime, ...fields } = householdItem(changes);
    expect(storesAsIs(householdShoppingItemSchema, fields)).toBe(allowed);
  });

  it('without addedBy → denied', async () => {
    await rules.seed({ [householdPath(HOUSEHOLD_ID)]: storedHousehold() });
    await expectRules(countedCreate(itemRef(dbOf('member')), newItem({ addedByUid: OTHER_UID })), false);
  });

  // Who ticked: a tick names the member (checkedByUid, checkedBy), as the web
  // app writes it. Alice ticks; her profile holds the very name (seeded past
  // the rules), so only its shape decides.
  const tick = (checkedBy: unknown) => ({ checked: true, checkedBy, checkedByUid: OWNER_UID });
  const ticks: Case[] = [
    ['a tick naming who ticked', tick(DISPLAY_NAME), true],
    ['checkedBy an e-mail address', tick('alice@example.com'), false],
    ['an empty checkedBy', tick(''), false],
    ['checkedBy of 81 characters', tick('a'.repeat(81)), false],
    ['checkedBy as a number', tick(7), false],
  ];
  const updates: Case[] = [
    ...SHOPPING_ITEM_UPDATES,
    ...ticks,
    ['addedBy with the tick', { ...tick(DISPLAY_NAME), addedBy: 'A' }, false],
  ];
  it.each(updates)('an update: %s → allowed: %s', async (_name, data, allowed) => {
    await seedItem({ checked: data.checked === false });
    if ('checkedBy' in data) await rules.seed({ [cookProfilePath(OWNER_UID)]: cookProfile(data.checkedBy) });
    await expectRules(updateDoc(itemRef(dbOf('owner')), data), allowed);
  });

  it.each(ticks)('schema and rules agree on a tick: %s', (_name, data, allowed) => {
    expect(householdTickSchema.safeParse(data).success).toBe(allowed);
  });

  it('an untick that takes off who ticked → allowed', async () => {
    await seedItem(tickedBy('owner'));
    const untick = { checked: false, checkedBy: deleteField(), checkedByUid: deleteField() };
    await expectRules(updateDoc(itemRef(dbOf('member')), untick), true);
  });
});

// Issue 46: nobody adds or ticks in another member's name. Each attack sits
// beside the honest write that passes.
describe('households: who added or ticked is the caller, by uid and profile name', () => {
  // Counted adds, as the app writes them, so that only who signs decides.
  const newEntry = (db: Firestore, changes: DocumentData) =>
    countedCreate(doc(db, householdMealPlanEntryPath(HOUSEHOLD_ID, 'entry-2')), plannedRecipe(changes));
  const newListItem = (db: Firestore, changes: DocumentData) =>
    countedCreate(doc(db, householdShoppingItemPath(HOUSEHOLD_ID, 'item-2')), newItem(changes));
  const adds: [string, DocumentData, boolean][] = [
    ['as himself', addedBy('member'), true],
    ["with Alice's uid and name", addedBy('owner'), false],
    ["with Alice's uid", { ...addedBy('member'), addedByUid: OWNER_UID }, false],
    ["with Alice's name", { ...addedBy('member'), addedBy: DISPLAY_NAME }, false],
    ['with a name his profile does not hold', { ...addedBy('member'), addedBy: 'Bobby' }, false],
    ['without his uid', { addedBy: OTHER_NAME }, false],
  ];
  it.each(adds)('Bob adds a plan entry %s → allowed: %s', async (_name, changes, allowed) => {
    await seedHousehold();
    await expectRules(newEntry(dbOf('member'), changes), allowed);
  });
  it.each(adds)('Bob adds a list item %s → allowed: %s', async (_name, changes, allowed) => {
    await seedHousehold();
    await expectRules(newListItem(dbOf('member'), changes), allowed);
  });

  it('a member without a profile adds nothing, in any name → denied', async () => {
    await seedHousehold(storedHousehold({ memberUids: [OWNER_UID, OTHER_UID, 'erin'] }));
    await expectRules(newListItem(rules.dbOf('erin'), { addedBy: 'Erin', addedByUid: 'erin' }), false);
  });

  const ticks: [string, DocumentData, boolean][] = [
    ['as himself', tickedBy('member'), true],
    ["with Alice's uid and name", tickedBy('owner'), false],
    ["with Alice's uid", { ...tickedBy('member'), checkedByUid: OWNER_UID }, false],
    ["with Alice's name", { ...tickedBy('member'), checkedBy: DISPLAY_NAME }, false],
    ['with his name but no uid', { checked: true, checkedBy: OTHER_NAME }, false],
    ['with his uid but no name', { checked: true, checkedByUid: OTHER_UID }, false],
    ['naming nobody (as the API ticks)', { checked: true }, true],
    ['unticking while naming himself', { ...tickedBy('member'), checked: false }, false],
  ];
  it.each(ticks)('Bob ticks an item %s → allowed: %s', async (_name, data, allowed) => {
    await seedHousehold();
    await expectRules(updateDoc(itemRef(dbOf('member')), data), allowed);
  });

  it("Bob leaves Alice's name on an item he unticks → denied", async () => {
    await seedItem(tickedBy('owner'));
    await expectRules(updateDoc(itemRef(dbOf('member')), { checked: false }), false);
  });

  it("Bob unticks Alice's tick, taking her name off → allowed", async () => {
    await seedItem(tickedBy('owner'));
    const untick = { checked: false, checkedBy: deleteField(), checkedByUid: deleteField() };
    await expectRules(updateDoc(itemRef(dbOf('member')), untick), true);
  });

  it('an entry added before uids were stored (addedBy alone) may still be moved', async () => {
    await rules.seed({
      [householdPath(HOUSEHOLD_ID)]: storedHousehold(),
      [householdMealPlanEntryPath(HOUSEHOLD_ID, ENTRY_ID)]: plannedRecipe({ addedBy: OTHER_NAME, ...stored }),
    });
    await expectRules(updateDoc(entryRef(dbOf('owner')), { position: 3, updatedAt: serverTimestamp() }), true);
  });

  it('but may not be given an adder by a browser', async () => {
    await rules.seed({
      [householdPath(HOUSEHOLD_ID)]: storedHousehold(),
      [householdMealPlanEntryPath(HOUSEHOLD_ID, ENTRY_ID)]: plannedRecipe({ addedBy: OTHER_NAME, ...stored }),
    });
    const claim = { addedByUid: OWNER_UID, updatedAt: serverTimestamp() };
    await expectRules(updateDoc(entryRef(dbOf('owner')), claim), false);
  });
});
