// `npm run bench:browse`: what a page view costs in Firestore reads, at 100 and
// 10,000 recipes, in headless Chromium: All Recipes' first page, its page 3
// opened from a shared URL (with its cursor), a cuisine, a search, a recipe
// with 500 reviews, each for a visitor and for a signed-in cook, and the
// dashboard of a cook with five recipes. For each: the time until the page's
// content is shown and until it is complete, and the reads Firestore bills for
// the view (schema/src/billed-reads.ts: a document or query result one read
// each, a query at least one, a count() one per 1,000 entries it counted):
// the page's own (its render and its loaders), then what keeps it current
// (web/src/lib/page-freshness.ts): a cook's live listeners, first answers
// included, or one revalidation of a visitor's page through the REST API.
// Exit code 1 when any view's billed reads grow from 100 to 10,000 recipes (the
// times are for information: see printTable).
//
// Isolated: the recipes go into their own project, `demo-bench` (the emulators
// accept any demo-* id), and the app is built for it into .cache/bench-browse,
// so demo-recipes data is never touched and the bench may run while others
// test. Pages are rendered as deployed, by the app's server entry (built into
// functions/lib by `npm run build`) with the page function's reader, here in
// this process. Reads are metered on both sides: the server's reader meters
// its queries (createAdminRecipeReader), and a bench build of the app
// (VITE_BENCH_READS=true) meters every read the browser makes, reactfire's
// listeners included, in `window.__firestoreReads` (web/bench/metered-firestore.ts).
// The REST routes a visitor's pages revalidate through (GET /api/recipes/{id}
// for a recipe, GET /api/recipes?ids= for a list of cards) are answered here
// too, with the API's own serializer and the documents the function reads for
// them, metered.
//
// `npm run bench:browse -- --running` uses the emulators already running
// (Auth and Firestore); without it the script starts its own, like bench:api.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import type { MeteredRead } from '@recipe-book/schema/billed-reads';
import { PAGE_SIZE } from '@recipe-book/schema/constants';
import { recipePath, REVIEWS } from '@recipe-book/schema/paths';
import { ratingAverage } from '@recipe-book/schema/rating';
import { searchQuery } from '@recipe-book/schema/search';
import { canRead } from '@recipe-book/schema/visibility';
import { addBenchRecipes, assertLoopback, benchRecipe, percentile, withOwnEmulators } from './lib/bench';
import { ROOT } from './lib/emulator-env';
import { signedInStorage } from './lib/browser-sign-in';
import { run } from './lib/firebase-cli';
import { setCountedRecipe } from './lib/recipe-totals';

const BENCH_PROJECT = 'demo-bench';
/** The emulators' own project (scripts/lib/firebase-cli.ts starts them with it). */
const AUTH_PROJECT = 'demo-recipes';
const FIRESTORE_HOST = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
process.env.METADATA_SERVER_DETECTION ??= 'none';

// 1,000 too would add minutes on a small machine and nothing to the question: does a view cost more with more recipes?
// `-- --sizes=100` measures fewer (a quick look; the bench's verdict needs two sizes).
const SIZES = (/^--sizes=(.+)$/.exec(process.argv.find((arg) => arg.startsWith('--sizes=')) ?? '')?.[1] ?? '100,10000')
  .split(',')
  .map(Number);
/** Cold page loads per cell (a fresh browser profile each), median printed: the reads are the same every run, the times are for information. */
const RUNS = 1;
const WARM_UP = 1;
const DIST = join(ROOT, '.cache', 'bench-browse', 'dist');
const SERVER_ENTRY = join(ROOT, 'functions', 'lib', 'renderer', 'entry-server.js');
const DISHES = ['Soup', 'Curry', 'Stew', 'Salad', 'Pie', 'Noodles', 'Tacos', 'Risotto', 'Cake', 'Bread'];
const ADJECTIVES = ['Smoky', 'Spicy', 'Creamy', 'Crispy', 'Garden', 'Lemon', 'Herb', 'Golden', 'Rustic', 'Sweet'];

