// The reviews of a recipe, newest first, and "Show more reviews" while more
// are stored. The cook's own review is shown above, with Edit and Delete,
// and left out here.
import type { Review } from '@recipe-book/schema/review-listing';
import { Button } from '@/components/ui/button';
import { ReviewBody } from './review-body';
import type { ReviewPages } from './use-review-pages';

interface ReviewListProps {
  pages: ReviewPages;
  /** The id (uid) of the review not to list: the signed-in cook's own. */
  hiddenId: string | undefined;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

export function ReviewList({ pages, hiddenId, labelledBy }: ReviewListProps) {
  const reviews = pages.reviews.filter((review: Review) => review.id !== hiddenId);
  return (
    <div className="flex flex-col gap-4">
      {reviews.length > 0 && (
        <ul
          aria-labelledby={labelledBy}
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm"
        >
          {reviews.map((review) => (
            <li key={review.id} data-testid="review" className="min-w-0 p-4 sm:p-5">
              <ReviewBody review={review} />
            </li>
          ))}
        </ul>
      )}
      {pages.hasMore && (
        <Button variant="secondary" busy={pages.loading} onClick={pages.showMore} className="self-center">
          Show more reviews
        </Button>
      )}
    </div>
  );
}
