// Wrap every component that reads Firestore in this. It loads the Firestore
// SDK on first use (lib/firebase.ts keeps it out of the first page load),
// provides reactfire's app, auth and Firestore contexts, shows a spinner while
// loading, and catches a failed read (reactfire throws, e.g. permission-denied)
// in an error boundary with a retry.
import { Suspense, use, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { auth, firebaseApp, loadFirestore } from '@/lib/firebase';

function FirebaseProviders({ children }: { children: ReactNode }) {
  const firestore = use(loadFirestore());
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

interface FirestoreBoundaryProps {
  children: ReactNode;
  /** Shown while the SDK loads; a centred spinner by default. */
  loading?: ReactNode;
  /** Replaces the default error message, e.g. for a compact card. */
  fallback?: (error: unknown, retry: () => void) => ReactNode;
}

export function FirestoreBoundary({ children, loading, fallback }: FirestoreBoundaryProps) {
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense
        fallback={
          loading ?? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          )
        }
      >
        <FirebaseProviders>{children}</FirebaseProviders>
      </Suspense>
    </ErrorBoundary>
  );
}
