// Prints (in kB of 1000 bytes, as Vite does) the home page's first-load JavaScript, gzip-compressed: the entry
// script and modulepreloads of dist/index.html plus everything they import
// statically (from Vite's manifest). Then the same plus the lazy chunks of the
// home route itself, which the router fetches right after start-up.
// `--enforce` exits non-zero when the first figure is over the budget.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
/** Route files whose split chunks render `/` (layout, then page). */
const HOME_ROUTE_FILES = ['src/routes/_main.tsx', 'src/routes/_main/index.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// `--dist <dir>` reads another build folder than web/dist.
const distFlag = process.argv.indexOf('--dist');
const dist =
  distFlag === -1
    ? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
    : resolve(process.argv[distFlag + 1] ?? '');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The chunk files named by index.html: module scripts and modulepreloads. */
function htmlScripts(): string[] {
  const pattern = /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g;
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Adds each manifest key and its static imports, once. */
function collect(keys: string[], seen: Set<string>): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    collect(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1000;
const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);

const entryKeys = htmlScripts().map((file) => keyByFile.get(file) ?? '');
const firstLoad = collect(entryKeys, new Set());
const homeRouteKeys = Object.keys(manifest).filter((key) =>
  HOME_ROUTE_FILES.some((route) => key.startsWith(`${route}?`)),
);
const withRoute = collect(homeRouteKeys, new Set(firstLoad));

const firstLoadKb = total(firstLoad);
console.log(
  `home first-load JS: ${firstLoadKb.toFixed(1)} kB gzip in ${firstLoad.size} files (budget ${BUDGET_KB} kB)` +
    `; with the home route's lazy chunks: ${total(withRoute).toFixed(1)} kB in ${withRoute.size} files`,
);
if (process.argv.includes('--enforce') && firstLoadKb > BUDGET_KB) {
  console.error(`Over budget by ${(firstLoadKb - BUDGET_KB).toFixed(1)} kB.`);
  process.exit(1);
}
