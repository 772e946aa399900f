// The Firestore functions that lib/firebase.ts loads on first use and hands to
// the writes public pages may start (likes, the wishlist). A dynamic
// import('firebase/firestore') would hand over the SDK's whole namespace, and
// the bundler cannot know which of its functions are called, so it would keep
// them all; through this list it keeps these (7 kB gzip less on every page
// that loads Firestore). A write that needs another function adds it here.
export {
  collection,
  connectFirestoreEmulator,
  doc,
  increment,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  runTransaction,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
