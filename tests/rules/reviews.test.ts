// Rules of recipes/{recipeId}/reviews/{uid} and of the rating counters they
// move (docs/security-rules.md): one review per user, written only by that
// user and never by the recipe's author, in the same batch as ratingCount,
// ratingSum and starCounts moving by exactly the review's stars, signed with
// the reviewer's own profile name and never another cook's.
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { RECIPES, recipePath, REVIEWS, reviewPath } from '@recipe-book/schema/paths';
import { ratingMove, ratingMoveSteps, starCountsOf } from '@recipe-book/schema/rating';
import { REVIEW_LIMITS } from '@recipe-book/schema/constants';
import { REVIEW_DOC_FIELDS, reviewInputSchema } from '@recipe-book/schema/review';
import { collection, doc, getDoc, getDocs, increment, serverTimestamp } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  actorProfiles,
  AUTHOR_UID,
  CLIENT_TIME,
  cookProfile,
  DISPLAY_NAME,
  emoji,
  OTHER_NAME,
  SEEDED_AT,
  storedRecipe,
  storesAsIs,
} from './recipe-fixtures';
import {
  ACTORS,
  batchRows,
  commit,
  expectRules,
  grid,
  OTHER_UID,
  rulesFieldList,
  OWNER_UID,
  testBatches,
  useRulesEnv,
} from './rules-env';
import type { Operation, Write } from './rules-env';

const rules = useRulesEnv('demo-rules-reviews');
// Alice and Bob have their public profiles: the names they sign with.
beforeEach(() => rules.seed(actorProfiles()));

const RECIPE_ID = 'carbonara';

/** A stored review of `rating` stars. */
const storedReview = (rating: number, text = 'Lovely.'): DocumentData => ({
  rating,
  text,
  displayName: 'A Reviewer',
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
});

// Documents a test starts from: the recipe by AUTHOR_UID with the reviews `ratings` (uid → stars).
function recipeReviewedBy(ratings: Record<string, number>, recipeChanges: DocumentData = {}) {
  const stars = Object.values(ratings);
  const reviews = Object.entries(ratings).map(([uid, rating]) => [reviewPath(RECIPE_ID, uid), storedReview(rating)]);
  const recipe = storedRecipe(AUTHOR_UID, {
    ratingCount: stars.length,
    ratingSum: stars.reduce((sum, n) => sum + n, 0),
    starCounts: starCountsOf(stars.map((rating) => ({ rating }))),
    ...recipeChanges,
  });
  return { [recipePath(RECIPE_ID)]: recipe, ...Object.fromEntries(reviews) };
}

