// Whose review the list leaves out: the signed-in cook's, which the review
// writer shows itself, once the writer has read it. The star bars need no
// more of it: they come from the recipe's stored totals (rating-totals.ts).
import { useCallback, useState } from 'react';

/** The signed-in cook's uid (their review's id); undefined when nobody who may review is signed in. */
export type OwnReading = { uid: string } | undefined;

export interface OwnUidState {
  /** The signed-in cook's uid, once their review has been read. */
  uid: string | undefined;
  /** For the writer: every reading (stable, so it can be an effect's dependency). */
  onOwnReview: (reading: OwnReading) => void;
}

export function useOwnUid(): OwnUidState {
  const [reading, setReading] = useState<OwnReading>();
  const onOwnReview = useCallback(
    (next: OwnReading) => setReading((last) => (last?.uid === next?.uid ? last : next)),
    [],
  );
  return { uid: reading?.uid, onOwnReview };
}
