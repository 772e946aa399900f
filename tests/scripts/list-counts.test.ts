// The kept counts of the shopping lists and meal plans (scripts/lib/list-counts.ts):
// check:data reports a count that differs from its items or is missing beside
// them, --fix sets it, and migrate gives every list written before the counts
// existed its count; an empty list without a count is right as it is.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { listCountPath } from '@recipe-book/schema/list-counts';
import { householdPath, MEAL_PLAN, SHOPPING_LIST, userPath } from '@recipe-book/schema/paths';
import { checkData } from '../../scripts/lib/data-check';
import { recountListCounts } from '../../scripts/lib/list-counts';

const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
process.env.METADATA_SERVER_DETECTION ??= 'none';
const PROJECT = `demo-list-counts-${Math.random().toString(36).slice(2, 8)}`;
const app = initializeApp({ projectId: PROJECT }, PROJECT);
const db = getFirestore(app);

afterAll(async () => {
  await deleteApp(app);
  await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
});

const item = {
  text: 'milk',
  name: 'milk',
  quantity: null,
  unit: null,
  recipeId: null,
  recipeTitle: null,
  checked: false,
  createdAt: Timestamp.now(),
};

/** Stores `count` items in `list` under `root` (the rules' count not touched: as before the counts existed). */
async function storeItems(root: string, list: string, count: number) {
  const batch = db.batch();
  for (let index = 0; index < count; index++) batch.set(db.doc(`${root}/${list}/item-${index}`), item);
  await batch.commit();
}

const countOf = async (path: string) => (await db.doc(path).get()).get('count') as unknown;

describe('the kept counts of the lists', () => {
  it('check:data reports a missing or wrong count, --fix sets it, and migrate gives every list its count', async () => {
    const own = userPath('cook-1');
    const shared = householdPath('home-1');
    await storeItems(own, SHOPPING_LIST, 3);
    await storeItems(shared, MEAL_PLAN, 2);
    await db.doc(listCountPath(shared, MEAL_PLAN)).set({ count: 5 });
    // An empty list without a count, and one whose count is right: nothing to report.
    await storeItems(userPath('cook-2'), SHOPPING_LIST, 1);
    await db.doc(listCountPath(userPath('cook-2'), SHOPPING_LIST)).set({ count: 1 });

    const found = await checkData(db);
    const reported = found.problems
      .filter((problem) => problem.kind === 'list-count')
      .map(({ path, message }) => [path, message])
      .sort();
    expect(reported).toEqual([
      [listCountPath(shared, MEAL_PLAN), 'count is 5, but the list holds 2: the rules keep its limit by the count'],
      [
        listCountPath(own, SHOPPING_LIST),
        'count is missing, but the list holds 3: the rules keep its limit by the count',
      ],
    ]);

    await checkData(db, { fix: true });
    expect(await countOf(listCountPath(own, SHOPPING_LIST))).toBe(3);
    expect(await countOf(listCountPath(shared, MEAL_PLAN))).toBe(2);
    expect((await checkData(db)).problems.filter((problem) => problem.kind === 'list-count')).toEqual([]);

    // Migrate: lists written before the counts existed get theirs, and a second run changes nothing.
    await storeItems(userPath('cook-3'), MEAL_PLAN, 4);
    expect(await recountListCounts(db)).toBe(1);
    expect(await countOf(listCountPath(userPath('cook-3'), MEAL_PLAN))).toBe(4);
    expect(await recountListCounts(db)).toBe(0);
  });
});
