// Reordering, by dragging or with the keyboard: the recipe goes to position
// `toIndex` (0 is the first) and the others keep their order.
import { changeRecipeIds } from './change-recipe-ids';
import { withRecipeMoved } from './recipe-order';

export const moveRecipeInCollection = (collectionId: string, recipeId: string, toIndex: number): Promise<void> =>
  changeRecipeIds(collectionId, (ids) => withRecipeMoved(ids, recipeId, toIndex));
