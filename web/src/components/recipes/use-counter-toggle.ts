// The behaviour shared by the like and wishlist toggles of a signed-in cook:
// show the new state and count at once, write, and on refusal put both back
// with a toast.
//
// `count` may come from a one-off read (cards) or a live listener (detail);
// the arithmetic (counter-toggle-state.ts) drops the local step whenever a new
// count arrives, because that count already contains (or has rolled back) the
// write, so live and one-off data both show the right number.
import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { useDataChanged } from '@/lib/use-data-changed';
import { noStep, pressStep, refuseStep, shownCounterToggle } from './counter-toggle-state';

export type RecipeWrite = (recipeId: string, uid: string) => Promise<void>;

interface CounterToggleOptions {
  recipeId: string;
  uid: string;
  /** Whether the user has it on, live; `undefined` until the first answer. */
  on: boolean | undefined;
  turnOn: RecipeWrite;
  turnOff: RecipeWrite;
  /** The stored count, without this user's pending change; 0 when not shown. */
  count: number;
  /** "like this recipe" / "save this recipe": ends the sentence "Could not …". */
  action: (on: boolean) => string;
}

export interface CounterToggle {
  on: boolean;
  count: number;
  busy: boolean;
  /** Whether a press means something yet: false until the stored state is known. */
  ready: boolean;
  toggle: () => void;
}

export function useCounterToggle(options: CounterToggleOptions): CounterToggle {
  const { recipeId, uid, on: live, turnOn, turnOff, count, action } = options;
  const [pending, setPending] = useState<boolean | undefined>();
  const dataChanged = useDataChanged();
  const [step, setStep] = useState(() => noStep(count));
  const shown = shownCounterToggle({ storedOn: live ?? false, count, step, pending });

  // Until the live state has answered the button shows busy: a press would have to guess.
  const toggle = () => {
    if (pending !== undefined || live === undefined) return;
    const next = !shown.on;
    setPending(next);
    setStep((current) => pressStep(current, count, next));
    (next ? turnOn(recipeId, uid) : turnOff(recipeId, uid))
      .then(dataChanged)
      .catch((error: unknown) => {
        // Undo only our own step: a count that arrived meanwhile is the truth.
        setStep((current) => refuseStep(current, count, next));
        notify.error(`Could not ${action(next)}. ${describeError(error)}`);
      })
      .finally(() => setPending(undefined));
  };

  return {
    ...shown,
    busy: pending !== undefined || live === undefined,
    ready: live !== undefined,
    toggle,
  };
}
