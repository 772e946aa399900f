// The kept recipe totals (stats/recipes, stats/recipes/cooks/{uid}) equal a
// full count of the recipes after every kind of write: through the REST API,
// straight to Firestore as the web app writes, a move to another cuisine, a
// delete, many recipes written and deleted at once, and a trigger event delivered twice.
//
// Other test files write recipes into the same emulator at the same time, so
// the kept totals are compared with a count of the whole collection read in
// the same read-only transaction (one moment), polled until the triggers have
// run; each test's cook is new, so its own count is known exactly.
import { AggregateField, FieldValue, type Query, type Transaction } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { CUISINES } from '@recipe-book/schema/constants';
import { cookTotalsOf } from '@recipe-book/schema/cook-profile';
import {
  COOK_TOTAL_FIELDS,
  cookTotalsPath,
  countedRecipePath,
  RECIPE_TOTALS_PATH,
  recipeTotalsOf,
} from '@recipe-book/schema/kept-totals';
import { RECIPES, recipePath } from '@recipe-book/schema/paths';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import { call } from './support/api';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, recipeBody, rememberRecipe } from './support/recipes';
import { putReview } from './support/reviews';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';
import { syncRecipeTotals } from '../src/recipes/totals-trigger';

// The first trigger run after a (re)load starts a function process: allow it time.
const TRIGGER_WAIT = { timeout: 60_000, interval: 500 };

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const count = async (transaction: Transaction, query: Query) => (await transaction.get(query.count())).data().count;

/** What a cook's kept totals sum up, as aggregates over their public recipes. */
const COOK_SUMS = {
  recipeCount: AggregateField.count(),
  likesReceived: AggregateField.sum('likeCount'),
  ratingSum: AggregateField.sum('ratingSum'),
  ratingCount: AggregateField.sum('ratingCount'),
};

/**
 * Kept minus counted, read at one moment: the whole total, each cuisine and
 * each of `cooks` (their recipes, and the likes and review sums those
 * received); only what differs is listed, so `{}` means exact.
 */
function differences(cooks: readonly TestUser[]): Promise<Record<string, number>> {
  // The totals count the recipes the public lists hold (other files write unlisted and private ones meanwhile).
  const recipes = db.collection(RECIPES).where(...LISTED_VISIBILITY_FILTER);
  return db.runTransaction(
    async (transaction) => {
      const [stats, total, byCuisine, byCook] = await Promise.all([
        transaction.get(db.doc(RECIPE_TOTALS_PATH)),
        count(transaction, recipes),
        Promise.all(CUISINES.map((cuisine) => count(transaction, recipes.where('cuisine', '==', cuisine)))),
        Promise.all(
          cooks.map(async ({ uid }) => {
            const [kept, counted] = await Promise.all([
              transaction.get(db.doc(cookTotalsPath(uid))),
              transaction.get(recipes.where('ownerUid', '==', uid).aggregate(COOK_SUMS)),
            ]);
            const keptTotals = cookTotalsOf(kept.data());
            const sums = counted.data();
            return COOK_TOTAL_FIELDS.map(
              (field) => [`${uid} ${field}`, keptTotals[field] - (sums[field] ?? 0)] as const,
            );
          }),
        ),
      ]);
      const kept = recipeTotalsOf(stats.data());
      const all: [string, number][] = [
        ['total', kept.total - total],
        ...CUISINES.map((cuisine, i): [string, number] => [
          cuisine,
          (kept.byCuisine[cuisine] ?? 0) - (byCuisine[i] ?? 0),
        ]),
        ...byCook.flat().map(([name, difference]): [string, number] => [`cook ${name}`, difference]),
      ];
      return Object.fromEntries(all.filter(([, difference]) => difference !== 0));
    },
    { readOnly: true },
  );
}

/** Waits until the triggers have run and the kept totals equal the full count. */
const expectExactTotals = (cooks: readonly TestUser[]) =>
  expect.poll(() => differences(cooks), TRIGGER_WAIT).toEqual({});

const recipeCountOf = async (cook: TestUser) =>
  (await db.doc(cookTotalsPath(cook.uid)).get()).get('recipeCount') as unknown;

const markerOf = async (id: string) => (await db.doc(countedRecipePath(id)).get()).data();

