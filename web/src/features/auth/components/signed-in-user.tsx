// The signed-in user for the pages behind the sign-in guard (/_main/_auth),
// which render in the browser only. Those pages' chunks may import reactfire:
// no landing page loads them.
import type { ReactNode } from 'react';
import { useUser } from 'reactfire';
import { PageSpinner } from '@/components/ui/spinner';
import { WithAuth } from '@/lib/firebase-providers';
import { type AuthUser, toAuthUser } from '../api/auth-user';

interface SignedInUserProps {
  /** The page's content for the user; a signed-out moment renders nothing (the guard then sends them to /login). */
  children: (user: AuthUser) => ReactNode;
}

function CurrentUser({ children }: SignedInUserProps) {
  const { status, data: user } = useUser();
  if (status !== 'success') return <PageSpinner />;
  return user ? children(toAuthUser(user)) : null;
}

export function SignedInUser({ children }: SignedInUserProps) {
  return (
    <WithAuth fallback={<PageSpinner />}>
      <CurrentUser>{children}</CurrentUser>
    </WithAuth>
  );
}
