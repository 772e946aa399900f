// The dashboard's "Total Recipes": every recipe, counted by the server (an
// aggregation reads no documents). Hand-written because reactfire 4.2.6 has
// no hook for aggregations, and listening to the whole collection to count it
// would read every recipe. The user's own numbers need no count: they come
// from the live list of their recipes (use-my-recipes.ts).
import { getCountFromServer } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { recipesCollection } from './recipe-refs';

export type TotalCount =
  { status: 'loading' } | { status: 'success'; total: number } | { status: 'error'; error: unknown; retry: () => void };

/** Counted again whenever `version` changes (the caller's live list moved); null: not yet. */
export function useTotalRecipeCount(version: string | null): TotalCount {
  const db = useFirestore();
  const [attempt, setAttempt] = useState(0);
  const key = version === null ? null : `${attempt}:${version}`;
  // Each answer carries the key it was asked for, so a late answer to an older question is never shown.
  const [answer, setAnswer] = useState<{ key: string; result: TotalCount }>();
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    getCountFromServer(recipesCollection(db)).then(
      (snapshot) => current && setAnswer({ key, result: { status: 'success', total: snapshot.data().count } }),
      (error: unknown) => current && setAnswer({ key, result: { status: 'error', error, retry } }),
    );
    return () => {
      current = false;
    };
  }, [db, key, retry]);

  return answer && answer.key === key ? answer.result : { status: 'loading' };
}
