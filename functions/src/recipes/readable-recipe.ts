// Who may read a recipe through the API (schema/src/visibility.ts, as
// firestore.rules says it for browsers): a private recipe is its author's
// alone, and to anyone else it answers exactly as a recipe that does not exist
// (404), so that no answer hints it is there.
import { canRead } from '@recipe-book/schema/visibility';
import { requireUser } from '../http/auth';
import { recipeNotFound } from '../http/errors';
import type { ApiRequest } from '../http/types';
import type { StoredRecipeDoc } from './collection';

/** The caller's uid when the request carries a token (which must then be valid), else undefined. */
export async function viewerUid(request: ApiRequest): Promise<string | undefined> {
  if (request.headers.authorization === undefined) return undefined;
  return (await requireUser(request)).uid;
}

/** The recipe when `viewer` may read it; a 404 when it is missing or another cook's private one. */
export function readableOrNotFound(
  id: string,
  recipe: StoredRecipeDoc | undefined,
  viewer: string | undefined,
): StoredRecipeDoc {
  if (!recipe || !canRead(recipe, viewer)) throw recipeNotFound(id);
  return recipe;
}
