import { lazy } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useAuthWanted, WithAuth } from '@/lib/firebase-providers';
import { GuestLinks } from './guest-links';

// Only a device where someone has signed in loads Auth (and reactfire) for
// this corner; a visitor sees Login and Register at once.
const SignedInAccount = lazy(() => import('./signed-in-account'));

/** Empty on the server and while the page hydrates (as in its HTML), and while Auth answers. */
const placeholder = <div aria-hidden="true" />;

/** The right end of the top bar: avatar menu, or Login and Register. */
export function AccountArea() {
  const authWanted = useAuthWanted();
  if (authWanted === undefined) return placeholder;
  if (!authWanted) return <GuestLinks />;
  return (
    // Should Auth fail to answer, a way to sign in is the most useful thing to show.
    <ErrorBoundary fallback={() => <GuestLinks />}>
      <WithAuth fallback={placeholder}>
        <SignedInAccount placeholder={placeholder} />
      </WithAuth>
    </ErrorBoundary>
  );
}
