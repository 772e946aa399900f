// A recipe's times in minutes, as the recipe page, its JSON-LD and the REST
// API tell them. Kept apart from recipe.ts so that reading them does not bring
// the schema's validator into the pages that only show a recipe.
import type { RecipeInput } from './recipe';

/** Minutes from the start of the preparation to the table: the prep time and the cook time. */
export function totalTime(recipe: Pick<RecipeInput, 'prepTime' | 'cookTime'>): number {
  return recipe.prepTime + recipe.cookTime;
}
