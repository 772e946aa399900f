import { signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase';

export async function signOutUser(): Promise<void> {
  await signOut(auth);
}
