// One review as it reads: who wrote it, their stars, the day, and their
// words. The text is shown as text (React escapes it; never HTML), keeps its
// paragraphs and line breaks, and a long word wraps rather than widening the page.
import type { Review } from '@recipe-book/schema/review-listing';
import { starsSentence } from '@/components/ui/rating-sentence';
import { dateInWords } from '@/lib/date-in-words';
import { Stars } from './stars';

export function ReviewBody({ review }: { review: Review }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold break-words text-stone-900">{review.displayName}</span>
        <span role="img" aria-label={starsSentence(review.rating)} className="inline-flex">
          <Stars rating={review.rating} />
        </span>
        {/* Read in UTC, so the server's HTML and the browser's first render say the same day. */}
        <time dateTime={review.createdAt.toISOString()} className="text-sm text-stone-600">
          {dateInWords(review.createdAt)}
        </time>
      </div>
      {review.text && <p className="whitespace-pre-line break-words text-stone-800">{review.text}</p>}
    </div>
  );
}
