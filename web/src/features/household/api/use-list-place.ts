// Where the signed-in cook's plan and list live, live: the household's while
// they are in one, else their own (lib/list-place.ts). The routes hand this to
// the planner and the shopping list. `undefined` until known.
import { useEffect, useState } from 'react';
import { householdPlace, loadPublicName, ownPlace, type UseListPlace } from '@/lib/list-place';
import { useHousehold } from './use-household';

/** The cook's public name once loaded, only while `needed` (a cook without a household never downloads its code). */
function usePublicName(displayName: string | null, needed: boolean): string | undefined {
  const [loaded, setLoaded] = useState<{ of: string | null; name: string }>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    loadPublicName(displayName).then(
      (name) => current && setLoaded({ of: displayName, name }),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [displayName, needed]);
  // A download that failed (offline before the app was ever cached) goes to the page's error boundary, whose retry tries again.
  if (failure) throw failure.error;
  return loaded?.of === displayName ? loaded.name : undefined;
}

export const useListPlace: UseListPlace = (user) => {
  const household = useHousehold(user.uid);
  const member = usePublicName(user.displayName, Boolean(household));
  if (household === undefined) return undefined;
  if (household === null) return ownPlace(user.uid);
  return member === undefined ? undefined : householdPlace(household.id, member);
};
