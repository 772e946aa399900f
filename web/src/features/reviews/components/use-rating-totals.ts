// The recipe's rating totals as the summary shows them: the stored ones (the
// recipe as read, or followed live), with the cook's unconfirmed write on top
// (see rating-totals.ts).
import { useState } from 'react';
import { noRatingStep, pressRatingStep, type RatingTotals, refuseRatingStep, shownTotals } from '../rating-totals';

export interface ShownRatingTotals {
  totals: RatingTotals;
  /** Runs a write that changes the totals by `change`: shown at once, taken back if it is refused (then it rejects). */
  track: (change: RatingTotals, write: () => Promise<void>) => Promise<void>;
}

export function useRatingTotals(stored: RatingTotals): ShownRatingTotals {
  const [step, setStep] = useState(() => noRatingStep(stored));
  const track = async (change: RatingTotals, write: () => Promise<void>) => {
    const atWrite = stored;
    setStep((current) => pressRatingStep(current, atWrite, change));
    try {
      await write();
    } catch (error) {
      // Undo only this write's change: totals that arrived meanwhile are the truth.
      setStep((current) => refuseRatingStep(current, atWrite, change));
      throw error;
    }
  };
  return { totals: shownTotals(stored, step), track };
}
