// The cook's public profile (cooks/{uid}, schema/src/cook-profile.ts) kept in
// step with the Auth profile: registration, a Google sign-in and the Profile
// page write the name and photo here too, so the public page never shows a
// stale one. `memberSince` is the profile's creation by the server's clock,
// which never changes (the rules refuse any other time, then and later).
import type { User } from 'firebase/auth';
import { doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { loadFirestore } from '@/lib/firebase';
import { publicPhotoURL, readSigner } from '@/lib/public-name';

export interface PublicProfileChanges {
  displayName: string | null;
  photoURL: string | null;
  /** Left out: the stored bio stays (none yet: empty). */
  bio?: string;
}

/**
 * Writes the whole public profile of the signed-in `user`, in a transaction:
 * the backend may create the profile meanwhile (a recipe's trigger,
 * functions/src/cooks/ensure-profile.ts), and a write that read no profile
 * would then change its `memberSince`, which the rules refuse. The
 * transaction reads again and keeps it.
 */
export async function saveCookProfile(user: User, changes: PublicProfileChanges): Promise<void> {
  // The name check (zod) downloads with the first save, not with the pages that save.
  const [db, { publicDisplayName }] = await Promise.all([loadFirestore(), import('@recipe-book/schema/display-name')]);
  const ref = doc(db, cookProfilePath(user.uid));
  await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    const storedBio: unknown = stored.get('bio');
    transaction.set(ref, {
      // The same public name the recipes carry (never anything from the e-mail).
      displayName: publicDisplayName(changes.displayName),
      photoURL: publicPhotoURL(changes.photoURL),
      bio: changes.bio ?? (typeof storedBio === 'string' ? storedBio : ''),
      memberSince: stored.get('memberSince') ?? serverTimestamp(),
    });
  });
}

/** Creates the public profile of a cook who has none yet (an account made before profiles, a Google sign-in). */
export async function ensureCookProfile(user: User): Promise<void> {
  await readSigner(user);
}
