// The one place the Firebase app is set up. Auth is created here at start-up
// (the layout needs the signed-in state on every page); Firestore is loaded on
// first use so that pages without data never download it. Emulators are
// connected here, once, when the project is demo-recipes or VITE_USE_EMULATORS=true.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import type * as FirestoreModule from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { readFirebaseSetup } from './firebase-config';
import { watchServerReachability } from './server-reachability';

const setup = readFirebaseSetup();

export const firebaseApp = initializeApp(setup.options);

// No popupRedirectResolver here: it would load Google's api.js on every page.
// The Google button passes browserPopupRedirectResolver to signInWithPopup instead.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
if (setup.useEmulators) {
  // The SDK's banner would cover the footer; the console notice is enough.
  connectAuthEmulator(auth, setup.authEmulatorUrl, { disableWarnings: true });
}

export type FirestoreSdk = typeof FirestoreModule;

let firestoreSdk: Promise<FirestoreSdk> | undefined;
let firestore: Promise<Firestore> | undefined;

/** The Firestore SDK's functions, loaded once on first use. */
function loadFirestoreSdk(): Promise<FirestoreSdk> {
  firestoreSdk ??= import('firebase/firestore');
  return firestoreSdk;
}

/**
 * The Firestore instance, loaded (and pointed at the emulator) on first call.
 * Its cache lives in IndexedDB and is shared by open tabs, so recipes and the
 * wishlist read once are there offline, and writes made offline are kept and
 * sent when the network returns. The emulator must be connected before any read.
 */
export function loadFirestore(): Promise<Firestore> {
  firestore ??= loadFirestoreSdk().then((sdk) => {
    const { connectFirestoreEmulator, initializeFirestore, persistentLocalCache, persistentMultipleTabManager } = sdk;
    const db = initializeFirestore(firebaseApp, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
    if (setup.useEmulators) {
      connectFirestoreEmulator(db, setup.firestoreEmulator.host, setup.firestoreEmulator.port);
    }
    watchServerReachability(db);
    return db;
  });
  return firestore;
}

/**
 * The instance and the SDK's functions together, for data access on a page's
 * first render: a static import would make that page wait for the SDK (about
 * 160 kB gzip) before it can show anything, even what it already has (a
 * recipe page starts from the recipe in its HTML).
 */
export async function loadFirestoreWithSdk(): Promise<{ db: Firestore; sdk: FirestoreSdk }> {
  const [db, sdk] = await Promise.all([loadFirestore(), loadFirestoreSdk()]);
  return { db, sdk };
}
