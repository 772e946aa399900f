import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { PageSpinner } from '@/components/ui/spinner';
import { authReady } from '@/features/auth/api/auth-store';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

const context: RouterContext = {
  auth: {
    signedInUser: async () => (await authReady()).user,
  },
};

export const router = createRouter({
  routeTree,
  context,
  defaultPreload: 'intent',
  defaultPendingComponent: () => <PageSpinner />,
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: () => <NotFoundPage />,
  // Unknown URLs get the root's full-page 404, not one inside a layout.
  notFoundMode: 'root',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
