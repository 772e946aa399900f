// Rules of recipes/{recipeId}/likes/{uid} and of the likeCount they move
// (docs/security-rules.md): one like per user, created or deleted only by that user,
// in the same batch as likeCount moving by exactly one.
import { LIKES, likePath, RECIPES, recipePath, wishlistPath } from '@recipe-book/schema/paths';
import { collection, doc, getDoc, getDocs, increment, serverTimestamp, setDoc } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { AUTHOR_UID, CLIENT_TIME, SEEDED_AT, storedRecipe } from './recipe-fixtures';
import {
  ACTORS,
  batchRows,
  commit,
  expectRules,
  grid,
  OTHER_UID,
  OWNER_UID,
  testBatches,
  useRulesEnv,
} from './rules-env';
import type { Operation, Write } from './rules-env';

const rules = useRulesEnv('demo-rules-likes');

const RECIPE_ID = 'carbonara';
const OTHER_RECIPE_ID = 'tiramisu';

// Documents a test starts from: the recipe by AUTHOR_UID, liked by `likers`.
function recipeLikedBy(likers: string[], recipeChanges: DocumentData = {}): Record<string, DocumentData> {
  const likes = likers.map((uid) => [likePath(RECIPE_ID, uid), { createdAt: SEEDED_AT }]);
  const recipe = storedRecipe(AUTHOR_UID, { likeCount: likers.length, ...recipeChanges });
  return { [recipePath(RECIPE_ID)]: recipe, ...Object.fromEntries(likes) };
}

// The writes of the web app's like and unlike batches, one by one.
const likeDoc = (uid: string, data: DocumentData = { createdAt: serverTimestamp() }): Write => ({
  set: likePath(RECIPE_ID, uid),
  data,
});
const unlikeDoc = (uid: string): Write => ({ delete: likePath(RECIPE_ID, uid) });
const counter = (data: DocumentData, recipeId = RECIPE_ID): Write => ({ update: recipePath(recipeId), data });
const likeCountBy = (step: number) => counter({ likeCount: increment(step) });

describe('likes: who may do what', () => {
  // The like under test is OWNER_UID's; "other" is someone else acting on it.
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(doc(db, likePath(RECIPE_ID, OWNER_UID))),
    list: (db) => getDocs(collection(db, RECIPES, RECIPE_ID, LIKES)),
    create: (db) => commit(db, [likeDoc(OWNER_UID), likeCountBy(1)]),
    update: (db) => setDoc(doc(db, likePath(RECIPE_ID, OWNER_UID)), { createdAt: serverTimestamp() }),
    delete: (db) => commit(db, [unlikeDoc(OWNER_UID), likeCountBy(-1)]),
  };
  const cells = grid({ get: ACTORS, list: ACTORS, create: ['owner'], update: [], delete: ['owner'] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    await rules.seed(recipeLikedBy(operation === 'create' ? [] : [OWNER_UID]));
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });
});

