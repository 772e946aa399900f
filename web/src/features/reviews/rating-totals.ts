// What the recipe page's rating summary shows while the cook's own review is
// being written: the count, the average and the star bars move at once,
// before the write is confirmed, and a refusal puts them back.
//
// All three come from the recipe's stored totals (ratingCount, ratingSum,
// starCounts), read once (the loader) or followed live (a signed-in cook's
// page). As for the likes (components/recipes/counter-toggle-state.ts), our
// step on top of them applies only while the stored totals are still those it
// was made on: new totals already hold (or have rolled back) the write, so it
// is never counted twice.
import { ratingMove, STAR_KEYS, type StarCounts } from '@recipe-book/schema/rating';

export interface RatingTotals {
  count: number;
  sum: number;
  stars: StarCounts;
}

const eachStar = (value: (key: (typeof STAR_KEYS)[number]) => number): StarCounts =>
  Object.fromEntries(STAR_KEYS.map((key) => [key, value(key)])) as StarCounts;

const NONE: RatingTotals = { count: 0, sum: 0, stars: eachStar(() => 0) };

const plus = (a: RatingTotals, b: RatingTotals, sign = 1): RatingTotals => ({
  count: a.count + sign * b.count,
  sum: a.sum + sign * b.sum,
  stars: eachStar((key) => a.stars[key] + sign * b.stars[key]),
});
const minus = (a: RatingTotals, b: RatingTotals) => plus(a, b, -1);
const same = (a: RatingTotals, b: RatingTotals) =>
  a.count === b.count && a.sum === b.sum && STAR_KEYS.every((key) => a.stars[key] === b.stars[key]);

/** The change to the totals when the cook's review goes from `before` stars to `after` (undefined: no review). */
export function reviewChange(before: number | undefined, after: number | undefined): RatingTotals {
  const move = ratingMove(before, after);
  return { count: move.ratingCount, sum: move.ratingSum, stars: eachStar((key) => move.starCounts[key] ?? 0) };
}

/** Our unconfirmed change to the stored totals; it applies only while they are still `base`. */
export interface RatingStep {
  readonly base: RatingTotals;
  readonly by: RatingTotals;
}

export const noRatingStep = (stored: RatingTotals): RatingStep => ({ base: stored, by: NONE });

/** The part of `step` that still applies to the `stored` totals. */
const currentRatingStep = (step: RatingStep, stored: RatingTotals): RatingStep =>
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
  const shown = plus(stored, currentRatingStep(step, stored).by);
  return {
    count: Math.max(0, shown.count),
    sum: Math.max(0, shown.sum),
    stars: eachStar((key) => Math.max(0, shown.stars[key])),
  };
}
