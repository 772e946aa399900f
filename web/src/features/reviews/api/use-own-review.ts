// The signed-in cook's own review of a recipe, live: a save or delete shows at
// once (and a refused one goes back by itself). For components inside
// <WithFirestore>: `undefined` until the first answer, null when there is
// none; a failed read is thrown, for the caller's error boundary.
import type { Review } from '@recipe-book/schema/review-listing';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { reviewDoc } from './review-refs';

export function useOwnReview(recipeId: string, uid: string): Review | null | undefined {
  const { status, data } = useFirestoreDocData(reviewDoc(useFirestore(), recipeId, uid));
  if (status !== 'success') return undefined;
  return data ?? null;
}
