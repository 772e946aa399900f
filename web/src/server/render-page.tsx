// The pages the functions render per request (functions/src/pages): a recipe
// page and All Recipes' first page, inside the app's frame, so that the first
// paint already shows the recipe or the cards (and their first picture) while
// the app starts. functions/build.ts bundles this module with React for Node.
import { recipeUrl } from '@recipe-book/schema/recipe-json-ld';
import type { Recipe } from '@recipe-book/schema/recipe';
import type { ServedBrowsePage } from '@recipe-book/schema/served-browse-page';
import { AllRecipesView } from '@/features/recipes/components/all-recipes-view';
import { RecipeDetail } from '@/features/recipes/components/recipe-detail';
import { renderFrame } from './render-frame';

export function renderRecipeFrame(recipe: Recipe, origin: string): Promise<string> {
  return renderFrame(
    `/recipes/${encodeURIComponent(recipe.id)}`,
    <RecipeDetail recipe={recipe} url={recipeUrl(origin, recipe.id)} />,
  );
}

const ignore = () => undefined;

/** Newest first, no filter: the total and the cuisines follow once the app runs. */
export function renderAllRecipesFrame(page: ServedBrowsePage): Promise<string> {
  const result = { status: 'success', data: { recipes: page.recipes, page: 1, lastCursor: page.lastCursor } } as const;
  return renderFrame('/allRecipes', <AllRecipesView search={{}} result={result} onFilter={ignore} onView={ignore} />);
}
