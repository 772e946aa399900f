// The account corner once Auth has answered (loaded by account-area.tsx, with
// reactfire): the avatar menu of the signed-in cook, or Login and Register.
import type { ReactNode } from 'react';
import { useSigninCheck } from 'reactfire';
import { toAuthUser } from '../api/auth-user';
import { signOutUser } from '../api/sign-out-user';
import { GuestLinks } from './guest-links';
import { UserMenu } from './user-menu';

export default function SignedInAccount({ placeholder }: { placeholder: ReactNode }) {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return placeholder;
  if (!data.signedIn) return <GuestLinks />;
  return <UserMenu user={toAuthUser(data.user)} signOut={signOutUser} />;
}
