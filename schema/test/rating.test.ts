// How a review moves the recipe's rating fields: what every writer sends and
// firestore.rules accepts (ratingCount, ratingSum and one step per moved star key).
import { describe, expect, it } from 'vitest';
import { noStarCounts, ratingMove, ratingMoveSteps, starCountsOf } from '../src/rating';

describe('ratingMove', () => {
  it('counts a new review, adds its stars and one to its star key', () => {
    expect(ratingMove(undefined, 4)).toEqual({ ratingCount: 1, ratingSum: 4, starCounts: { '4': 1 } });
  });

  it('moves an edit from the old star key to the new one, the sum by the difference', () => {
    expect(ratingMove(3, 5)).toEqual({ ratingCount: 0, ratingSum: 2, starCounts: { '3': -1, '5': 1 } });
  });

  it('moves no star key for an edit that keeps the stars', () => {
    expect(ratingMove(3, 3)).toEqual({ ratingCount: 0, ratingSum: 0, starCounts: {} });
  });

  it('takes a deleted review back', () => {
    expect(ratingMove(2, undefined)).toEqual({ ratingCount: -1, ratingSum: -2, starCounts: { '2': -1 } });
  });
});

describe('ratingMoveSteps', () => {
  it('names the star keys by field path, and only the moved ones', () => {
    expect(ratingMoveSteps(ratingMove(3, 5))).toEqual({
      ratingCount: 0,
      ratingSum: 2,
      'starCounts.3': -1,
      'starCounts.5': 1,
    });
    expect(ratingMoveSteps(ratingMove(3, 3))).toEqual({ ratingCount: 0, ratingSum: 0 });
  });
});

describe('starCountsOf', () => {
  it('counts the reviews per star value', () => {
    expect(starCountsOf([{ rating: 5 }, { rating: 5 }, { rating: 1 }, { rating: 3 }])).toEqual({
      ...noStarCounts(),
      '1': 1,
      '3': 1,
      '5': 2,
    });
  });
});
