// The caller's own review of a recipe, written or deleted in the same
// transaction that moves the recipe's `ratingCount`, `ratingSum` and
// `starCounts` (create: +1, +rating and +1 on its star key; replace: the
// difference of the ratings, and one review from the old star key to the new;
// delete: −1, −rating and −1 on its star key), so the counters stay exact
// (firestore.rules: isRatingMove; schema/src/rating.ts: ratingMove).
//
// As in likes.ts, the transaction reads only the caller's own review and moves
// the counters with increments, without reading the recipe: concurrent reviews
// of one recipe by different users then never contend for a lock on it. What
// the write needs to know about the recipe, that the caller is not its author,
// is read before the transaction (`ownerUid` never changes). That the recipe
// still exists is checked by the write itself: `update` fails with NOT_FOUND
// on a missing document, and then nothing of the transaction is written, so a
// review racing the deletion of its recipe is refused (404), never orphaned.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { type RatingMove, ratingMove, ratingMoveSteps } from '@recipe-book/schema/rating';
import type { ReviewInput } from '@recipe-book/schema/review';
import { db } from '../../firebase';
import type { AuthUser, Identity } from '../../http/auth';
import { forbidden, HttpError, isMissingDocument, recipeNotFound } from '../../http/errors';
import { rawRecipeRef, type StoredRecipeDoc } from '../collection';
import { getRecipe } from '../repository';
import { reviewRef, type StoredReviewDoc } from './collection';

/** The recipe, when the caller may review it: 404 when it does not exist, 403 for its author. */
export async function reviewableRecipe(recipeId: string, reviewer: Identity): Promise<StoredRecipeDoc> {
  const recipe = await getRecipe(recipeId, reviewer.uid);
  if (recipe.ownerUid === reviewer.uid) {
    throw forbidden('You cannot review your own recipe: reviews are what other cooks thought of it');
  }
  return recipe;
}

/** Moves the recipe's rating fields; the transaction fails with NOT_FOUND when the recipe is gone. */
function moveRating(transaction: Transaction, recipeId: string, move: RatingMove): void {
  // ratingCount and ratingSum always written, even by 0 (a review replaced with
  // the same stars): the write is what checks that the recipe exists. Never
  // updatedAt: a review is not an edit of the recipe.
  const steps = Object.entries(ratingMoveSteps(move)).map(([path, step]) => [path, FieldValue.increment(step)]);
  transaction.update(rawRecipeRef(recipeId), Object.fromEntries(steps));
}

async function reviewTransaction<T>(recipeId: string, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.runTransaction(work);
  } catch (error) {
    if (isMissingDocument(error)) throw recipeNotFound(recipeId);
    throw error;
  }
}

/** Creates or replaces the reviewer's review; true when it created one. */
export async function saveReview(recipeId: string, reviewer: AuthUser, input: ReviewInput): Promise<boolean> {
  const ref = reviewRef(recipeId, reviewer.uid);
  return reviewTransaction(recipeId, async (transaction) => {
    const previous = (await transaction.get(ref)).data();
    transaction.set(ref, {
      rating: input.rating,
      text: input.text,
      displayName: reviewer.displayName,
      // A replaced review keeps the time it was first written.
      createdAt: previous?.createdAt ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    moveRating(transaction, recipeId, ratingMove(previous?.rating, input.rating));
    return previous === undefined;
  });
}

/** Deletes the reviewer's review, if there is one; true when it deleted one. */
export async function deleteReview(recipeId: string, uid: string): Promise<boolean> {
  const ref = reviewRef(recipeId, uid);
  return reviewTransaction(recipeId, async (transaction) => {
    const previous = (await transaction.get(ref)).data();
    if (!previous) return false;
    transaction.delete(ref);
    moveRating(transaction, recipeId, ratingMove(previous.rating, undefined));
    return true;
  });
}

/**
 * The reviewer's review and the recipe as they are once the write committed
 * (the server times filled in); 404 when the recipe is gone by then.
 */
export async function savedReview(
  recipeId: string,
  uid: string,
): Promise<{ review: StoredReviewDoc; recipe: StoredRecipeDoc }> {
  const [recipe, review] = await Promise.all([getRecipe(recipeId, uid), reviewRef(recipeId, uid).get()]);
  const data = review.data();
  // Only another request of the same caller, deleting the review right after this one wrote it, gets here.
  if (!data) throw new HttpError(409, 'review-deleted', 'Your review was deleted by another request meanwhile');
  return { review: data, recipe };
}
