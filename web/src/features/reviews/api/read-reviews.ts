// The browser's reads of a recipe's reviews: the recipe page's loader on a
// later navigation (browser-review-reader.ts) and "Show more reviews". Imported
// on first use, and with it the Firestore SDK: a page's first render has its
// first reviews in its HTML.
import { getDocs, Timestamp } from 'firebase/firestore';
import type { ReviewReader, ReviewSource } from '@recipe-book/schema/review-listing';
import { readReviewsPage } from '@recipe-book/schema/review-listing';
import { loadFirestore } from '@/lib/firebase';
import { newestReviewsQuery } from './review-refs';

/** Newest first; the id breaks ties between equal times (the order GET /recipes/{id}/reviews pages by). */
async function reviewSource(recipeId: string): Promise<ReviewSource> {
  const db = await loadFirestore();
  return {
    async read(count, after) {
      const snapshot = await getDocs(newestReviewsQuery(db, recipeId, { first: count, ...(after ? { after } : {}) }));
      return snapshot.docs.map((doc) => {
        const created: unknown = doc.get('createdAt');
        return { review: doc.data(), createdAt: created instanceof Timestamp ? created : Timestamp.now() };
      });
    },
  };
}

export const firestoreReviewReader: ReviewReader = {
  reviewsPage: async (recipeId, cursor) => readReviewsPage(await reviewSource(recipeId), cursor),
};
