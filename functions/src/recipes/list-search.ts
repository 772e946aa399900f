// `?q=`, `?with=` and `?without=` of GET /recipes, the same as the web app's
// search box: every word typed must start a word of the title or of one of the
// recipe's foods, ignoring case, accents and plurals ("spag" finds "Spaghetti
// Carbonara", "lentils" finds Dal Tadka); the recipe must have every food of
// `with` and none of `without`. Recipes store `searchTokens` (schema/src/search.ts),
// so Firestore answers with one indexed `array-contains` on the query's token;
// what that token cannot say (a third word, a long word, a second wanted food,
// any food to leave out) is checked on the results, within the list's scan
// budget (list-recipes.ts).
import { matchesRecipeSearch, recipeSearch, type RecipeSearch } from '@recipe-book/schema/search';
import type { StoredRecipeDoc } from './collection';

export type ListSearch = RecipeSearch;

export function listSearch(
  q: string | undefined,
  wanted: readonly string[] = [],
  unwanted: readonly string[] = [],
): ListSearch | undefined {
  return recipeSearch(q, wanted, unwanted);
}

/** Whether a recipe the token query returned really matches the search. */
export function matchesListSearch(search: ListSearch | undefined, recipe: StoredRecipeDoc): boolean {
  return !search?.needsCheck || matchesRecipeSearch(recipe, search);
}
