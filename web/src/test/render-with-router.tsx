// Renders a component that uses the router (<Link>, useNavigate, …) inside a memory router at `path`,
// as it is on its page, without the app's route tree: links get their real href, and a click on one
// moves the memory router (`router.state.location`) instead of loading a page.
import { render, type RenderResult } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface RenderedWithRouter extends RenderResult {
  router: AnyRouter;
}

/** `ui` is rendered by the router's root route at `path` (default `/`). Await it: the router loads first. */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/' }: { path?: string } = {},
): Promise<RenderedWithRouter> {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  }) as unknown as AnyRouter;
  await router.load();
  return { ...render(<RouterProvider router={router} />), router };
}
