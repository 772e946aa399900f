import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { ensureCookProfile } from './save-cook-profile';

/**
 * Google sign-in in a popup. The popup resolver is passed here rather than at
 * initializeAuth, so Google's api.js is loaded only when someone clicks the button.
 */
export async function signInWithGoogle(): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  // A Google account has its name and photo from Google: its public profile starts with them.
  await ensureCookProfile(user);
}
