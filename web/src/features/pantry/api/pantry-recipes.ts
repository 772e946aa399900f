// "What can I cook?" (GET /api/pantry/recipes, docs/rest-api.md#pantry): public
// recipes that use the pantry's foods, ranked by the API (fewest missing
// first, then most used), each with what it lacks, as many as the API gives
// by default. The server reads the
// pantry itself. The answer is checked by hand rather than with zod (24 kB
// gzip), which the page would otherwise load as it opens.
import { type ApiRecipe, isApiRecipe, type ListedRecipe, listedFromApi } from '@recipe-book/schema/listed-recipe';
import { type AnswerCheck, requestApi } from '@/lib/api-request';

export interface PantryRecipe {
  /** What the recipe card shows. */
  recipe: ListedRecipe;
  /** The foods it needs that the pantry lacks, in ingredient order: empty when the cook has everything. */
  missing: string[];
  /** The foods it needs that the pantry has. */
  used: string[];
}

const isFoods = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((food) => typeof food === 'string');

const isMatch = (value: unknown): value is ApiRecipe & { missing: string[]; used: string[] } =>
  isApiRecipe(value) && isFoods(value.missing) && isFoods(value.used);

const pantryRecipes: AnswerCheck<PantryRecipe[]> = {
  safeParse(body) {
    const recipes: unknown = typeof body === 'object' && body !== null && 'recipes' in body ? body.recipes : undefined;
    if (!Array.isArray(recipes)) return { success: false };
    return {
      success: true,
      data: recipes.filter(isMatch).map((match) => ({
        recipe: listedFromApi(match),
        missing: match.missing,
        used: match.used,
      })),
    };
  },
};

export const listPantryRecipes = (): Promise<PantryRecipe[]> =>
  requestApi('/pantry/recipes', { answer: pantryRecipes });
