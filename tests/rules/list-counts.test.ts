// Limits the rules keep (docs/security-rules.md#kept-counts-of-the-lists): a
// shopping list holds at most 500 items and a meal plan 1,000 entries, a
// cook's own and a household's. Each add and remove moves the list's count
// document ({root}/counts/{list}) in the same batch; a browser that writes to
// Firestore directly is refused every write past the limit and every write
// that would leave the count behind its items. Beside each denied write is an
// honest one that passes. Two members adding at once at the edge of the limit
// never end over it.
import {
  LIST_LIMITS,
  LIST_COUNT_FIELDS,
  addedItemId,
  listCountPath,
  type CountedList,
} from '@recipe-book/schema/list-counts';
import { MEAL_PLAN, SHOPPING_LIST, householdPath, userPath } from '@recipe-book/schema/paths';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { countedAdd, countedDelete } from './counted-writes';
import { plannedRecipe } from './meal-plan-cases';
import { actorProfiles, DISPLAY_NAME, OTHER_NAME, SEEDED_AT } from './recipe-fixtures';
import { expectRules, OTHER_UID, OWNER_UID, rulesFieldList, rulesSource, useRulesEnv } from './rules-env';
import { newItem } from './shopping-item-cases';

const rules = useRulesEnv('demo-rules-list-counts');

const HOUSEHOLD_ID = 'counted-home';
const OWN = userPath(OWNER_UID);
const SHARED = householdPath(HOUSEHOLD_ID);

/** Who adds to the household, as the rules require it: their uid and their profile's name. */
const SIGNERS = {
  owner: { addedBy: DISPLAY_NAME, addedByUid: OWNER_UID },
  other: { addedBy: OTHER_NAME, addedByUid: OTHER_UID },
};
type Adder = keyof typeof SIGNERS;

/** What a write by `by` adds to `list` under `root`: an own or a household's item or entry. */
function itemFor(root: string, list: CountedList, by: Adder = 'other'): DocumentData {
  const item = list === SHOPPING_LIST ? newItem() : plannedRecipe();
  return root === SHARED ? { ...item, ...SIGNERS[by] } : item;
}

const items = (root: string, list: CountedList, count: number, by: Adder = 'other') =>
  Array.from({ length: count }, () => itemFor(root, list, by));

/** The list's count stored as `count` (its items are not needed by the rules: the count is what they read). */
async function seedCount(root: string, list: CountedList, count: number, more: Record<string, DocumentData> = {}) {
  await rules.seed({
    [SHARED]: { name: 'Home', ownerUid: OWNER_UID, memberUids: [OWNER_UID, OTHER_UID], createdAt: SEEDED_AT },
    ...actorProfiles(),
    [listCountPath(root, list)]: { count, lastAdded: 'seeded' },
    ...more,
  });
}

const storedCount = async (root: string, list: CountedList) =>
  (await getDoc(doc(rules.db('owner'), listCountPath(root, list)))).get('count') as number;

const PLACES: [string, string, CountedList, Firestore | (() => Firestore)][] = [
  ['own shopping list', OWN, SHOPPING_LIST, () => rules.db('owner')],
  ['own meal plan', OWN, MEAL_PLAN, () => rules.db('owner')],
  ["household's shopping list", SHARED, SHOPPING_LIST, () => rules.db('other')],
  ["household's meal plan", SHARED, MEAL_PLAN, () => rules.db('other')],
];

