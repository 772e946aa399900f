import { reload } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

/**
 * Announces a profile change (name, photo) to Auth's listeners, reactfire's
 * useUser and useSigninCheck among them: updateProfile changes the User in
 * place and announces it only when the server happens to issue a new token.
 * The change is saved either way, so a failed announcement is not an error:
 * the next page load shows it.
 */
export async function refreshAuthUser(): Promise<void> {
  if (!auth.currentUser) return;
  await reload(auth.currentUser).catch((error: unknown) => {
    console.warn('The saved profile could not be re-read', error);
  });
}
