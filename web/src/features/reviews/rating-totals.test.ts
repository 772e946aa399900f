// The rating summary while the cook's own review is written: the totals and
// the star bars move at once, follow the stored truth when it arrives, and go
// back when the write is refused.
import { describe, expect, it } from 'vitest';
import {
  noRatingStep,
  pressRatingStep,
  refuseRatingStep,
  reviewChange,
  shownStars,
  shownTotals,
} from './rating-totals';

const totals = (count: number, sum: number) => ({ count, sum });

describe('reviewChange', () => {
  it('adds one review and its stars for a new review', () => {
    expect(reviewChange(undefined, 4)).toEqual(totals(1, 4));
  });

  it('moves only the sum, by the difference, for an edit', () => {
    expect(reviewChange(5, 2)).toEqual(totals(0, -3));
    expect(reviewChange(3, 3)).toEqual(totals(0, 0));
  });

  it('takes one review and its stars away for a delete', () => {
    expect(reviewChange(4, undefined)).toEqual(totals(-1, -4));
  });
});

describe('shownTotals', () => {
  const stored = totals(2, 9);

  it('moves at once: a new 3-star review on 4.5 from 2 shows 4.0 from 3', () => {
    const step = pressRatingStep(noRatingStep(stored), stored, reviewChange(undefined, 3));
    expect(shownTotals(stored, step)).toEqual(totals(3, 12));
  });

  it('goes back when the write is refused', () => {
    const change = reviewChange(undefined, 3);
    const pressed = pressRatingStep(noRatingStep(stored), stored, change);
    expect(shownTotals(stored, refuseRatingStep(pressed, stored, change))).toEqual(stored);
  });

  it('does not count the write twice once the stored totals hold it', () => {
    const pressed = pressRatingStep(noRatingStep(stored), stored, reviewChange(undefined, 3));
    expect(shownTotals(totals(3, 12), pressed)).toEqual(totals(3, 12));
  });

  it('leaves totals that arrived meanwhile alone when the write is refused', () => {
    const change = reviewChange(undefined, 3);
    const pressed = pressRatingStep(noRatingStep(stored), stored, change);
    // Someone else's 5-star review arrived: the stored totals are the truth.
    const arrived = totals(3, 14);
    expect(shownTotals(arrived, refuseRatingStep(pressed, stored, change))).toEqual(arrived);
  });

  it('adds an edit to a save still waiting for its totals', () => {
    const saved = pressRatingStep(noRatingStep(stored), stored, reviewChange(undefined, 3));
    const edited = pressRatingStep(saved, stored, reviewChange(3, 5));
    expect(shownTotals(stored, edited)).toEqual(totals(3, 14));
  });

  it('never shows totals below zero', () => {
    const step = pressRatingStep(noRatingStep(totals(0, 0)), totals(0, 0), reviewChange(4, undefined));
    expect(shownTotals(totals(0, 0), step)).toEqual(totals(0, 0));
  });
});

describe('shownStars', () => {
  const stars = [1, 0, 2, 3, 4] as [number, number, number, number, number];

  it('shows the loader counts while the own review is as it was', () => {
    expect(shownStars(stars, undefined)).toEqual(stars);
    expect(shownStars(stars, { counted: 4, current: 4 })).toEqual(stars);
  });

  it('adds a new review to its bar', () => {
    expect(shownStars(stars, { counted: undefined, current: 2 })).toEqual([1, 1, 2, 3, 4]);
  });

  it('moves an edited review from its old bar to its new one', () => {
    expect(shownStars(stars, { counted: 5, current: 1 })).toEqual([2, 0, 2, 3, 3]);
  });

  it('takes a deleted review off its bar, never below zero', () => {
    expect(shownStars(stars, { counted: 3, current: undefined })).toEqual([1, 0, 1, 3, 4]);
    expect(shownStars(stars, { counted: 2, current: undefined })).toEqual([1, 0, 2, 3, 4]);
  });
});
