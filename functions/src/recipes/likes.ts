// Likes: one `recipes/{id}/likes/{uid}` document per user, created or deleted
// in the same transaction that moves `likeCount` by exactly one. Both are
// idempotent: a second like (or unlike) by the same user changes nothing.
//
// The transaction reads only the caller's own like document and moves the
// counter with an increment, without reading the recipe: concurrent likes by
// different users then never contend for a read lock on the recipe, and each
// commits on its first attempt (a recipe read inside the transaction makes 50
// simultaneous likes retry for tens of seconds).
import { FieldValue } from 'firebase-admin/firestore';
import { likePath } from '@recipe-book/schema/paths';
import { db } from '../firebase';
import { isMissingDocument, recipeNotFound } from '../http/errors';
import { rawRecipeRef, recipeRef } from './collection';

async function currentLikeCount(recipeId: string): Promise<number> {
  const recipe = (await recipeRef(recipeId).get()).data();
  if (!recipe) throw recipeNotFound(recipeId);
  return recipe.likeCount;
}

export interface LikeOutcome {
  /** The recipe's like count afterwards. */
  likeCount: number;
  /** Whether this call created or deleted the like (false when it was already so). */
  changed: boolean;
}

/** Sets whether `uid` likes the recipe. */
export async function setLiked(recipeId: string, uid: string, liked: boolean): Promise<LikeOutcome> {
  const likeRef = db.doc(likePath(recipeId, uid));
  let changed = false;
  try {
    await db.runTransaction(async (transaction) => {
      const like = await transaction.get(likeRef);
      // Set on every attempt: a retried transaction may find another state.
      changed = like.exists !== liked;
      if (!changed) return;
      if (liked) transaction.create(likeRef, { createdAt: FieldValue.serverTimestamp() });
      else transaction.delete(likeRef);
      // Counters never touch updatedAt: a like is not an edit. `update` fails
      // with NOT_FOUND when the recipe does not exist, so no like is orphaned.
      transaction.update(rawRecipeRef(recipeId), { likeCount: FieldValue.increment(liked ? 1 : -1) });
    });
  } catch (error) {
    if (isMissingDocument(error)) throw recipeNotFound(recipeId);
    throw error;
  }
  return { likeCount: await currentLikeCount(recipeId), changed };
}
