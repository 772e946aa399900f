// A stored recipe as the API returns it. Fields are picked one by one, so an
// internal field (searchTokens) or anything unexpected never leaks into a response.
// An image stored as a path on the site comes back as a URL on the site, which
// a client on another origin can load; what is stored stays as it is.
import { absoluteImageUrl } from '../http/public-urls';
import type { StoredRecipeDoc } from './collection';
import type { RecipeResponse } from './response-schemas';

export function toRecipeResponse(id: string, recipe: StoredRecipeDoc): RecipeResponse {
  return {
    _id: id,
    title: recipe.title,
    image: absoluteImageUrl(recipe.image),
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    cuisine: recipe.cuisine,
    prepTime: recipe.prepTime,
    categories: recipe.categories,
    likeCount: recipe.likeCount,
    likes: recipe.likeCount,
    wishlistCount: recipe.wishlistCount,
    ownerUid: recipe.ownerUid,
    displayName: recipe.displayName,
    createdAt: recipe.createdAt.toDate().toISOString(),
    updatedAt: recipe.updatedAt.toDate().toISOString(),
  };
}
