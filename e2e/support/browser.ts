// The suite's one Chromium (playwright-core driving Debian's chromium, started
// by support/shared-chromium.ts), with the app's base URL, an offline-safe
// network and screenshot/error helpers.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args';
import { CHROMIUM_PATH, OFFLINE_RESOLVER } from './shared-chromium';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/** The one phone size of the browser tests: the narrowest in common use. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The one timeout for a journey that signs in, writes and reads back across pages on this busy 2-core machine. */
export const SLOW = { timeout: 120_000 } as const;
/**
 * How long a test waits for another browser's change to show on an open page,
 * without a reload. The product's promise (within 2 s) is a speed target, so a
 * bench measures it; a test under a loaded CI machine proves only that the page
 * follows, and a 2 s timeout there failed full runs while the page did follow.
 */
export const LIVE = { timeout: 15_000 } as const;
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');
const GOOGLE_API_STUB = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'google-api-stub.js'), 'utf8');

/**
 * A connection to the suite's Chromium; its close() closes the contexts made
 * through it and leaves the browser to the next file. Outside the e2e project
 * (no shared browser provided) a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, OFFLINE_RESOLVER] });
}

// Recipes open in the units of the browser's language (lib/units/units-choice.ts).
// Tests about anything else read every line as their recipe writes it: their
// profiles start with "As written" chosen, unless the test picks a language.
const UNITS_AS_WRITTEN = `
  try {
    if (localStorage.getItem('recipe-book:units') === null) localStorage.setItem('recipe-book:units', 'asWritten');
  } catch {}
`;

/**
 * A fresh profile (no signed-in user) at the given size. Without a `locale`,
 * recipes show as written (UNITS_AS_WRITTEN). Outside hosts fail at once by
 * the browser's own resolver (OFFLINE_RESOLVER in support/shared-chromium.ts),
 * so no request waits for a network this machine does not have, and none goes
 * through Playwright's request interception, which would pause every request
 * of every page for a round trip to the test.
 */
export async function newContext(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  /**
   * E.g. `timezoneId`: the context's clock in another time zone; `locale`: the browser's language;
   * `storageState`: a signed-in cook's saved storage (support/sign-in.ts); `serviceWorkers: 'allow'`:
   * the app's service worker installs (offline tests).
   */
  options: Pick<BrowserContextOptions, 'timezoneId' | 'locale' | 'storageState' | 'serviceWorkers'> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport,
    reducedMotion: 'reduce',
    // The service worker precaches every script of the build in each new profile: only the tests of
    // what it does (offline, installable) let it in, with `serviceWorkers: 'allow'`.
    serviceWorkers: 'block',
    ...options,
  });
  if (options.locale === undefined) await context.addInitScript(UNITS_AS_WRITTEN);
  return context;
}

/**
 * Answers Google's api.js, which the Auth SDK loads for a Google sign-in popup, with the local
 * stand-in (support/google-api-stub.js): the real one is on the internet.
 */
export async function answerGoogleApiScript(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GOOGLE_API_STUB }),
  );
}

// Some Chromium versions, and phones on a captive Wi-Fi, keep saying "online"
// with no network: navigator.onLine stays true and no online/offline event
// arrives. Installed before any script of the page, this makes every page of
// the context behave so, whatever the network does.
const ALWAYS_ONLINE = `
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  for (const type of ['online', 'offline']) {
    window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
  }
`;

/** From now on the context's pages believe they are online, whatever the network does (see ALWAYS_ONLINE). */
export async function claimOnlineThroughout(context: BrowserContext): Promise<void> {
  await context.addInitScript(ALWAYS_ONLINE);
}

// Where the built app finds Firestore: the emulator the run started.
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const isFirestore = (url: URL) => url.host === FIRESTORE_HOST;

/** From now on the context's requests to Firestore fail as they do when its server is out of reach. */
export async function cutOffFirestore(context: BrowserContext): Promise<void> {
  await context.route(isFirestore, (route) => route.abort('connectionrefused'));
}

