// `npm run migrate` adds the fields of newer versions to older recipes, once:
// a second run, or a recipe whose fields moved on since, is left as it is.
// Each run seeds a `demo-migrate-…` project of its own in the Firestore emulator.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { countedFoodsPath, foodPath } from '@recipe-book/schema/food-vocabulary';
import { recipeFoods, searchFields } from '@recipe-book/schema/recipe-foods';
import { cookTotalsPath, countedRecipePath, RECIPE_TOTALS_PATH } from '@recipe-book/schema/kept-totals';
import {
  householdMealPlanEntryPath,
  householdPath,
  householdShoppingItemPath,
  recipePath,
  reviewPath,
} from '@recipe-book/schema/paths';
import { noStarCounts } from '@recipe-book/schema/rating';
import { sampleRecipeInput } from '../../schema/test/support/sample-recipe';
import { addMissingCookProfiles } from '../../scripts/lib/cook-profiles';
import { ROOT } from '../../scripts/lib/emulator-env';
import { addSignerUids } from '../../scripts/lib/household-signers';
import { migrateRecipes } from '../../scripts/lib/migrate-recipes';
import { fillRecipeFoods, recountFoodVocabulary } from '../../scripts/lib/recipe-foods';
import { recountRecipeTotals } from '../../scripts/lib/recipe-totals';

const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
process.env.METADATA_SERVER_DETECTION ??= 'none';
const PROJECT = `demo-migrate-${Math.random().toString(36).slice(2, 8)}`;
const app = initializeApp({ projectId: PROJECT }, PROJECT);
const db = getFirestore(app);

afterAll(async () => {
  await deleteApp(app);
  await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
});

/** A recipe as the first release stored it: no rating counters, servings, cook time or visibility. */
function olderRecipe(title: string) {
  const now = Timestamp.now();
  const {
    servings: _servings,
    cookTime: _cookTime,
    visibility: _visibility,
    ...firstReleaseFields
  } = sampleRecipeInput(title);
  return {
    ...firstReleaseFields,
    likeCount: 0,
    wishlistCount: 0,
    ownerUid: 'owner-1',
    displayName: 'Test Cook',
    createdAt: now,
    updatedAt: now,
  };
}

const ratingOf = async (id: string) => {
  const data = (await db.doc(recipePath(id)).get()).data();
  return { ratingCount: data?.ratingCount as unknown, ratingSum: data?.ratingSum as unknown };
};

const servingsOf = async (id: string) => {
  const data = (await db.doc(recipePath(id)).get()).data();
  return { servings: data?.servings as unknown, cookTime: data?.cookTime as unknown };
};

