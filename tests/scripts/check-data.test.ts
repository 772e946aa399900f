// `npm run check:data` finds each kind of drift and `--fix` repairs it. Each
// test file run seeds its own `demo-check-…` projects in the Firestore
// emulator, so the app's demo-recipes data is never touched.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { cookTotalsPath, countedRecipePath, RECIPE_TOTALS_PATH } from '@recipe-book/schema/kept-totals';
import {
  collectionPath,
  householdPath,
  householdShoppingItemPath,
  likePath,
  MEAL_PLAN,
  mealPlanEntryPath,
  recipePath,
  reviewPath,
  SHOPPING_LIST,
  userPath,
  wishlistPath,
} from '@recipe-book/schema/paths';
import { noStarCounts, type StarCounts } from '@recipe-book/schema/rating';
import { listCountPath } from '@recipe-book/schema/list-counts';
import { recipeFoods, searchFields } from '@recipe-book/schema/recipe-foods';
import { checkData, type Problem } from '../../scripts/lib/data-check';
import { seed } from '../../scripts/seed/seed';
import { sampleRecipeInput } from '../../schema/test/support/sample-recipe';
import { ROOT } from '../../scripts/lib/emulator-env';
import { migrateRecipes } from '../../scripts/lib/migrate-recipes';
import { recountRecipeTotals } from '../../scripts/lib/recipe-totals';

