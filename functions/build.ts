// Bundles the function into lib/index.js. The shared schema (and zod) are
// inlined, so `firebase deploy --only functions` uploads a self-contained
// folder; only the packages in package.json "dependencies" stay external.
//
// First, the app's page renderer (web/src/server/render-page.tsx: the app's
// own components, React and react-dom/server) is built by Vite for Node into
// lib/renderer/, which the page functions import when they render a recipe
// page or All Recipes (functions/src/pages/page-renderer.ts).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { routeTree } from '../web/scripts/route-tree';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const QUIET_LOGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'INEFFECTIVE_DYNAMIC_IMPORT']);
const WEB = fileURLToPath(new URL('../web/', import.meta.url));

await viteBuild({
  root: WEB,
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  // One file for the server: no route is split into chunks of its own.
  plugins: [routeTree({ splitRoutes: false })],
  resolve: { alias: [{ find: '@', replacement: `${WEB}src` }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Everything in one file: the function's dependencies do not include React.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server/render-page.tsx',
    outDir: fileURLToPath(new URL('./lib/renderer', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: { entryFileNames: 'render-page.js' },
      // React's and the router's "use client" mean nothing to a server-only bundle, and
      // neither do the app's lazy imports: everything is in one file anyway.
      onLog: (level, log, handle) => (QUIET_LOGS.has(log.code ?? '') ? undefined : handle(level, log)),
    },
  },
});

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('functions: built lib/index.js and lib/renderer/render-page.js');
