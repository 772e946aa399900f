import { lazy } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useAuthWanted, WithAuth } from '@/lib/firebase-providers';

const FollowUserChanges = lazy(() => import('./follow-user-changes'));

/**
 * Mounted once at the root: re-runs the routes' guards and loaders whenever
 * the signed-in user changes after Auth's first answer (signed out on a
 * protected page: its guard sends the visitor to /login). Renders nothing,
 * and loads nothing for a visitor who has never signed in on this device.
 */
export function AuthChangeRefresher() {
  if (!useAuthWanted()) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <WithAuth fallback={null}>
        <FollowUserChanges />
      </WithAuth>
    </ErrorBoundary>
  );
}
