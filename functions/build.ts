// Bundles the function into lib/index.js. The shared schema (and zod) are
// inlined, so `firebase deploy --only functions` uploads a self-contained
// folder; only the packages in package.json "dependencies" stay external.
//
// First, the app's server entry (web/src/entry-server.tsx: the app's routes,
// React and the router's SSR) is built by Vite for Node into lib/renderer/,
// beside the browser build's manifest, which names the files every page links
// (so web/ is built first: `npm run build`). The page function loads both
// (functions/src/pages/page-renderer.ts).
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { routeTree } from '../web/scripts/route-tree';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const QUIET_LOGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'INEFFECTIVE_DYNAMIC_IMPORT']);
const WEB = fileURLToPath(new URL('../web/', import.meta.url));
const RENDERER = fileURLToPath(new URL('./lib/renderer/', import.meta.url));
// The browser build's folder: web/dist, or another (`npm run bench` builds elsewhere).
const CLIENT_MANIFEST = `${process.env.WEB_DIST ?? `${WEB}dist`}/.vite/manifest.json`;

if (!existsSync(CLIENT_MANIFEST)) {
  console.error(`functions: ${CLIENT_MANIFEST} is missing: build the web app first (npm run build -w web).`);
  process.exit(1);
}

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
    ssr: 'src/entry-server.tsx',
    outDir: RENDERER,
    emptyOutDir: true,
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
      // React's and the router's "use client" mean nothing to a server-only bundle, and
      // neither do the app's lazy imports: everything is in one file anyway.
      onLog: (level, log, handle) => (QUIET_LOGS.has(log.code ?? '') ? undefined : handle(level, log)),
    },
  },
});

copyFileSync(CLIENT_MANIFEST, `${RENDERER}client-manifest.json`);

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
console.log('functions: built lib/index.js and lib/renderer/entry-server.js');
