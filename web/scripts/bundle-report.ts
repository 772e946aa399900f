// First-load JavaScript of a build, gzip-compressed, in kB of 1000 bytes (as
// Vite prints): the browser's entry script (src/entry-client.tsx) and what it
// imports statically (from Vite's manifest), and for each page the same plus
// the lazy chunks of its route files (layouts, then the page) that the router
// fetches before it hydrates the page. A signed-in page also counts
// what it always fetches once it is on screen: Firebase Auth, reactfire and
// Firestore (SIGNED_IN_LAZY_CHUNKS). Like the public pages' figure, it leaves
// out the root's toasts and alerts, which every page fetches after hydration
// (about 4 kB), and what a page fetches on use (the unit conversion for lines
// in other units): `npm run bench` measures each page in the browser with them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;
export const SIGNED_IN_BUDGET_KB = 300;

/**
 * Signed-in pages that edit (a form with its checks, the shopping list converting units, the pantry's add and
 * its shopping-list moves; Settings, whose
 * every section writes: the token form and the household's name form with their checks, the household's
 * invitations, the calendar feed): until their scripts are idle, `npm run bench` holds them to
 * EDITING_IDLE_BUDGET_KB rather than SIGNED_IN_BUDGET_KB. Their first load stays within
 * SIGNED_IN_BUDGET_KB, which the build enforces.
 */
export const EDITING_ROUTES: ReadonlySet<string> = new Set(['/addRecipe', '/pantry', '/settings', '/shoppingList']);
export const EDITING_IDLE_BUDGET_KB = 330;

/**
 * Lazy chunks (Vite's chunk names, from the modules' file names) that every
 * signed-in page fetches after its first render, with their static imports:
 * Auth (lib/firebase-auth.ts) says who is signed in, and reactfire's
 * providers (lib/reactfire-scopes.tsx) and the Firestore SDK
 * (lib/firestore-sdk.ts) read the cook's data.
 */
export const SIGNED_IN_LAZY_CHUNKS = ['firebase-auth', 'reactfire-scopes', 'firestore-sdk'];

/**
 * A route's error and not-found components: the router fetches their chunks
 * only when the page shows one (before hydration it fetches the component and
 * the pending component alone), so a page's first load leaves them out.
 */
const SHOWN_ON_DEMAND = /[?&]tsr-split=(errorComponent|notFoundComponent)\b/;

/**
 * Pages a visitor opens, held to the budget. Signed-in pages load reactfire,
 * and with it Firestore, by design; Login and Register download Firebase Auth
 * and zod once the visitor starts on the form (lib/lazy-action.ts).
 */
export const PUBLIC_ROUTES = new Set([
  '/',
  '/allRecipes',
  '/recipes/$id',
  '/blog/$id',
  '/cooks/$uid',
  '/collections/$id',
  '/aboutUs',
  '/login',
  '/register',
]);

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteFigure {
  /** The URL pattern, e.g. `/recipes/$id`. */
  route: string;
  /** A page under the `_auth` layout, held to SIGNED_IN_BUDGET_KB. */
  signedIn: boolean;
  kb: number;
  files: number;
}

export interface BundleReport {
  /** The entry script and its static imports: what every page loads first. */
  entry: RouteFigure;
  routes: RouteFigure[];
}

/** `_main/_auth/addRecipe.tsx` → `/addRecipe`; pathless layouts (`_x`) and `index` add nothing. */
function urlOf(routeFile: string): string {
  const segments = routeFile
    .replace(/\.tsx$/, '')
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/** Route files that render a page: the page and every layout file above it. */
function routeFileChains(routesDir: string): Map<string, string[]> {
  const files = (readdirSync(routesDir, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'));
  const layouts = new Set(files.filter((file) => files.some((other) => other.startsWith(file.replace(/\.tsx$/, '/')))));
  const chains = new Map<string, string[]>();
  for (const page of files.filter((file) => !layouts.has(file))) {
    const parts = page.split('/');
    const parents = parts.slice(0, -1).map((_, index) => `${parts.slice(0, index + 1).join('/')}.tsx`);
    chains.set(
      urlOf(page),
      [...parents.filter((parent) => layouts.has(parent)), page].map((file) => `src/routes/${file}`),
    );
  }
  return chains;
}

export function bundleReport(webDir: string, dist: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipKb = (key: string) => {
    const file = manifest[key]?.file ?? '';
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length / 1000);
    return sizes.get(file) ?? 0;
  };

  /** Adds each manifest key and its static imports, once. */
  const collect = (keys: string[], seen: Set<string>): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      collect(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const figure = (route: string, keys: Set<string>, signedIn = false): RouteFigure => ({
    route,
    signedIn,
    kb: [...keys].reduce((sum, key) => sum + gzipKb(key), 0),
    files: keys.size,
  });

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${shown(dist)}: Vite's manifest has no entry`);
  const firstLoad = collect([entry], new Set());
  const signedInLazy = SIGNED_IN_LAZY_CHUNKS.map((name) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === name);
    // A renamed module must not quietly leave the signed-in figure smaller than what the pages load.
    if (!key) throw new Error(`${shown(dist)}: Vite's manifest has no chunk named ${name} (SIGNED_IN_LAZY_CHUNKS)`);
    return key;
  });

  const routes = [...routeFileChains(join(webDir, 'src', 'routes'))].map(([route, chain]) => {
    // The router plugin splits a route file into chunks keyed `<file>?tsr-split=…`.
    const keys = Object.keys(manifest).filter(
      (key) => chain.some((file) => key.startsWith(`${file}?`)) && !SHOWN_ON_DEMAND.test(key),
    );
    const signedIn = chain.some((file) => file.endsWith('/_auth.tsx'));
    return figure(route, collect(signedIn ? [...keys, ...signedInLazy] : keys, new Set(firstLoad)), signedIn);
  });
  routes.sort((a, b) => a.route.localeCompare(b.route));
  return { entry: figure('(every page)', firstLoad), routes };
}

/** For messages: a path relative to the current folder. */
export const shown = (path: string) => relative(process.cwd(), path) || '.';