/** The word the search looks up: in every third title, so a page of results at 100 recipes too. */
const SEARCH_WORD = 'garlic';
/** The one search token the views look up: the recipes keep no other (lib/bench.ts `leanSearchFields`). */
const LOOKED_UP: ReadonlySet<string> = new Set([searchQuery(SEARCH_WORD)?.token ?? SEARCH_WORD]);
/** The cook whose dashboard is measured, with a fixed handful of recipes. */
const COOK = { uid: 'bench-cook', email: 'cook@bench.test', password: 'Bench-cook-1', recipes: 5 };
/** The recipe measured with its reviews. */
const REVIEWED = { id: 'bench-reviewed', reviews: 500 };

interface Cell {
  /** ms from navigation start until the page's content is shown (for lists: the cards). */
  shown: number;
  /** … until it is complete (lists: the count line and page links; the dashboard: its numbers). */
  complete: number;
  /** Billed reads of the page itself, on the server and in the browser together. */
  reads: number;
  /** Billed reads of what keeps it current: a cook's listeners (first answers), or one visitor revalidation. */
  keeping: number;
  /** count() aggregations among them. */
  aggregations: number;
}

interface View {
  name: string;
  /** The path, or how to find it (page 3's shared URL). */
  path: (site: string) => Promise<string>;
  shown: string;
  complete: string;
  signedIn?: boolean;
  /** A public page that revalidates through the REST API for a visitor (a recipe, a list of cards). */
  revalidates?: boolean;
}
type Row = { size: number; cells: Cell[] };

const benchTitle = (i: number) =>
  `${ADJECTIVES[i % 10]} ${DISHES[Math.floor(i / 10) % 10]}${i % 3 === 0 ? ' with Garlic' : ''} No. ${i}`;

const cards = `document.querySelectorAll('[data-testid="recipe-card"]').length === ${PAGE_SIZE}`;
const pagination = `document.querySelector('nav[aria-label="Pagination"]') !== null`;
const listView = (name: string, path: string): View => ({
  name,
  path: async (site) => `${site}${path}`,
  shown: cards,
  complete: pagination,
  revalidates: true,
});

/**
 * Where the cook's account lives: the Auth emulator's own project, as the browser's Auth asks the emulator
 * without naming one (the one thing the bench writes outside demo-bench; deleted at the end).
 */
const cookAuth = () =>
  getAuth(
    getApps().find((app) => app.name === 'bench-cook') ?? initializeApp({ projectId: AUTH_PROJECT }, 'bench-cook'),
  );

