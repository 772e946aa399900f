// The rating summary while the cook's own review is written: the totals and
// the star bars move at once, follow the stored truth when it arrives, and go
// back when the write is refused.
import { describe, expect, it } from 'vitest';
import {
  noRatingStep,
  pressRatingStep,
  type RatingTotals,
  refuseRatingStep,
  reviewChange,
  shownTotals,
} from './rating-totals';

/** Totals with the star counts given one star first. */
const totals = (count: number, sum: number, [one = 0, two = 0, three = 0, four = 0, five = 0]: number[] = []) => ({
  count,
  sum,
  stars: { '1': one, '2': two, '3': three, '4': four, '5': five },
});

const press = (stored: RatingTotals, before: number | undefined, after: number | undefined) =>
  pressRatingStep(noRatingStep(stored), stored, reviewChange(before, after));

describe('reviewChange', () => {
  it('adds one review, its stars and its bar for a new review', () => {
    expect(reviewChange(undefined, 4)).toEqual(totals(1, 4, [0, 0, 0, 1, 0]));
  });

  it('moves the sum by the difference and the review from its old bar to its new one for an edit', () => {
    expect(reviewChange(5, 2)).toEqual(totals(0, -3, [0, 1, 0, 0, -1]));
    expect(reviewChange(3, 3)).toEqual(totals(0, 0));
  });

  it('takes one review, its stars and its bar away for a delete', () => {
    expect(reviewChange(4, undefined)).toEqual(totals(-1, -4, [0, 0, 0, -1, 0]));
  });
});

describe('shownTotals', () => {
  const stored = totals(2, 9, [0, 0, 0, 1, 1]);

  it('moves at once: a new 3-star review on 4.5 from 2 shows 4.0 from 3, and on the 3-star bar', () => {
    expect(shownTotals(stored, press(stored, undefined, 3))).toEqual(totals(3, 12, [0, 0, 1, 1, 1]));
  });

  it('moves an edit from its old bar to its new one', () => {
    expect(shownTotals(stored, press(stored, 5, 1))).toEqual(totals(2, 5, [1, 0, 0, 1, 0]));
  });

  it('goes back when the write is refused', () => {
    const change = reviewChange(undefined, 3);
    const pressed = pressRatingStep(noRatingStep(stored), stored, change);
    expect(shownTotals(stored, refuseRatingStep(pressed, stored, change))).toEqual(stored);
  });

  it('does not count the write twice once the stored totals hold it, bars included', () => {
    const holding = totals(3, 12, [0, 0, 1, 1, 1]);
    expect(shownTotals(holding, press(stored, undefined, 3))).toEqual(holding);
  });

  it('leaves totals that arrived meanwhile alone when the write is refused', () => {
    const change = reviewChange(undefined, 3);
    const pressed = pressRatingStep(noRatingStep(stored), stored, change);
    // Someone else's 5-star review arrived: the stored totals are the truth.
    const arrived = totals(3, 14, [0, 0, 0, 1, 2]);
    expect(shownTotals(arrived, refuseRatingStep(pressed, stored, change))).toEqual(arrived);
  });

  it('adds an edit to a save still waiting for its totals', () => {
    const saved = press(stored, undefined, 3);
    const edited = pressRatingStep(saved, stored, reviewChange(3, 5));
    expect(shownTotals(stored, edited)).toEqual(totals(3, 14, [0, 0, 0, 1, 2]));
  });

  it('never shows totals or bars below zero', () => {
    const none = totals(0, 0);
    expect(shownTotals(none, press(none, 4, undefined))).toEqual(none);
  });
});
