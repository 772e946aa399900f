// The rating in words that screen readers get instead of "4.5 ★ (12)".
import { describe, expect, it } from 'vitest';
import { ratingSentence, starsSentence } from './rating-sentence';

describe('ratingSentence', () => {
  it('gives the average to one decimal, out of 5, and the count', () => {
    expect(ratingSentence(54, 12)).toBe('Rated 4.5 out of 5 from 12 reviews');
    expect(ratingSentence(13, 3)).toBe('Rated 4.3 out of 5 from 3 reviews');
  });

  it('says "review" for one', () => {
    expect(ratingSentence(4, 1)).toBe('Rated 4.0 out of 5 from 1 review');
  });

  it('says there is none yet without a review', () => {
    expect(ratingSentence(0, 0)).toBe('No reviews yet');
  });

  it('words one review', () => {
    expect(starsSentence(3)).toBe('Rated 3 out of 5');
  });
});
