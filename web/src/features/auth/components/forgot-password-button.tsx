import { useHydrated } from '@tanstack/react-router';
import { type PasswordResetSender, usePasswordReset } from './use-password-reset';

interface ForgotPasswordButtonProps {
  /** Validates the login form's e-mail field and returns it, or null (the field then shows why). */
  getEmail: () => Promise<string | null>;
  /** Firebase Auth's sender unless given (use-password-reset.ts). */
  sendPasswordReset?: PasswordResetSender | undefined;
}

/** Sends a password reset link to the e-mail typed in the login form. */
export function ForgotPasswordButton({ getEmail, sendPasswordReset }: ForgotPasswordButtonProps) {
  const reset = usePasswordReset(sendPasswordReset);
  // Disabled until hydrated, like every Button: a press before that would be lost.
  const hydrated = useHydrated();
  const send = async () => {
    const email = await getEmail();
    if (email) await reset.send(email);
  };
  return (
    <button
      type="button"
      onClick={send}
      disabled={reset.busy || !hydrated}
      data-hydrating={!hydrated || undefined}
      aria-busy={!hydrated || undefined}
      className="rounded text-sm font-semibold text-orange-800 hover:underline focus-visible:outline-2 focus-visible:outline-orange-700 [&:disabled:not([data-hydrating])]:opacity-60 [&[data-hydrating]]:cursor-progress [&[data-hydrating]]:opacity-75"
    >
      {reset.busy ? 'Sending reset link…' : 'Forgot password?'}
    </button>
  );
}
