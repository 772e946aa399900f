import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
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
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^firebase\/database$/, replacement: notBundled('firebase-database') },
      { find: /^re2js$/, replacement: notBundled('re2js') },
    ],
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
});
