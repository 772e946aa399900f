// The one way a part of a public page shows a visitor's view, a waiting view
// or a signed-in cook's, without making visitors pay for Auth: on a device
// where nobody has signed in the visitor's view shows at once (no Auth, no
// reactfire, not even the signed-in part's code is downloaded); otherwise Auth
// is loaded and the signed-in part (usually a lazy component that calls
// reactfire's hooks) decides. The server's HTML and the browser's first render
// are always the waiting view, so hydration finds what the server sent.
import type { ReactNode } from 'react';
import { ErrorBoundary, type ErrorBoundaryProps } from '@/components/ui/error-boundary';
import { useAuthWanted, WithAuth } from './firebase-providers';

interface AuthGateProps {
  /** Shown at once on a device where nobody has signed in. */
  visitor: ReactNode;
  /** Shown on the server, during hydration, and until Auth and the signed-in part have loaded. */
  waiting: ReactNode;
  /** The signed-in part, inside reactfire's Auth scope (it may still find nobody signed in). */
  children: ReactNode;
  /**
   * Should Auth or the signed-in part fail to load: `'message'` shows the
   * error boundary's message with a retry, a function shows its own fallback;
   * left out where the part catches its own failures.
   */
  onError?: 'message' | ErrorBoundaryProps['fallback'];
}

export function AuthGate({ visitor, waiting, children, onError }: AuthGateProps) {
  const authWanted = useAuthWanted();
  if (authWanted === undefined) return waiting;
  if (!authWanted) return visitor;
  const signedIn = <WithAuth fallback={waiting}>{children}</WithAuth>;
  if (onError === undefined) return signedIn;
  return <ErrorBoundary fallback={onError === 'message' ? undefined : onError}>{signedIn}</ErrorBoundary>;
}
