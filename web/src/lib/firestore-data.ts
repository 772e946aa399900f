// The app's one way to read Firestore: two small hooks over the modular SDK
// (reactfire's Suspense hooks can show the previous query's results on React
// 19 when a query changes). Every result is tagged with the key of the query
// that produced it, so a changed filter, search or page shows "loading" until
// its own answer arrives, never the previous one. Data access modules in
// features/*/api build the queries; components only see `Loadable` values.
import { useCallback, useEffect, useState } from 'react';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { type FirestoreSdk, loadFirestore, loadFirestoreWithSdk } from './firebase';

export type Loadable<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown; retry: () => void };

interface Tagged<T> {
  key: string;
  result: { status: 'success'; data: T } | { status: 'error'; error: unknown };
}

/**
 * Subscribes to live data: `listen` calls `next` on every change. It gets the
 * SDK's functions as `sdk`, so that a hook need not import them statically.
 */
export type Listen<T> = (
  db: Firestore,
  next: (data: T) => void,
  fail: (error: unknown) => void,
  sdk: FirestoreSdk,
) => Unsubscribe;

function useTagged<T>(
  key: string | null,
  start: (tag: string, settle: (result: Tagged<T>['result']) => void) => () => void,
): Loadable<T> {
  const [attempt, setAttempt] = useState(0);
  const [tagged, setTagged] = useState<Tagged<T> | undefined>();
  const tag = key === null ? null : `${attempt}:${key}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (tag === null) return undefined;
    return start(tag, (result) => setTagged({ key: tag, result }));
    // `start` is rebuilt on every render; the tag says when the query changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);

  if (tag === null || tagged?.key !== tag) return { status: 'loading' };
  return tagged.result.status === 'error' ? { ...tagged.result, retry } : tagged.result;
}

/** Live data (onSnapshot) for `key`; null means "nothing to read yet". */
export function useLiveData<T>(key: string | null, listen: Listen<T>): Loadable<T> {
  return useTagged<T>(key, (_tag, settle) => {
    let stopped = false;
    let unsubscribe: Unsubscribe | undefined;
    const fail = (error: unknown) => !stopped && settle({ status: 'error', error });
    loadFirestoreWithSdk()
      .then(({ db, sdk }) => {
        if (stopped) return;
        unsubscribe = listen(db, (data) => !stopped && settle({ status: 'success', data }), fail, sdk);
      })
      .catch(fail);
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  });
}

/**
 * Data read once (getDocs, aggregations) for `key`; null means "nothing to
 * read yet". `served` may hand over data for the first key that is already at
 * hand (carried in the page's HTML): that key then needs no read at all.
 */
export function useFetchedData<T>(
  key: string | null,
  load: (db: Firestore) => Promise<T>,
  served?: () => T | undefined,
): Loadable<T> {
  const [initial] = useState(() => {
    const data = key === null ? undefined : served?.();
    return data === undefined ? undefined : { key, data };
  });
  const fromServed = initial !== undefined && initial.key === key;
  const fetched = useTagged<T>(fromServed ? null : key, (_tag, settle) => {
    let stopped = false;
    loadFirestore()
      .then(load)
      .then(
        (data) => !stopped && settle({ status: 'success', data }),
        (error: unknown) => !stopped && settle({ status: 'error', error }),
      );
    return () => {
      stopped = true;
    };
  });
  return fromServed ? { status: 'success', data: initial.data } : fetched;
}
