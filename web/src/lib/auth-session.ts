// Who is signed in, as Firebase Auth reports it, for every part of the app
// (the auth feature's store, the recipes' like and wishlist toggles).
//
// Auth is not part of the first load: a page renders at once, signed out or
// not, and startAuthSession() loads the SDK right after (the app calls it once
// it has rendered; guards of signed-in pages call authSessionReady() and wait).
// Until Auth has answered the status is `loading`, and what depends on the
// user holds its place rather than guessing.
import type { User } from 'firebase/auth';
import { loadAuth } from './firebase';

export type AuthSession = { status: 'loading'; user: null } | { status: 'ready'; user: User | null };

let session: AuthSession = { status: 'loading', user: null };
let firstAnswer: Promise<AuthSession> | undefined;
const listeners = new Set<() => void>();

function publish(user: User | null) {
  session = { status: 'ready', user };
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

/** Starts Auth without waiting for it. */
export function startAuthSession(): void {
  void authSessionReady();
}

/**
 * Publishes the current user again after a change Auth does not announce
 * (profile updates) or before its own announcement arrives (right after signing in).
 */
export function republishAuthSession(user: User | null): void {
  publish(user);
}

export function subscribeAuthSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSession(): AuthSession {
  return session;
}
