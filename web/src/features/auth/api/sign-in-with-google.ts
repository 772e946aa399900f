import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

/**
 * Google sign-in in a popup. The popup resolver is passed here rather than at
 * initializeAuth, so Google's api.js is loaded only when someone clicks the button.
 */
export async function signInWithGoogle(): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  await signInWithPopup(auth, provider, browserPopupRedirectResolver);
}