describe('migrate', () => {
  it('starts older recipes at no reviews, keeps counters that moved on, and changes nothing the second time', async () => {
    await Promise.all([
      ...['a', 'b', 'c'].map((id) => db.doc(recipePath(id)).set(olderRecipe(`Old ${id}`))),
      // Reviewed through the REST API before the migration ran: its increments created the counters.
      db.doc(recipePath('reviewed')).set({ ...olderRecipe('Reviewed'), ratingCount: 1, ratingSum: 4 }),
    ]);
    const before = await db.doc(recipePath('a')).get();

    expect(await migrateRecipes(db, 2)).toEqual({ recipes: 4, migrated: 4 });
    expect(await ratingOf('a')).toEqual({ ratingCount: 0, ratingSum: 0 });
    expect(await ratingOf('c')).toEqual({ ratingCount: 0, ratingSum: 0 });
    expect(await ratingOf('reviewed')).toEqual({ ratingCount: 1, ratingSum: 4 });
    for (const id of ['a', 'c', 'reviewed']) expect(await servingsOf(id)).toEqual({ servings: 4, cookTime: 0 });
    // Every recipe was public before visibility existed.
    expect((await db.doc(recipePath('b')).get()).get('visibility')).toBe('public');
    const migrated = await db.doc(recipePath('a')).get();
    // A migration is not an edit by the author: updatedAt stays.
    expect((migrated.get('updatedAt') as Timestamp).isEqual(before.get('updatedAt') as Timestamp)).toBe(true);

    expect(await migrateRecipes(db, 2)).toEqual({ recipes: 4, migrated: 0 });
    const again = await db.doc(recipePath('a')).get();
    expect(again.updateTime?.isEqual(migrated.updateTime as Timestamp)).toBe(true);
  });

  it('keeps servings and a cook time a recipe already has, and adds only what is missing', async () => {
    await Promise.all([
      db.doc(recipePath('served')).set({ ...olderRecipe('Served'), ratingCount: 0, ratingSum: 0, servings: 6 }),
      db.doc(recipePath('cooked')).set({ ...olderRecipe('Cooked'), ratingCount: 2, ratingSum: 7, cookTime: 45 }),
    ]);
    expect(await migrateRecipes(db)).toEqual({ recipes: 6, migrated: 2 });
    expect(await servingsOf('served')).toEqual({ servings: 6, cookTime: 0 });
    expect(await servingsOf('cooked')).toEqual({ servings: 4, cookTime: 45 });
    expect(await ratingOf('cooked')).toEqual({ ratingCount: 2, ratingSum: 7 });
  });

  it('the command says what it did', async () => {
    await db.doc(recipePath('d')).set(olderRecipe('Old d'));
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/migrate.ts', '--project', PROJECT], {
      cwd: ROOT,
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST },
    });
    expect(stdout).toMatch(/\[migrate\] 7 recipes read, 1 migrated, 6 already up to date/);
    // Recipes written before the kept totals existed: seven markers, the totals and their cook's count.
    expect(stdout).toMatch(/\[migrate\] recipe totals: 7 recipes counted, 9 documents rewritten/);
    expect(await ratingOf('d')).toEqual({ ratingCount: 0, ratingSum: 0 });
    expect(await servingsOf('d')).toEqual({ servings: 4, cookTime: 0 });
    // Their cook never saved a profile: one from what is public (the recipes' name), so "Shared by" leads somewhere.
    expect(stdout).toMatch(/\[migrate\] cook profiles: 1 written for cooks of recipes who had none/);
    // Recipes written before foods existed: all seven get theirs, and the vocabulary counts them.
    expect(stdout).toMatch(/\[migrate\] recipe foods: 7 recipes read, 7 given their foods/);
    expect(stdout).toMatch(/\[migrate\] food vocabulary: \d+ foods known, \d+ documents rewritten/);
    expect((await db.doc(recipePath('d')).get()).get('foods')).toEqual(
      recipeFoods(sampleRecipeInput('Old d').ingredients),
    );
    expect((await db.doc(cookProfilePath('owner-1')).get()).data()).toMatchObject({
      displayName: 'Test Cook',
      photoURL: '',
      bio: '',
    });
    expect(await addMissingCookProfiles(db)).toBe(0);
  }, 120_000);

  it('counted the existing recipes into the kept totals, and a second run writes nothing', async () => {
    expect((await db.doc(RECIPE_TOTALS_PATH).get()).data()).toEqual({ total: 7, byCuisine: { Others: 7 } });
    // With the reviews of the recipes the tests above wrote: 3 of them, 11 stars.
    expect((await db.doc(cookTotalsPath('owner-1')).get()).data()).toEqual({
      recipeCount: 7,
      likesReceived: 0,
      ratingSum: 11,
      ratingCount: 3,
    });
    expect((await db.doc(countedRecipePath('d')).get()).data()).toEqual({
      cuisine: 'Others',
      ownerUid: 'owner-1',
      likes: 0,
      ratingSum: 0,
      ratingCount: 0,
    });
    expect(await recountRecipeTotals(db, 2)).toEqual({ recipes: 7, rewritten: 0 });
  });

  it('sets a total that went wrong back to the full count', async () => {
    await db.doc(RECIPE_TOTALS_PATH).update({ total: 70 });
    expect(await recountRecipeTotals(db)).toEqual({ recipes: 7, rewritten: 1 });
    expect((await db.doc(RECIPE_TOTALS_PATH).get()).data()).toEqual({ total: 7, byCuisine: { Others: 7 } });
  });

  it('counts the star counts of a recipe written before them from its reviews', async () => {
    const at = Timestamp.now();
    const review = (rating: number) => ({ rating, text: '', displayName: 'A Reviewer', createdAt: at, updatedAt: at });
    const reviewed = { ...olderRecipe('Starred'), ratingCount: 3, ratingSum: 13, servings: 4, cookTime: 0 };
    await Promise.all([
      db.doc(recipePath('starred')).set(reviewed),
      // A REST review's increment created the map with its one key before the migration ran.
      db.doc(recipePath('half-starred')).set({ ...reviewed, ratingCount: 2, ratingSum: 8, starCounts: { '5': 1 } }),
      ...[5, 5, 3].map((rating, i) => db.doc(reviewPath('starred', `u${i}`)).set(review(rating))),
      ...[3, 5].map((rating, i) => db.doc(reviewPath('half-starred', `u${i}`)).set(review(rating))),
    ]);
    expect(await migrateRecipes(db)).toEqual({ recipes: 9, migrated: 2 });
    const starsOf = async (id: string) => (await db.doc(recipePath(id)).get()).get('starCounts') as unknown;
    expect(await starsOf('starred')).toEqual({ ...noStarCounts(), '3': 1, '5': 2 });
    expect(await starsOf('half-starred')).toEqual({ ...noStarCounts(), '3': 1, '5': 1 });
    // Recipes without reviews start at zero.
    expect(await starsOf('a')).toEqual(noStarCounts());
    expect(await migrateRecipes(db)).toEqual({ recipes: 9, migrated: 0 });
  });

  it('keeps a visibility a recipe has, and counts only public recipes in the totals', async () => {
    await Promise.all([
      db.doc(recipePath('draft')).set({ ...olderRecipe('Draft'), visibility: 'private' }),
      db.doc(recipePath('by-link')).set({ ...olderRecipe('By Link'), visibility: 'unlisted' }),
    ]);
    expect(await migrateRecipes(db)).toEqual({ recipes: 11, migrated: 2 });
    expect((await db.doc(recipePath('draft')).get()).get('visibility')).toBe('private');
    expect((await db.doc(recipePath('by-link')).get()).get('visibility')).toBe('unlisted');
    expect((await recountRecipeTotals(db)).recipes).toBe(11);
    // The nine public ones (the two starred ones came after the last count).
    expect((await db.doc(RECIPE_TOTALS_PATH).get()).get('total')).toBe(9);
    // And those of the two starred ones: 3 (13 stars) and 2 (8 stars).
    expect((await db.doc(cookTotalsPath('owner-1')).get()).data()).toEqual({
      recipeCount: 9,
      likesReceived: 0,
      ratingSum: 11 + 21,
      ratingCount: 3 + 5,
    });
    expect((await db.doc(countedRecipePath('draft')).get()).exists).toBe(false);
  });

  it('fills the foods of recipes stored before them, counts the public ones in the vocabulary, then changes nothing', async () => {
    const fill = await fillRecipeFoods(db, 2);
    // The four written since the command ran (two starred, the private and the unlisted one).
    expect(fill).toEqual({ recipes: 11, filled: 4 });
    const draft = (await db.doc(recipePath('draft')).get()).data();
    expect(draft?.foods).toEqual(recipeFoods(sampleRecipeInput('Draft').ingredients));
    expect(draft?.searchTokens).toEqual(searchFields(sampleRecipeInput('Draft')).searchTokens);

    await recountFoodVocabulary(db, 3);
    const [food] = recipeFoods(sampleRecipeInput('Any').ingredients);
    // The nine public recipes: the private and the unlisted one are in no list, so in no count.
    expect((await db.doc(foodPath(food ?? '')).get()).get('recipeCount')).toBe(9);
    expect((await db.doc(countedFoodsPath('draft')).get()).exists).toBe(false);
    expect((await db.doc(countedFoodsPath('d')).get()).get('foods')).toEqual(draft?.foods);

    expect(await fillRecipeFoods(db)).toEqual({ recipes: 11, filled: 0 });
    expect((await recountFoodVocabulary(db)).rewritten).toBe(0);
  });
});

