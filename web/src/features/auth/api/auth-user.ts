// The signed-in user as the app's components and the router context see it: a
// small plain snapshot. Firebase's User is mutated in place by updateProfile,
// so a snapshot taken on every render of the user's latest announcement
// (reactfire's useUser / useSigninCheck) shows a new name at once.
import type { User } from 'firebase/auth';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Sign-in methods of the account, e.g. `password`, `google.com`. */
  providerIds: string[];
}

export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}
