// The signed-in user as a small immutable snapshot, shared by React (useAuth)
// and the router context. Firebase's User object is mutated in place by
// updateProfile, so snapshots are copied and re-published by refreshAuthUser()
// (refresh-auth-user.ts).
// `loading` lasts from the first render until Auth has answered (lib/auth-session.ts).
import type { User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { authSessionReady, getAuthSession, subscribeAuthSession, type AuthSession } from '@/lib/auth-session';

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

const LOADING: AuthState = { status: 'loading', user: null };

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

// One snapshot per announcement, so that React sees a new object only when something changed.
let latest: { session: AuthSession; state: AuthState } | undefined;

export function getAuthState(): AuthState {
  const session = getAuthSession();
  if (latest?.session !== session) {
    latest = {
      session,
      state: session.status === 'ready' ? { status: 'ready', user: snapshot(session.user) } : LOADING,
    };
  }
  return latest.state;
}

/** The state once Auth has answered; starts Auth if nothing has yet. For guards of signed-in pages. */
export async function authReady(): Promise<AuthState> {
  await authSessionReady();
  return getAuthState();
}

export function useAuth(): AuthState {
  // On the server (pages rendered by the functions) nobody is known yet:
  // `loading`, as in the browser while it takes over that HTML.
  return useSyncExternalStore(subscribeAuthSession, getAuthState, () => LOADING);
}
