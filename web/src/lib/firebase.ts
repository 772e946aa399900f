// Where the app gets Firebase. The app (lib/firebase-app.ts), Auth and
// Firestore are loaded on first use, so that neither stands between the page and its first render:
// Auth once a component that needs it is on screen (lib/firebase-providers.tsx
// hands it to reactfire), Firestore when a page needs data, and pages without
// data never download it. Emulators are connected once, when the project is
// demo-recipes or VITE_USE_EMULATORS=true.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type * as FirestoreSdkModule from './firestore-sdk';
import { readFirebaseSetup } from './firebase-config';
import { mayHaveSession } from './session-hint';
import { watchServerReachability } from './server-reachability';

/** The config and emulator addresses, read once (lib/firebase-auth.ts connects Auth with them). */
export const firebaseSetup = readFirebaseSetup();

let authInstance: Promise<Auth> | undefined;
let loadedAuthInstance: Auth | undefined;

/** The Auth instance (lib/firebase-auth.ts), loaded once on first call. */
export function loadAuth(): Promise<Auth> {
  authInstance ??= import('./firebase-auth').then((module) => (loadedAuthInstance = module.auth));
  return authInstance;
}

/** The Auth instance if it has loaded already, so that a component can render with it at once. */
export const loadedAuth = (): Auth | undefined => loadedAuthInstance;

export type FirestoreSdk = typeof FirestoreSdkModule;

let firestoreSdk: Promise<FirestoreSdk> | undefined;
let firestore: Promise<Firestore> | undefined;
let loadedFirestoreInstance: Firestore | undefined;

/** The Firestore SDK's functions, loaded once on first use. */
function loadFirestoreSdk(): Promise<FirestoreSdk> {
  firestoreSdk ??= import('./firestore-sdk');
  return firestoreSdk;
}

/**
 * The Firestore instance, loaded (and pointed at the emulator) on first call.
 * Its cache lives in IndexedDB and is shared by open tabs, so recipes and the
 * wishlist read once are there offline, and writes made offline are kept and
 * sent when the network returns. The emulator must be connected before any read.
 * Auth is set up first when someone may be signed in on this device, so that
 * Firestore's first request already carries the user (rather than starting as
 * a visitor and switching); a visitor's Firestore does not wait for Auth, and
 * takes up a sign-in later on its own.
 */
export function loadFirestore(): Promise<Firestore> {
  firestore ??= Promise.all([loadFirestoreSdk(), import('./firebase-app'), mayHaveSession() && loadAuth()]).then(
    ([sdk, { firebaseApp }]) => {
      const { connectFirestoreEmulator, initializeFirestore, persistentLocalCache, persistentMultipleTabManager } = sdk;
      const db = initializeFirestore(firebaseApp, {
        localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
      });
      if (firebaseSetup.useEmulators) {
        const { host, port } = firebaseSetup.firestoreEmulator;
        connectFirestoreEmulator(db, host, port);
      }
      watchServerReachability(db);
      loadedFirestoreInstance = db;
      return db;
    },
  );
  return firestore;
}

/** The Firestore instance if it has loaded already, so that a component can render with it at once. */
export const loadedFirestore = (): Firestore | undefined => loadedFirestoreInstance;

/**
 * The instance and the SDK's functions together, for writes from modules that
 * public pages import (like and wishlist toggles): a static import would put
 * the SDK (about 160 kB gzip) in those pages' first load.
 */
export async function loadFirestoreWithSdk(): Promise<{ db: Firestore; sdk: FirestoreSdk }> {
  const [db, sdk] = await Promise.all([loadFirestore(), loadFirestoreSdk()]);
  return { db, sdk };
}
