// A stored collection as the API answers it, fields picked one by one (as
// recipes/serializer.ts does), so nothing unexpected ever leaks into a response.
import { toRecipeResponse } from '../recipes/serializer';
import type { StoredCollectionDoc } from './collection';
import type { ReadableRecipe } from './collection-recipes';
import type { CollectionResponse, CollectionSummary } from './schemas';

export const toCollectionSummary = (id: string, collection: StoredCollectionDoc): CollectionSummary => ({
  id,
  name: collection.name,
  description: collection.description,
  visibility: collection.visibility,
  ownerUid: collection.ownerUid,
  createdAt: collection.createdAt.toDate().toISOString(),
  updatedAt: collection.updatedAt.toDate().toISOString(),
});

export function toCollectionResponse(
  id: string,
  collection: StoredCollectionDoc,
  ownerName: string,
  recipes: readonly ReadableRecipe[],
): CollectionResponse {
  const { ownerUid, ...summary } = toCollectionSummary(id, collection);
  return {
    ...summary,
    owner: { uid: ownerUid, displayName: ownerName },
    recipes: recipes.map(({ id: recipeId, recipe }) => toRecipeResponse(recipeId, recipe)),
  };
}
