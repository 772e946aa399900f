import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth/api/auth-store';
import { startAuthSession } from '@/lib/auth-session';
import type { AppRouter } from './create-app-router';

/**
 * The router, rendered without waiting for Firebase Auth: Auth loads once the
 * page is on screen, and guards are re-checked on every change of user after
 * its first answer (signed out on a protected page: its guard sends the
 * visitor to /login).
 */
export function App({ router }: { router: AppRouter }) {
  const { status, user } = useAuth();
  const answered = useRef(false);

  useEffect(startAuthSession, []);

  useEffect(() => {
    if (status === 'loading') return;
    // The first answer changes nothing a guard has seen: guards wait for it.
    if (!answered.current) {
      answered.current = true;
      return;
    }
    void router.invalidate();
  }, [router, status, user?.uid]);

  return <RouterProvider router={router} />;
}
