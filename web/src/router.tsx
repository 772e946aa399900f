// The app's router, made by this one factory on the server (entry-server.tsx)
// and in the browser (entry-client.tsx), which differ only in their context and history.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { PageSpinner } from '@/components/ui/spinner';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

/** `history`: the browser's (lib/page-hydration.ts); the server's request handler gives the router its own. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loader data stays fresh for half a minute: hovering a link, then opening it, reads once
    // (a write drops it: lib/use-data-changed.ts).
    defaultPreloadStaleTime: 30_000,
    // Data read earlier is read again before its page shows (Back included), never shown first
    // and replaced: a page never shows an older state than the last one seen.
    defaultStaleReloadMode: 'blocking',
    defaultPendingComponent: () => <PageSpinner />,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: () => <NotFoundPage />,
    // Unknown URLs get the root's full-page 404, not one inside a layout.
    notFoundMode: 'root',
    scrollRestoration: true,
  });
  // A page hydrates as one piece inside the root's Suspense boundary, not route
  // by route, so that its layout can tell when all of it has (lib/page-hydration.ts).
  // Route code is loaded before a route renders, so nothing suspends there.
  for (const route of Object.values(router.routesById)) {
    if (!route.isRoot) route.update({ wrapInSuspense: false });
  }
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
