// Every cook who has a recipe has a public profile (cooks/{uid}): "Shared by …"
// on a recipe page links to /cooks/{uid}. The web app writes the profile when
// someone signs in there, but a cook who only uses the REST API (or whose
// recipe came from an import or a script) never does, so the backend makes
// the missing one from the Auth account: its public name (the recipe's
// name when the account has none usable), its photo when it is a web
// address, no bio, and `memberSince` the account's creation. `create()`
// never overwrites: a profile the cook saved meanwhile wins.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { IMAGE_PATTERN } from '@recipe-book/schema/constants';
import { COOK_PROFILE_LIMITS, cookProfilePath } from '@recipe-book/schema/cook-profile';
import { FALLBACK_DISPLAY_NAME, publicDisplayName } from '@recipe-book/schema/display-name';
import { auth, db } from '../firebase';

/** gRPC ALREADY_EXISTS: `create()` of a document that is there. */
const ALREADY_EXISTS = 6;

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;

/** The account, or undefined when there is none (a seeded or imported cook, a deleted account). */
async function accountOf(uid: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/** What the backend writes for a cook without a profile: never anything from the e-mail address. */
function profileFromAccount(account: UserRecord | undefined, recipeDisplayName: unknown) {
  const accountName = publicDisplayName(account?.displayName);
  const photo = account?.photoURL ?? '';
  const created = account ? new Date(account.metadata.creationTime) : undefined;
  return {
    displayName: accountName === FALLBACK_DISPLAY_NAME ? publicDisplayName(recipeDisplayName) : accountName,
    photoURL: photo.length <= COOK_PROFILE_LIMITS.photoURL.max && IMAGE_PATTERN.test(photo) ? photo : '',
    bio: '',
    memberSince:
      created && !Number.isNaN(created.getTime()) ? Timestamp.fromDate(created) : FieldValue.serverTimestamp(),
  };
}

/**
 * Creates `cooks/{uid}` when it is missing; `recipeDisplayName` is the name
 * the cook's recipe carries. Returns whether it wrote one. Safe to repeat and
 * to run twice at once (a recipe's trigger and the API that wrote it).
 */
export async function ensureCookProfile(uid: string, recipeDisplayName: unknown): Promise<boolean> {
  const ref = db.doc(cookProfilePath(uid));
  if ((await ref.get()).exists) return false;
  try {
    await ref.create(profileFromAccount(await accountOf(uid), recipeDisplayName));
    return true;
  } catch (error) {
    if (codeOf(error) === ALREADY_EXISTS) return false;
    throw error;
  }
}