// The writes of the web app's review batches, one by one (Alice's, in her profile name).
const reviewData = (rating: number, changes: DocumentData = {}): DocumentData => ({
  rating,
  text: 'Used half the chilli.',
  displayName: DISPLAY_NAME,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const withoutText = ({ text: _text, ...rest }: DocumentData) => rest;
const writeReview = (uid: string, data: DocumentData): Write => ({ set: reviewPath(RECIPE_ID, uid), data });
const editReview = (uid: string, data: DocumentData): Write => ({ update: reviewPath(RECIPE_ID, uid), data });
const deleteReview = (uid: string): Write => ({ delete: reviewPath(RECIPE_ID, uid) });
/** The recipe's counters moved by these steps; `stars`: the star keys' steps ('4' → +1). */
const counters = (count: number, sum: number, stars: Record<string, number> = {}, more: DocumentData = {}): Write => ({
  update: recipePath(RECIPE_ID),
  data: {
    ratingCount: increment(count),
    ratingSum: increment(sum),
    ...Object.fromEntries(Object.entries(stars).map(([key, step]) => [`starCounts.${key}`, increment(step)])),
    ...more,
  },
});
/** The counters as the writers move them for a review going from `before` stars to `after` (schema/src/rating.ts). */
const rated = (before: number | undefined, after: number | undefined, more: DocumentData = {}): Write => ({
  update: recipePath(RECIPE_ID),
  data: {
    ...Object.fromEntries(
      Object.entries(ratingMoveSteps(ratingMove(before, after))).map(([f, n]) => [f, increment(n)]),
    ),
    ...more,
  },
});

describe('reviews: who may do what', () => {
  // The review under test is OWNER_UID's; "other" is someone else acting on it.
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(doc(db, reviewPath(RECIPE_ID, OWNER_UID))),
    list: (db) => getDocs(collection(db, RECIPES, RECIPE_ID, REVIEWS)),
    create: (db) => commit(db, [writeReview(OWNER_UID, reviewData(4)), rated(undefined, 4)]),
    update: (db) => commit(db, [editReview(OWNER_UID, { rating: 5, updatedAt: serverTimestamp() }), rated(4, 5)]),
    delete: (db) => commit(db, [deleteReview(OWNER_UID), rated(4, undefined)]),
  };
  const cells = grid({ get: ACTORS, list: ACTORS, create: ['owner'], update: ['owner'], delete: ['owner'] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    await rules.seed(recipeReviewedBy(operation === 'create' ? {} : { [OWNER_UID]: 4 }));
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });
});

describe('reviews: the review and the rating counters move together', () => {
  const { allows, denies } = batchRows({ by: OWNER_UID, seed: recipeReviewedBy({}) });
  const reviewedByMe = recipeReviewedBy({ [OWNER_UID]: 4, [OTHER_UID]: 2 });

  testBatches(rules, [
    allows('a new review of 1 star', [writeReview(OWNER_UID, reviewData(1)), rated(undefined, 1)]),
    allows('a new review with stars only (empty text)', [
      writeReview(OWNER_UID, reviewData(5, { text: '' })),
      rated(undefined, 5),
    ]),
    allows('a review of several lines', [
      writeReview(OWNER_UID, reviewData(3, { text: 'Good.\n\nNext time: less salt.' })),
      rated(undefined, 3),
    ]),
    allows(
      'an edit from 4 to 2 stars',
      [editReview(OWNER_UID, { rating: 2, updatedAt: serverTimestamp() }), rated(4, 2)],
      {
        seed: reviewedByMe,
      },
    ),
    allows(
      'an edit of the text alone, counters untouched',
      [editReview(OWNER_UID, { text: 'Even better the next day.', updatedAt: serverTimestamp() })],
      { seed: reviewedByMe },
    ),
    allows('a delete taking its stars back', [deleteReview(OWNER_UID), rated(4, undefined)], { seed: reviewedByMe }),
    denies(
      "the recipe's author reviewing their own recipe",
      [writeReview(AUTHOR_UID, reviewData(5)), rated(undefined, 5)],
      {
        by: AUTHOR_UID,
        // With a profile of that name: the author is refused as the author.
        seed: { ...recipeReviewedBy({}), [cookProfilePath(AUTHOR_UID)]: cookProfile(DISPLAY_NAME) },
      },
    ),
    denies('a review for another user (wrong uid)', [writeReview(OTHER_UID, reviewData(4)), rated(undefined, 4)]),
    denies('a rating of 0', [writeReview(OWNER_UID, reviewData(0)), rated(undefined, 0)]),
    denies('a rating of 6', [writeReview(OWNER_UID, reviewData(6)), rated(undefined, 6)]),
    denies('a rating of 4.5', [writeReview(OWNER_UID, reviewData(4.5)), counters(1, 4.5)]),
    denies('a rating as text', [writeReview(OWNER_UID, reviewData('4' as unknown as number)), rated(undefined, 4)]),
    denies('ratingSum moved by the wrong amount', [writeReview(OWNER_UID, reviewData(4)), counters(1, 5, { '4': 1 })]),
    denies('ratingCount moved by 2', [writeReview(OWNER_UID, reviewData(4)), counters(2, 4, { '4': 1 })]),
    denies('a review without the counters', [writeReview(OWNER_UID, reviewData(4))]),
    denies('ratingCount moved without a review', [rated(undefined, 4)]),
    denies('ratingCount moved again while the review stays', [rated(undefined, 4)], { seed: reviewedByMe }),
    denies(
      'an edit counted as a new review',
      [editReview(OWNER_UID, { rating: 5, updatedAt: serverTimestamp() }), counters(1, 5, { '4': -1, '5': 1 })],
      {
        seed: reviewedByMe,
      },
    ),
    denies(
      'an edit with the old stars left in ratingSum',
      [editReview(OWNER_UID, { rating: 5, updatedAt: serverTimestamp() })],
      { seed: reviewedByMe },
    ),
    denies('a delete without the counters', [deleteReview(OWNER_UID)], { seed: reviewedByMe }),
    denies('a delete taking back the wrong stars', [deleteReview(OWNER_UID), counters(-1, -2, { '4': -1 })], {
      seed: reviewedByMe,
    }),
    denies("a delete of another user's review", [deleteReview(OTHER_UID), rated(2, undefined)], { seed: reviewedByMe }),
    denies('a second review by the same user', [writeReview(OWNER_UID, reviewData(4)), rated(undefined, 4)], {
      seed: reviewedByMe,
    }),
    denies('a review with another field', [
      writeReview(OWNER_UID, reviewData(4, { email: 'alice@example.com' })),
      rated(undefined, 4),
    ]),
    denies('an e-mail as the name', [
      writeReview(OWNER_UID, reviewData(4, { displayName: 'alice@example.com' })),
      rated(undefined, 4),
    ]),
    denies('an empty name', [writeReview(OWNER_UID, reviewData(4, { displayName: '' })), rated(undefined, 4)]),
    denies('a review without text', [writeReview(OWNER_UID, withoutText(reviewData(4))), rated(undefined, 4)]),
    denies('text with spaces around it (not trimmed)', [
      writeReview(OWNER_UID, reviewData(4, { text: ' Tasty ' })),
      rated(undefined, 4),
    ]),
    denies(`text over ${REVIEW_LIMITS.text.max} characters`, [
      writeReview(OWNER_UID, reviewData(4, { text: 'a'.repeat(REVIEW_LIMITS.text.max + 1) })),
      rated(undefined, 4),
    ]),
    denies('a client time as createdAt', [
      writeReview(OWNER_UID, reviewData(4, { createdAt: CLIENT_TIME })),
      rated(undefined, 4),
    ]),
    denies(
      'an edit that moves createdAt',
      [editReview(OWNER_UID, { rating: 4, createdAt: serverTimestamp(), updatedAt: serverTimestamp() })],
      { seed: reviewedByMe },
    ),
    denies('an edit without a new updatedAt', [editReview(OWNER_UID, { text: 'Changed.' })], { seed: reviewedByMe }),
    denies('the counters moved together with ratingAverage', [
      writeReview(OWNER_UID, reviewData(4)),
      rated(undefined, 4, { ratingAverage: 4 }),
    ]),
    denies('the counters moved together with likeCount', [
      writeReview(OWNER_UID, reviewData(4)),
      rated(undefined, 4, { likeCount: increment(1) }),
    ]),
    denies('a delete that takes ratingSum below zero', [deleteReview(OWNER_UID), rated(4, undefined)], {
      seed: recipeReviewedBy({ [OWNER_UID]: 4 }, { ratingSum: 0 }),
    }),
    denies('a delete that takes its star key below zero', [deleteReview(OWNER_UID), rated(4, undefined)], {
      seed: recipeReviewedBy({ [OWNER_UID]: 4 }, { starCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } }),
    }),
    denies('a review of a recipe that does not exist', [writeReview(OWNER_UID, reviewData(4))], { seed: {} }),
  ]);
});

