// The signed-in user's uid, or null, kept current. Read straight from Firebase
// Auth so that recipes does not depend on the auth feature; the app renders
// pages only once Auth has reported its first state, so null means signed out.
import { onAuthStateChanged } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { auth } from '@/lib/firebase';

const subscribe = (listener: () => void) => onAuthStateChanged(auth, listener);
const currentUid = () => auth.currentUser?.uid ?? null;

export function useSignedInUid(): string | null {
  return useSyncExternalStore(subscribe, currentUid);
}
