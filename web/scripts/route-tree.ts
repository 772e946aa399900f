// The router plugin writes src/routeTree.gen.ts (not kept in git) from the
// files in src/routes. Both builds that import the route tree use it: the
// browser's (vite.config.ts, which also splits each route into chunks) and the
// function's page renderer (functions/build.ts), which on a fresh clone runs
// before the browser's build has ever written the file.
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export function routeTree({ splitRoutes }: { splitRoutes: boolean }) {
  return tanstackRouter({ target: 'react', autoCodeSplitting: splitRoutes, quoteStyle: 'single' });
}
