// The dashboard's own numbers: reviews received and their average are summed
// over every own recipe's counters, not averaged per recipe.
import { describe, expect, it } from 'vitest';
import { ownCounts, receivedAverage } from './own-counts';

const recipe = (ratingCount: number, ratingSum: number, wishlistCount = 0) => ({
  ratingCount,
  ratingSum,
  wishlistCount,
});

describe('ownCounts', () => {
  it('sums recipes, wishlist saves, reviews and stars', () => {
    expect(ownCounts([recipe(2, 9, 1), recipe(0, 0, 3), recipe(1, 2)])).toEqual({
      yours: 3,
      wishlisted: 4,
      reviews: 3,
      ratingSum: 11,
    });
  });

  it('is unknown while the list loads, and zero for no recipes', () => {
    expect(ownCounts(undefined)).toBeUndefined();
    expect(ownCounts([])).toEqual({ yours: 0, wishlisted: 0, reviews: 0, ratingSum: 0 });
  });
});

describe('receivedAverage', () => {
  it('weighs every review alike: (9 + 2) / 3, not the mean of 4.5 and 2', () => {
    expect(receivedAverage(ownCounts([recipe(2, 9), recipe(1, 2)]) ?? { ratingSum: 0, reviews: 0 })).toBe('3.7');
  });

  it('has none before the first review', () => {
    expect(receivedAverage({ ratingSum: 0, reviews: 0 })).toBeUndefined();
  });
});
