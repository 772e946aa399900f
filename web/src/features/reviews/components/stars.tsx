// Five stars filled up to a rating (a part of a star for an average: 4.3
// fills four and a third). For the eye only: the text beside them says the
// rating in words.
import { STAR_VALUES } from '@recipe-book/schema/rating';
import { StarIcon } from './star-icon';

interface StarsProps {
  rating: number;
  /** Size of one star. */
  starClass?: string;
}

export function Stars({ rating, starClass = 'size-4' }: StarsProps) {
  const filled = (Math.min(Math.max(rating, 0), STAR_VALUES.length) / STAR_VALUES.length) * 100;
  const row = STAR_VALUES.map((value) => <StarIcon key={value} className={starClass} />);
  return (
    <span aria-hidden="true" className="relative inline-flex shrink-0">
      <span className="flex text-stone-300">{row}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-600" style={{ width: `${filled}%` }}>
        {row}
      </span>
    </span>
  );
}