describe.each(PLACES)('the %s keeps its limit', (_name, root, list, client) => {
  const limit = LIST_LIMITS[list];
  const db = () => (typeof client === 'function' ? client() : client);

  it('an add that fills it to the limit, moving the count by as many → allowed', async () => {
    await seedCount(root, list, limit - 2);
    await expectRules(countedAdd(db(), root, list, items(root, list, 2)), true);
    expect(await storedCount(root, list)).toBe(limit);
  });

  it('an add of one past the limit → denied', async () => {
    await seedCount(root, list, limit - 2);
    await expectRules(countedAdd(db(), root, list, items(root, list, 3)), false);
    await seedCount(root, list, limit);
    await expectRules(countedAdd(db(), root, list, items(root, list, 1)), false);
  });

  it('an item without the count → denied', async () => {
    await seedCount(root, list, 0);
    await expectRules(setDoc(doc(db(), root, list, addedItemId('alone', 0)), itemFor(root, list)), false);
  });

  it('two items with the count moved by one → denied', async () => {
    await seedCount(root, list, limit - 1);
    const batch = writeBatch(db());
    batch.set(doc(db(), root, list, addedItemId('short', 0)), itemFor(root, list));
    batch.set(doc(db(), root, list, addedItemId('short', 1)), itemFor(root, list));
    batch.set(
      doc(db(), listCountPath(root, list)),
      { count: increment(1), lastAdded: 'short', lastAddedCount: 1 },
      { merge: true },
    );
    await expectRules(batch.commit(), false);
  });

  it("an item that is not the add's, or an add that names the last add's batch again → denied", async () => {
    await seedCount(root, list, 0);
    const other = writeBatch(db());
    other.set(doc(db(), root, list, 'any-id'), itemFor(root, list));
    other.set(
      doc(db(), listCountPath(root, list)),
      { count: increment(1), lastAdded: 'fresh', lastAddedCount: 1 },
      { merge: true },
    );
    await expectRules(other.commit(), false);
    await expectRules(countedAdd(db(), root, list, items(root, list, 1), 'seeded'), false);
  });

  it('a count set by hand, up or down, without its items → denied', async () => {
    await seedCount(root, list, 10);
    const count = doc(db(), listCountPath(root, list));
    await expectRules(updateDoc(count, { count: 0 }), false);
    await expectRules(updateDoc(count, { count: 9, lastRemoved: 'nothing' }), false);
    await expectRules(updateDoc(count, { count: 11, lastAdded: 'ghost', lastAddedCount: 1 }), false);
    await expectRules(deleteDoc(count), false);
  });

  it('a remove moves the count down by one, naming the item; a remove without it, or two for one, → denied', async () => {
    const [first, second] = [addedItemId('seeded', 0), addedItemId('seeded', 1)];
    const stored = { ...itemFor(root, list), createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
    await seedCount(root, list, 2, { [`${root}/${list}/${first}`]: stored, [`${root}/${list}/${second}`]: stored });
    await expectRules(deleteDoc(doc(db(), root, list, first)), false);
    const both = writeBatch(db());
    both.delete(doc(db(), root, list, first));
    both.delete(doc(db(), root, list, second));
    both.set(doc(db(), listCountPath(root, list)), { count: increment(-1), lastRemoved: first }, { merge: true });
    await expectRules(both.commit(), false);
    const twoDown = writeBatch(db());
    twoDown.delete(doc(db(), root, list, first));
    twoDown.set(doc(db(), listCountPath(root, list)), { count: increment(-2), lastRemoved: first }, { merge: true });
    await expectRules(twoDown.commit(), false);
    await expectRules(countedDelete(doc(db(), root, list, first)), true);
    expect(await storedCount(root, list)).toBe(1);
  });

  it('a first add makes the count; the counts of others are out of reach', async () => {
    await seedCount(root, list, 0);
    await rules.seed({ [listCountPath(root, list)]: { count: 0 } });
    const fresh = root === OWN ? userPath(OTHER_UID) : SHARED;
    if (root === OWN) {
      await expectRules(countedAdd(rules.db('other'), fresh, list, items(root, list, 1)), true);
      expect((await getDoc(doc(rules.db('other'), listCountPath(fresh, list)))).get('count')).toBe(1);
      await expectRules(getDoc(doc(rules.db('other'), listCountPath(OWN, list))), false);
      await expectRules(countedAdd(rules.db('other'), OWN, list, items(root, list, 1)), false);
    } else {
      await expectRules(getDoc(doc(rules.dbOf('dave'), listCountPath(SHARED, list))), false);
      await expectRules(countedAdd(rules.dbOf('dave'), SHARED, list, items(root, list, 1)), false);
      await expectRules(getDoc(doc(rules.db('owner'), listCountPath(SHARED, list))), true);
    }
  });
});

describe('two members adding at once at the edge of the limit', () => {
  it.each([SHOPPING_LIST, MEAL_PLAN] as const)('the household %s ends at its limit, never over it', async (list) => {
    const limit = LIST_LIMITS[list];
    await seedCount(SHARED, list, limit - 1);
    const adds = [
      countedAdd(rules.db('owner'), SHARED, list, items(SHARED, list, 1, 'owner'), 'byAlice'),
      countedAdd(rules.db('other'), SHARED, list, items(SHARED, list, 1), 'byBob'),
    ];
    const outcomes = await Promise.allSettled(adds);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await storedCount(SHARED, list)).toBe(limit);
    const added = await getDocs(collection(rules.db('owner'), SHARED, list));
    expect(added.size).toBe(1);
  });

  it('two adds that both fit both land, and the count is exact', async () => {
    await seedCount(SHARED, SHOPPING_LIST, 0);
    await Promise.all([
      countedAdd(rules.db('owner'), SHARED, SHOPPING_LIST, items(SHARED, SHOPPING_LIST, 3, 'owner'), 'byAlice'),
      countedAdd(rules.db('other'), SHARED, SHOPPING_LIST, items(SHARED, SHOPPING_LIST, 2), 'byBob'),
    ]);
    expect(await storedCount(SHARED, SHOPPING_LIST)).toBe(5);
    expect((await getDocs(collection(rules.db('owner'), SHARED, SHOPPING_LIST))).size).toBe(5);
  });
});

describe('the rules and the schema agree', () => {
  it('on the limits and the fields of a count', () => {
    const rulesLimit = (list: string) => {
      const match = new RegExp(`list == '${list}' \\? (\\d+)`).exec(rulesSource());
      return Number(match?.[1]);
    };
    expect(rulesLimit(SHOPPING_LIST)).toBe(LIST_LIMITS[SHOPPING_LIST]);
    expect(rulesLimit(MEAL_PLAN)).toBe(LIST_LIMITS[MEAL_PLAN]);
    expect(rulesFieldList('listCountFields').sort()).toEqual([...LIST_COUNT_FIELDS].sort());
  });
});
