// The reviews a recipe page shows: the first page from the loader, then one
// more page per "Show more reviews", each read after the last one's cursor
// (never all at once). A new first page (another recipe, or the loader read
// again) starts over. Once the newest page is followed live (`live`), it
// leads the list (merge-live-reviews.ts).
import type { Review, ReviewReader, ReviewsPage } from '@recipe-book/schema/review-listing';
import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { browserReviewReader } from '../api/browser-review-reader';
import { mergeLiveReviews } from '../merge-live-reviews';

interface Pages {
  /** The loader's page these follow. */
  first: ReviewsPage;
  reviews: Review[];
  nextCursor: string | undefined;
}

export interface ReviewPages {
  reviews: Review[];
  hasMore: boolean;
  loading: boolean;
  showMore: () => void;
}

const startFrom = (first: ReviewsPage): Pages => ({ first, reviews: first.reviews, nextCursor: first.nextCursor });

export function useReviewPages(
  recipeId: string,
  first: ReviewsPage,
  live: Review[] | undefined,
  /** Where the next pages are read: Firestore in the browser. */
  reader: ReviewReader = browserReviewReader,
): ReviewPages {
  const [pages, setPages] = useState(() => startFrom(first));
  const [loading, setLoading] = useState(false);
  if (pages.first !== first) setPages(startFrom(first));

  const showMore = () => {
    const cursor = pages.nextCursor;
    if (loading || cursor === undefined) return;
    setLoading(true);
    reader
      .reviewsPage(recipeId, cursor)
      .then((next) =>
        setPages((current) => {
          if (current.nextCursor !== cursor) return current;
          const seen = new Set(current.reviews.map((review) => review.id));
          // A review written meanwhile can only be newer than those shown: it never shows twice.
          const added = next.reviews.filter((review) => !seen.has(review.id));
          return { ...current, reviews: [...current.reviews, ...added], nextCursor: next.nextCursor };
        }),
      )
      .catch((error: unknown) => notify.error(`Could not load more reviews. ${describeError(error)}`))
      .finally(() => setLoading(false));
  };

  const reviews = live ? mergeLiveReviews(live, pages.reviews) : pages.reviews;
  return { reviews, hasMore: pages.nextCursor !== undefined, loading, showMore };
}
