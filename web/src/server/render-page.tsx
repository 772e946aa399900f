// The pages the functions render per request (functions/src/pages):
// - a recipe page, rendered by the app itself through its real routes, so
//   that the browser takes that HTML over as it is (src/main.tsx hydrates it)
//   instead of building the page again;
// - All Recipes' first page, its cards inside the app's frame, which the app
//   replaces once it runs.
// Either way the first paint already shows the recipe or the cards (and the
// first picture). functions/build.ts bundles this module with React for Node.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Recipe } from '@recipe-book/schema/recipe';
import type { ServedBrowsePage } from '@recipe-book/schema/served-browse-page';
import { AppRoot } from '@/app-root';
import { createAppRouter } from '@/create-app-router';
import { AllRecipesView } from '@/features/recipes/components/all-recipes-view';
import type { ServedData } from '@/router-context';
import { renderFrame } from './render-frame';

/** Nobody is signed in on the server: the browser finds out who is once it has taken over. */
const nobody = async () => null;

/**
 * The tags React writes at the top of its output for the document's head
 * (title, meta, links, the print stylesheet): the functions write the page's
 * head themselves, and in the browser React puts its own there.
 */
const HOISTED = /^(?:<(?:title|style)\b[^>]*>[^<]*<\/(?:title|style)>|<(?:meta|link)\b[^>]*>)+/;

/** The app's markup for `path` (the contents of `#root`), as the browser's first render makes it. */
async function renderApp(path: string, origin: string, served: ServedData): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ auth: { signedInUser: nobody }, origin, served }, history);
  await router.load();
  return renderToString(<AppRoot router={router} />).replace(HOISTED, '');
}

export function renderRecipePage(recipe: Recipe, origin: string): Promise<string> {
  const served = { recipe: (id: string) => (id === recipe.id ? recipe : undefined) };
  return renderApp(`/recipes/${encodeURIComponent(recipe.id)}`, origin, served);
}

const ignore = () => undefined;

/** Newest first, no filter: the total and the cuisines follow once the app runs. */
export function renderAllRecipesFrame(page: ServedBrowsePage): Promise<string> {
  const result = { status: 'success', data: { recipes: page.recipes, page: 1, lastCursor: page.lastCursor } } as const;
  return renderFrame('/allRecipes', <AllRecipesView search={{}} result={result} onFilter={ignore} onView={ignore} />);
}
