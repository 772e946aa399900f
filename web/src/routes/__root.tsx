import { ClientOnly, createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { dropServedHead } from '@/lib/served-head';
import type { RouterContext } from '@/router-context';

// Toasts and alert dialogs answer what a visitor does, never the first paint:
// they load just after it (and never on the server, whose HTML the app then
// takes over as it is). Their stores are plain modules, so a toast or an
// alert raised before they arrive is shown as soon as they do.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));
const AlertHost = lazy(() => import('@/components/ui/alert-host').then((module) => ({ default: module.AlertHost })));

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
      <ClientOnly>
        <Suspense>
          <Toaster />
          <AlertHost />
        </Suspense>
      </ClientOnly>
    </>
  );
}
