import { signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

export async function signOutUser(): Promise<void> {
  await signOut(auth);
}
