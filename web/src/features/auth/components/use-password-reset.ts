import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { lazyAction } from '@/lib/lazy-action';
import { authErrorText } from '../api/auth-error-text';

// Firebase Auth is downloaded on first use (the login form has usually loaded it by then).
const sendPasswordReset = lazyAction(() =>
  import('../api/send-password-reset').then((module) => module.sendPasswordReset),
);

/** What sends the link: Firebase Auth's (above) on the pages, a test's own in component tests. */
export type PasswordResetSender = (email: string) => Promise<void>;

/** Sends a password reset link and reports the result in a toast. */
export function usePasswordReset(sendLink: PasswordResetSender = sendPasswordReset) {
  const [busy, setBusy] = useState(false);
  const send = async (email: string) => {
    setBusy(true);
    try {
      await sendLink(email);
      notify.success(`We sent a password reset link to ${email}. Check your inbox.`);
    } catch (error) {
      notify.error(await authErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
