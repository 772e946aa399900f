// What the recipe page's rating summary shows while the cook's own review is
// being written: the count, the average and the star bars move at once,
// before the write is confirmed, and a refusal puts them back.
//
// The totals (ratingCount, ratingSum) come from the recipe, read once (the
// loader) or followed live (a signed-in cook's page). As for the likes
// (features/recipes/counter-toggle-state.ts), our step on top of them applies
// only while the stored totals are still those it was made on: new totals
// already hold (or have rolled back) the write, so it is never counted twice.
//
// The star bars come from the loader only, so they follow the cook's own
// review instead: the loader counted the review the cook had then (the first
// reading of it); what they have now replaces it.
import type { StarCounts } from '@recipe-book/schema/review-listing';

export interface RatingTotals {
  count: number;
  sum: number;
}

const NONE: RatingTotals = { count: 0, sum: 0 };

/** What one review (or none: undefined) adds to the totals. */
const totalsOf = (rating: number | undefined): RatingTotals =>
  rating === undefined ? NONE : { count: 1, sum: rating };

const plus = (a: RatingTotals, b: RatingTotals): RatingTotals => ({ count: a.count + b.count, sum: a.sum + b.sum });
const minus = (a: RatingTotals, b: RatingTotals): RatingTotals => ({ count: a.count - b.count, sum: a.sum - b.sum });
const same = (a: RatingTotals, b: RatingTotals) => a.count === b.count && a.sum === b.sum;

/** The change to the totals when the cook's review goes from `before` stars to `after` (undefined: no review). */
export const reviewChange = (before: number | undefined, after: number | undefined): RatingTotals =>
  minus(totalsOf(after), totalsOf(before));

/** Our unconfirmed change to the stored totals; it applies only while they are still `base`. */
export interface RatingStep {
  readonly base: RatingTotals;
  readonly by: RatingTotals;
}

export const noRatingStep = (stored: RatingTotals): RatingStep => ({ base: stored, by: NONE });

/** The part of `step` that still applies to the `stored` totals. */
export const currentRatingStep = (step: RatingStep, stored: RatingTotals): RatingStep =>
  same(step.base, stored) ? step : noRatingStep(stored);

/** The step after a write that changes the totals by `change`, with `stored` as they are. */
export const pressRatingStep = (step: RatingStep, stored: RatingTotals, change: RatingTotals): RatingStep => ({
  base: stored,
  by: plus(currentRatingStep(step, stored).by, change),
});

/**
 * The step after that write was refused; `stored` are the totals at the write.
 * Only its change is taken back: totals that arrived meanwhile are the truth.
 */
export const refuseRatingStep = (step: RatingStep, stored: RatingTotals, change: RatingTotals): RatingStep =>
  same(step.base, stored) ? { base: stored, by: minus(step.by, change) } : step;

/** The totals to show; a stale stored value never shows below zero. */
export function shownTotals(stored: RatingTotals, step: RatingStep): RatingTotals {
  const { by } = currentRatingStep(step, stored);
  return { count: Math.max(0, stored.count + by.count), sum: Math.max(0, stored.sum + by.sum) };
}

/** The cook's own review: as the loader's counts include it (the first reading), and now. */
export interface OwnRating {
  counted: number | undefined;
  current: number | undefined;
}

/** The loader's star counts with the cook's review as it is now. */
export function shownStars(stars: StarCounts, own: OwnRating | undefined): StarCounts {
  const shown: StarCounts = [...stars];
  if (!own || own.counted === own.current) return shown;
  const move = (rating: number | undefined, by: number) => {
    const index = rating === undefined ? -1 : rating - 1;
    if (index >= 0 && index < shown.length) shown[index] = Math.max(0, (shown[index] ?? 0) + by);
  };
  move(own.counted, -1);
  move(own.current, +1);
  return shown;
}
