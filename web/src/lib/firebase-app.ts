// The Firebase app, initialised once by the first module that needs it: the
// Auth and Firestore set-up and reactfire's providers, all loaded on first
// use. A page that never reads data nor asks who is signed in never loads
// firebase/app at all.
import { initializeApp } from 'firebase/app';
import { firebaseSetup } from './firebase';

export const firebaseApp = initializeApp(firebaseSetup.options);
