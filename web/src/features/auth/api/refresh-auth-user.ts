import { republishAuthSession } from '@/lib/auth-session';
import { auth } from '@/lib/firebase-auth';

/** Re-reads the current user after a change Firebase does not announce (profile updates), or announces later (a sign-in). */
export function refreshAuthUser() {
  republishAuthSession(auth.currentUser);
}
