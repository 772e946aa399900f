// A cook's profile page header, live: their public profile (`cooks/{uid}`:
// name, photo, bio) and their kept totals (`stats/recipes/cooks/{uid}`), the
// two documents the loader read, each followed by one listener. For
// components inside <WithFirestore>; undefined until both have answered from
// the server (or should the profile be gone: the page keeps the copy it has),
// and a failed read is thrown, for the caller's error boundary.
import { type CookPage, cookPageOf, cookProfilePath } from '@recipe-book/schema/cook-profile';
import { cookTotalsPath } from '@recipe-book/schema/kept-totals';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';

export function useLiveCook(uid: string): CookPage | undefined {
  const db = useFirestore();
  const profile = useFirestoreDoc(doc(db, cookProfilePath(uid)));
  const totals = useFirestoreDoc(doc(db, cookTotalsPath(uid)));
  // One object per reading: the caller reports it in an effect.
  return useMemo(() => {
    if (profile.status !== 'success' || totals.status !== 'success') return undefined;
    if (profile.data.metadata.fromCache || totals.data.metadata.fromCache) return undefined;
    const data = profile.data.data();
    return data ? cookPageOf(uid, data, totals.data.data()) : undefined;
  }, [uid, profile.status, profile.data, totals.status, totals.data]);
}
