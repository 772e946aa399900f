import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { lazyAction } from '@/lib/lazy-action';
import { authErrorText } from '../api/auth-error-text';

// Firebase Auth is downloaded on first use (the login form has usually loaded it by then).
const sendPasswordReset = lazyAction(() =>
  import('../api/send-password-reset').then((module) => module.sendPasswordReset),
);

/** Sends a password reset link and reports the result in a toast. */
export function usePasswordReset() {
  const [busy, setBusy] = useState(false);
  const send = async (email: string) => {
    setBusy(true);
    try {
      await sendPasswordReset(email);
      notify.success(`We sent a password reset link to ${email}. Check your inbox.`);
    } catch (error) {
      notify.error(await authErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
