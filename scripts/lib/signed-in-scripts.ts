// What a signed-in cook's browser downloads of the app's JavaScript on each
// signed-in page, until its scripts are idle: the first load, then what the page
// fetches once it is on screen (Auth, reactfire, Firestore, the toaster and
// the alert host, the unit conversion for a cook whose units differ from the
// lines'). Firestore keeps a connection open for its listeners, so the network
// is never idle by Playwright's definition; the page counts as idle once no
// script has been requested for SCRIPT_IDLE_MS after the load event.
//
// The cook is the demo account Alice (scripts/seed/users.ts) with a browser in
// American English, as Playwright's default, so that the shopping list of her
// household (grams and litres) shows in US units and downloads the conversion:
// the heaviest case. The service worker is blocked, so every page starts with
// an empty cache, as on a first visit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { signedInStorage } from './browser-sign-in';
import { ALICE, DEMO_PASSWORD } from '../seed/users';
import { CHROMIUM_ARGS } from './chromium-args';

const SCRIPT_IDLE_MS = 3_000;
/** A route's parameters, for the pages whose path has any. */
const EXAMPLE_PATHS: Record<string, string> = { '/join/$code': '/join/an-invite-code' };

export interface SignedInFigure {
  route: string;
  kb: number;
  files: number;
}

/** Gzip kB of the build's scripts (in `outDir`) each of `routes` downloads for a signed-in cook at `baseUrl`. */
export async function signedInScriptKb(baseUrl: string, outDir: string, routes: string[]): Promise<SignedInFigure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const storageState = await signedInStorage(browser, baseUrl, { email: ALICE.email, password: DEMO_PASSWORD });
    const figures: SignedInFigure[] = [];
    for (const route of routes) {
      const files = await scriptsDownloaded(browser, storageState, `${baseUrl}${EXAMPLE_PATHS[route] ?? route}`);
      const kb = files.reduce((sum, path) => sum + gzipSync(readFileSync(join(outDir, path))).length / 1000, 0);
      figures.push({ route, kb, files: files.length });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The paths of the site's scripts the page at `url` requests until they are idle. */
async function scriptsDownloaded(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  url: string,
): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const paths = new Set<string>();
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return;
      paths.add(new URL(request.url()).pathname);
      lastScriptAt = Date.now();
    });
    await page.goto(url, { waitUntil: 'load' });
    if (new URL(page.url()).pathname === '/login') throw new Error(`${url} sent the signed-in cook to log in`);
    lastScriptAt = Date.now();
    while (Date.now() - lastScriptAt < SCRIPT_IDLE_MS) await page.waitForTimeout(250);
    return [...paths];
  } finally {
    await context.close();
  }
}
