// The signed-in cook's public name as their profile (`cooks/{uid}`) holds it:
// the one name the rules accept on what the cook signs (a recipe's or a
// review's displayName, a household's addedBy and checkedBy; firestore.rules,
// isCallersName). A cook without a profile yet (an account made before
// profiles, or a password sign-in that never saved one) gets it here, from the
// account's name, before their first signed write.
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { IMAGE_PATTERN } from '@recipe-book/schema/constants';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import type { Signer } from '@recipe-book/schema/signer';
import { loadFirestore } from './firebase';

/** The account, as far as a profile made from it needs it. */
export interface ProfileUser {
  uid: string;
  displayName: string | null;
  photoURL?: string | null;
}

/** A photo the rules would refuse (not a web address) is left out rather than failing the save. */
export const publicPhotoURL = (photoURL: string | null | undefined): string =>
  photoURL && IMAGE_PATTERN.test(photoURL) ? photoURL : '';

/**
 * The cook as their writes sign: their uid and their profile's name, the
 * profile made first when there is none. Its code (the name's check) is
 * downloaded with the first signed write, not with the pages.
 */
export async function readSigner(user: ProfileUser): Promise<Signer> {
  const [db, { publicDisplayName }] = await Promise.all([loadFirestore(), import('@recipe-book/schema/display-name')]);
  const ref = doc(db, cookProfilePath(user.uid));
  const stored: unknown = (await getDoc(ref)).get('displayName');
  if (typeof stored === 'string') return { uid: user.uid, displayName: stored };
  const displayName = publicDisplayName(user.displayName);
  await setDoc(ref, { displayName, photoURL: publicPhotoURL(user.photoURL), bio: '', memberSince: serverTimestamp() });
  return { uid: user.uid, displayName };
}
