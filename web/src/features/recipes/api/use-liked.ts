// Whether `uid` likes the recipe, live (their like document exists).
import { likePath } from '@recipe-book/schema/paths';
import type { Loadable } from '@/lib/firestore-data';
import { useDocExists } from './use-doc-exists';

export function useLiked(recipeId: string, uid: string | null): Loadable<boolean> {
  return useDocExists(uid === null ? null : likePath(recipeId, uid));
}
