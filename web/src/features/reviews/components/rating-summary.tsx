// The recipe's rating at the top of its reviews: the average (one decimal),
// its stars and the number of reviews, then one bar per star value, 5 to 1,
// as long as the share of reviews that gave it. Every figure is exact: all
// come from the recipe's counters, which move with each review (the rules
// enforce it), plus the cook's own unconfirmed write (rating-totals.ts).
import { ratingAverage } from '@recipe-book/schema/rating';
import { STAR_KEYS, type StarCounts } from '@recipe-book/schema/rating';
import { ratingSentence } from '@/components/ui/rating-sentence';
import type { RatingTotals } from '../rating-totals';
import { Stars } from './stars';

const countWord = (count: number) => (count === 1 ? 'review' : 'reviews');

export function RatingSummary({ totals }: { totals: RatingTotals }) {
  const average = ratingAverage(totals.sum, totals.count);
  return (
    <div className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:gap-10">
      {/* One sentence for a screen reader; the figures for the eye. */}
      <div
        role="img"
        aria-label={ratingSentence(totals.sum, totals.count)}
        data-testid="rating-summary"
        className="flex flex-col items-center justify-center gap-1 text-center"
      >
        <span data-testid="rating-average" className="text-5xl font-bold text-stone-900">
          {average === undefined ? '–' : average.toFixed(1)}
        </span>
        <Stars rating={average ?? 0} starClass="size-6" />
        <span data-testid="rating-count" className="text-sm text-stone-700">
          {totals.count === 0 ? 'No reviews yet' : `${totals.count} ${countWord(totals.count)}`}
        </span>
      </div>
      <StarBars stars={totals.stars} />
    </div>
  );
}

function StarBars({ stars }: { stars: StarCounts }) {
  const total = STAR_KEYS.reduce((sum, key) => sum + stars[key], 0);
  // 5 stars first, as every review site lists them.
  const rows = STAR_KEYS.map((key) => ({ value: Number(key), count: stars[key] })).reverse();
  return (
    <ul aria-label="Reviews per star rating" className="flex flex-col justify-center gap-1.5">
      {rows.map(({ value, count }) => (
        <li key={value} data-testid={`star-bar-${value}`} className="flex items-center gap-3 text-sm text-stone-800">
          <span className="w-14 shrink-0">
            {value} {value === 1 ? 'star' : 'stars'}
          </span>
          <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
            <span
              className="block h-full rounded-full bg-amber-600"
              style={{ width: `${total === 0 ? 0 : (count / total) * 100}%` }}
            />
          </span>
          <span className="w-10 shrink-0 text-right tabular-nums">
            {count}
            <span className="sr-only"> {countWord(count)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