/**
 * Undoes cutOffFirestore and tells the context's pages that the network is back (the window's
 * `online` event, as a browser fires when its connection returns): the SDK restarts its streams at
 * once on that event. Without it, it waits out a retry backoff that grew while it was cut off,
 * over two minutes on a busy machine, and a test would measure the backoff rather than the page.
 */
export async function reconnectFirestore(context: BrowserContext): Promise<void> {
  await context.unroute(isFirestore);
  await Promise.all(context.pages().map((page) => page.evaluate("dispatchEvent(new Event('online'))")));
}

/** Collects uncaught page errors, so a test can assert there were none. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Firestore's SDK logs "Could not reach Cloud Firestore backend" at error level
// when its first answer takes more than 10 s: under a full run on this 2-core
// machine, or at once when a test fast-forwards the page's clock. The SDK keeps
// trying and catches up, and the tests assert what the page then shows, so the
// notice says nothing about the page.
const FIRESTORE_SLOW_BACKEND = /Could not reach Cloud Firestore backend/;

/** Whether a console message is Firestore's slow-backend notice (see above). */
const isFirestoreSlowNotice = (message: ConsoleMessage) => FIRESTORE_SLOW_BACKEND.test(message.text());

/** Collects the page's console errors, but for Firestore's slow-backend notice, so a test can assert there were none. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isFirestoreSlowNotice(message)) errors.push(message.text());
  });
  return errors;
}

// Playwright's own word in a profile made without the service worker (newContext): not the page's.
const SERVICE_WORKER_BLOCKED = /Service Worker registration blocked by Playwright/;

/**
 * Collects what goes wrong on the page, each entry prefixed with `step()`'s answer at that moment:
 * uncaught errors, console errors and warnings (a hydration mismatch is reported through
 * hydrateRoot's onRecoverableError as a console error), but for Firestore's slow-backend notice and
 * a 404 page's own status. `warnings: false` counts errors only.
 */
export function trackConsoleProblems(
  page: Page,
  step: () => string = () => page.url(),
  { warnings = true } = {},
): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${step()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && (message.type() !== 'warning' || !warnings)) return;
    if (isFirestoreSlowNotice(message) || SERVICE_WORKER_BLOCKED.test(message.text())) return;
    if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
    problems.push(`${step()}: ${message.type()}: ${message.text()}`);
  });
  return problems;
}

// Pictures below the fold load as a visitor scrolls to them; a full-page
// screenshot scrolls nowhere, so they are asked for at once and waited for
// until decoded and painted, to show the page as a visitor who scrolled sees
// it. Every decode settles (a picture that fails rejects): 6–360 ms a page
// here. The 5 s is only a bound, should a decode ever hang, never a wait.
const LOAD_EVERY_PICTURE = `Promise.race([
  new Promise((resolve) => setTimeout(resolve, 5000)),
  Promise.all([...document.images].map((image) => {
    image.loading = 'eager';
    return image.decode().catch(() => null);
  })).then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
])`;

/**
 * Saves a screenshot to test-results/screenshots/<name>.png: the full page, or
 * with `fullPage: false` the window as the visitor sees it (a modal dialog over
 * the page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(LOAD_EVERY_PICTURE);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

// The elements that reach past the window's right edge, named by tag and
// classes, when the page is wider than the window; none when it is not.
const SIDEWAYS_OVERFLOW = `(() => {
  if (document.documentElement.scrollWidth <= window.innerWidth) return [];
  return [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .slice(0, 5)
    .map((element) => element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : ''));
})()`;

/**
 * Expects the page not to scroll sideways (a phone's window). It waits up to
 * 5 s for layout to settle (a picture arriving, a tray or toast sliding in), as
 * a person would see it, and otherwise fails naming what sticks out.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate<string[]>(SIDEWAYS_OVERFLOW), { timeout: 5_000 }).toEqual([]);
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Puts `context` in place of this test's (closed now) with a new page in it, whose errors count too. */
  useContext(context: BrowserContext): Promise<Page>;
}

