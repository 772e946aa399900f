// Firebase Auth, set up once. Only lib/firebase.ts's loadAuth() and the
// sign-in screens' own code import this module, so that the SDK is a chunk of
// its own that no page waits for before its first render.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
} from 'firebase/auth';
import { firebaseSetup } from './firebase';
import { firebaseApp } from './firebase-app';
import { rememberSession } from './session-hint';

// No popupRedirectResolver here: it would load Google's api.js on every page.
// The Google button passes browserPopupRedirectResolver to signInWithPopup instead.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
if (firebaseSetup.useEmulators) {
  // The SDK's banner would cover the footer; the console notice is enough.
  connectAuthEmulator(auth, firebaseSetup.authEmulatorUrl, { disableWarnings: true });
}
// Every sign-in and sign-out (here or in another tab) corrects the hint that
// decides whether the next page loads Auth at all (lib/session-hint.ts).
onAuthStateChanged(auth, (user) => rememberSession(user !== null));
