// For the router's guards (router context `signedInUser`), which run outside
// React: reactfire only answers inside components, so this waits for Auth's
// first answer with the SDK's own authStateReady(). Loads Auth if nothing has yet.
import { loadAuth } from '@/lib/firebase';
import { type AuthUser, toAuthUser } from './auth-user';

export async function waitForSignedInUser(): Promise<AuthUser | null> {
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser && toAuthUser(auth.currentUser);
}
