// The signed-in cook's own review of the recipe, with Edit and Delete.
import type { Review } from '@recipe-book/schema/review-listing';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ReviewBody } from './review-body';

interface OwnReviewProps {
  review: Review;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** Just saved: the focus comes here (the form it left is gone). */
  focusOnOpen?: boolean;
}

export function OwnReview({ review, onEdit, onDelete, deleting, focusOnOpen }: OwnReviewProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus();
  }, [focusOnOpen]);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="own-review"
      className="flex flex-col gap-3 rounded-xl border border-orange-200 bg-orange-50 p-5"
    >
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-semibold text-stone-900 focus:outline-none">
        Your review
      </h3>
      <ReviewBody review={review} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onEdit} disabled={deleting}>
          Edit review
        </Button>
        <Button variant="danger" busy={deleting} onClick={onDelete}>
          Delete review
        </Button>
      </div>
    </section>
  );
}
