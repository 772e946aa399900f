// What the app's route loaders read, as one interface given to the router in
// its context: the Admin SDK implements it on the server
// (functions/src/pages/admin-recipe-reader.ts), the web SDK in the browser
// (web/src/lib/recipes/browser-recipe-reader.ts for recipes,
// web/src/features/reviews/api/browser-review-reader.ts for reviews, joined in
// web/src/entry-client.tsx). Both return the same plain objects
// (stored-recipe.ts, listed-recipe.ts, review-listing.ts), so a page renders
// alike on either side and the browser hydrates what the server rendered.
import type { CookPage } from './cook-profile';
import type { CollectionReader } from './collection-page';
import type { RecipeTotals } from './kept-totals';
import type { ListedRecipe } from './listed-recipe';
import type { Recipe } from './recipe';
import type { ListingQuery, RecipesPage } from './recipe-listing';
import type { ReviewReader } from './review-listing';

/** Everything the loaders read: recipes, their reviews (review-listing.ts) and collections (collection-page.ts). */
export interface RecipeReader extends RecipeReads, ReviewReader, CollectionReader {}

/** What the loaders read of the recipes themselves. */
export interface RecipeReads {
  /** One recipe, or null when there is none with that id. */
  recipe(id: string): Promise<Recipe | null>;
  /** One page of All Recipes for the URL's filters and position (or of one cook's public recipes: `cookUid`). */
  recipesPage(query: ListingQuery): Promise<RecipesPage>;
  /** The kept totals: all recipes and per cuisine (one document). */
  recipeTotals(): Promise<RecipeTotals>;
  /** The most liked recipes, equal counts newest first (as GET /recipes/top/top-liked). */
  topRecipes(count: number): Promise<ListedRecipe[]>;
  /** A cook's public profile with their kept totals, or null when there is no cook with that id. */
  cook(uid: string): Promise<CookPage | null>;
}
