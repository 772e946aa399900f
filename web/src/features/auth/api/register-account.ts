import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { refreshAuthUser } from './refresh-auth-user';
import { saveCookProfile } from './save-cook-profile';

export interface Registration {
  name: string;
  email: string;
  photoURL: string;
  password: string;
}

/**
 * Creates the account, then sets its name and photo (and its public profile's). The second step can fail
 * on its own (the account then exists without them), so it is reported apart.
 */
export async function registerAccount(input: Registration): Promise<{ profileError: unknown }> {
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  try {
    await updateProfile(user, { displayName: input.name, photoURL: input.photoURL });
    await saveCookProfile(user, { displayName: input.name, photoURL: input.photoURL, bio: '' });
    await refreshAuthUser();
    return { profileError: null };
  } catch (profileError) {
    return { profileError };
  }
}
