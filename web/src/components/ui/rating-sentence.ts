// A recipe's rating in words, for assistive technology: the short label
// ("4.5 ★ (12)", schema/src/rating.ts) is for the eye, and a screen reader
// would read its star as "black star".
import { ratingAverage } from '@recipe-book/schema/rating';

const reviewsWord = (count: number) => (count === 1 ? 'review' : 'reviews');

/** "Rated 4.5 out of 5 from 12 reviews"; "No reviews yet" without any. */
export function ratingSentence(ratingSum: number, ratingCount: number): string {
  const average = ratingAverage(ratingSum, ratingCount);
  if (average === undefined) return 'No reviews yet';
  return `Rated ${average.toFixed(1)} out of 5 from ${ratingCount} ${reviewsWord(ratingCount)}`;
}

/** "Rated 4 out of 5": one review's stars. */
export const starsSentence = (rating: number) => `Rated ${rating} out of 5`;
