// The app's own page renderer (web/src/server/render-page.tsx: its routes,
// components and react-dom/server), which functions/build.ts builds into
// lib/renderer/ beside this bundle. With it a recipe page and All Recipes
// arrive with their content already in the HTML: the first paint shows the
// recipe or the cards, and the browser takes that HTML over as it is. Loaded
// on first use; should it fail, the page goes out with the plain frame, which
// the app fills in the browser anyway.
import { logger } from 'firebase-functions';
import type { Recipe } from '@recipe-book/schema/recipe';
import { renderedRoot } from '@recipe-book/schema/rendered-page';
import type { ServedBrowsePage } from '@recipe-book/schema/served-browse-page';

export interface PageRenderer {
  renderRecipePage(recipe: Recipe, origin: string): Promise<string>;
  renderAllRecipesPage(page: ServedBrowsePage, origin: string, view: 'grid' | 'list'): Promise<string>;
}

// Resolved at run time, next to lib/index.js, so that esbuild leaves the file alone.
const RENDERER_URL = new URL('./renderer/render-page.js', import.meta.url).href;
let renderer: Promise<PageRenderer> | undefined;

/** A page's markup (the contents of `#root`), or undefined (and a warning in the log) when it cannot be rendered. */
export async function renderAppPage(render: (renderer: PageRenderer) => Promise<string>): Promise<string | undefined> {
  try {
    renderer ??= import(RENDERER_URL) as Promise<PageRenderer>;
    return await render(await renderer);
  } catch (error) {
    renderer = undefined;
    logger.warn('Could not render the page on the server; it goes out with the plain frame', error);
    return undefined;
  }
}

/** shell.html's `#root` with its still frame (web/scripts/prerender-shell.ts). */
const ROOT_WITH_FRAME = /<div id="root"><div inert[^>]*><!--frame-->[\s\S]*<!--\/frame--><\/div><\/div>/;

/** Puts the app's own render of a page in place of `#root`, to be taken over as it is. */
export function withAppPage(html: string, page: string | undefined): string {
  if (page === undefined) return html;
  return html.replace(ROOT_WITH_FRAME, () => renderedRoot(page));
}
