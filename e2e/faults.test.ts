// The Firestore emulator stops while the API and the app are in use: the API
// answers 503 with the JSON error shape and Retry-After (not a hang, not an
// HTML page), the app says it cannot reach the server when it reads (a visitor
// who changes a filter) and keeps what the user typed, and both recover by
// themselves when Firestore is back.
//
// This file runs emulators of its own on other ports (support/own-emulators.ts)
// and the app built for them, served by their Hosting emulator and page
// function, so it never stops the shared ones. It needs
// functions/lib built. Heavy (one emulator start, one app build): a few minutes.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/lib/emulator-env';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot, trackPageErrors } from './support/browser';
import { OWN_PORTS, startOwnEmulators, type OwnEmulators } from './support/own-emulators';

const APP = `http://127.0.0.1:${OWN_PORTS.hosting}`;
const PASSWORD = 'Faults-pass-1';
const EMAIL = `faults-${Math.random().toString(36).slice(2, 8)}@example.com`;
const UNREACHABLE = /Can.t reach the server/;

let emulators: OwnEmulators | undefined;
let browser: Browser | undefined;
let distDir = '';
let desktop: Page;
let phone: Page;
let pageErrors: string[] = [];
let idToken = '';
let recipeId = '';

/** The app built against our own emulators' ports. */
async function buildApp(outDir: string): Promise<void> {
  await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(ROOT, 'web'),
    env: {
      ...process.env,
      VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${OWN_PORTS.firestore}`,
      VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${OWN_PORTS.auth}`,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function waitUntilServed(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing serves ${url}`);
}

async function api(method: string, path: string, token?: string) {
  const started = Date.now();
  const response = await fetch(`${emulators?.apiBase}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body:
      method === 'POST'
        ? JSON.stringify({
            title: 'Fault Tolerant Soup',
            image: '/images/recipes/soup.webp',
            ingredients: ['Water', 'Salt'],
            instructions: ['Boil the water.', 'Add the salt.'],
            cuisine: 'Others',
            prepTime: 10,
          })
        : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, seconds: (Date.now() - started) / 1000 };
}

beforeAll(async () => {
  // Made here, so that afterAll removes it whatever fails.
  distDir = mkdtempSync(join(tmpdir(), 'recipe-book-faults-app-'));
  // The build and the emulators' start-up (mostly Java and the function's
  // worker starting) overlap: Hosting serves the folder's files as they are
  // at each request, and the page function reads the build's manifest on its
  // first page, once both are done.
  const [built, started] = await Promise.allSettled([buildApp(distDir), startOwnEmulators({ publicDir: distDir })]);
  if (started.status === 'rejected') throw started.reason;
  emulators = started.value;
  if (built.status === 'rejected') throw built.reason;
  await waitUntilServed(`${APP}/aboutUs`);

  const signUp = await fetch(
    `http://${started.value.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=faults`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, displayName: 'Fault Cook', returnSecureToken: true }),
    },
  );
  idToken = ((await signUp.json()) as { idToken: string }).idToken;
  const created = await api('POST', '/recipes', idToken);
  expect(created.status, created.text).toBe(201);
  recipeId = (JSON.parse(created.text) as { insertedId: string }).insertedId;

  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await emulators?.stop();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
}, 120_000);

describe('the Firestore emulator stops and comes back', () => {
  it('before: the app lists the recipe, and the login form holds what was typed', async () => {
    if (!browser) throw new Error('no browser');
    // The phone page browses (and so reads Firestore in the browser); the desktop one signs in.
    phone = await (await newContext(browser, PHONE)).newPage();
    desktop = await (await newContext(browser, DESKTOP)).newPage();
    pageErrors = trackPageErrors(desktop);
    for (const page of [phone, desktop]) {
      await page.goto(`${APP}/allRecipes`);
      await hydrated(page);
      await page.getByText('Fault Tolerant Soup').first().waitFor({ timeout: 60_000 });
    }
    // A client-side move to the login page.
    await desktop.getByRole('link', { name: 'Login', exact: true }).first().click();
    await desktop.getByLabel('E-mail').fill(EMAIL);
    await desktop.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect(await phone.getByText(UNREACHABLE).count()).toBe(0);
  }, 120_000);

  it('while it is down, the API answers 503 JSON with Retry-After in time, and the app says it cannot reach the server', async () => {
    await emulators?.stopFirestore();

    const [read, like] = await Promise.all([
      api('GET', `/recipes/${recipeId}`),
      api('PATCH', `/recipes/details/${recipeId}`, idToken),
    ]);
    for (const answer of [read, like]) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      // The function's own deadline is 15 s; a hang would be the SDK's 45 s or more.
      expect(answer.seconds).toBeLessThan(30);
    }

    // Another cuisine is read in the browser, which finds the server gone.
    await phone.getByLabel('Cuisine').selectOption('Others');
    await expect.poll(() => phone.getByText(UNREACHABLE).isVisible(), { timeout: 60_000 }).toBe(true);
    await screenshot(phone, 'faults-server-unreachable-phone');
    expect(await desktop.getByLabel('E-mail').inputValue()).toBe(EMAIL);
    expect(await desktop.getByLabel('Password', { exact: true }).inputValue()).toBe(PASSWORD);
  }, 180_000);

  it('once it is back, the API answers again and the notice goes by itself, with the typed text still there', async () => {
    await emulators?.restartFirestore();

    // The restarted emulator starts empty: the list answers, the recipe is gone.
    await expect.poll(async () => (await api('GET', '/recipes?limit=1')).status, { timeout: 60_000 }).toBe(200);
    const gone = await api('GET', `/recipes/${recipeId}`);
    expect(gone.status, gone.text).toBe(404);

    // The SDK retries with a growing backoff (up to a minute between tries).
    await expect.poll(() => phone.getByText(UNREACHABLE).isVisible(), { timeout: 120_000 }).toBe(false);
    expect(await desktop.getByLabel('E-mail').inputValue()).toBe(EMAIL);
    await desktop.getByRole('button', { name: 'Login', exact: true }).click();
    await expect
      .poll(() => desktop.getByRole('alertdialog', { name: 'Login Successful!' }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
