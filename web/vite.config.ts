import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { robotsTxt } from './scripts/robots-txt';
import { routeTree } from './scripts/route-tree';

const THEME_COLOR = '#c2410c';
// reactfire's one module imports every Firebase SDK it wraps; the app uses
// Auth and Firestore only. Functions, Storage and Remote Config register
// themselves on import, so the bundler would keep them: declared free of side
// effects, they drop out, as none of their functions is called. The Realtime
// Database cannot drop that way (reactfire's top-level code names its listener
// functions), nor can re2js, which Firestore keeps for pipelines the app never
// runs: both are replaced by the small modules in src/lib/not-bundled/, which
// say why. Together 93 kB (gzip) off every signed-in page (docs/performance.md).
const UNUSED_FIREBASE_SDKS = /[\\/]node_modules[\\/]@firebase[\\/](functions|storage|remote-config)[\\/]/;
const notBundled = (name: string) => fileURLToPath(new URL(`./src/lib/not-bundled/${name}.ts`, import.meta.url));
// Where the dev server sends /api/** (as Hosting's rewrite does): the function `api` in the Functions emulator.
const API_FUNCTION = process.env.DEV_API_FUNCTION_URL ?? 'http://127.0.0.1:5001/demo-recipes/us-central1/api';
// Rolldown's notes that mean nothing for the server bundle: React's and the router's
// "use client", and the app's lazy imports (everything is in one file anyway).
const QUIET_SERVER_LOGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'INEFFECTIVE_DYNAMIC_IMPORT']);

const aliases = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: /^firebase\/database$/, replacement: notBundled('firebase-database') },
  { find: /^re2js$/, replacement: notBundled('re2js') },
];
const resolve: UserConfig['resolve'] = { alias: aliases };
// `npm run bench:browse` builds the browser's app with every Firestore read metered, the app's and reactfire's.
const meteredFirestore = fileURLToPath(new URL('./bench/metered-firestore.ts', import.meta.url));
const browserResolve: UserConfig['resolve'] =
  process.env.VITE_BENCH_READS === 'true'
    ? { alias: [...aliases, { find: /^firebase\/firestore$/, replacement: meteredFirestore }] }
    : resolve;

/**
 * The browser's app: the client build (`vite build`) and the dev server
 * (scripts/dev-server.ts, `npm run dev`), which renders the same routes on the
 * server for every request and serves the modules with hot replacement.
 */
const browserApp: UserConfig = {
  // The router plugin must run before React's so that it can split each route file.
  plugins: [
    routeTree({ splitRoutes: true }),
    react(),
    tailwindcss(),
    robotsTxt(),
    // Our own service worker (src/sw.ts) with the build's file list injected,
    // and the web app manifest that makes the site installable.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/entry-client.tsx after the page has loaded.
      injectRegister: false,
      injectManifest: {
        // Every script, the stylesheet and the icons; pages and pictures are cached as they are shown (src/sw.ts).
        globPatterns: ['**/*.{js,css,webmanifest}', 'favicon.svg', 'icons/*'],
        // A classic script: module service workers are not supported by every browser yet.
        rollupFormat: 'iife',
      },
      manifest: {
        name: 'Recipe Book',
        short_name: 'Recipes',
        description: 'Browse, share and save recipes from home cooks.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fafaf9',
        theme_color: THEME_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
    }),
  ],
  resolve: browserResolve,
  // The dev server only: with no index.html to start from, Vite finds the
  // packages to pre-bundle in the entry and the routes up front, rather than
  // one page at a time (each discovery would reload the open page).
  optimizeDeps: { entries: ['src/entry-client.tsx', 'src/routes/**/*.tsx'] },
  // The dev server only: the REST API is the function's, as behind Hosting (the function sees the path after /api).
  server: {
    proxy: { '/api': { target: API_FUNCTION, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') } },
  },
  // No index.html: every page is rendered by the page function (src/entry-server.tsx),
  // which links the entry and its stylesheet from this build's manifest.
  build: {
    manifest: true,
    // One stylesheet for the whole app, linked in every page's head by the
    // server: a route's own CSS chunk would arrive only with its script, after
    // the first paint (Home's carousel would show its slides stacked first).
    cssCodeSplit: false,
    target: 'es2022',
    rolldownOptions: {
      input: 'src/entry-client.tsx',
      treeshake: { moduleSideEffects: [{ test: UNUSED_FIREBASE_SDKS, sideEffects: false }] },
    },
  },
};

/**
 * The app's server entry (src/entry-server.tsx) for the page function, built
 * for Node by functions/build.ts (`build.ssr` and `build.outDir` are its).
 */
const serverEntry: UserConfig = {
  // One file for the server: no route is split into chunks of its own.
  plugins: [routeTree({ splitRoutes: false })],
  resolve,
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Everything in one file: the function's dependencies do not include React.
  ssr: { noExternal: true },
  build: {
    emptyOutDir: true,
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
      onLog: (level, log, handle) => (QUIET_SERVER_LOGS.has(log.code ?? '') ? undefined : handle(level, log)),
    },
  },
};

// One config for the dev server, the browser's build and the server's build.
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverEntry : browserApp));
