// A review's move of the recipe's rating fields as the web SDK's update:
// one increment per field path, so the recipe is never read.
import { increment, type FieldValue } from 'firebase/firestore';
import { type RatingMove, ratingMoveSteps } from '@recipe-book/schema/rating';

export function ratingIncrements(move: RatingMove): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(ratingMoveSteps(move)).map(([path, step]) => [path, increment(step)]));
}
