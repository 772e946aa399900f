// The app's layout (top bar, sidebar, footer) around a page's content as
// static HTML, rendered with react-dom/server through a real router (the top
// bar and sidebar are router links, and the current page's link is marked).
// Used at build time for the frames in index.html and shell.html
// (scripts/prerender-shell.ts). The browser paints it before the JavaScript
// has run; the app then replaces it. (Recipe pages and All Recipes are
// rendered per request by the app itself, which the browser takes over as it
// is: render-page.tsx.)
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppShell } from '@/components/layout/app-shell';

/**
 * Keeps the footer below the fold until the page arrives: a footer in view
 * that the page then pushes down would count as a layout shift.
 */
function PageRoom() {
  return <div className="min-h-dvh" />;
}

/** The frame of the page at `path` with `content` (or nothing yet) in its main area. */
export async function renderFrame(path: string, content: ReactNode): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      // The account corner is empty until the app knows who is signed in, as in the app itself.
      <AppShell signedIn={false} account={<div aria-hidden="true" />}>
        <Outlet />
        <PageRoom />
      </AppShell>
    ),
  });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => content });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
