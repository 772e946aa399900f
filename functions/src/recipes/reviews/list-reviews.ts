// GET /recipes/{id}/reviews as one Firestore query: newest first (createdAt,
// then the document id, both descending), `limit + 1` documents a request to
// tell whether another page follows. Firestore's automatic single-field index
// on createdAt serves this order: no composite index is needed.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { reviewsQuery } from '@recipe-book/schema/list-queries';
import { adminQuery } from '../../lib/admin-query';
import { recipeRef } from '../collection';
import { readableOrNotFound } from '../readable-recipe';
import type { CursorPosition } from '../signed-cursor';
import { reviewConverter, type StoredReviewDoc } from './collection';

type ReviewSnapshot = QueryDocumentSnapshot<StoredReviewDoc>;

export interface ReviewPage {
  reviews: ReviewSnapshot[];
  /** The last review of this page, when more follow: the next page starts after it. */
  resumeAfter?: ReviewSnapshot;
}

/** The recipe's reviews in the order of the list and of the recipe page: newest first (reviewsQuery). */
export const newestReviewsFirst = (recipeId: string) => adminQuery(reviewsQuery(recipeId), reviewConverter);

/** The page, when `viewer` may read the recipe (else 404, as for one that does not exist). */
export async function listReviews(
  recipeId: string,
  viewer: string | undefined,
  limit: number,
  after?: CursorPosition,
): Promise<ReviewPage> {
  const ordered = newestReviewsFirst(recipeId);
  const page = (after ? ordered.startAfter(...after.values, after.id) : ordered).limit(limit + 1);
  // The recipe is read beside its reviews: a recipe that does not exist is a 404, not an empty list.
  const [snapshot, recipe] = await Promise.all([page.get(), recipeRef(recipeId).get()]);
  readableOrNotFound(recipeId, recipe.data(), viewer);
  const reviews = snapshot.docs.slice(0, limit);
  return snapshot.size > limit ? { reviews, resumeAfter: reviews.at(-1) } : { reviews };
}
