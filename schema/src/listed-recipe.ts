// What a recipe card shows of a recipe: all that a list page (All Recipes,
// Home's top recipes) keeps in its loader data, and so in the HTML.
import type { Recipe } from './recipe';

export type ListedRecipe = Pick<Recipe, 'id' | 'title' | 'image' | 'cuisine' | 'prepTime' | 'likeCount'>;

export function listedRecipe({ id, title, image, cuisine, prepTime, likeCount }: ListedRecipe): ListedRecipe {
  return { id, title, image, cuisine, prepTime, likeCount };
}