/** The cook with a fixed handful of recipes, and a recipe with many reviews: the same at every size. */
async function addFixedData(db: Firestore): Promise<void> {
  // Left over by a run that was stopped: replaced.
  await cookAuth()
    .deleteUser(COOK.uid)
    .catch(() => undefined);
  await cookAuth().createUser({
    uid: COOK.uid,
    email: COOK.email,
    password: COOK.password,
    displayName: 'Bench Cook',
  });
  const epoch = 1_600_000_000;
  const batch = db.batch();
  for (let i = 0; i < COOK.recipes; i++) {
    setCountedRecipe(batch, db, `${COOK.uid}-${i}`, {
      ...benchRecipe(i, `Cook Dish No. ${i}`, epoch),
      ownerUid: COOK.uid,
    });
  }
  const ratingOf = (i: number) => 1 + (i % 5);
  const ratingSum = Array.from({ length: REVIEWED.reviews }, (_, i) => ratingOf(i)).reduce((a, b) => a + b, 0);
  const reviewed = {
    ...benchRecipe(0, 'Reviewed Bench Loaf', epoch),
    ratingCount: REVIEWED.reviews,
    ratingSum,
    ratingAverage: ratingAverage(ratingSum, REVIEWED.reviews),
  };
  setCountedRecipe(batch, db, REVIEWED.id, reviewed);
  await batch.commit();
  const reviews = db.batch();
  for (let i = 0; i < REVIEWED.reviews; i++) {
    const createdAt = new Timestamp(epoch + 100 + i, 0);
    reviews.set(db.doc(`${recipePath(REVIEWED.id)}/${REVIEWS}/bench-reviewer-${i}`), {
      rating: ratingOf(i),
      text: 'Made it twice.',
      displayName: `Reviewer ${i}`,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await reviews.commit();
}

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
const serverReads = { reads: 0, aggregations: 0 };

/** What the bench uses of the app's server entry (web/src/entry-server.tsx). */
interface ServerEntry {
  routerManifest(client: unknown): unknown;
  renderPage(request: Request, context: { recipes: unknown; origin: string; manifest: unknown }): Promise<Response>;
}

/** The build's files as they are; every other path a page rendered by the app's server entry. */
async function serveApp(db: Firestore): Promise<Server> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first.`);
  const entry = (await import(SERVER_ENTRY)) as ServerEntry;
  const manifest = entry.routerManifest(JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')));
  // Imported only now: its Admin SDK set-up takes the bench project from the environment.
  process.env.GCLOUD_PROJECT = BENCH_PROJECT;
  const { createAdminRecipeReader } = await import('../functions/src/pages/admin-recipe-reader');
  const recipes = createAdminRecipeReader(({ reads, aggregation }: MeteredRead) => {
    serverReads.reads += reads;
    if (aggregation) serverReads.aggregations += 1;
  });
  const { toRecipeResponse } = await import('../functions/src/recipes/serializer');
  /** GET /api/recipes/{id} for a visitor, as the function answers it: one document read. */
  const apiRecipe = async (id: string) => {
    const snapshot = await db.doc(recipePath(id)).get();
    serverReads.reads += 1;
    const recipe = snapshot.data() as Parameters<typeof toRecipeResponse>[1] | undefined;
    if (!recipe || !canRead(recipe, undefined)) return { status: 404, body: { error: { code: 'not-found' } } };
    return { status: 200, body: toRecipeResponse(id, recipe) };
  };
  /** GET /api/recipes?ids= for a visitor's list of cards, as the function answers it: one read per id. */
  const apiListed = async (ids: string[]) => {
    const snapshots = ids.length === 0 ? [] : await db.getAll(...ids.map((id) => db.doc(recipePath(id))));
    serverReads.reads += ids.length;
    const readable = snapshots.flatMap((snapshot) => {
      const recipe = snapshot.data() as Parameters<typeof toRecipeResponse>[1] | undefined;
      return recipe && recipe.visibility === 'public' ? [toRecipeResponse(snapshot.id, recipe)] : [];
    });
    return { status: 200, body: readable };
  };
  const answer = (response: ServerResponse, { status, body }: { status: number; body: unknown }) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'public, no-cache' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin(server));
    const apiId = /^\/api\/recipes\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (apiId) {
      void apiRecipe(apiId).then((result) => answer(response, result));
      return;
    }
    const ids = url.pathname === '/api/recipes' ? url.searchParams.get('ids') : null;
    if (ids !== null) {
      void apiListed(ids.split(',').filter(Boolean)).then((result) => answer(response, result));
      return;
    }
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

/** The hidden→visible switch of web/src/lib/page-freshness.ts (headless Chromium keeps pages visible). */
const SWITCH_AWAY_AND_BACK = `
  for (const state of ['hidden', 'visible']) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }
`;

type Meter = { reads: number; aggregations: number };
const METER = 'JSON.stringify(window.__firestoreReads ?? { reads: 0, aggregations: 0, waiting: 0 })';

/**
 * The browser's reads once every listener open has had its first answer and nothing more was read for
 * `quietMs` (the page's followers, which start after the idle callback, have then opened and answered).
 */
async function settledReads(page: Page, quietMs = 0): Promise<Meter> {
  const read = async () => JSON.parse(String(await page.evaluate(METER))) as Meter & { waiting: number };
  let last = await read();
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (last.waiting === 0 && quietMs === 0) return last;
    await page.waitForTimeout(Math.max(quietMs, 100));
    const now = await read();
    if (now.waiting === 0 && now.reads === last.reads) return now;
    last = now;
  }
  throw new Error(`Listeners still waiting for their first answer after 60 s: ${JSON.stringify(last)}`);
}

/** One cold load of `url` in a fresh profile: when its parts appeared, and what it read. */
async function loadOnce(browser: Browser, url: string, view: View, state: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    storageState: view.signedIn ? state : undefined,
  });
  try {
    const page = await context.newPage();
    serverReads.reads = 0;
    serverReads.aggregations = 0;
    await page.goto(url);
    const shownAt = async (condition: string) => {
      await page.waitForFunction(condition, undefined, { polling: 'raf', timeout: 60_000 });
      return Number(await page.evaluate('performance.now()'));
    };
    const shown = await shownAt(view.shown);
    const complete = await shownAt(view.complete);
    // What the browser reads counts too: loaders after hydration (nothing, when the page came with its
    // loader data) and the listeners open once the page has loaded and the browser is idle, after their
    // first answers (the dashboard's, and a signed-in cook's live followers on public pages).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.evaluate('new Promise((done) => requestIdleCallback(() => setTimeout(done, 300), { timeout: 3000 }))');
    const own = await settledReads(page);
    const ownReads = serverReads.reads;
    let keeping = 0;
    if (view.revalidates && !view.signedIn) {
      // A visitor's page keeps current by reading again: what one revalidation reads (its tab shown again).
      const answered = page.waitForResponse((response) => response.url().includes('/api/'), { timeout: 60_000 });
      await page.evaluate(SWITCH_AWAY_AND_BACK);
      await answered;
      keeping = serverReads.reads - ownReads;
    } else if (view.signedIn) {
      // The followers start after the idle callback: wait until they have opened and had their first answers.
      const live = await settledReads(page, 1_500);
      keeping = live.reads - own.reads;
    }
    const inBrowser = own;
    return {
      shown,
      complete,
      reads: ownReads + inBrowser.reads,
      keeping,
      aggregations: serverReads.aggregations + inBrowser.aggregations,
    };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, site: string, view: View, state: BrowserContextOptions['storageState']) {
  const url = await view.path(site);
  // Warm-up loads: the emulator (a JVM) is still settling after a large batch of writes.
  for (let i = 0; i < WARM_UP; i++) await loadOnce(browser, url, view, state);
  const cells: Cell[] = [];
  for (let i = 0; i < RUNS; i++) cells.push(await loadOnce(browser, url, view, state));
  const mid = (key: keyof Cell) => median(cells.map((cell) => cell[key]));
  return {
    shown: mid('shown'),
    complete: mid('complete'),
    reads: mid('reads'),
    keeping: mid('keeping'),
    aggregations: mid('aggregations'),
  };
}

/** The shared URL of page 3: page 1, Next, Next, and the address bar as it is then. */
async function page3Url(browser: Browser, site: string): Promise<string> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${site}/allRecipes`);
    for (const shown of ['13–24', '25–36']) {
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.getByText(`Showing ${shown} of`).waitFor({ timeout: 60_000 });
    }
    return page.url();
  } finally {
    await context.close();
  }
}

