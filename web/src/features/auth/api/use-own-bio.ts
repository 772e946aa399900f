// The signed-in cook's bio from their public profile (cooks/{uid}), live: the
// Profile page shows it and its Edit dialog starts from it. Empty when the
// cook has no profile yet. For components inside <WithFirestore>.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';

export function useOwnBio(uid: string): string {
  const { data } = useFirestoreDocData(doc(useFirestore(), cookProfilePath(uid)));
  const bio: unknown = data?.bio;
  return typeof bio === 'string' ? bio : '';
}
