import { ClientOnly, createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { ServerUnreachableNotice } from '@/components/layout/server-unreachable-notice';
import { AuthChangeRefresher } from '@/features/auth/components/auth-change-refresher';
import { MARK_PRESSES_BEFORE_HYDRATION } from '@/lib/pressed-early';
import type { RouterContext } from '@/router-context';

// Toasts and alert dialogs answer what a visitor does, never the first paint:
// they load after hydration. Their stores are plain modules, so a toast or an
// alert raised before they arrive is shown as soon as they do.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));
const AlertHost = lazy(() => import('@/components/ui/alert-host').then((module) => ({ default: module.AlertHost })));

const THEME_COLOR = '#c2410c';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Pages without a title or description of their own keep these.
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Recipe Book' },
      { name: 'description', content: 'Recipe Book: browse, share and save recipes from home cooks.' },
      { name: 'theme-color', content: THEME_COLOR },
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      { rel: 'apple-touch-icon', href: '/icons/icon-180.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
    scripts: [{ children: MARK_PRESSES_BEFORE_HYDRATION }],
  }),
  shellComponent: RootDocument,
  component: Root,
  notFoundComponent: () => <NotFoundPage standalone />,
  errorComponent: (props) => <RouteErrorPage {...props} standalone />,
});

/** The HTML document around every page, error and 404 alike. */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body className="bg-stone-50 text-stone-900 antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Root() {
  return (
    <>
      <Outlet />
      <OfflineNotice />
      <ServerUnreachableNotice />
      <ClientOnly>
        <AuthChangeRefresher />
        <Suspense>
          <Toaster />
          <AlertHost />
        </Suspense>
      </ClientOnly>
    </>
  );
}
