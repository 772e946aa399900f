import { updateProfile } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';
import { refreshAuthUser } from './refresh-auth-user';
import { renameRecipes, staleOwnRecipes } from './rename-own-recipes';
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
  // Read before the profile changes, whose trigger renames them too (rename-own-recipes.ts).
  const stale = await staleOwnRecipes(user.uid, displayName).catch((error: unknown) => ({ error }));
  await saveCookProfile(user, { displayName, photoURL, bio });
  await refreshAuthUser();
  try {
    if ('error' in stale) throw stale.error;
    await renameRecipes(stale, displayName);
    return { renamedRecipes: stale.length, renameError: null };
  } catch (renameError) {
    return { renamedRecipes: 0, renameError };
  }
}