describe("reviews: starCounts moves only as the caller's review says", () => {
  const { allows, denies } = batchRows({ by: OWNER_UID, seed: recipeReviewedBy({ [OTHER_UID]: 5 }) });
  const reviewedByMe = recipeReviewedBy({ [OWNER_UID]: 3, [OTHER_UID]: 5 });
  const toFive = editReview(OWNER_UID, { rating: 5, updatedAt: serverTimestamp() });
  const textOnly = editReview(OWNER_UID, { text: 'Still good.', updatedAt: serverTimestamp() });

  testBatches(rules, [
    allows('a new 4-star review: key 4 +1', [writeReview(OWNER_UID, reviewData(4)), counters(1, 4, { '4': 1 })]),
    allows('an edit from 3 to 5: key 3 −1, key 5 +1', [toFive, counters(0, 2, { '3': -1, '5': 1 })], {
      seed: reviewedByMe,
    }),
    allows('an edit keeping 3 stars, counters written by 0: no key moves', [textOnly, counters(0, 0)], {
      seed: reviewedByMe,
    }),
    allows('a delete of a 3-star review: key 3 −1', [deleteReview(OWNER_UID), counters(-1, -3, { '3': -1 })], {
      seed: reviewedByMe,
    }),
    denies('a new review without its star key', [writeReview(OWNER_UID, reviewData(4)), counters(1, 4)]),
    denies('a new review on the wrong key', [writeReview(OWNER_UID, reviewData(4)), counters(1, 4, { '5': 1 })]),
    denies('a new review moving its key by 2', [writeReview(OWNER_UID, reviewData(4)), counters(1, 4, { '4': 2 })]),
    denies('a new review moving another key too', [
      writeReview(OWNER_UID, reviewData(4)),
      counters(1, 4, { '4': 1, '5': -1 }),
    ]),
    denies('a new review adding a key that is no star value', [
      writeReview(OWNER_UID, reviewData(4)),
      counters(1, 4, { '4': 1, '6': 1 }),
    ]),
    denies('a star key moved without a review', [counters(0, 0, { '5': 1 })]),
    denies('a star key moved while the review stays', [counters(0, 0, { '3': -1, '5': 1 })], { seed: reviewedByMe }),
    denies('an edit from 3 to 5 that leaves key 3', [toFive, counters(0, 2, { '5': 1 })], { seed: reviewedByMe }),
    denies('an edit from 3 to 5 moving the wrong keys', [toFive, counters(0, 2, { '1': -1, '5': 1 })], {
      seed: reviewedByMe,
    }),
    denies('an edit keeping 3 stars that moves keys', [textOnly, counters(0, 0, { '3': -1, '4': 1 })], {
      seed: reviewedByMe,
    }),
    denies('a delete leaving its key', [deleteReview(OWNER_UID), counters(-1, -3)], { seed: reviewedByMe }),
    denies('a delete taking back the wrong key', [deleteReview(OWNER_UID), counters(-1, -3, { '5': -1 })], {
      seed: reviewedByMe,
    }),
  ]);
});

