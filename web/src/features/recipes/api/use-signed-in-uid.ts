// The signed-in user's uid, kept current: null when signed out, undefined
// while Firebase Auth has not answered yet (it loads after the first render).
// Read from lib/auth-session so that recipes does not depend on the auth feature.
import { useSyncExternalStore } from 'react';
import { getAuthSession, subscribeAuthSession } from '@/lib/auth-session';

function currentUid(): string | null | undefined {
  const session = getAuthSession();
  return session.status === 'loading' ? undefined : (session.user?.uid ?? null);
}

export function useSignedInUid(): string | null | undefined {
  return useSyncExternalStore(subscribeAuthSession, currentUid, () => undefined);
}
