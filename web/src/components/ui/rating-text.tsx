// A recipe's rating as cards and the recipe page show it: "4.5 ★ (12)" for the
// eye, "Rated 4.5 out of 5 from 12 reviews" for a screen reader; "No reviews
// yet" for both while there is none.
import { ratingAverage, ratingLabel } from '@recipe-book/schema/rating';
import { ratingSentence } from './rating-sentence';

interface RatingTextProps {
  ratingSum: number;
  ratingCount: number;
  className?: string;
}

export function RatingText({ ratingSum, ratingCount, className = '' }: RatingTextProps) {
  const rated = ratingAverage(ratingSum, ratingCount) !== undefined;
  return (
    <span
      data-testid="rating"
      // An image of text: its name is the sentence, so the star is never read out as a character.
      role={rated ? 'img' : undefined}
      aria-label={rated ? ratingSentence(ratingSum, ratingCount) : undefined}
      className={`${rated ? 'font-semibold text-amber-800' : 'text-stone-600'} ${className}`}
    >
      {ratingLabel(ratingSum, ratingCount)}
    </span>
  );
}
