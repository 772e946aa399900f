// Who is signed in, as Firebase Auth reports it, for every part of the app
// (the auth feature's store, the recipes' like and wishlist toggles).
//
// Auth is not part of the first load: a page renders at once, signed out or
// not, and startAuthSession() loads the SDK right after (the app calls it once
// it has rendered; guards of signed-in pages call authSessionReady() and wait).
// Until Auth has answered the status is `loading`, and what depends on the
// user holds its place rather than guessing. On a device where nobody has
// signed in (lib/session-hint.ts) there is nothing to wait for: the visitor is
// signed out at once, and Auth loads only when a page needs it.
import type { User } from 'firebase/auth';
import { loadAuth } from './firebase';
import { mayHaveSession, onSessionInOtherTab, rememberSession } from './session-hint';

export type AuthSession = { status: 'loading'; user: null } | { status: 'ready'; user: User | null };

// Nobody to wait for on a device without a session (on the server, where there is no storage, it is `loading`).
let session: AuthSession = mayHaveSession() ? { status: 'loading', user: null } : { status: 'ready', user: null };
let firstAnswer: Promise<AuthSession> | undefined;
const listeners = new Set<() => void>();

function publish(user: User | null) {
  session = { status: 'ready', user };
  rememberSession(user !== null);
  for (const listener of listeners) listener();
}

/** Loads Auth (once) and resolves with its first answer: the user kept on this device, or none. */
export function authSessionReady(): Promise<AuthSession> {
  firstAnswer ??= loadAuth().then(
    (auth) =>
      new Promise<AuthSession>((resolve) => {
        // The first call of onAuthStateChanged is that answer; later calls are sign-ins and sign-outs.
        auth.onAuthStateChanged((user) => {
          publish(user);
          resolve(session);
        });
      }),
  );
  return firstAnswer;
}

/** Starts Auth without waiting for it, or, on a device without a session, answers "signed out" without loading it. */
export function startAuthSession(): void {
  if (mayHaveSession()) void authSessionReady();
  else if (!watchingOtherTabs) {
    watchingOtherTabs = true;
    onSessionInOtherTab(startAuthSession);
  }
}
let watchingOtherTabs = false;

/**
 * Publishes the current user again after a change Auth does not announce
 * (profile updates) or before its own announcement arrives (right after signing in).
 */
export function republishAuthSession(user: User | null): void {
  publish(user);
  // A sign-in on a device without a session is Auth's first use here: from now on, follow it.
  void authSessionReady();
}

export function subscribeAuthSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSession(): AuthSession {
  return session;
}
