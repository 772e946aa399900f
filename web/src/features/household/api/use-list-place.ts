// Where the signed-in cook's plan and list live, live: the household's while
// they are in one, else their own (lib/list-place.ts). The routes hand this to
// the planner and the shopping list. `undefined` until known.
import type { Signer } from '@recipe-book/schema/signer';
import { useEffect, useState } from 'react';
import { householdPlace, loadSigner, ownPlace, type PlaceUser, type UseListPlace } from '@/lib/list-place';
import { useLiveCopy } from '@/lib/use-live-copy';
import { useHousehold } from './use-household';

/**
 * The cook as their profile names them once read, only while `needed` (a
 * cook without a household never downloads its code); read again when the
 * account's name changes (a rename saves the profile first).
 */
function useSigner(user: PlaceUser, needed: boolean): Signer | undefined {
  const { uid, displayName } = user;
  // Of this account under this name: a new name reads again.
  const [signer, setSigner] = useLiveCopy<Signer | undefined>(undefined, JSON.stringify([uid, displayName]));
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    loadSigner({ uid, displayName }).then(
      (read) => current && setSigner(read),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [uid, displayName, needed, setSigner]);
  // A read that failed (offline before the app was ever cached) goes to the page's error boundary, whose retry tries again.
  if (failure) throw failure.error;
  return signer;
}

export const useListPlace: UseListPlace = (user) => {
  const household = useHousehold(user.uid);
  const member = useSigner(user, Boolean(household));
  if (household === undefined) return undefined;
  if (household === null) return ownPlace(user.uid);
  return member === undefined ? undefined : householdPlace(household.id, member);
};
