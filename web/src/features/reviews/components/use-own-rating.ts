// The signed-in cook's own review as the review writer reads it, for the rest
// of the section: whose review to leave out of the list, and how the star
// bars (counted when the loader ran) differ from now. The loader's counts
// hold the review as it was at its first reading after they were read; a new
// loader result (or another cook) starts again from there.
import type { RecipeReviews } from '@recipe-book/schema/review-listing';
import { useCallback, useState } from 'react';
import type { OwnRating } from '../rating-totals';

export type OwnReading = { uid: string; rating: number | undefined } | undefined;

export interface OwnRatingState {
  /** The signed-in cook's uid (their review's id), once their review has been read. */
  uid: string | undefined;
  /** For shownStars(); undefined while nobody's review is known. */
  rating: OwnRating | undefined;
  /** For the writer: every reading (stable, so it can be an effect's dependency). */
  onOwnReview: (reading: OwnReading) => void;
}

export function useOwnRating(loaded: RecipeReviews): OwnRatingState {
  const [reading, setReading] = useState<OwnReading>();
  const [counted, setCounted] = useState<{ loaded: RecipeReviews; uid: string; rating: number | undefined }>();
  if (reading && (counted?.loaded !== loaded || counted.uid !== reading.uid)) {
    setCounted({ loaded, uid: reading.uid, rating: reading.rating });
  }
  const onOwnReview = useCallback(
    (next: OwnReading) =>
      setReading((last) => (last?.uid === next?.uid && last?.rating === next?.rating ? last : next)),
    [],
  );
  const baseline = reading && counted?.loaded === loaded && counted.uid === reading.uid ? counted : undefined;
  return {
    uid: reading?.uid,
    rating: baseline && reading ? { counted: baseline.rating, current: reading.rating } : undefined,
    onOwnReview,
  };
}
