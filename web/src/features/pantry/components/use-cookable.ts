// "What can I cook?" for the pantry as the server has it: asked again when
// its foods change (staples aside, which never change the answer), once this
// device's change has reached the server, and a moment after the last of a
// quick run of changes rather than after each. Meanwhile the last answer stays
// on screen, marked as updating.
import { isStaple } from '@recipe-book/schema/foods';
import { useEffect, useRef, useState } from 'react';
import { describeApiError } from '@/lib/api-request';
import type { PantryRecipe } from '../api/pantry-recipes';

/** How long after a change the list is asked for again. */
const REFRESH_PAUSE_MS = 400;

export type Cookable =
  /** The pantry holds no food but staples: nothing to ask. */
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'success'; recipes: PantryRecipe[]; updating: boolean };

type Answer = { key: string } & ({ recipes: PantryRecipe[] } | { error: string });

/** The foods that decide the answer, as one value: '' when there are none. */
const answerKey = (foods: readonly string[]) =>
  foods
    .filter((food) => !isStaple(food))
    .sort()
    .join('\n');

export function useCookable(
  foods: readonly string[],
  /** Whether the server has this device's every change (use-pantry.ts). */
  saved: boolean,
  /** The REST API's answer (api/pantry-recipes.ts); the same function every render. */
  listRecipes: () => Promise<PantryRecipe[]>,
): Cookable {
  const key = answerKey(foods);
  const [answer, setAnswer] = useState<Answer>();
  const [attempt, setAttempt] = useState(0);
  // The first answer is asked for at once; later ones wait for a pause in the changes.
  const asked = useRef(false);
  useEffect(() => {
    if (!saved || key === '') return undefined;
    let current = true;
    const timer = setTimeout(
      () => {
        asked.current = true;
        listRecipes().then(
          (recipes) => current && setAnswer({ key, recipes }),
          (error: unknown) => current && setAnswer({ key, error: describeApiError(error) }),
        );
      },
      asked.current ? REFRESH_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, saved, attempt, listRecipes]);

  if (key === '') return { status: 'empty' };
  if (answer === undefined || ('error' in answer && answer.key !== key)) return { status: 'loading' };
  if ('error' in answer) {
    const retry = () => {
      // Asked for by a press: at once.
      asked.current = false;
      setAnswer(undefined);
      setAttempt((count) => count + 1);
    };
    return { status: 'error', message: answer.error, retry };
  }
  return { status: 'success', recipes: answer.recipes, updating: answer.key !== key || !saved };
}
