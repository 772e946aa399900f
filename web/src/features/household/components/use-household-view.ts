// The cook's household as Settings shows it: read from the REST API (the
// members' public names live in Auth, which only the API reads), read again
// after each change, with a failure as a sentence.
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '@/lib/api-request';
import type { HouseholdView } from '../api/household-answers';
import { getHousehold } from '../api/household-requests';

export type HouseholdViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'success';
      household: HouseholdView | null;
      /** Without a household: the one whose owner removed the cook, if any (said above the form). */
      removedFrom?: string | null;
    };

const load = (uid: string): Promise<HouseholdViewState> =>
  getHousehold(uid).then(
    ({ household, removedFrom }) => ({ status: 'success', household, removedFrom }),
    (error: unknown) => ({ status: 'error', message: describeApiError(error) }),
  );

export function useHouseholdView(uid: string): {
  state: HouseholdViewState;
  reload: () => Promise<void>;
  /** Shows what a change answered (the household, or null once left) without asking again. */
  show: (household: HouseholdView | null) => void;
} {
  const [state, setState] = useState<HouseholdViewState>({ status: 'loading' });
  useEffect(() => {
    // A page left before the answer came must not be updated.
    let mounted = true;
    void load(uid).then((next) => mounted && setState(next));
    return () => {
      mounted = false;
    };
  }, [uid]);
  const reload = useCallback(async () => setState(await load(uid)), [uid]);
  const show = useCallback((household: HouseholdView | null) => setState({ status: 'success', household }), []);
  return { state, reload, show };
}
