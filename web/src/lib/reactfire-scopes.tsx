// reactfire's providers around the one Firebase app and a loaded SDK. Loaded
// lazily by lib/firebase-providers.tsx (see there why nothing else imports
// reactfire's providers). A second FirebaseAppProvider inside another scope
// provides the same app, so scopes nest freely.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from './firebase-app';

export function AuthScope({ auth, children }: { auth: Auth; children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}

export function FirestoreScope({ firestore, children }: { firestore: Firestore; children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
