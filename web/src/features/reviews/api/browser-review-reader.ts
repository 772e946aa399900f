// The route loaders' review reads in the browser (joined with the recipe
// reads into the router context's `recipes` in entry-client.tsx), and "Show
// more reviews": the web SDK, imported on the first read.
import type { ReviewReader } from '@recipe-book/schema/review-listing';

const reads = () => import('./read-reviews').then((module) => module.firestoreReviewReader);

export const browserReviewReader: ReviewReader = {
  reviewsPage: async (recipeId, cursor) => (await reads()).reviewsPage(recipeId, cursor),
};
