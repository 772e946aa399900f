// `npm run bench:browse`: All Recipes at 100, 1,000 and 10,000 recipes in
// headless Chromium: the time until the first page of cards is rendered, the
// same for page 3 opened from a shared URL (with its cursor), and the Firestore
// documents each view read. Prints a table and the 10,000 / 100 ratios; exit
// code 1 when the reads' ratio passes 1.5× (the times are for information: see printTable).
//
// Isolated: the recipes go into their own project, `demo-bench` (the emulators
// accept any demo-* id), and the app is built for it into .cache/bench-browse,
// so demo-recipes data is never touched and the bench may run while others
// test. Pages are rendered as deployed, by the app's server entry (built into
// functions/lib by `npm run build`) with the page function's reader, here in
// this process. Reads are counted on both sides: the server's reader meters
// its queries (createAdminRecipeReader), and a bench build of the app
// (VITE_BENCH_READS=true) adds up what the browser reads in
// `window.__recipeReads` (web/src/features/recipes/api/read-meter.ts).
//
// `npm run bench:browse -- --running` uses the emulators already running
// (Auth and Firestore); without it the script starts its own, like bench:api.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium, type Browser } from 'playwright-core';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import { addBenchRecipes, assertLoopback, percentile, withOwnEmulators } from './lib/bench';
import { ROOT } from './lib/emulator-env';
import { run } from './lib/firebase-cli';

const BENCH_PROJECT = 'demo-bench';
const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
process.env.METADATA_SERVER_DETECTION ??= 'none';

const SIZES = [100, 1_000, 10_000] as const;
/** Cold page loads per cell (a fresh browser profile each); the median is printed. */
const RUNS = 5;
const WARM_UP = 3;
const LIMIT = 1.5;
const DIST = join(ROOT, '.cache', 'bench-browse', 'dist');
const SERVER_ENTRY = join(ROOT, 'functions', 'lib', 'renderer', 'entry-server.js');
const DISHES = ['Soup', 'Curry', 'Stew', 'Salad', 'Pie', 'Noodles', 'Tacos', 'Risotto', 'Cake', 'Bread'];
const ADJECTIVES = ['Smoky', 'Spicy', 'Creamy', 'Crispy', 'Garden', 'Lemon', 'Herb', 'Golden', 'Rustic', 'Sweet'];

interface Cell {
  /** ms from navigation start until the 12 cards are rendered. */
  cards: number;
  /** … until the count line and page links are there too (they wait for count()). */
  complete: number;
  documents: number;
  aggregations: number;
}
type Row = { size: number; first: Cell; page3: Cell };

const benchTitle = (i: number) => `${ADJECTIVES[i % 10]} ${DISHES[Math.floor(i / 10) % 10]} No. ${i}`;

