// reactfire imports every Firebase SDK it wraps (Realtime Database, Functions,
// Remote Config, Storage) at module level, and those register themselves when
// loaded, so tree-shaking cannot drop them: about 50 kB gzip on every page that
// reads Firestore. This app uses none of them, so vite.config.ts points those
// imports here. To start using one, remove its alias there.

function unused(): never {
  throw new Error(
    'This Firebase SDK is stubbed out in web/vite.config.ts (unused-firebase-sdks); remove its alias to use it.',
  );
}

// firebase/database
export const get = unused;
export const off = unused;
export const onChildAdded = unused;
export const onChildChanged = unused;
export const onChildMoved = unused;
export const onChildRemoved = unused;
export const onValue = unused;
// firebase/functions
export const httpsCallable = unused;
// firebase/remote-config
export const ensureInitialized = unused;
export const getAll = unused;
export const getBoolean = unused;
export const getNumber = unused;
export const getString = unused;
export const getValue = unused;
// firebase/storage
export const getDownloadURL = unused;
export const ref = unused;
