import { updateProfile } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { refreshAuthUser } from './refresh-auth-user';
import { renameOwnRecipes } from './rename-own-recipes';
import { saveCookProfile } from './save-cook-profile';

export interface ProfileChanges {
  displayName: string;
  photoURL: string;
  /** The public profile's bio (cooks/{uid}). */
  bio: string;
}

export interface ProfileUpdate {
  renamedRecipes: number;
  /** The profile was saved but copying the name onto the recipes failed; saving again retries. */
  renameError: unknown;
}

/** Saves name and photo on the Auth profile and the public profile (with the bio), then the name on the user's recipes. */
export async function updateAccountProfile(changes: ProfileChanges): Promise<ProfileUpdate> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  const { displayName, photoURL, bio } = changes;
  await updateProfile(user, { displayName, photoURL });
  await saveCookProfile(user, { displayName, photoURL, bio });
  await refreshAuthUser();
  try {
    return { renamedRecipes: await renameOwnRecipes(user.uid, displayName), renameError: null };
  } catch (renameError) {
    return { renamedRecipes: 0, renameError };
  }
}
