import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { AlertHost } from '@/components/ui/alert-host';
import { Toaster } from '@/components/ui/toaster';
import type { RouterContext } from '@/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Recipe Book' }] }),
  component: Root,
  notFoundComponent: () => <NotFoundPage standalone />,
  errorComponent: (props) => <RouteErrorPage {...props} standalone />,
});

function Root() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <Toaster />
      <AlertHost />
    </>
  );
}
