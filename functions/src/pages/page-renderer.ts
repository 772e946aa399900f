// The app's own page renderer (web/src/server/render-page.tsx: its components
// and react-dom/server), which functions/build.ts builds into lib/renderer/
// beside this bundle. With it a recipe page and All Recipes arrive with their
// content already in the HTML: the first paint shows the recipe or the cards.
// A recipe page is the app's own render, which the browser takes over as it
// is; All Recipes' cards sit in the frame, which the app replaces with the
// same markup once it runs. Loaded on first use; should it fail, the page
// goes out with the plain frame, which the app fills in the browser anyway.
import { logger } from 'firebase-functions';
import type { Recipe } from '@recipe-book/schema/recipe';
import { RENDERED_BY_APP_ATTRIBUTE } from '@recipe-book/schema/rendered-page';
import type { ServedBrowsePage } from '@recipe-book/schema/served-browse-page';

export interface PageRenderer {
  renderRecipePage(recipe: Recipe, origin: string): Promise<string>;
  renderAllRecipesFrame(page: ServedBrowsePage): Promise<string>;
}

// Resolved at run time, next to lib/index.js, so that esbuild leaves the file alone.
const RENDERER_URL = new URL('./renderer/render-page.js', import.meta.url).href;
let renderer: Promise<PageRenderer> | undefined;

/** A page's frame with its content, or undefined (and a warning in the log) when it cannot be rendered. */
export async function renderPageFrame(
  render: (renderer: PageRenderer) => Promise<string>,
): Promise<string | undefined> {
  try {
    renderer ??= import(RENDERER_URL) as Promise<PageRenderer>;
    return await render(await renderer);
  } catch (error) {
    renderer = undefined;
    logger.warn('Could not render the page on the server; it goes out with the plain frame', error);
    return undefined;
  }
}

/** The frame shell.html carries between its markers (web/scripts/prerender-shell.ts). */
const FRAME = /<!--frame-->[\s\S]*<!--\/frame-->/;

/**
 * Puts a page's frame in place of shell.html's generic one. React writes a
 * preload for the page's main picture at the top of its output; the head
 * already has one (PageHead.preloadImage).
 */
export function withPageFrame(html: string, frame: string | undefined): string {
  if (frame === undefined) return html;
  const content = frame.replace(/^(?:<link rel="preload"[^>]*>)+/, '');
  return html.replace(FRAME, () => `<!--frame-->${content}<!--/frame-->`);
}

/** shell.html's `#root` with its still frame (web/scripts/prerender-shell.ts), up to the frame's end. */
const ROOT_WITH_FRAME = /<div id="root"><div inert[^>]*><!--frame-->[\s\S]*<!--\/frame--><\/div>/;

/**
 * Puts the app's own render of a page in `#root`, marked for the browser to
 * take over as it is, and, like the frame, only a picture until it has.
 */
export function withAppPage(html: string, page: string | undefined): string {
  if (page === undefined) return html;
  return html.replace(
    ROOT_WITH_FRAME,
    () => `<div id="root" ${RENDERED_BY_APP_ATTRIBUTE} inert aria-hidden="true">${page}`,
  );
}