/** Empties the bench project only (the emulator's per-project reset). */
async function clearBenchProject(): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${BENCH_PROJECT}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear ${BENCH_PROJECT}: ${response.status}`);
}

/** The SPA built for demo-bench with the read meter on. */
async function buildApp(): Promise<void> {
  const env = {
    ...process.env,
    VITE_FIREBASE_PROJECT_ID: BENCH_PROJECT,
    VITE_USE_EMULATORS: 'true',
    VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
    VITE_AUTH_EMULATOR_HOST: AUTH_HOST,
    VITE_BENCH_READS: 'true',
  };
  const code = await run(
    `cd web && npx vite build --logLevel warn --emptyOutDir --outDir ${JSON.stringify(DIST)}`,
    env,
  );
  if (code !== 0) throw new Error('The bench build of the SPA failed');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** What the server's reader read for the page being loaded (one page at a time). */
const serverReads = { documents: 0, aggregations: 0 };

/** What the bench uses of the app's server entry (web/src/entry-server.tsx). */
interface ServerEntry {
  routerManifest(client: unknown): unknown;
  renderPage(request: Request, context: { recipes: unknown; origin: string; manifest: unknown }): Promise<Response>;
}

/** The build's files as they are; every other path a page rendered by the app's server entry. */
async function serveApp(): Promise<Server> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first.`);
  const entry = (await import(SERVER_ENTRY)) as ServerEntry;
  const manifest = entry.routerManifest(JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')));
  // Imported only now: its Admin SDK set-up takes the bench project from the environment.
  process.env.GCLOUD_PROJECT = BENCH_PROJECT;
  const { createAdminRecipeReader } = await import('../functions/src/pages/admin-recipe-reader');
  const recipes = createAdminRecipeReader(({ documents = 0, aggregations = 0 }) => {
    serverReads.documents += documents;
    serverReads.aggregations += aggregations;
  });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin(server));
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, path);
    if (path !== '/' && file.startsWith(DIST) && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
      return;
    }
    void entry
      .renderPage(new Request(url), { recipes, origin: origin(server), manifest })
      .then(async (page) => {
        response.writeHead(page.status, Object.fromEntries(page.headers));
        response.end(Buffer.from(await page.arrayBuffer()));
      })
      .catch((error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** One cold load of `url` in a fresh profile: when its parts appeared, and what it read. */
async function loadOnce(browser: Browser, url: string): Promise<Cell> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    serverReads.documents = 0;
    serverReads.aggregations = 0;
    await page.goto(url);
    const shownAt = async (condition: string) => {
      await page.waitForFunction(condition, undefined, { polling: 'raf', timeout: 60_000 });
      return Number(await page.evaluate('performance.now()'));
    };
    const cards = await shownAt(`document.querySelectorAll('[data-testid="recipe-card"]').length === ${PAGE_SIZE}`);
    const complete = await shownAt(`document.querySelector('nav[aria-label="Pagination"]') !== null`);
    // Anything the browser's loaders read after hydration counts too (nothing, when the page came with
    // its loader data). The live listener that starts once the page has loaded (one read per card
    // shown, docs/caching.md) keeps a channel open, so the network never goes idle: not waited for.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    const meter = await page.evaluate('JSON.stringify(window.__recipeReads ?? { documents: 0, aggregations: 0 })');
    const inBrowser = JSON.parse(String(meter)) as { documents: number; aggregations: number };
    return {
      cards,
      complete,
      documents: serverReads.documents + inBrowser.documents,
      aggregations: serverReads.aggregations + inBrowser.aggregations,
    };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, url: string): Promise<Cell> {
  // Warm-up loads: the emulator (a JVM) is still settling after a large batch of writes.
  for (let i = 0; i < WARM_UP; i++) await loadOnce(browser, url);
  const cells: Cell[] = [];
  for (let i = 0; i < RUNS; i++) cells.push(await loadOnce(browser, url));
  const mid = (key: keyof Cell) => median(cells.map((cell) => cell[key]));
  return {
    cards: mid('cards'),
    complete: mid('complete'),
    documents: mid('documents'),
    aggregations: mid('aggregations'),
  };
}

/** The shared URL of page 3: page 1, Next, Next, and the address bar as it is then. */
async function page3Url(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/allRecipes`);
    for (const shown of ['13–24', '25–36']) {
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.getByText(`Showing ${shown} of`).waitFor({ timeout: 60_000 });
    }
    return page.url();
  } finally {
    await context.close();
  }
}

function printTable(rows: Row[]): boolean {
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
  const fmt = (c: Cell) => `${ms(c.cards)} ${ms(c.complete)} ${String(c.documents).padStart(4)} + ${c.aggregations}`;
  const heading = 'cards / complete / docs + count()';
  console.log(`\n${'recipes'.padEnd(10)}${`first page: ${heading}`.padEnd(46)}page 3 by shared URL: same`);
  for (const row of rows) {
    console.log(`${row.size.toLocaleString('en-US').padEnd(10)}${fmt(row.first).padEnd(46)}${fmt(row.page3)}`);
  }
  const small = rows[0];
  const large = rows.at(-1);
  if (!small || !large) return false;
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const ratios: [string, number, boolean][] = [];
  for (const [name, key] of [
    ['first page', 'first'],
    ['page 3', 'page3'],
  ] as const) {
    // Informational: the server renders the cards once the page's count() is in, which the
    // emulator answers by scanning every document (production counts from the index).
    ratios.push([`${name}: cards rendered`, ratio(large[key].cards, small[key].cards), false]);
    ratios.push([`${name}: complete`, ratio(large[key].complete, small[key].complete), false]);
    ratios.push([`${name}: documents read`, ratio(large[key].documents, small[key].documents), true]);
  }
  console.log(`\n10,000 / 100 (limit ${LIMIT}×):`);
  for (const [label, value] of ratios)
    console.log(`  ${label.padEnd(30)} ${value.toFixed(2)}×${value > LIMIT ? '  OVER' : ''}`);
  console.log(
    `\nMedian of ${RUNS} cold loads (fresh browser profile, after ${WARM_UP} warm-up loads) per cell, in ms from navigation\n` +
      `start: until the ${PAGE_SIZE} cards are rendered, and until the count line and page links are too\n` +
      '(they wait for the count() of matching recipes). Reads, by the page function and the browser together:\n' +
      'documents returned by queries (the page, and\n' +
      'one per cuisine for the filter) + count() aggregations (production Firestore bills a count() one read\n' +
      'per 1,000 index entries counted). The emulator answers queries by scanning its in-memory documents,\n' +
      "so its times also carry the machine's load; the reads are what production cost follows.\n",
  );
  return ratios.every(([, value, gated]) => !gated || value <= LIMIT);
}

async function benchmark(): Promise<boolean> {
  assertLoopback(`http://${FIRESTORE_HOST}`);
  assertLoopback(`http://${AUTH_HOST}`);
  console.log('[bench] building the SPA for demo-bench…');
  await buildApp();
  const db = getFirestore(initializeApp({ projectId: BENCH_PROJECT }, 'bench-browse'));
  await clearBenchProject();
  const server = await serveApp();
  const site = origin(server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows: Row[] = [];
  try {
    let stored = 0;
    for (const size of SIZES) {
      await addBenchRecipes(db, { from: stored, to: size }, benchTitle, 1_700_000_000);
      stored = size;
      console.log(`[bench] ${size} recipes in ${BENCH_PROJECT}`);
      const first = await measure(browser, `${site}/allRecipes`);
      const page3 = await measure(browser, await page3Url(browser, site));
      rows.push({ size, first, page3 });
    }
  } finally {
    await browser.close();
    server.close();
    await clearBenchProject();
  }
  return printTable(rows);
}

if (process.argv.includes('--running')) {
  await benchmark().then(
    (withinLimit) => {
      if (!withinLimit) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
} else {
  process.exitCode = await withOwnEmulators('bench:browse', 'auth,firestore');
}
