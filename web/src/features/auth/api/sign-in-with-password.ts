import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { refreshAuthUser } from './refresh-auth-user';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
  // Publish now, so that the page we go to next already sees the user.
  refreshAuthUser();
}
