// The signed-in user as a small immutable snapshot, shared by React (useAuth)
// and the router context. Firebase's User object is mutated in place by
// updateProfile, so snapshots are copied and re-published by refreshAuthUser().
import { onAuthStateChanged, type User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { auth } from '@/lib/firebase';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Sign-in methods of the account, e.g. `password`, `google.com`. */
  providerIds: string[];
}

/** `loading` until Firebase has reported the first user (or none). */
export type AuthState = { status: 'loading'; user: null } | { status: 'ready'; user: AuthUser | null };

let state: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();

function snapshot(user: User | null): AuthUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

function publish(user: User | null) {
  state = { status: 'ready', user: snapshot(user) };
  for (const listener of listeners) listener();
}

onAuthStateChanged(auth, publish);

/** Re-read the current user after a change Firebase does not announce (profile updates). */
export function refreshAuthUser() {
  publish(auth.currentUser);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState);
}
