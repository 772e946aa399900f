import { lazy } from 'react';
import { AuthGate } from '@/lib/auth-gate';
import { GuestLinks } from './guest-links';

// Only a device where someone has signed in loads Auth (and reactfire) for
// this corner; a visitor sees Login and Register at once.
const SignedInAccount = lazy(() => import('./signed-in-account'));

/** Empty on the server and while the page hydrates (as in its HTML), and while Auth answers. */
const placeholder = <div aria-hidden="true" />;

/** The right end of the top bar: avatar menu, or Login and Register. */
export function AccountArea() {
  return (
    // Should Auth fail to answer, a way to sign in is the most useful thing to show.
    <AuthGate visitor={<GuestLinks />} waiting={placeholder} onError={() => <GuestLinks />}>
      <SignedInAccount placeholder={placeholder} />
    </AuthGate>
  );
}
