// "Save to collection": the recipe joins the end of the collection, once
// (saving it again changes nothing); a full collection is refused in words
// (CollectionFullError).
import { changeRecipeIds } from './change-recipe-ids';
import { withRecipeAdded } from './recipe-order';

export const addRecipeToCollection = (collectionId: string, recipeId: string): Promise<void> =>
  changeRecipeIds(collectionId, (ids) => withRecipeAdded(ids, recipeId));
