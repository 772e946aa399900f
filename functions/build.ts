// Builds the function into lib/index.js (bundle-functions.ts says how).
//
// First, the app's server entry (web/src/entry-server.tsx: the app's routes,
// React and the router's SSR) is built by Vite for Node into lib/renderer/,
// with the app's one config (web/vite.config.ts, its server build), beside the
// browser build's manifest, which names the files every page links (so web/
// is built first: `npm run build`). The page function loads both
// (functions/src/pages/page-renderer.ts).
import { copyFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { bundleFunctions } from './bundle-functions';

const WEB = fileURLToPath(new URL('../web/', import.meta.url));
const RENDERER = fileURLToPath(new URL('./lib/renderer/', import.meta.url));
// The browser build's folder: web/dist, or another (`npm run bench` builds elsewhere).
const CLIENT_MANIFEST = `${process.env.WEB_DIST ?? `${WEB}dist`}/.vite/manifest.json`;

if (!existsSync(CLIENT_MANIFEST)) {
  console.error(`functions: ${CLIENT_MANIFEST} is missing: build the web app first (npm run build -w web).`);
  process.exit(1);
}

await viteBuild({ root: WEB, build: { ssr: 'src/entry-server.tsx', outDir: RENDERER } });

copyFileSync(CLIENT_MANIFEST, `${RENDERER}client-manifest.json`);

await bundleFunctions(fileURLToPath(new URL('./lib/index.js', import.meta.url)));
console.log('functions: built lib/index.js and lib/renderer/entry-server.js');
