import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { AlertHost } from '@/components/ui/alert-host';
import { Toaster } from '@/components/ui/toaster';
import { dropServedHead } from '@/lib/served-head';
import type { RouterContext } from '@/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Pages without a description of their own keep this one.
  head: () => ({
    meta: [
      { title: 'Recipe Book' },
      { name: 'description', content: 'Recipe Book: browse, share and save recipes from home cooks.' },
    ],
  }),
  component: Root,
  notFoundComponent: () => <NotFoundPage standalone />,
  errorComponent: (props) => <RouteErrorPage {...props} standalone />,
});

function Root() {
  useEffect(dropServedHead, []);
  return (
    <>
      <HeadContent />
      <Outlet />
      <Toaster />
      <AlertHost />
    </>
  );
}
