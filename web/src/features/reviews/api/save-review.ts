// Write or edit the cook's own review: the review document and the recipe's
// rating fields in one batch, the only shape firestore.rules accepts (a new
// review counts +1, adds its stars and one to its star key; an edit moves the
// sum by the difference and one review from the old star key to the new). The
// recipe is not read: increments (schema/src/rating.ts, ratingMove). An edit
// keeps `createdAt`; both set `updatedAt` to server time. The review is
// signed with the reviewer's profile name (lib/public-name.ts), the one the
// rules accept.
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { recipePath } from '@recipe-book/schema/paths';
import { ratingMove } from '@recipe-book/schema/rating';
import type { ReviewInput } from '@recipe-book/schema/review';
import { ensureOnline } from '@/lib/ensure-online';
import { loadFirestore } from '@/lib/firebase';
import type { ProfileUser } from '@/lib/public-name';
import { ratingIncrements } from './rating-increments';
import { reviewDoc } from './review-refs';

/** The account; its name makes the profile of a cook who has none yet. */
export type Reviewer = ProfileUser;

/** `previousRating`: the stars of the review being edited, as stored; undefined for a new review. */
export async function saveReview(
  recipeId: string,
  reviewer: Reviewer,
  input: ReviewInput,
  previousRating: number | undefined,
): Promise<void> {
  ensureOnline();
  const [db, signer] = await Promise.all([
    loadFirestore(),
    import('@/lib/public-name').then(({ readSigner }) => readSigner(reviewer)),
  ]);
  const review = reviewDoc(db, recipeId, reviewer.uid).withConverter(null);
  const content = { rating: input.rating, text: input.text, displayName: signer.displayName };
  const batch = writeBatch(db);
  if (previousRating === undefined) {
    batch.set(review, { ...content, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  } else {
    batch.update(review, { ...content, updatedAt: serverTimestamp() });
  }
  batch.update(doc(db, recipePath(recipeId)), ratingIncrements(ratingMove(previousRating, input.rating)));
  await batch.commit();
}
