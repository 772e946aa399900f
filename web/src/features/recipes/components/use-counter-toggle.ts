// The behaviour shared by the like and wishlist toggles: show the new state
// and count at once, write, and on refusal put both back with a toast.
//
// `count` may come from a one-off read (cards) or a live listener (detail).
// The local step is dropped whenever a new count arrives, because that count
// already contains (or has rolled back) the write; so live and one-off data
// both show the right number.
import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import type { Loadable } from '@/lib/firestore-data';
import { useSignedInUid } from '../api/use-signed-in-uid';
import { useSignInFirst } from './use-sign-in-first';

type RecipeWrite = (recipeId: string, uid: string) => Promise<void>;

interface CounterToggleOptions {
  recipeId: string;
  /** Whether the user has it on, live: useLiked or useWishlisted. */
  useOn: (recipeId: string, uid: string | null) => Loadable<boolean>;
  turnOn: RecipeWrite;
  turnOff: RecipeWrite;
  /** The stored count, without this user's pending change; 0 when not shown. */
  count?: number;
  /** "like this recipe" / "save this recipe": ends the sentence "Could not …". */
  action: (on: boolean) => string;
}

export interface CounterToggle {
  on: boolean;
  count: number;
  busy: boolean;
  toggle: () => void;
}

export function useCounterToggle(options: CounterToggleOptions): CounterToggle {
  const { recipeId, useOn, turnOn, turnOff, count = 0, action } = options;
  const uid = useSignedInUid();
  const live = useOn(recipeId, uid ?? null);
  const signInFirst = useSignInFirst();
  const [pending, setPending] = useState<boolean | undefined>();
  const [step, setStep] = useState({ base: count, by: 0 });
  if (step.base !== count) setStep({ base: count, by: 0 });

  const on = pending ?? (live.status === 'success' && live.data);

  // Until Auth has said who this is (a moment after the page appears) the
  // button shows busy: a press would have to guess between writing and login.
  const toggle = () => {
    if (pending !== undefined || uid === undefined) return;
    if (uid === null) return signInFirst();
    const next = !on;
    const by = next ? 1 : -1;
    setPending(next);
    setStep((current) => ({ base: count, by: (current.base === count ? current.by : 0) + by }));
    (next ? turnOn(recipeId, uid) : turnOff(recipeId, uid))
      .catch((error: unknown) => {
        // Undo only our own step: a count that arrived meanwhile is the truth.
        setStep((current) => (current.base === count ? { base: count, by: current.by - by } : current));
        notify.error(`Could not ${action(next)}. ${describeError(error)}`);
      })
      .finally(() => setPending(undefined));
  };

  return {
    on,
    count: Math.max(0, count + (step.base === count ? step.by : 0)),
    busy: pending !== undefined || uid === undefined,
    toggle,
  };
}
