import { lazy } from 'react';
import { AuthGate } from '@/lib/auth-gate';

const FollowUserChanges = lazy(() => import('./follow-user-changes'));

/**
 * Mounted once at the root: re-runs the routes' guards and loaders whenever
 * the signed-in user changes after Auth's first answer (signed out on a
 * protected page: its guard sends the visitor to /login). Renders nothing,
 * and loads nothing for a visitor who has never signed in on this device.
 */
export function AuthChangeRefresher() {
  return (
    <AuthGate visitor={null} waiting={null} onError={() => null}>
      <FollowUserChanges />
    </AuthGate>
  );
}
