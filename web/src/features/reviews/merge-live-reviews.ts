// The reviews a recipe page lists once its newest page is followed live:
// the live page first, then the older reviews loaded so far ("Show more").
// A loaded review missing from a full live page is older than all of it
// (pushed down by new reviews) and stays; one that should be on the live page
// but is not was deleted, and goes.
import { REVIEWS_LIMIT } from '@recipe-book/schema/constants';
import type { Review } from '@recipe-book/schema/review-listing';

export function mergeLiveReviews(live: readonly Review[], loaded: readonly Review[]): Review[] {
  const liveIds = new Set(live.map((review) => review.id));
  const oldestLive = live.at(-1);
  const full = live.length >= REVIEWS_LIMIT.default;
  const older = loaded.filter(
    (review) => !liveIds.has(review.id) && full && oldestLive !== undefined && review.createdAt < oldestLive.createdAt,
  );
  return [...live, ...older];
}