describe('likes: the like document and likeCount move together', () => {
  const { allows, denies } = batchRows({ by: OWNER_UID, seed: recipeLikedBy([]) });
  const bothCounters = counter({ likeCount: increment(1), wishlistCount: increment(1) });
  const wishlistEntry: Write = { set: wishlistPath(OWNER_UID, RECIPE_ID), data: { createdAt: serverTimestamp() } };
  const otherRecipe = { ...recipeLikedBy([]), [recipePath(OTHER_RECIPE_ID)]: storedRecipe(AUTHOR_UID) };

  testBatches(rules, [
    allows("the recipe's author likes their own recipe", [likeDoc(AUTHOR_UID), likeCountBy(1)], { by: AUTHOR_UID }),
    allows('a like next to likes of others', [likeDoc(OWNER_UID), likeCountBy(1)], {
      seed: recipeLikedBy([OTHER_UID, AUTHOR_UID]),
    }),
    denies('a like document without the counter', [likeDoc(OWNER_UID)]),
    denies('likeCount +1 without a like document', [likeCountBy(1)]),
    denies('likeCount +2 with the like document', [likeDoc(OWNER_UID), likeCountBy(2)]),
    denies('a star count moved with the like', [
      likeDoc(OWNER_UID),
      counter({ likeCount: increment(1), 'starCounts.5': increment(1) }),
    ]),
    denies('likeCount −1 with a new like document', [likeDoc(OWNER_UID), likeCountBy(-1)], {
      seed: recipeLikedBy([OTHER_UID]),
    }),
    denies("another user's like slipped into one's own like batch", [
      likeDoc(OWNER_UID),
      likeDoc(OTHER_UID),
      likeCountBy(1),
    ]),
    denies('likeCount +1 again while the like stays', [likeCountBy(1)], { seed: recipeLikedBy([OWNER_UID]) }),
    denies('likeCount −1 while the like stays', [likeCountBy(-1)], { seed: recipeLikedBy([OWNER_UID]) }),
    denies('a like document for another user', [likeDoc(OTHER_UID), likeCountBy(1)]),
    denies('a second like by the same user', [likeDoc(OWNER_UID), likeCountBy(1)], {
      seed: recipeLikedBy([OWNER_UID]),
    }),
    denies('a like document with another field', [
      likeDoc(OWNER_UID, { createdAt: serverTimestamp(), email: 'alice@example.com' }),
      likeCountBy(1),
    ]),
    denies('a like document with a client time', [likeDoc(OWNER_UID, { createdAt: CLIENT_TIME }), likeCountBy(1)]),
    denies('a like document without createdAt', [likeDoc(OWNER_UID, {}), likeCountBy(1)]),
    denies('likeCount +1 together with updatedAt', [
      likeDoc(OWNER_UID),
      counter({ likeCount: increment(1), updatedAt: serverTimestamp() }),
    ]),
    denies('likeCount +1 together with new searchTokens', [
      likeDoc(OWNER_UID),
      counter({ likeCount: increment(1), searchTokens: ['pizza'] }),
    ]),
    denies('a like document with wishlistCount +1 instead', [
      likeDoc(OWNER_UID),
      counter({ wishlistCount: increment(1) }),
    ]),
    denies('a like and a wishlist entry moving both counters in one write', [
      likeDoc(OWNER_UID),
      wishlistEntry,
      bothCounters,
    ]),
    denies(
      "a like on one recipe counted on another's likeCount",
      [likeDoc(OWNER_UID), counter({ likeCount: increment(1) }, OTHER_RECIPE_ID)],
      { seed: otherRecipe },
    ),
    denies('a like on a recipe that does not exist', [likeDoc(OWNER_UID)], { seed: {} }),
    denies('an unlike without a like (likeCount −1 alone)', [likeCountBy(-1)], { seed: recipeLikedBy([OTHER_UID]) }),
    denies('an unlike without the counter', [unlikeDoc(OWNER_UID)], { seed: recipeLikedBy([OWNER_UID]) }),
    denies('an unlike by −2', [unlikeDoc(OWNER_UID), likeCountBy(-2)], {
      seed: recipeLikedBy([OWNER_UID, OTHER_UID]),
    }),
    denies("an unlike of another user's like", [unlikeDoc(OTHER_UID), likeCountBy(-1)], {
      seed: recipeLikedBy([OTHER_UID]),
    }),
    denies(
      "another user's like removed along with one's own unlike",
      [unlikeDoc(OWNER_UID), unlikeDoc(OTHER_UID), likeCountBy(-1)],
      { seed: recipeLikedBy([OWNER_UID, OTHER_UID]) },
    ),
    denies('an unlike that takes likeCount below zero', [unlikeDoc(OWNER_UID), likeCountBy(-1)], {
      seed: recipeLikedBy([OWNER_UID], { likeCount: 0 }),
    }),
    // The SDK writes -0 as a double: numerically 1 − 1, but not an integer.
    denies(
      'an unlike that stores likeCount as a floating-point zero',
      [unlikeDoc(OWNER_UID), counter({ likeCount: -0 })],
      {
        seed: recipeLikedBy([OWNER_UID]),
      },
    ),
  ]);
});

describe('likes: after the recipe is gone', () => {
  // No counter can move on a missing recipe, so a browser's unlike is refused;
  // the backend's cascade removes the likes of a deleted recipe instead.
  const orphanLike = { [likePath(RECIPE_ID, OWNER_UID)]: { createdAt: SEEDED_AT } };
  const { denies } = batchRows({ by: OWNER_UID, seed: orphanLike });

  testBatches(rules, [
    denies('an unlike alone', [unlikeDoc(OWNER_UID)]),
    denies('an unlike with the counter of the missing recipe', [unlikeDoc(OWNER_UID), likeCountBy(-1)]),
    denies('a new like', [likeDoc(OTHER_UID), likeCountBy(1)], { by: OTHER_UID }),
  ]);

  it('the like stays readable until the backend removes it', async () => {
    await rules.seed(orphanLike);
    await expectRules(getDoc(doc(rules.db('other'), likePath(RECIPE_ID, OWNER_UID))), true);
  });
});
