// The server's entry, and the only module of the app that functions/ may
// import (functions/src/pages/ renders every public page with it): the router
// made by the same factory as the browser's, TanStack Router's request handler
// and its string renderer. The router runs the routes' loaders with the
// reader it is given, renders the whole document (head, body, scripts) and
// dehydrates the loader data into it for the browser to hydrate.
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { RecipeReader } from '@recipe-book/schema/recipe-reader';
import { loadScaler } from '@/features/recipe-page/ingredient-scaler';
import { createAppRouter } from './router';

export type { RecipeReader };

/** The part of Vite's build manifest (`.vite/manifest.json`) that names the browser's files. */
export type ClientManifest = Record<string, { file: string; isEntry?: boolean }>;

type ServerManifest = NonNullable<
  Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>
>;

/**
 * The router's manifest for every page: the browser's entry script and the
 * app's one stylesheet (`cssCodeSplit: false` in vite.config.ts), both on the
 * root route (routes load their own chunks).
 */
export function routerManifest(client: ClientManifest): ServerManifest {
  const entry = Object.values(client).find((chunk) => chunk.isEntry);
  const stylesheet = client['style.css'];
  if (!entry || !stylesheet) throw new Error('The client build manifest has no entry or stylesheet: build web/ first.');
  return {
    routes: {
      __root__: {
        css: [`/${stylesheet.file}`],
        scripts: [{ attrs: { type: 'module', async: true, src: `/${entry.file}` } }],
      },
    },
  };
}

export interface PageContext {
  /** What the loaders read (the Admin SDK). */
  recipes: RecipeReader;
  /** The site's public origin, for canonical and shared links. */
  origin: string;
  manifest: ServerManifest;
}

/** Nobody is signed in on the server: pages for signed-in users render in the browser (`ssr: false`). */
const nobody = async () => null;

/** The page at the request's URL as a full HTML response (a 404 for unknown pages, a redirect where a route says so). */
export async function renderPage(request: Request, { recipes, origin, manifest }: PageContext): Promise<Response> {
  // Code that a browser fetches when it needs it is at hand here before the render, which
  // cannot wait for it: a recipe opened with `?servings=` is rendered scaled.
  await loadScaler();
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ auth: { signedInUser: nobody }, origin, recipes }),
    getRouterManifest: () => manifest,
  });
  return handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
}
