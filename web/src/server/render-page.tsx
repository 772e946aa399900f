// The pages the functions render per request (functions/src/pages): a recipe
// page and All Recipes' first page, rendered by the app itself through its
// real routes, so that the first paint already shows the recipe or the cards
// (and the first picture), and the browser takes that HTML over as it is
// (src/main.tsx hydrates it) instead of building the page again.
// functions/build.ts bundles this module with React for Node.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Recipe } from '@recipe-book/schema/recipe';
import type { ServedBrowsePage } from '@recipe-book/schema/served-browse-page';
import { AppRoot } from '@/app-root';
import { createAppRouter } from '@/create-app-router';
import { serveBrowsePage } from '@/features/recipes/api/take-served-browse-page';
import type { ServedData } from '@/router-context';

/** Nobody is signed in on the server: the browser finds out who is once it has taken over. */
const nobody = async () => null;

/**
 * The tags React writes at the top of its output for the document's head
 * (title, meta, links, the print stylesheet): the functions write the page's
 * head themselves (its picture's preload included), and in the browser React
 * puts its own there.
 */
const HOISTED = /^(?:<(?:title|style)\b[^>]*>[^<]*<\/(?:title|style)>|<(?:meta|link)\b[^>]*>)+/;

const NO_RECIPE: ServedData = { recipe: () => undefined };

/**
 * The app's markup for `path` (the contents of `#root`), as the browser's
 * first render makes it from the same served data: a recipe for its route's
 * loader, All Recipes' first page for the hooks of that page.
 */
async function renderApp(
  path: string,
  origin: string,
  { served = NO_RECIPE, browsePage = null }: { served?: ServedData; browsePage?: ServedBrowsePage | null },
): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ auth: { signedInUser: nobody }, origin, served }, history);
  await router.load();
  serveBrowsePage(browsePage);
  try {
    return renderToString(<AppRoot router={router} />).replace(HOISTED, '');
  } finally {
    serveBrowsePage(null);
  }
}

export function renderRecipePage(recipe: Recipe, origin: string): Promise<string> {
  const served = { recipe: (id: string) => (id === recipe.id ? recipe : undefined) };
  return renderApp(`/recipes/${encodeURIComponent(recipe.id)}`, origin, { served });
}

/** All Recipes' plain address (newest first, no filter, first page) in either view. */
export function renderAllRecipesPage(page: ServedBrowsePage, origin: string, view: 'grid' | 'list'): Promise<string> {
  const path = view === 'list' ? '/allRecipes?view=list' : '/allRecipes';
  return renderApp(path, origin, { browsePage: page });
}
