// Whether the recipe is on `uid`'s wishlist, live.
import { wishlistPath } from '@recipe-book/schema/paths';
import type { Loadable } from '@/lib/firestore-data';
import { useDocExists } from './use-doc-exists';

export function useWishlisted(recipeId: string, uid: string | null): Loadable<boolean> {
  return useDocExists(uid === null ? null : wishlistPath(uid, recipeId));
}