/**
 * The hooks most test files want: the suite's browser for the file, a fresh profile
 * (nobody signed in) and page for each test, and no uncaught page error. `serviceWorkers: 'allow'`
 * lets the app's service worker into those profiles.
 */
export function browserSession(options: Pick<BrowserContextOptions, 'serviceWorkers'> = {}): BrowserSession {
  let errors: string[] = [];
  const session = {
    async useContext(context) {
      await session.context.close();
      session.context = context;
      session.page = await context.newPage();
      errors = trackPageErrors(session.page);
      return session.page;
    },
  } as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    session.context = await newContext(session.browser, DESKTOP, options);
    session.page = await session.context.newPage();
    errors = trackPageErrors(session.page);
  });
  afterEach(async () => {
    await session.context.close();
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
  return session;
}

/**
 * Waits until React has hydrated the server-rendered page: the layout around
 * every page marks `<html data-hydrated>` once the page inside it has
 * hydrated (web/src/lib/page-hydration.ts). (A click on a part not yet
 * hydrated is replayed by React; a pointer moving over it is not.)
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Whether `locator`'s element has the focus now. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** Waits until the service worker controls the page, so its requests go through the worker's caches. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  // A string: the root tsconfig checks e2e/ without the DOM library.
  await page.waitForFunction('navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)');
}

/** The build's files that are the Firestore SDK: the `firestore-sdk` chunk and what it imports beyond the entry's files. */
function firestoreSdkFiles(): Set<string> {
  type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
  const manifest = JSON.parse(readFileSync(join(ROOT, 'web', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const keys = Object.keys(manifest);
  const entry = closure(keys.filter((key) => manifest[key]?.isEntry));
  const sdk = closure(keys.filter((key) => manifest[key]?.name === 'firestore-sdk'));
  if (sdk.size === 0) throw new Error("web/dist's manifest has no firestore-sdk chunk");
  return new Set([...sdk].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`));
}

/**
 * Collects, from now on, what the context's pages fetch of Firestore: the SDK's scripts (by the
 * build's manifest) and any request to the Firestore emulator. A visitor's public pages fetch none.
 */
export function trackFirestoreDownloads(context: BrowserContext): string[] {
  const sdk = firestoreSdkFiles();
  const fetched: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (sdk.has(url.pathname) || isFirestore(url)) fetched.push(url.href);
  });
  return fetched;
}

/**
 * As when the reader switches to another tab and back: the page's document turns hidden, then
 * visible, with a `visibilitychange` event each time (headless Chromium keeps every page visible).
 */
const SWITCH_AWAY_AND_BACK = `
  for (const state of ['hidden', 'visible']) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }
`;

export async function switchAwayAndBack(page: Page): Promise<void> {
  await page.evaluate(SWITCH_AWAY_AND_BACK);
}

/**
 * The keys of the documents this page's Firestore cache holds (the SDK's
 * persistent cache in IndexedDB), each as JSON: a test waits for a document a
 * page reads in the background to be there before it takes the network away.
 * It reads the SDK's own store (`remoteDocuments…`), so a new SDK may rename it.
 */
export async function cachedFirestoreKeys(page: Page): Promise<string[]> {
  // A script, not a function: this project's types have no DOM (the page runs it).
  return page.evaluate<string[]>(`(async () => {
    const request = (of) => new Promise((resolve, reject) => {
      of.onsuccess = () => resolve(of.result);
      of.onerror = () => reject(of.error);
    });
    const keys = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name || !name.startsWith('firestore/')) continue;
      const database = await request(indexedDB.open(name));
      const store = [...database.objectStoreNames].find((storeName) => storeName.startsWith('remoteDocuments'));
      if (store) {
        const stored = await request(database.transaction(store).objectStore(store).getAllKeys());
        keys.push(...stored.map((key) => JSON.stringify(key)));
      }
      database.close();
    }
    return keys;
  })()`);
}
