import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}