const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
const AUTH_HOST = (process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099');
process.env.METADATA_SERVER_DETECTION ??= 'none';
const RUN_ID = Math.random().toString(36).slice(2, 8);
const DRIFT_PROJECT = `demo-check-${RUN_ID}`;
const SEED_PROJECT = `demo-check-seed-${RUN_ID}`;

const driftApp = initializeApp({ projectId: DRIFT_PROJECT }, DRIFT_PROJECT);
const db = getFirestore(driftApp);

afterAll(async () => {
  await deleteApp(driftApp);
  // Only the projects this run made.
  for (const project of [DRIFT_PROJECT, SEED_PROJECT]) {
    await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${project}/databases/(default)/documents`, {
      method: 'DELETE',
    });
  }
  await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${SEED_PROJECT}/accounts`, { method: 'DELETE' });
});

/** The shared sample recipe as the REST API stores it, with these counters. */
function recipe(title: string, likeCount: number, wishlistCount: number, extra: Record<string, unknown> = {}) {
  const now = Timestamp.now();
  return {
    ...sampleRecipeInput(title),
    ...searchFields(sampleRecipeInput(title)),
    likeCount,
    wishlistCount,
    ratingCount: 0,
    ratingSum: 0,
    starCounts: noStarCounts(),
    ownerUid: 'owner-1',
    displayName: 'Test Cook',
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

const createdAt = Timestamp.now();

const review = (rating: number) => ({ rating, text: '', displayName: 'A Reviewer', createdAt, updatedAt: createdAt });

/** Star counts with these keys set, the others 0. */
const stars = (counts: Partial<StarCounts>): StarCounts => ({ ...noStarCounts(), ...counts });

/** One healthy recipe and one of each kind of drift. */
async function seedDrift(): Promise<void> {
  const batch = db.batch();
  const set = (path: string, data: Record<string, unknown>) => batch.set(db.doc(path), data);
  set(recipePath('healthy'), recipe('Healthy Soup', 1, 1));
  set(likePath('healthy', 'u1'), { createdAt });
  set(reviewPath('healthy', 'u2'), review(4));
  set(reviewPath('healthy', 'u3'), review(5));
  batch.update(db.doc(recipePath('healthy')), {
    ratingCount: 2,
    ratingSum: 9,
    ratingAverage: 4.5,
    starCounts: stars({ '4': 1, '5': 1 }),
  });
  set(wishlistPath('u1', 'healthy'), { createdAt, recipeId: 'healthy' });
  // likeCount says 5, two like documents.
  set(recipePath('over-liked'), recipe('Over Liked', 5, 0));
  set(likePath('over-liked', 'u1'), { createdAt });
  set(likePath('over-liked', 'u2'), { createdAt });
  // wishlistCount says 0, one entry.
  set(recipePath('under-wishlisted'), recipe('Under Wishlisted', 0, 0));
  set(wishlistPath('u2', 'under-wishlisted'), { createdAt, recipeId: 'under-wishlisted' });
  // An entry without recipeId: counted right (1), but the delete cascade would miss it.
  set(recipePath('unlinked'), recipe('Unlinked Entry', 0, 1));
  set(wishlistPath('u3', 'unlinked'), { createdAt });
  // ratingSum 3 and no ratingAverage, but one review of 4 stars.
  set(
    recipePath('misrated'),
    recipe('Misrated', 0, 0, { ratingCount: 1, ratingSum: 3, starCounts: stars({ '4': 1 }) }),
  );
  set(reviewPath('misrated', 'u1'), review(4));
  // Right counters, an average that is not theirs.
  set(
    recipePath('stale-average'),
    recipe('Stale Average', 0, 0, {
      ratingCount: 2,
      ratingSum: 6,
      ratingAverage: 5,
      starCounts: stars({ '1': 1, '5': 1 }),
    }),
  );
  set(reviewPath('stale-average', 'u1'), review(1));
  set(reviewPath('stale-average', 'u2'), review(5));
  // Right count and sum, but its one 2-star review counted as 4 stars.
  set(
    recipePath('misstarred'),
    recipe('Misstarred', 0, 0, { ratingCount: 1, ratingSum: 2, ratingAverage: 2, starCounts: stars({ '4': 1 }) }),
  );
  set(reviewPath('misstarred', 'u1'), review(2));
  // Written after reviews came, before starCounts did (npm run migrate counts them).
  const { starCounts: _noStars, ...unstarred } = recipe('Unstarred', 0, 0, {
    ratingCount: 2,
    ratingSum: 8,
    ratingAverage: 4,
  });
  set(recipePath('unstarred'), unstarred);
  set(reviewPath('unstarred', 'u1'), review(3));
  set(reviewPath('unstarred', 'u2'), review(5));
  // Written by the first release: no rating counters, servings, cook time or visibility (npm run migrate adds them).
  const {
    ratingCount: _count,
    ratingSum: _sum,
    starCounts: _stars,
    servings: _servings,
    cookTime: _cookTime,
    visibility: _visibility,
    ...unmigrated
  } = recipe('Unmigrated', 0, 0);
  set(recipePath('unmigrated'), unmigrated);
  // Written after reviews came, before servings and cook time did.
  const { servings: _before, cookTime: _cooking, ...withoutServings } = recipe('Without Servings', 0, 0);
  set(recipePath('without-servings'), withoutServings);
  // A like, a review and a wishlist entry of a recipe that is gone.
  set(likePath('gone', 'u1'), { createdAt });
  set(reviewPath('gone', 'u1'), review(2));
  set(wishlistPath('u1', 'gone'), { createdAt, recipeId: 'gone' });
  // A plan entry and a household's list item still naming it (sent by a device offline at its delete), and an
  // entry of a recipe that exists.
  const entry = (recipeId: string, recipeTitle: string) => ({
    date: null,
    meal: 'dinner',
    recipeId,
    recipeTitle,
    servings: 2,
    note: 'For Sam',
    position: 0,
    createdAt,
    updatedAt: createdAt,
  });
  set(mealPlanEntryPath('u1', 'gone-dinner'), entry('gone', 'Gone Stew'));
  set(mealPlanEntryPath('u1', 'healthy-dinner'), entry('healthy', 'Healthy'));
  // The lists' kept counts are right: the drift here is the recipe that is gone.
  set(listCountPath(userPath('u1'), MEAL_PLAN), { count: 2 });
  set(listCountPath(householdPath('h1'), SHOPPING_LIST), { count: 1 });
  set(householdShoppingItemPath('h1', 'gone-salt'), {
    text: 'salt',
    name: 'salt',
    quantity: null,
    unit: null,
    recipeId: 'gone',
    recipeTitle: 'Gone Stew',
    checked: false,
    addedBy: 'Test Cook',
    createdAt,
  });
  // A collection that names a recipe that is gone (its delete cascade did not run), between two that exist.
  const collection = (recipeIds: string[]) => ({
    name: 'Weeknight',
    description: '',
    visibility: 'public',
    recipeIds,
    ownerUid: 'owner-1',
    createdAt,
    updatedAt: createdAt,
  });
  set(collectionPath('weeknight'), collection(['healthy', 'gone', 'over-liked']));
  set(collectionPath('sound'), collection(['healthy']));
  // A private recipe, left out of the kept totals (they count public recipes), so no marker; its foods
  // do not match its ingredient lines (a food of its own choosing, one of them left out).
  set(recipePath('private-draft'), recipe('Private Draft', 0, 0, { visibility: 'private', foods: ['truffle'] }));
  // Search tokens that do not match the title.
  set(recipePath('stale-tokens'), recipe('Stale Tokens', 0, 0, { searchTokens: ['old'] }));
  // Against the schema: a negative prep time, no servings, a cook time of a fraction and a field no recipe may have.
  set(
    recipePath('bad-schema'),
    recipe('Bad Schema', 0, 0, { prepTime: -3, servings: 0, cookTime: 2.5, email: 'cook@example.com' }),
  );
  await batch.commit();
  await seedTotalsDrift();
}

/** The kept totals as the trigger keeps them (all twelve recipes are Others by owner-1), then drift in each. */
async function seedTotalsDrift(): Promise<void> {
  await recountRecipeTotals(db);
  const batch = db.batch();
  // A forged jump of the total, and a cuisine without recipes counted.
  batch.update(db.doc(RECIPE_TOTALS_PATH), { total: 15, 'byCuisine.Italian': 1 });
  batch.update(db.doc(cookTotalsPath('owner-1')), { recipeCount: 3 });
  // A cook without recipes still counted.
  batch.set(db.doc(cookTotalsPath('owner-2')), { recipeCount: 1 });
  // A marker that disagrees with its recipe, one of a recipe that is gone, and one missing.
  batch.set(db.doc(countedRecipePath('over-liked')), { cuisine: 'Mexican', ownerUid: 'owner-1' });
  batch.set(db.doc(countedRecipePath('gone')), { cuisine: 'Italian', ownerUid: 'owner-1' });
  batch.delete(db.doc(countedRecipePath('stale-tokens')));
  await batch.commit();
}

const EXPECTED: [Problem['kind'], string][] = [
  ['orphan-wishlist', 'users/u1/wishlist/gone'],
  ['wishlist-recipe-id', 'users/u3/wishlist/unlinked'],
  ['plan-recipe-gone', 'users/u1/mealPlan/gone-dinner'],
  ['list-recipe-gone', 'households/h1/shoppingList/gone-salt'],
  ['orphan-like', 'recipes/gone/likes/u1'],
  ['orphan-review', 'recipes/gone/reviews/u1'],
  ['collection-recipe', 'collections/weeknight'],
  ['rating-counters', 'recipes/misrated'],
  ['rating-average', 'recipes/stale-average'],
  ['unmigrated', 'recipes/unmigrated'],
  ['rating-counters', 'recipes/unmigrated'],
  ['star-counts', 'recipes/unmigrated'],
  ['star-counts', 'recipes/misstarred'],
  ['unmigrated', 'recipes/unstarred'],
  ['star-counts', 'recipes/unstarred'],
  ['unmigrated', 'recipes/without-servings'],
  ['schema', 'recipes/bad-schema'],
  ['like-count', 'recipes/over-liked'],
  ['search-tokens', 'recipes/stale-tokens'],
  ['foods', 'recipes/private-draft'],
  ['wishlist-count', 'recipes/under-wishlisted'],
  ['recipe-totals', 'stats/recipes'],
  ['recipe-totals', 'stats/recipes'],
  ['cook-totals', 'stats/recipes/cooks/owner-1'],
  ['cook-totals', 'stats/recipes/cooks/owner-2'],
  ['counted-marker', 'countedRecipes/over-liked'],
  ['counted-marker', 'countedRecipes/gone'],
  ['counted-marker', 'countedRecipes/stale-tokens'],
  // owner-1's recipes are on the site, but they never saved a public profile ("Shared by …" would lead nowhere).
  ['cook-profile', 'cooks/owner-1'],
];

const messagesAt = (problems: Problem[], path: string) =>
  problems.filter((problem) => problem.path === path).map((problem) => problem.message);

const kindsAndPaths = (problems: Problem[]) =>
  problems.map((problem): [string, string] => [problem.kind, problem.path]).sort((a, b) => a[1].localeCompare(b[1]));

const sorted = (pairs: [string, string][]) => [...pairs].sort((a, b) => a[1].localeCompare(b[1]));

describe('check:data', () => {
  it('reports each kind of drift, reading in small pages, and changes nothing', async () => {
    await seedDrift();
    const report = await checkData(db, { batchSize: 2 });
    expect(kindsAndPaths(report.problems)).toEqual(sorted(EXPECTED));
    expect(report.problems.every((problem) => !problem.fixed)).toBe(true);
    expect(report).toMatchObject({ recipes: 13, likes: 4, reviews: 9, wishlistEntries: 4, collections: 2 });
    expect(messagesAt(report.problems, recipePath('private-draft'))).toEqual([
      expect.stringMatching(/^foods do not match the ingredient lines: missing .+; not in them truffle$/),
    ]);
    expect(messagesAt(report.problems, collectionPath('weeknight'))).toEqual([
      'names recipe gone, which does not exist',
    ]);
    const schema = report.problems.find((problem) => problem.kind === 'schema');
    expect(schema?.message).toMatch(/prepTime/);
    expect(schema?.message).toMatch(/servings: Servings must be at least 1/);
    expect(schema?.message).toMatch(/cookTime: Cook time must be a whole number/);
    expect(schema?.message).toMatch(/email/);
    const unmigrated = (id: string) =>
      report.problems.find((problem) => problem.kind === 'unmigrated' && problem.path === recipePath(id))?.message;
    expect(unmigrated('unmigrated')).toBe(
      'ratingCount, ratingSum, starCounts, servings, cookTime, visibility missing (written before these fields existed): npm run migrate adds them',
    );
    expect(unmigrated('unstarred')).toMatch(/^starCounts missing .*npm run migrate/);
    expect(report.problems.find((problem) => problem.path === recipePath('misstarred'))?.message).toBe(
      'starCounts is {"1":0,"2":0,"3":0,"4":1,"5":0}, but the reviews give {"1":0,"2":1,"3":0,"4":0,"5":0}',
    );
    expect(unmigrated('without-servings')).toMatch(/^servings, cookTime missing .*npm run migrate/);
    expect((await db.doc(recipePath('over-liked')).get()).get('likeCount')).toBe(5);
    expect((await db.doc(likePath('gone', 'u1')).get()).exists).toBe(true);

    expect(messagesAt(report.problems, RECIPE_TOTALS_PATH)).toEqual([
      // Eleven of the thirteen: not the private one, nor the one without visibility (in no list until migrated).
      'total is 15, but there are 11 recipes',
      'byCuisine.Italian is 1, but there are 0 Italian recipes',
    ]);
    expect(messagesAt(report.problems, cookTotalsPath('owner-1'))).toEqual([
      "recipeCount is 3, but cook owner-1's public recipes make 11",
    ]);
    expect(messagesAt(report.problems, countedRecipePath('over-liked'))).toEqual([
      'counts recipe over-liked as Mexican by owner-1 with 0 likes and 0 reviews (0 stars), ' +
        'but it is Others by owner-1 with 5 likes and 0 reviews (0 stars)',
    ]);
    expect(messagesAt(report.problems, countedRecipePath('gone'))).toEqual([
      'recipe gone does not exist or is not public, but is still counted',
    ]);
    expect(messagesAt(report.problems, countedRecipePath('stale-tokens'))).toEqual([
      'missing: recipe stale-tokens (Others by owner-1 with 0 likes and 0 reviews (0 stars)) is not counted',
    ]);
    expect((await db.doc(RECIPE_TOTALS_PATH).get()).get('total')).toBe(15);
  });

  it('--fix repairs counters, orphans and derived fields in transactions; unmigrated and schema problems stay reported', async () => {
    const updatedAt = (await db.doc(recipePath('over-liked')).get()).get('updatedAt') as Timestamp;
    const fixed = await checkData(db, { fix: true, batchSize: 2 });
    // Repairing misrated's counters (no trigger runs in this suite) leaves its marker counting the old sum.
    expect(kindsAndPaths(fixed.problems)).toEqual(sorted([...EXPECTED, ['counted-marker', 'countedRecipes/misrated']]));
    expect(kindsAndPaths(fixed.problems.filter((problem) => !problem.fixed))).toEqual(
      sorted([
        ['schema', 'recipes/bad-schema'],
        ['unmigrated', 'recipes/unmigrated'],
        ['unmigrated', 'recipes/unstarred'],
        ['unmigrated', 'recipes/without-servings'],
      ]),
    );

    const over = await db.doc(recipePath('over-liked')).get();
    expect(over.get('likeCount')).toBe(2);
    expect((over.get('updatedAt') as Timestamp).isEqual(updatedAt)).toBe(true);
    expect((await db.doc(recipePath('under-wishlisted')).get()).get('wishlistCount')).toBe(1);
    expect((await db.doc(wishlistPath('u3', 'unlinked')).get()).get('recipeId')).toBe('unlinked');
    expect((await db.doc(recipePath('unlinked')).get()).get('wishlistCount')).toBe(1);
    expect((await db.doc(likePath('gone', 'u1')).get()).exists).toBe(false);
    expect((await db.doc(wishlistPath('u1', 'gone')).get()).exists).toBe(false);
    expect((await db.doc(mealPlanEntryPath('u1', 'gone-dinner')).get()).data()).toMatchObject({
      recipeId: null,
      recipeTitle: null,
      servings: null,
      note: 'Gone Stew (recipe removed)\nFor Sam',
    });
    expect((await db.doc(mealPlanEntryPath('u1', 'healthy-dinner')).get()).get('recipeId')).toBe('healthy');
    expect((await db.doc(householdShoppingItemPath('h1', 'gone-salt')).get()).data()).toMatchObject({
      text: 'salt',
      recipeId: null,
      recipeTitle: 'Gone Stew (recipe removed)',
    });
    expect((await db.doc(recipePath('stale-tokens')).get()).get('searchTokens')).toEqual(
      searchFields(sampleRecipeInput('Stale Tokens')).searchTokens,
    );
    expect((await db.doc(recipePath('private-draft')).get()).get('foods')).toEqual(
      recipeFoods(sampleRecipeInput('Private Draft').ingredients),
    );
    expect((await db.doc(reviewPath('gone', 'u1')).get()).exists).toBe(false);
    const weeknight = await db.doc(collectionPath('weeknight')).get();
    expect(weeknight.get('recipeIds')).toEqual(['healthy', 'over-liked']);
    expect((weeknight.get('updatedAt') as Timestamp).isEqual(createdAt)).toBe(true);
    const rating = async (id: string) => {
      const data = (await db.doc(recipePath(id)).get()).data();
      return [data?.ratingCount, data?.ratingSum, data?.ratingAverage] as unknown[];
    };
    expect(await rating('misrated')).toEqual([1, 4, 4]);
    expect(await rating('stale-average')).toEqual([2, 6, 3]);
    expect(await rating('unmigrated')).toEqual([0, 0, undefined]);
    expect(await rating('healthy')).toEqual([2, 9, 4.5]);
    const starsOf = async (id: string) => (await db.doc(recipePath(id)).get()).get('starCounts') as unknown;
    expect(await starsOf('misstarred')).toEqual(stars({ '2': 1 }));
    expect(await starsOf('unstarred')).toEqual(stars({ '3': 1, '5': 1 }));
    expect(await starsOf('unmigrated')).toEqual(noStarCounts());
    expect(await starsOf('healthy')).toEqual(stars({ '4': 1, '5': 1 }));

    // The kept totals and markers are the full count again.
    expect((await db.doc(RECIPE_TOTALS_PATH).get()).data()).toEqual({ total: 11, byCuisine: { Others: 11 } });
    // owner-1's public recipes, with the counters repaired just before: likes 1 (healthy) + 2 (over-liked);
    // reviews 2 (healthy, 9 stars) + 1 (misrated, 4) + 2 (stale-average, 6) + 1 (misstarred, 2) + 2 (unstarred, 8).
    expect((await db.doc(cookTotalsPath('owner-1')).get()).data()).toEqual({
      recipeCount: 11,
      likesReceived: 3,
      ratingSum: 29,
      ratingCount: 8,
    });
    expect((await db.doc(cookTotalsPath('owner-2')).get()).data()).toEqual({
      recipeCount: 0,
      likesReceived: 0,
      ratingSum: 0,
      ratingCount: 0,
    });
    const marker = async (id: string) => (await db.doc(countedRecipePath(id)).get()).data();
    const counted = { cuisine: 'Others', ownerUid: 'owner-1', likes: 0, ratingSum: 0, ratingCount: 0 };
    expect(await marker('over-liked')).toEqual({ ...counted, likes: 2 });
    expect(await marker('stale-tokens')).toEqual(counted);
    // The profile check:data wrote from what is public: the name on the recipes, no photo, no bio.
    expect((await db.doc(cookProfilePath('owner-1')).get()).data()).toMatchObject({
      displayName: 'Test Cook',
      photoURL: '',
      bio: '',
    });
    expect(await marker('gone')).toBeUndefined();

    // The repaired counters of the unmigrated recipes are no longer missing; servings and cook time still are.
    const again = await checkData(db);
    expect(kindsAndPaths(again.problems)).toEqual(
      sorted([
        ['schema', 'recipes/bad-schema'],
        ['unmigrated', 'recipes/unmigrated'],
        ['unmigrated', 'recipes/without-servings'],
      ]),
    );
    expect(again.problems.find((problem) => problem.path === recipePath('unmigrated'))?.message).toMatch(
      /^servings, cookTime, visibility missing/,
    );
  });

  it('the command prints each problem and exits 1 while one is open, 0 once all is well', async () => {
    const command = (args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'scripts/check-data.ts', '--project', DRIFT_PROJECT, ...args], {
        cwd: ROOT,
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST },
      });
    const failing = await command([]).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failing?.code).toBe(1);
    expect(failing?.stdout).toMatch(/found +schema +recipes\/bad-schema: /);
    expect(failing?.stdout).toMatch(/found +unmigrated +recipes\/without-servings: servings, cookTime missing/);
    expect(failing?.stdout).toMatch(
      /13 recipes, 3 likes, 8 reviews, 3 wishlist entries, 2 collections: 3 problems, 0 fixed, 3 open/,
    );
    expect(failing?.stdout).toMatch(/run npm run migrate to add them/);
    expect(failing?.stdout).toMatch(/schema problems need a person/);
    expect(failing?.stdout).not.toMatch(/--fix/);

    // Deleted with no trigger running (this suite has no Functions emulator): the kept totals still count it.
    await db.doc(recipePath('bad-schema')).delete();
    expect(await migrateRecipes(db)).toEqual({ recipes: 12, migrated: 2 });
    expect((await db.doc(recipePath('unmigrated')).get()).get('visibility')).toBe('public');
    const { stdout } = await command(['--fix']);
    // One public recipe fewer (deleted), one more (migrated to public): the total stays, the markers move.
    expect(stdout).not.toMatch(/recipe-totals/);
    expect(stdout).toMatch(/fixed +counted-marker +countedRecipes\/unmigrated: missing/);
    expect(stdout).toMatch(/fixed +counted-marker +countedRecipes\/bad-schema: recipe bad-schema does not exist/);
    expect(stdout).toMatch(
      /12 recipes, 3 likes, 8 reviews, 3 wishlist entries, 2 collections: 2 problems, 2 fixed, 0 open/,
    );
    expect((await db.doc(RECIPE_TOTALS_PATH).get()).data()).toEqual({ total: 11, byCuisine: { Others: 11 } });
    // Two commands of their own (tsx compiles each): minutes on a busy machine.
  }, 240_000);

  it("passes on npm start's demo data", async () => {
    // The seed writes exactly what `npm start` loads, here into a project of its own.
    const { problems } = await seed({ projectId: SEED_PROJECT, firestoreHost: FIRESTORE_HOST, authHost: AUTH_HOST });
    expect(problems).toEqual([]);
    const app = initializeApp({ projectId: SEED_PROJECT }, SEED_PROJECT);
    try {
      const report = await checkData(getFirestore(app));
      expect(report.problems).toEqual([]);
      expect(report.recipes).toBe(34);
      expect(report.likes).toBeGreaterThan(0);
      expect(report.reviews).toBeGreaterThan(0);
      expect(report.wishlistEntries).toBeGreaterThan(0);
      // Alice's and Bob's demo collections, every recipe they name a seeded one.
      expect(report.collections).toBe(4);
    } finally {
      await deleteApp(app);
    }
  });
});
