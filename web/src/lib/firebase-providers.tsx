// Where reactfire meets the app. Components that call reactfire's hooks sit
// inside <WithAuth> (useSigninCheck, useUser) or <WithFirestore> (document and
// collection data), which load their SDK on first use and hand it to
// reactfire's AuthProvider / FirestoreProvider.
//
// reactfire's one entry module imports every Firebase SDK it wraps (Auth,
// Firestore, Database, Storage, Functions, Remote Config: about 190 kB gzip
// with reactfire itself), so nothing a landing page loads may import it: its
// FirebaseAppProvider and the SDK providers are rendered by a lazily loaded
// module (lib/reactfire-scopes.tsx), never at the root, and the components
// that call its hooks are lazy too.
//
// Both render `fallback` on the server and during hydration (reactfire's
// hooks have no server snapshot, and the HTML must match the server's), then
// until their SDK has loaded. reactfire's non-Suspense hooks THROW a failed
// read (they never return `status: 'error'`), so every reader sits inside an
// error boundary placed outside its <WithFirestore>: the boundary's retry then
// mounts a new WithFirestore, which forgets the failure (forgetFailedReads).
import { useHydrated } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactFireGlobals } from 'reactfire';
import { loadAuth, loadedAuth, loadedFirestore, loadFirestore } from './firebase';
import { mayHaveSession, subscribeSessionHint } from './session-hint';

const AuthScope = lazy(() => import('./reactfire-scopes').then((module) => ({ default: module.AuthScope })));
const FirestoreScope = lazy(() => import('./reactfire-scopes').then((module) => ({ default: module.FirestoreScope })));

interface ScopeProps {
  children: ReactNode;
  /** Shown on the server, during hydration and until the SDK has loaded. */
  fallback: ReactNode;
}

/**
 * An SDK instance once the page is hydrated and the instance has loaded; at
 * once if it loaded before. A failed load is thrown to the nearest error boundary.
 */
function useSdkInstance<T extends object>(loaded: () => T | undefined, load: () => Promise<T>): T | undefined {
  const hydrated = useHydrated();
  const [instance, setInstance] = useState(loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!hydrated || instance) return undefined;
    let current = true;
    load().then(
      (value) => current && setInstance(value),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [hydrated, instance, load]);
  if (failure) throw failure.error;
  return hydrated ? instance : undefined;
}

export function WithAuth({ children, fallback }: ScopeProps) {
  const auth = useSdkInstance(loadedAuth, loadAuth);
  if (!auth) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AuthScope auth={auth}>{children}</AuthScope>
    </Suspense>
  );
}

export function WithFirestore({ children, fallback }: ScopeProps) {
  // A reader mounted afresh (a retry, a new page, a new sign-in) starts without the failures of earlier ones.
  useState(forgetFailedReads);
  const firestore = useSdkInstance(loadedFirestore, loadFirestore);
  if (!firestore) return fallback;
  return (
    <Suspense fallback={fallback}>
      <FirestoreScope firestore={firestore}>{children}</FirestoreScope>
    </Suspense>
  );
}

/**
 * reactfire keeps every read in a page-wide cache by query, a failed one
 * included, and offers no way to drop it: without this, a read refused once
 * (a private document just after signing out) would fail again for the rest
 * of the page's life, Retry included.
 */
function forgetFailedReads(): void {
  const cache = (globalThis as unknown as Partial<ReactFireGlobals>)._reactFirePreloadedObservables;
  cache?.forEach((read, id) => {
    if (read.ourError !== undefined) cache.delete(id);
  });
}

const authWanted = () => mayHaveSession() || loadedAuth() !== undefined;

/**
 * Whether this page needs Auth to say who is signed in: `false` for a visitor
 * on a device where nobody has signed in (and Auth has not been loaded for a
 * sign-in since), `true` otherwise; `undefined` on the server and during
 * hydration. Components show a visitor's view at once when it is `false`.
 */
export function useAuthWanted(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribeSessionHint, authWanted, () => undefined);
}
