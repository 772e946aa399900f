// The app's router, made the same way in the browser (router.tsx) and on the
// server (server/render-page.tsx), which differ only in history and context.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { PageSpinner } from '@/components/ui/spinner';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: () => <PageSpinner />,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: () => <NotFoundPage />,
    // Unknown URLs get the root's full-page 404, not one inside a layout.
    notFoundMode: 'root',
    // Restored in the browser; the server has no scroll to restore.
    scrollRestoration: typeof window !== 'undefined',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