describe('migrate: who added or ticked a household’s older entries and items', () => {
  it('gains the uid of the one member whose profile holds the name, once; other names stay as they are', async () => {
    const at = Timestamp.now();
    const profile = (displayName: string) => ({ displayName, photoURL: '', bio: '', memberSince: at });
    const item = (fields: Record<string, unknown>) => ({
      text: 'milk',
      name: 'milk',
      quantity: null,
      unit: null,
      recipeId: null,
      recipeTitle: null,
      checked: false,
      createdAt: at,
      ...fields,
    });
    const home = 'older-home';
    await Promise.all([
      db
        .doc(householdPath(home))
        .set({ name: 'Home', ownerUid: 'ann', memberUids: ['ann', 'ben', 'cy', 'cy2'], createdAt: at }),
      db.doc(cookProfilePath('ann')).set(profile('Ann')),
      db.doc(cookProfilePath('ben')).set(profile('Ben')),
      // Two members of one name: the name tells neither.
      db.doc(cookProfilePath('cy')).set(profile('Cy')),
      db.doc(cookProfilePath('cy2')).set(profile('Cy')),
      db.doc(householdShoppingItemPath(home, 'ticked')).set(item({ addedBy: 'Ann', checked: true, checkedBy: 'Ben' })),
      db.doc(householdShoppingItemPath(home, 'by-a-stranger')).set(item({ addedBy: 'Someone Else' })),
      db.doc(householdShoppingItemPath(home, 'by-cy')).set(item({ addedBy: 'Cy' })),
      db.doc(householdShoppingItemPath(home, 'signed')).set(item({ addedBy: 'Ann', addedByUid: 'ben' })),
      db.doc(householdMealPlanEntryPath(home, 'dinner')).set({ note: 'Soup', addedBy: 'Ben', createdAt: at }),
    ]);

    expect(await addSignerUids(db)).toBe(2);
    const fieldsOf = async (path: string) => (await db.doc(path).get()).data();
    expect(await fieldsOf(householdShoppingItemPath(home, 'ticked'))).toMatchObject({
      addedByUid: 'ann',
      checkedByUid: 'ben',
    });
    expect(await fieldsOf(householdMealPlanEntryPath(home, 'dinner'))).toMatchObject({ addedByUid: 'ben' });
    expect(await fieldsOf(householdShoppingItemPath(home, 'by-a-stranger'))).not.toHaveProperty('addedByUid');
    expect(await fieldsOf(householdShoppingItemPath(home, 'by-cy'))).not.toHaveProperty('addedByUid');
    // A uid already stored is the writer's, never replaced.
    expect((await fieldsOf(householdShoppingItemPath(home, 'signed')))?.['addedByUid']).toBe('ben');
    expect(await addSignerUids(db)).toBe(0);
  });
});