function printTable(views: readonly View[], rows: Row[]): boolean {
  const small = rows[0];
  const large = rows.at(-1);
  if (!small || !large) return false;
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
  const reads = (c: Cell) => `${c.reads}${c.aggregations ? ` (${c.aggregations} count())` : ''}`.padStart(8);
  const fmt = (c: Cell) => `${ms(c.shown)} ${ms(c.complete)} ${reads(c)} ${String(c.keeping).padStart(8)}`;
  const total = (c: Cell | undefined) => (c ? c.reads + c.keeping : 0);
  const sizes = rows.map((row) => `${row.size.toLocaleString('en-US')} recipes`.padEnd(44)).join('');
  console.log(`\n${''.padEnd(34)}${sizes}`);
  console.log(`${'view'.padEnd(34)}${rows.map(() => '   shown complete    reads  current    ').join('')}`);
  let flat = true;
  views.forEach((view, i) => {
    const grows = total(large.cells[i]) > total(small.cells[i]);
    if (grows) flat = false;
    const line = rows.map((row) => (row.cells[i] ? fmt(row.cells[i]) : '').padEnd(44)).join('');
    console.log(`${view.name.padEnd(34)}${line}${grows ? 'GROWS' : ''}`);
  });
  console.log(
    `\nMedian of ${RUNS} cold loads (fresh browser profile, after ${WARM_UP} warm-up loads) per cell, in ms from navigation\n` +
      `start: until the page's content is shown (lists: the ${PAGE_SIZE} cards; a recipe: its rating summary; the\n` +
      "dashboard: the cook's recipes) and until it is complete (lists: the count line and page links; a recipe:\n" +
      'hydrated; the dashboard: Total Recipes). Views without ", cook" are a visitor\'s (nobody signed in).\n' +
      'reads: what Firestore bills for the page itself, by the page function and the browser together.\n' +
      "current: what keeping it current bills: for a cook, the live listeners' first answers (each later change\n" +
      'bills one read per listener on it); for a visitor, one revalidation through the REST API (its tab shown\n' +
      'again, and each minute while visible).\n' +
      'A document or query result one read each, a query at least one, a count() one per 1,000 index entries\n' +
      "(at least one). The browser meters its reads itself, reactfire's listeners included\n" +
      '(web/bench/metered-firestore.ts). The emulator answers queries by scanning its in-memory documents,\n' +
      "so its times also carry the machine's load; the reads are what production cost follows, and must not\n" +
      'grow with the recipes (exit code 1 if one does).\n',
  );
  return flat;
}

