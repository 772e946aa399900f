// Whether someone has been signed in on this device, remembered beside
// Firebase Auth's own session so that it can be read without loading Auth.
//
// Why keep it: reactfire's hooks only answer once the Auth SDK (about 25 kB
// gzip) has loaded and restored its session. A visitor who has never signed
// in here has no session to restore, so with this hint their pages open
// without the Auth SDK at all (the account corner shows Login and Register at
// once, a like sends them to log in), and Firestore does not wait for Auth
// (lib/firebase.ts). Auth, once loaded, has the last word: lib/firebase-auth.ts
// writes every change of user back here, in this tab and (through the storage
// event) in the site's other tabs.
//
// The same change sets or clears the session cookie, which takes a signed-in
// cook's page requests out of the shared caches (schema/src/page-caching.ts):
// the pages they reach after their own writes are never an older copy.
import { useSyncExternalStore } from 'react';
import { SESSION_COOKIE } from '@recipe-book/schema/page-caching';

const KEY = 'recipe-book:signed-in';
const listeners = new Set<() => void>();

/** True unless this device has certainly had nobody signed in (storage that cannot be read counts as maybe). */
export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function markSessionCookie(signedIn: boolean): void {
  // Auth also runs where pages are rendered (no document there, and nobody to mark).
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SESSION_COOKIE}=${signedIn ? '1' : ''}; path=/; max-age=${signedIn ? YEAR_SECONDS : 0}; samesite=lax${secure}`;
}

export function rememberSession(signedIn: boolean): void {
  markSessionCookie(signedIn);
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage every page loads Auth at start-up, as mayHaveSession() says.
  }
  for (const listener of listeners) listener();
}

/** Calls `onChange` when this tab or another tab of the site changes the hint. */
export function subscribeSessionHint(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The hint as React state: `undefined` on the server and while the browser
 * hydrates its HTML (which cannot know it), then the device's answer.
 */
export function useSessionHint(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribeSessionHint, mayHaveSession, () => undefined);
}
