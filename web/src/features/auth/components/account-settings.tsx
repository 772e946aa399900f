import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import type { AuthUser } from '../api/auth-user';
import { type PasswordResetSender, usePasswordReset } from './use-password-reset';

const PROVIDER_NAMES: Record<string, string> = { password: 'e-mail and password', 'google.com': 'Google' };

/** Settings: how you sign in, and changing the password by a reset link. */
interface AccountSettingsProps {
  user: AuthUser;
  /** Sends the password change link: Firebase Auth's unless given (use-password-reset.ts). */
  sendPasswordReset?: PasswordResetSender;
}

export function AccountSettings({ user, sendPasswordReset }: AccountSettingsProps) {
  const reset = usePasswordReset(sendPasswordReset);
  const hasPassword = user.providerIds.includes('password');

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <section className="rounded-2xl bg-white p-6 shadow">
        <h2 className="text-lg font-semibold">Sign-in</h2>
        <p className="mt-1 text-stone-700">
          Signed in as <strong>{user.email ?? 'an account without e-mail'}</strong> with{' '}
          {user.providerIds.map((id) => PROVIDER_NAMES[id] ?? id).join(' and ') || 'an unknown method'}.
        </p>
      </section>
      <section className="rounded-2xl bg-white p-6 shadow">
        <h2 className="text-lg font-semibold">Password</h2>
        {hasPassword && user.email ? (
          <>
            <p className="mt-1 text-stone-700">We will e-mail you a link to choose a new password.</p>
            <Button variant="secondary" busy={reset.busy} onClick={() => reset.send(user.email ?? '')} className="mt-3">
              Send password change link
            </Button>
          </>
        ) : (
          <p className="mt-1 text-stone-700">
            You sign in with Google, so your password is managed by your Google account.
          </p>
        )}
      </section>
      <section className="rounded-2xl bg-white p-6 shadow">
        <h2 className="text-lg font-semibold">Name and photo</h2>
        <p className="mt-1 text-stone-700">
          Change them on your{' '}
          <Link to="/profile" className="font-semibold text-orange-800 underline underline-offset-4">
            Profile
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