async function benchmark(): Promise<boolean> {
  assertLoopback(`http://${FIRESTORE_HOST}`);
  assertLoopback(`http://${AUTH_HOST}`);
  console.log('[bench] building the SPA for demo-bench…');
  await buildApp();
  const db = getFirestore(initializeApp({ projectId: BENCH_PROJECT }, 'bench-browse'));
  await clearBenchProject();
  const server = await serveApp(db);
  const site = origin(server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const recipe: View = {
    name: `Recipe, ${REVIEWED.reviews} reviews`,
    path: async (at) => `${at}/recipes/${REVIEWED.id}`,
    shown: `document.querySelector('[data-testid="rating-summary"]') !== null`,
    complete: `document.documentElement.hasAttribute('data-hydrated')`,
    revalidates: true,
  };
  const publicViews: View[] = [
    listView('All Recipes, first page', '/allRecipes'),
    { ...listView('All Recipes, page 3 (URL)', ''), path: (at) => page3Url(browser, at) },
    listView('Cuisine (Italian)', '/allRecipes?cuisine=Italian'),
    listView(`Search (${SEARCH_WORD})`, `/allRecipes?q=${SEARCH_WORD}`),
    recipe,
  ];
  const views: View[] = [
    ...publicViews,
    ...publicViews.map((view) => ({ ...view, name: `${view.name}, cook`, signedIn: true })),
    {
      name: `Dashboard (${COOK.recipes} recipes)`,
      path: async (at) => `${at}/dashboard`,
      shown: `document.body.textContent.includes('Cook Dish No. 0')`,
      complete: `/\\d/.test(document.querySelector('[data-testid="count-total"]')?.textContent ?? '')`,
      signedIn: true,
    },
  ];
  const rows: Row[] = [];
  try {
    await addFixedData(db);
    const state = await signedInStorage(browser, site, COOK);
    let stored = 0;
    for (const size of SIZES) {
      await addBenchRecipes(db, { from: stored, to: size }, benchTitle, 1_700_000_000, LOOKED_UP);
      stored = size;
      console.log(`[bench] ${size} recipes in ${BENCH_PROJECT}`);
      const cells: Cell[] = [];
      for (const view of views) {
        console.log(`[bench]   ${view.name}…`);
        cells.push(await measure(browser, site, view, state));
      }
      rows.push({ size, cells });
    }
  } finally {
    await browser.close();
    server.close();
    await clearBenchProject();
    await cookAuth()
      .deleteUser(COOK.uid)
      .catch(() => undefined);
  }
  return printTable(views, rows);
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
