import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/api/auth-store';
import { router } from './router';

/** Holds the router until Firebase has said who is signed in, then re-checks guards on every change. */
export function App() {
  const { status, user } = useAuth();
  const firstUser = useRef(true);

  useEffect(() => {
    if (status === 'loading') return;
    if (firstUser.current) {
      firstUser.current = false;
      return;
    }
    // Signed out on a protected page: its guard now sends the visitor to /login.
    void router.invalidate();
  }, [status, user?.uid]);

  if (status === 'loading') return <PageSpinner label="Loading Recipe Book…" />;
  return <RouterProvider router={router} />;
}
