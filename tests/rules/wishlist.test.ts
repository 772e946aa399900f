// Rules of users/{uid}/wishlist/{recipeId} and of the wishlistCount they move
// (docs/security-rules.md): private to user `uid`, created or deleted only by that
// user, in the same batch as wishlistCount moving by exactly one (or alone
// once the recipe is gone).
import { recipePath, USERS, WISHLIST, wishlistPath } from '@recipe-book/schema/paths';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { AUTHOR_UID, CLIENT_TIME, SEEDED_AT, storedRecipe } from './recipe-fixtures';
import { batchRows, commit, expectRules, grid, OTHER_UID, OWNER_UID, testBatches, useRulesEnv } from './rules-env';
import type { Operation, Write } from './rules-env';

const rules = useRulesEnv('demo-rules-wishlist');

const RECIPE_ID = 'carbonara';
const OTHER_RECIPE_ID = 'tiramisu';

// Documents a test starts from: the recipe by AUTHOR_UID, wishlisted by `holders`.
function recipeWishlistedBy(holders: string[], recipeChanges: DocumentData = {}): Record<string, DocumentData> {
  const entries = holders.map((uid) => [wishlistPath(uid, RECIPE_ID), { createdAt: SEEDED_AT, recipeId: RECIPE_ID }]);
  const recipe = storedRecipe(AUTHOR_UID, { wishlistCount: holders.length, ...recipeChanges });
  return { [recipePath(RECIPE_ID)]: recipe, ...Object.fromEntries(entries) };
}

// The writes of the web app's add and remove batches, one by one.
const entry = (uid: string, data: DocumentData = { createdAt: serverTimestamp(), recipeId: RECIPE_ID }): Write => ({
  set: wishlistPath(uid, RECIPE_ID),
  data,
});
const removal = (uid: string): Write => ({ delete: wishlistPath(uid, RECIPE_ID) });
const counter = (data: DocumentData): Write => ({ update: recipePath(RECIPE_ID), data });
const wishlistCountBy = (step: number) => counter({ wishlistCount: increment(step) });

describe('wishlist: who may do what', () => {
  // The entry under test is OWNER_UID's; "other" is someone else acting on it.
  const entryRef = (db: Firestore) => doc(db, wishlistPath(OWNER_UID, RECIPE_ID));
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(entryRef(db)),
    list: (db) => getDocs(collection(db, USERS, OWNER_UID, WISHLIST)),
    create: (db) => commit(db, [entry(OWNER_UID), wishlistCountBy(1)]),
    update: (db) => setDoc(entryRef(db), { createdAt: serverTimestamp() }),
    delete: (db) => commit(db, [removal(OWNER_UID), wishlistCountBy(-1)]),
  };
  const cells = grid({ get: ['owner'], list: ['owner'], create: ['owner'], update: [], delete: ['owner'] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    await rules.seed(recipeWishlistedBy(operation === 'create' ? [] : [OWNER_UID]));
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });
});

