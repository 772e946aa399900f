// Take one's review back: the review goes, and the recipe's rating fields lose
// one review, its stars and one from its star key, in one batch
// (firestore.rules requires all of them).
import { doc, writeBatch } from 'firebase/firestore';
import { recipePath } from '@recipe-book/schema/paths';
import { ratingMove } from '@recipe-book/schema/rating';
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestore } from '@/lib/firebase';
import { ratingIncrements } from './rating-increments';
import { reviewDoc } from './review-refs';

/** `rating`: the stars of the review as stored. */
export async function deleteReview(recipeId: string, uid: string, rating: number): Promise<void> {
  ensureOnline();
  const db = await loadFirestore();
  const batch = writeBatch(db);
  batch.delete(reviewDoc(db, recipeId, uid));
  batch.update(doc(db, recipePath(recipeId)), ratingIncrements(ratingMove(rating, undefined)));
  await batch.commit();
}
