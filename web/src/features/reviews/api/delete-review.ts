// Take one's review back: the review goes, and the recipe's counters lose one
// review and its stars, in one batch (firestore.rules requires both).
import { doc, increment, writeBatch } from 'firebase/firestore';
import { recipePath } from '@recipe-book/schema/paths';
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestore } from '@/lib/firebase';
import { reviewDoc } from './review-refs';

/** `rating`: the stars of the review as stored. */
export async function deleteReview(recipeId: string, uid: string, rating: number): Promise<void> {
  ensureOnline();
  const db = await loadFirestore();
  const batch = writeBatch(db);
  batch.delete(reviewDoc(db, recipeId, uid));
  batch.update(doc(db, recipePath(recipeId)), { ratingCount: increment(-1), ratingSum: increment(-rating) });
  await batch.commit();
}