describe('wishlist: the entry and wishlistCount move together', () => {
  const { allows, denies } = batchRows({ by: OWNER_UID, seed: recipeWishlistedBy([]) });
  const entryOf = (data: DocumentData) => entry(OWNER_UID, data);
  const goneRecipeEntry = { [wishlistPath(OWNER_UID, RECIPE_ID)]: { createdAt: SEEDED_AT, recipeId: RECIPE_ID } };

  testBatches(rules, [
    allows('an entry without recipeId, as an external client may write it', [
      entryOf({ createdAt: serverTimestamp() }),
      wishlistCountBy(1),
    ]),
    allows('a removal once the recipe is gone, with no counter to move', [removal(OWNER_UID)], {
      seed: goneRecipeEntry,
    }),
    allows(
      "the recipe's author deletes the recipe and their own entry together",
      [{ delete: recipePath(RECIPE_ID) }, removal(AUTHOR_UID)],
      { by: AUTHOR_UID, seed: recipeWishlistedBy([AUTHOR_UID]) },
    ),
    denies("a removal of another user's entry once the recipe is gone", [removal(OWNER_UID)], {
      by: OTHER_UID,
      seed: goneRecipeEntry,
    }),
    denies("an entry whose recipeId is not the path's", [
      entryOf({ createdAt: serverTimestamp(), recipeId: 'tiramisu' }),
      wishlistCountBy(1),
    ]),
    denies('an entry with another field', [
      entryOf({ createdAt: serverTimestamp(), note: 'for Sunday' }),
      wishlistCountBy(1),
    ]),
    denies('an entry with a client time', [
      entryOf({ createdAt: CLIENT_TIME, recipeId: RECIPE_ID }),
      wishlistCountBy(1),
    ]),
    denies('an entry without createdAt', [entryOf({ recipeId: RECIPE_ID }), wishlistCountBy(1)]),
    denies('an entry without the counter', [entry(OWNER_UID)]),
    denies('wishlistCount +1 without an entry', [wishlistCountBy(1)]),
    denies('wishlistCount +2 with the entry', [entry(OWNER_UID), wishlistCountBy(2)]),
    denies("another user's entry slipped into one's own wishlist batch", [
      entry(OWNER_UID),
      entry(OTHER_UID),
      wishlistCountBy(1),
    ]),
    denies('wishlistCount +1 again while the entry stays', [wishlistCountBy(1)], {
      seed: recipeWishlistedBy([OWNER_UID]),
    }),
    denies('wishlistCount −1 while the entry stays', [wishlistCountBy(-1)], { seed: recipeWishlistedBy([OWNER_UID]) }),
    denies("an entry in another user's wishlist", [entry(OTHER_UID), wishlistCountBy(1)]),
    denies('wishlistCount +1 together with new searchTokens', [
      entry(OWNER_UID),
      counter({ wishlistCount: increment(1), searchTokens: ['pizza'] }),
    ]),
    denies('an entry with likeCount +1 instead', [entry(OWNER_UID), counter({ likeCount: increment(1) })]),
    denies(
      "an entry for one recipe counted on another recipe's wishlistCount",
      [entry(OWNER_UID), { update: recipePath(OTHER_RECIPE_ID), data: { wishlistCount: increment(1) } }],
      { seed: { ...recipeWishlistedBy([]), [recipePath(OTHER_RECIPE_ID)]: storedRecipe(AUTHOR_UID) } },
    ),
    denies(
      "a removal for one recipe counted on another recipe's wishlistCount",
      [removal(OWNER_UID), { update: recipePath(OTHER_RECIPE_ID), data: { wishlistCount: increment(-1) } }],
      {
        seed: {
          ...recipeWishlistedBy([OWNER_UID]),
          [recipePath(OTHER_RECIPE_ID)]: storedRecipe(AUTHOR_UID, { wishlistCount: 1 }),
        },
      },
    ),
    denies('an entry for a recipe that does not exist', [entry(OWNER_UID)], { seed: {} }),
    denies('a second entry for the same recipe', [entry(OWNER_UID), wishlistCountBy(1)], {
      seed: recipeWishlistedBy([OWNER_UID]),
    }),
    denies('a removal without the counter while the recipe exists', [removal(OWNER_UID)], {
      seed: recipeWishlistedBy([OWNER_UID]),
    }),
    denies('a removal by −2', [removal(OWNER_UID), wishlistCountBy(-2)], {
      seed: recipeWishlistedBy([OWNER_UID, OTHER_UID]),
    }),
    denies('a removal without an entry (wishlistCount −1 alone)', [wishlistCountBy(-1)], {
      seed: recipeWishlistedBy([OTHER_UID]),
    }),
    denies('a removal that takes wishlistCount below zero', [removal(OWNER_UID), wishlistCountBy(-1)], {
      seed: recipeWishlistedBy([OWNER_UID], { wishlistCount: 0 }),
    }),
  ]);
});

describe('wishlist: counting entries', () => {
  // A count() aggregation reads the list as much as a query does: only the user may count their own.
  const countEntries = (db: Firestore) => getCountFromServer(collection(db, USERS, OWNER_UID, WISHLIST));
  it.each([
    ['owner', true],
    ['other', false],
    ['anonymous', false],
  ] as const)('%s counts the wishlist of OWNER_UID → allowed: %s', async (actor, allowed) => {
    await rules.seed(recipeWishlistedBy([OWNER_UID]));
    await expectRules(countEntries(rules.db(actor)), allowed);
  });
});
