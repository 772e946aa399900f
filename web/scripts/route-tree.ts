// The router plugin writes src/routeTree.gen.ts (not kept in git) from the
// files in src/routes. vite.config.ts uses it for the dev server and the
// browser's build (which split each route into chunks) and for the server
// entry of the function's page renderer (one file, not split).
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export function routeTree({ splitRoutes }: { splitRoutes: boolean }) {
  return tanstackRouter({ target: 'react', autoCodeSplitting: splitRoutes, quoteStyle: 'single' });
}