/** A new recipe as the web app writes it (rules-bound, no API): its content and the fields set at creation. */
async function writeAsWebApp(cook: TestUser, cuisine: string): Promise<string> {
  const ref = db.collection(RECIPES).doc();
  rememberRecipe(ref.id);
  await ref.set({
    ...recipeBody({ cuisine }),
    likeCount: 0,
    wishlistCount: 0,
    ratingCount: 0,
    ratingSum: 0,
    ownerUid: cook.uid,
    displayName: 'Test Cook',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

describe('kept recipe totals', { timeout: 150_000 }, () => {
  it('count recipes created, moved and deleted through the REST API', async () => {
    const cook = await createUser();
    const italian = await createRecipe(cook, { cuisine: 'Italian' });
    const mexican = await createRecipe(cook, { cuisine: 'Mexican' });
    await expectExactTotals([cook]);
    expect(await recipeCountOf(cook)).toBe(2);

    const moved = await call('PATCH', `/recipes/${italian}`, { token: cook.idToken, json: { cuisine: 'Indian' } });
    expect(moved.status).toBe(200);
    await expect.poll(() => markerOf(italian), TRIGGER_WAIT).toMatchObject({ cuisine: 'Indian', ownerUid: cook.uid });
    await expectExactTotals([cook]);

    expect((await call('DELETE', `/recipes/${mexican}`, { token: cook.idToken })).status).toBe(200);
    await expect.poll(() => markerOf(mexican), TRIGGER_WAIT).toBeUndefined();
    await expectExactTotals([cook]);
    expect(await recipeCountOf(cook)).toBe(1);
  });

  it('count recipes the web app writes straight to Firestore, moves them and uncounts them', async () => {
    const cook = await createUser();
    const id = await writeAsWebApp(cook, 'Chinese');
    await expect.poll(() => markerOf(id), TRIGGER_WAIT).toMatchObject({ cuisine: 'Chinese', ownerUid: cook.uid });
    await expectExactTotals([cook]);
    expect(await recipeCountOf(cook)).toBe(1);

    await db.doc(recipePath(id)).update({ cuisine: 'Others', updatedAt: FieldValue.serverTimestamp() });
    await expect.poll(() => markerOf(id), TRIGGER_WAIT).toMatchObject({ cuisine: 'Others', ownerUid: cook.uid });
    await expectExactTotals([cook]);

    await db.doc(recipePath(id)).delete();
    await expect.poll(() => markerOf(id), TRIGGER_WAIT).toBeUndefined();
    await expectExactTotals([cook]);
    expect(await recipeCountOf(cook)).toBe(0);
  });

  it('stay exact when 40 recipes are written at once, then deleted at once', async () => {
    const cooks = [await createUser(), await createUser()];
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        writeAsWebApp(cooks[i % 2] as TestUser, CUISINES[i % CUISINES.length] ?? 'Others'),
      ),
    );
    const counted = async () => (await Promise.all(ids.map(markerOf))).filter(Boolean).length;
    await expect.poll(counted, TRIGGER_WAIT).toBe(40);
    await expectExactTotals(cooks);
    expect(await Promise.all(cooks.map(recipeCountOf))).toEqual([20, 20]);

    // A burst of deletes, as a cleanup or a cook clearing their recipes makes.
    await Promise.all(ids.map((id) => db.doc(recipePath(id)).delete()));
    await expect.poll(counted, TRIGGER_WAIT).toBe(0);
    await expectExactTotals(cooks);
    expect(await Promise.all(cooks.map(recipeCountOf))).toEqual([0, 0]);
  });

  it("keep a cook's likes and review sums exact when fans like and review at once, and drop them when it is unlisted", async () => {
    const [cook, ...fans] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser()]);
    const id = await createRecipe(cook as TestUser, { cuisine: 'Italian' });
    const answers = await Promise.all([
      ...fans.map((fan) => call('PATCH', `/recipes/details/${id}`, { token: fan.idToken })),
      ...fans.slice(0, 2).map((fan, i) => putReview(id, fan, { rating: 4 + i, text: '' })),
    ]);
    expect(answers.every((answer) => answer.status < 300)).toBe(true);
    await expectExactTotals([cook as TestUser]);
    expect(cookTotalsOf((await db.doc(cookTotalsPath((cook as TestUser).uid)).get()).data())).toEqual({
      recipeCount: 1,
      likesReceived: 4,
      ratingSum: 9,
      ratingCount: 2,
    });

    const unlisted = await call('PATCH', `/recipes/${id}`, {
      token: (cook as TestUser).idToken,
      json: { visibility: 'unlisted' },
    });
    expect(unlisted.status).toBe(200);
    await expect.poll(() => markerOf(id), TRIGGER_WAIT).toBeUndefined();
    await expectExactTotals([cook as TestUser]);
  });

  it('count a recipe once when its trigger event comes again, or late', async () => {
    const cook = await createUser();
    const id = await createRecipe(cook, { cuisine: 'Mexican' });
    await expectExactTotals([cook]);
    const created = (await db.doc(recipePath(id)).get()).data();

    // The creation event delivered twice more, and a stale move from another cuisine.
    await syncRecipeTotals(id, undefined, created);
    await syncRecipeTotals(id, undefined, created);
    await syncRecipeTotals(id, { ...created, cuisine: 'Italian' }, created);

    expect(await recipeCountOf(cook)).toBe(1);
    await expectExactTotals([cook]);
    expect(await markerOf(id)).toEqual({
      cuisine: 'Mexican',
      ownerUid: cook.uid,
      likes: 0,
      ratingSum: 0,
      ratingCount: 0,
    });
  });
});
