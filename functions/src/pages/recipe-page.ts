// GET /recipes/{id} through the Hosting rewrite: the SPA's HTML with that
// recipe's head already in it, for link previews and crawlers that run no
// JavaScript, and the recipe itself rendered into the page (page-renderer.ts),
// so that the first paint shows it. In the browser the SPA starts from the same
// HTML and takes it over as it is (hydrates it), from the recipe carried in the page as JSON
// (no Firestore read first); its picture, preloaded here, is already there.
import {
  SITE_NAME,
  absoluteUrl,
  jsonLdText,
  recipeDescription,
  recipeJsonLd,
  recipePageTitle,
  recipeUrl,
} from '@recipe-book/schema/recipe-json-ld';
import { SERVED_RECIPE_ELEMENT_ID, servedRecipeJson } from '@recipe-book/schema/served-recipe';
import { recipeRef } from '../recipes/collection';
import { isDocumentId } from '../recipes/recipe-id';
import type { Recipe } from '@recipe-book/schema/recipe';
import { appHtml } from './app-html';
import { withHead, type PageHead } from './head-tags';
import { renderAppPage, withAppPage } from './page-renderer';
import { siteOrigin } from './site-origin';

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

// Browsers revalidate after 5 minutes; the CDN keeps a page for 10, so an
// edited recipe reaches previews within minutes while popular pages rarely
// wake the function. A missing id is cached briefly: it may be created soon.
const FOUND_CACHE = 'public, max-age=300, s-maxage=600';
const MISSING_CACHE = 'public, max-age=60, s-maxage=60';

const NOT_FOUND_HEAD: PageHead = {
  title: `Recipe not found | ${SITE_NAME}`,
  description: 'This recipe does not exist or was deleted. Browse all recipes on Recipe Book.',
  ogType: 'website',
  noindex: true,
};

/** The id in `/recipes/{id}` (Hosting passes the whole path; the function URL may add its own prefix). */
export function recipeIdFromPath(path: string): string | undefined {
  const match = /\/recipes\/([^/?#]+)\/?$/.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

async function findRecipe(id: string): Promise<Recipe | undefined> {
  if (!isDocumentId(id)) return undefined;
  const snapshot = await recipeRef(id).get();
  const stored = snapshot.data();
  if (!stored) return undefined;
  return { ...stored, id, createdAt: stored.createdAt.toDate(), updatedAt: stored.updatedAt.toDate() };
}

function recipeHead(recipe: Recipe, origin: string): PageHead {
  return {
    title: recipePageTitle(recipe),
    description: recipeDescription(recipe),
    canonicalUrl: recipeUrl(origin, recipe.id),
    imageUrl: absoluteUrl(origin, recipe.image),
    ogType: 'article',
    jsonLd: jsonLdText(recipeJsonLd(origin, recipe)),
    preloadImage: recipe.image,
    appData: { elementId: SERVED_RECIPE_ELEMENT_ID, json: servedRecipeJson(recipe) },
  };
}

export async function renderRecipePage(path: string): Promise<PageResponse> {
  const id = recipeIdFromPath(path);
  const [recipe, html] = await Promise.all([id === undefined ? undefined : findRecipe(id), appHtml()]);
  const headers = { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding' };
  if (!recipe) {
    // Still the app: a person sees the SPA's own "not found" page with its way back.
    return {
      status: 404,
      headers: { ...headers, 'cache-control': MISSING_CACHE },
      body: withHead(html, NOT_FOUND_HEAD, SITE_NAME),
    };
  }
  const origin = siteOrigin();
  const page = await renderAppPage((renderer) => renderer.renderRecipePage(recipe, origin));
  const head = recipeHead(recipe, origin);
  // The app's own render carries the JSON-LD in the page (where the app keeps
  // it); only the plain frame needs it in the head.
  if (page !== undefined) delete head.jsonLd;
  return {
    status: 200,
    headers: { ...headers, 'cache-control': FOUND_CACHE },
    body: withHead(withAppPage(html, page), head, SITE_NAME),
  };
}
