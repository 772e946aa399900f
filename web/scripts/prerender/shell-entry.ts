// Rendered at build time (by ../prerender-shell.ts, in Node): the app's own
// layout components as static HTML, so that index.html paints the page's frame
// before any JavaScript has run or Firebase has said who is signed in. Written
// without JSX because web/tsconfig.json checks scripts/**/*.ts only.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppShell } from '@/components/layout/app-shell';
import { Hero } from '@/features/home/components/hero';

/** Which frame to render: Home (with the hero's first slide) or any other page of the main layout. */
export type ShellKind = 'home' | 'page';

/** Where the signed-in state goes; the app fills it in without moving anything else. */
const accountPlaceholder = createElement('div', { 'aria-hidden': true });

/**
 * Keeps the footer below the fold until the page arrives: a footer in view
 * that the page then pushes down would count as a layout shift.
 */
const pageRoom = createElement('div', { className: 'min-h-dvh' });

function frame(children: ReactNode) {
  return createElement(AppShell, {
    signedIn: false,
    account: accountPlaceholder,
    children: createElement(Fragment, null, children, pageRoom),
  });
}

/** Renders the layout through a real router, since the top bar and sidebar are made of router links. */
export async function renderShell(kind: ShellKind): Promise<string> {
  const rootRoute = createRootRoute({ component: () => frame(createElement(Outlet)) });
  const routeTree = rootRoute.addChildren([
    // The hero's still first slide: what Home shows until its carousel has loaded.
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => createElement(Hero) }),
    createRoute({ getParentRoute: () => rootRoute, path: '/page', component: () => null }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [kind === 'home' ? '/' : '/page'] }),
  });
  await router.load();
  return renderToString(createElement(RouterProvider, { router }));
}
