// Every Firebase Auth error the app can meet, as a sentence a person
// can act on. The raw code never reaches the screen.
import { PASSWORD_RULE } from '@recipe-book/schema/constants';
import { DownloadFailed } from '@/lib/lazy-action';

const MESSAGES: Record<string, string> = {
  'auth/network-request-failed': "We couldn't reach the sign-in service. Check your internet connection and try again.",
  'auth/password-does-not-meet-requirements': `That password doesn't meet the password policy. ${PASSWORD_RULE.hint}.`,
  'auth/weak-password': `That password is too weak. ${PASSWORD_RULE.hint}.`,
  'auth/multi-factor-auth-required':
    'This account uses two-step verification, which this app does not support yet. Sign in with another account.',
  'auth/user-mismatch': 'That account is not the one you are signed in with. Choose the same account and try again.',
  'auth/user-not-found': 'No account uses this e-mail address. Check it, or register a new account.',
  'auth/unauthorized-domain': 'Signing in is not allowed from this web address. Please use the official site.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window was opened, so this one was cancelled.',
  'auth/web-storage-unsupported':
    'Your browser is blocking the storage that signing in needs. Allow cookies and site data for this site and try again.',
  'auth/missing-recaptcha-token': "The security check didn't complete. Reload the page and try again.",
  'auth/wrong-password': 'The e-mail address or password is incorrect.',
  'auth/invalid-credential': 'The e-mail address or password is incorrect.',
  'auth/invalid-login-credentials': 'The e-mail address or password is incorrect.',
  'auth/email-already-in-use':
    'An account with this e-mail address already exists. Log in instead, or use another address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again, or reset your password.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again in a moment.',
  'auth/invalid-email': 'That e-mail address is not valid.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/operation-not-allowed': 'This way of signing in is switched off for this site.',
  'auth/no-current-user': 'You are signed out. Log in again to continue.',
  'auth/requires-recent-login': 'For your security, log out, log in again and then repeat this change.',
  'auth/popup-closed-by-browser': 'The sign-in window closed unexpectedly. Please try again.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this e-mail address. Log in with e-mail and password instead.',
  'auth/invalid-photo-url': 'That photo URL is not valid. Use a full web address starting with https://.',
  'auth/invalid-display-name': 'That name is not valid. Use a shorter name.',
};

const FALLBACK = 'Something went wrong with your account request. Please try again.';

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    // Old SDKs and older lists of these codes name some without the `auth/` prefix.
    return error.code.startsWith('auth/') ? error.code : `auth/${error.code}`;
  }
  return undefined;
}

export function authErrorMessage(error: unknown): string {
  // Offline before the sign-in code was downloaded (lib/lazy-action.ts): the same cause as a failed request.
  if (error instanceof DownloadFailed) return MESSAGES['auth/network-request-failed'] ?? FALLBACK;
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || FALLBACK;
}

/** The person closed or replaced the popup: not worth an error dialog. */
export function isPopupCancelled(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
