// For a signed-in cook (loaded lazily by units-control.tsx, with reactfire):
// follows the units saved on their account into this device's choice, and
// saves each choice they make here to their account. Renders nothing; should
// their account not be readable, the device's choice simply stays, and they
// are told once that it is not shared between devices. Not a page's follower
// (lib/live-follower.tsx): it keeps the device's choice, not a page's copy,
// and writes as well as reads.
import { useEffect } from 'react';
import { useSigninCheck } from 'reactfire';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { WithFirestore } from '@/lib/firebase-providers';
import { saveAccountUnits, useAccountUnits } from '@/lib/units/account-units';
import { connectAccount, rememberUnits, UNSAVED } from '@/lib/units/units-choice';

export default function FollowAccountUnits() {
  const { status, data } = useSigninCheck();
  if (status !== 'success' || !data.signedIn) return null;
  const { uid } = data.user;
  return (
    <ErrorBoundary fallback={(error) => <UnreadAccount error={error} />}>
      <WithFirestore fallback={null}>
        <AccountUnits key={uid} uid={uid} />
      </WithFirestore>
    </ErrorBoundary>
  );
}

function AccountUnits({ uid }: { uid: string }) {
  const units = useAccountUnits(uid);
  useEffect(() => {
    if (units) rememberUnits(units);
  }, [units]);
  useEffect(
    () =>
      connectAccount(
        (choice) => saveAccountUnits(uid, choice),
        (error) => notify.error(`${UNSAVED} ${describeError(error)}`),
      ),
    [uid],
  );
  return null;
}

function UnreadAccount({ error }: { error: unknown }) {
  useEffect(() => {
    notify.error(
      `We couldn't read the units saved on your account; this device's choice is used. ${describeError(error)}`,
    );
  }, [error]);
  return null;
}
