import type { Recipe } from '@recipe-book/schema/recipe';
import type { RatingTotals } from '../rating-totals';
import type { OwnReading } from './use-own-uid';

/** What the review area knows and tells, shared by its host and the lazily loaded writer. */
export interface ReviewWriterProps {
  recipe: Pick<Recipe, 'id' | 'ownerUid'>;
  /** Every reading of the signed-in cook's own review: their uid; undefined when nobody who may review is signed in. */
  onOwnReview: (own: OwnReading) => void;
  /** Runs a write that changes the recipe's totals by `change`, showing it at once and taking it back if refused. */
  track: (change: RatingTotals, write: () => Promise<void>) => Promise<void>;
}
