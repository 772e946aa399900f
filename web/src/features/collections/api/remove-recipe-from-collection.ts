// The recipe leaves the collection (the recipe itself stays); the others keep their order.
import { changeRecipeIds } from './change-recipe-ids';
import { withRecipeRemoved } from './recipe-order';

export const removeRecipeFromCollection = (collectionId: string, recipeId: string): Promise<void> =>
  changeRecipeIds(collectionId, (ids) => withRecipeRemoved(ids, recipeId));
