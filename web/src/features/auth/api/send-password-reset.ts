import { sendPasswordResetEmail } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

/** With the emulator the e-mail is not sent; its link is listed at /emulator/v1/projects/<id>/oobCodes. */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}