describe('reviews: after the recipe is gone', () => {
  const orphan = { [reviewPath(RECIPE_ID, OWNER_UID)]: storedReview(3) };
  const { allows, denies } = batchRows({ by: OWNER_UID, seed: orphan });

  testBatches(rules, [
    allows('the reviewer removes their review', [deleteReview(OWNER_UID)]),
    denies('someone else removes it', [deleteReview(OWNER_UID)], { by: OTHER_UID }),
    denies('a new review', [writeReview(OTHER_UID, reviewData(4))], { by: OTHER_UID }),
  ]);
});

describe('reviews: rules and schema agree on the review fields', () => {
  const cases: [string, unknown, unknown][] = [
    ['1 star', 1, 'ok'],
    ['5 stars', 5, 'ok'],
    ['0 stars', 0, 'ok'],
    ['-1 stars', -1, 'ok'],
    ['6 stars', 6, 'ok'],
    ['4.5 stars', 4.5, 'ok'],
    ['empty text', 5, ''],
    ['text of the maximum length', 5, 'a'.repeat(REVIEW_LIMITS.text.max)],
    ['text one over the maximum', 5, 'a'.repeat(REVIEW_LIMITS.text.max + 1)],
    ['text over several lines', 5, 'Good.\nBetter the next day.'],
    ['text with a leading space', 5, ' Good.'],
    ['text with a trailing no-break space', 5, 'Good.\u00a0'],
    ['emoji, each counted once', 5, emoji(REVIEW_LIMITS.text.max)],
  ];
  it.each(cases)('%s', async (_name, rating, text) => {
    const schemaVerdict = storesAsIs(reviewInputSchema, { rating, text });
    await rules.seed(recipeReviewedBy({}));
    const write = commit(rules.db('owner'), [
      writeReview(OWNER_UID, reviewData(rating as number, { text })),
      rated(undefined, rating as number),
    ]);
    await expectRules(write, schemaVerdict);
  });
});

describe('reviews: the rules list the fields the schema lists', () => {
  it('every field of a review', () => {
    expect(rulesFieldList('reviewFields').sort()).toEqual([...REVIEW_DOC_FIELDS].sort());
  });
});

describe("reviews: signed with the reviewer's own public name, never another's", () => {
  const { allows, denies } = batchRows({ by: OWNER_UID, seed: recipeReviewedBy({}) });
  const reviewedByMe = recipeReviewedBy({ [OWNER_UID]: 4 });
  const renamed = { ...reviewedByMe, [cookProfilePath(OWNER_UID)]: cookProfile('Alice C.') };
  const edit = (changes: DocumentData) => [
    editReview(OWNER_UID, { text: 'Better the next day.', updatedAt: serverTimestamp(), ...changes }),
  ];

  testBatches(rules, [
    allows('a new review in her profile name', [writeReview(OWNER_UID, reviewData(4)), rated(undefined, 4)]),
    denies("a new review of hers signed with Bob's name", [
      writeReview(OWNER_UID, reviewData(4, { displayName: OTHER_NAME })),
      rated(undefined, 4),
    ]),
    denies('a new review signed with a name her profile does not hold', [
      writeReview(OWNER_UID, reviewData(4, { displayName: 'Chef Alice' })),
      rated(undefined, 4),
    ]),
    denies('a first review of a cook without a profile', [writeReview('erin', reviewData(4)), rated(undefined, 4)], {
      by: 'erin',
    }),
    allows('an edit keeping the name it was signed with, after a rename', edit({}), { seed: renamed }),
    allows('an edit to her renamed profile name', edit({ displayName: 'Alice C.' }), { seed: renamed }),
    denies("an edit to Bob's name", edit({ displayName: OTHER_NAME }), { seed: reviewedByMe }),
  ]);
});
