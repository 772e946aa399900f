// The recipe page's reviews: the rating summary, the signed-in cook's own
// review (or the way to write one), and everyone's reviews newest first with
// "Show more reviews". Rendered on the server from the loader's first page, so
// the reviews are in the HTML; the cook's part follows in the browser. The
// summary (count, average and star bars, all from the recipe's stored totals)
// moves at once when the cook saves or deletes their review. Once the
// page has loaded, the newest reviews follow live (reviews-follower.tsx).
import type { Recipe } from '@recipe-book/schema/recipe';
import type { Review, ReviewsPage } from '@recipe-book/schema/review-listing';
import { REVIEWS_SECTION_ID } from '@/config/ui';
import { lazyFollower } from '@/lib/lazy-follower';
import { useLiveCopy } from '@/lib/use-live-copy';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { ReviewWriterHost } from './review-writer-host';
import { useOwnUid } from './use-own-uid';
import { useRatingTotals } from './use-rating-totals';
import { useReviewPages } from './use-review-pages';

const ReviewsFollower = lazyFollower(() => import('./reviews-follower'));

interface RecipeReviewsProps {
  /** The recipe as shown (live for a signed-in cook): its id, author and rating counters. */
  recipe: Pick<Recipe, 'id' | 'ownerUid' | 'ratingCount' | 'ratingSum' | 'starCounts'>;
  /** The loader's first page of reviews. */
  reviews: ReviewsPage;
}

export function RecipeReviews({ recipe, reviews }: RecipeReviewsProps) {
  const headingId = `${REVIEWS_SECTION_ID}-heading`;
  const { totals, track } = useRatingTotals({
    count: recipe.ratingCount,
    sum: recipe.ratingSum,
    stars: recipe.starCounts,
  });
  // The live newest page, none until the follower reads it, of the loader's first page (new loader data starts over).
  const [live, onLive] = useLiveCopy<Review[] | undefined>(undefined, reviews);
  const pages = useReviewPages(recipe.id, reviews, live);
  const own = useOwnUid();
  return (
    <section
      id={REVIEWS_SECTION_ID}
      aria-labelledby={headingId}
      // The rating under the title moves the focus here; the margin clears the sticky top bar (h-16).
      tabIndex={-1}
      className="mx-auto mt-12 flex max-w-5xl scroll-mt-20 flex-col gap-6 focus:outline-none print:hidden"
    >
      <h2 id={headingId} className="text-2xl font-bold text-stone-900">
        Reviews
      </h2>
      <ReviewsFollower key={recipe.id} recipeId={recipe.id} onChange={onLive} />
      <RatingSummary totals={totals} />
      <ReviewWriterHost recipe={recipe} onOwnReview={own.onOwnReview} track={track} />
      <ReviewList pages={pages} hiddenId={own.uid} labelledBy={headingId} />
    </section>
  );
}
