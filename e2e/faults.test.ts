// Firestore goes away while the API and the app are in use, and comes back.
//
// The API: its own emulators on other ports (support/own-emulators.ts, no
// Hosting, so no second build of the app), whose Firestore emulator is really
// stopped: the API answers 503 with the JSON error shape and Retry-After (not
// a hang, not an HTML page), and answers again once Firestore is back.
//
// The app: the run's own build on the shared emulators, in a browser whose
// requests to Firestore fail as they do when the server is gone (Playwright
// refuses the connections): a visitor who changes a filter is told the server
// cannot be reached, what a user typed stays, and both recover by themselves
// once Firestore answers again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import {
  browserSession,
  cutOffFirestore,
  DESKTOP,
  hydrated,
  newContext,
  PHONE,
  reconnectFirestore,
  screenshot,
  trackPageErrors,
} from './support/browser';
import { startOwnEmulators, type OwnEmulators } from './support/own-emulators';

const UNREACHABLE = /Can.t reach the server/;

describe('the API while its Firestore is stopped and started again', () => {
  let emulators: OwnEmulators | undefined;
  let idToken = '';
  let recipeId = '';

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
    emulators = await startOwnEmulators();
    const signUp = await fetch(
      `http://${emulators.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=faults`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'faults@example.com',
          password: 'Faults-pass-1',
          displayName: 'Fault Cook',
          returnSecureToken: true,
        }),
      },
    );
    idToken = ((await signUp.json()) as { idToken: string }).idToken;
    const created = await api('POST', '/recipes', idToken);
    expect(created.status, created.text).toBe(201);
    recipeId = (JSON.parse(created.text) as { insertedId: string }).insertedId;
  }, 300_000);

  afterAll(async () => {
    await emulators?.stop();
  }, 120_000);

  it('answers 503 JSON with Retry-After in time while Firestore is down, and again once it is back', async () => {
    await emulators?.stopFirestore();
    const [read, write] = await Promise.all([
      api('GET', `/recipes/${recipeId}`),
      api('PATCH', `/recipes/details/${recipeId}`, idToken),
    ]);
    for (const answer of [read, write]) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      // The function's own deadline is 15 s; a hang would be the SDK's 45 s or more.
      expect(answer.seconds).toBeLessThan(30);
    }

    await emulators?.restartFirestore();
    // The restarted emulator starts empty: the list answers, the recipe is gone.
    await expect.poll(async () => (await api('GET', '/recipes?limit=1')).status, { timeout: 60_000 }).toBe(200);
    const gone = await api('GET', `/recipes/${recipeId}`);
    expect(gone.status, gone.text).toBe(404);
  }, 180_000);
});

describe('the app while Firestore cannot be reached, and after', () => {
  const session = browserSession();
  let account: TestAccount;

  beforeAll(async () => {
    account = await createAccount('faults', 'Fault Cook');
  });

  it('says it cannot reach the server, keeps what was typed, and recovers by itself', async () => {
    // The phone browses (and so reads Firestore in the browser); the desktop one has the login form filled.
    const phoneContext = await newContext(session.browser, PHONE);
    const phone: Page = await phoneContext.newPage();
    const phoneErrors = trackPageErrors(phone);
    const desktop = session.page;
    await desktop.setViewportSize(DESKTOP);
    try {
      await phone.goto('/allRecipes');
      await hydrated(phone);
      await phone.getByRole('heading', { level: 1, name: 'All Recipes' }).waitFor();
      await desktop.goto('/allRecipes');
      await hydrated(desktop);
      // A client-side move to the login page.
      await desktop.getByRole('link', { name: 'Login', exact: true }).first().click();
      await desktop.getByLabel('E-mail').fill(account.email);
      await desktop.getByLabel('Password', { exact: true }).fill(account.password);
      expect(await phone.getByText(UNREACHABLE).count()).toBe(0);

      await cutOffFirestore(phoneContext);
      await cutOffFirestore(session.context);
      // Another cuisine is read in the browser, which finds the server gone.
      await phone.getByLabel('Cuisine').selectOption('Others');
      await expect.poll(() => phone.getByText(UNREACHABLE).isVisible(), { timeout: 60_000 }).toBe(true);
      await screenshot(phone, 'faults-server-unreachable-phone');
      expect(await desktop.getByLabel('E-mail').inputValue()).toBe(account.email);
      expect(await desktop.getByLabel('Password', { exact: true }).inputValue()).toBe(account.password);

      await reconnectFirestore(phoneContext);
      await reconnectFirestore(session.context);
      // The SDK retries with a growing backoff; a short outage means a short wait.
      await expect.poll(() => phone.getByText(UNREACHABLE).isVisible(), { timeout: 90_000 }).toBe(false);
      await desktop.getByRole('button', { name: 'Login', exact: true }).click();
      await desktop.getByRole('alertdialog', { name: 'Login Successful!' }).waitFor({ timeout: 30_000 });
      expect(phoneErrors).toEqual([]);
    } finally {
      await phoneContext.close();
    }
  }, 240_000);
});
