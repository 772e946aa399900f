// GET /allRecipes through the Hosting rewrite: the SPA's HTML with the page's
// own head and, for the plain address (newest first, no filter), its first
// page of recipes, their total and the cuisines in use, so that the app shows
// the cards without starting Firestore, and the first picture is preloaded.
// The page is rendered by the app itself too (page-renderer.ts): the first
// paint shows the cards, and the browser takes the page over as it is.
// Every other address (a filter, a search, a page link) is the plain app, which
// reads what it needs itself.
import { FieldPath } from 'firebase-admin/firestore';
import { newestFirstCursor } from '@recipe-book/schema/browse-cursor';
import { CUISINES, PAGE_SIZE } from '@recipe-book/schema/constants';
import { ALL_RECIPES_HEAD, SITE_NAME } from '@recipe-book/schema/recipe-json-ld';
import {
  listedRecipe,
  SERVED_BROWSE_PAGE_ELEMENT_ID,
  servedBrowsePageJson,
  type ServedBrowsePage,
} from '@recipe-book/schema/served-browse-page';
import { recipesCollection } from '../recipes/collection';
import { appHtml } from './app-html';
import { withHead, type PageHead } from './head-tags';
import { renderAppPage, withAppPage } from './page-renderer';
import type { PageResponse } from './recipe-page';
import { siteOrigin } from './site-origin';

/** The search parameters of All Recipes that choose what it lists (`view` only changes how). */
const LISTING_PARAMS = ['cuisine', 'q', 'sort', 'page', 'after', 'before', 'last'];

// New recipes should appear soon: a minute in browsers, five at the CDN.
const CACHE = 'public, max-age=60, s-maxage=300';

async function firstPage(): Promise<ServedBrowsePage> {
  const recipes = recipesCollection();
  const newest = recipes.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(PAGE_SIZE);
  const [page, count, ...inUse] = await Promise.all([
    newest.get(),
    recipes.count().get(),
    ...CUISINES.map((cuisine) => recipes.where('cuisine', '==', cuisine).limit(1).select().get()),
  ]);
  const last = page.docs.at(-1);
  return {
    recipes: page.docs.map((doc) => listedRecipe({ ...doc.data(), id: doc.id })),
    total: count.data().count,
    cuisines: CUISINES.filter((_, index) => !inUse[index]?.empty),
    lastCursor: last && newestFirstCursor(last.data().createdAt, last.id),
  };
}

function listsSomethingElse(query: Record<string, unknown>): boolean {
  return LISTING_PARAMS.some((param) => query[param] !== undefined);
}

export async function renderAllRecipesPage(query: Record<string, unknown>): Promise<PageResponse> {
  const origin = siteOrigin();
  const head: PageHead = { ...ALL_RECIPES_HEAD, canonicalUrl: `${origin}/allRecipes`, ogType: 'website' };
  const [html, served] = await Promise.all([appHtml(), listsSomethingElse(query) ? undefined : firstPage()]);
  const first = served?.recipes[0];
  if (served) head.appData = { elementId: SERVED_BROWSE_PAGE_ELEMENT_ID, json: servedBrowsePageJson(served) };
  if (first) head.preloadImage = first.image;
  const view = query.view === 'list' ? 'list' : 'grid';
  const page = served && (await renderAppPage((renderer) => renderer.renderAllRecipesPage(served, origin, view)));
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding', 'cache-control': CACHE },
    body: withHead(withAppPage(html, page), head, SITE_NAME),
  };
}
