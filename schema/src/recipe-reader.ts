// What the app's route loaders read, as one interface given to the router in
// its context: the Admin SDK implements it on the server
// (functions/src/pages/admin-recipe-reader.ts), the web SDK in the browser
// (web/src/features/recipes/api/browser-recipe-reader.ts). Both return the
// same plain objects (stored-recipe.ts, listed-recipe.ts), so a page renders
// alike on either side and the browser hydrates what the server rendered.
import type { Cuisine } from './constants';
import type { ListedRecipe } from './listed-recipe';
import type { Recipe } from './recipe';
import type { ListingFilters, ListingQuery, RecipesPage } from './recipe-listing';

export interface RecipeReader {
  /** One recipe, or null when there is none with that id. */
  recipe(id: string): Promise<Recipe | null>;
  /** One page of All Recipes for the URL's filters and position. */
  recipesPage(query: ListingQuery): Promise<RecipesPage>;
  /** How many recipes match the cuisine and search: one count() aggregation. */
  recipeCount(filters: Omit<ListingFilters, 'sort'>): Promise<number>;
  /** The cuisines that have at least one recipe (one `limit(1)` read per cuisine). */
  cuisinesInUse(): Promise<Cuisine[]>;
  /** The most liked recipes, equal counts newest first (as GET /recipes/top/top-liked). */
  topRecipes(count: number): Promise<ListedRecipe[]>;
}
