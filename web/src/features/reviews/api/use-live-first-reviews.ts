// The newest reviews of a recipe (the first page the recipe page shows),
// live: a review written, edited or deleted by anyone shows at once. For
// components inside <WithFirestore>; a failed read is thrown, for the caller's
// error boundary.
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { REVIEWS_LIMIT } from '@recipe-book/schema/constants';
import type { Review } from '@recipe-book/schema/review-listing';
import { newestReviewsQuery } from './review-refs';

/** The live first page, or undefined until the server has answered (this device's cache may hold only some). */
export function useLiveFirstReviews(recipeId: string): Review[] | undefined {
  const newest = newestReviewsQuery(useFirestore(), recipeId, { first: REVIEWS_LIMIT.default });
  const { status, data: snapshot } = useFirestoreCollection(newest);
  // One array per reading: its callers report it in an effect, and a new array on every render would never settle.
  return useMemo(
    () => (status !== 'success' || snapshot.metadata.fromCache ? undefined : snapshot.docs.map((doc) => doc.data())),
    [status, snapshot],
  );
}
