// Works offline once visited, and installable: the service worker (web/src/sw.ts),
// Firestore's persistent cache and the web app manifest, in real Chromium
// against the production build (the service worker is only in builds).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import {
  BASE_URL,
  browserSession,
  claimOnlineThroughout,
  controlledByServiceWorker,
  hydrated,
  PHONE,
  screenshot,
} from './support/browser';
import { createRecipeFor } from './support/firestore';
import { deleteRecipesOwnedBy, likeAndWishlistAs } from './support/manage';
import { signIn } from './support/sign-in';

// The service worker is what this file is about.
const session = browserSession({ serviceWorkers: 'allow' });

// What a cook sees offline must not hang on navigator.onLine: some Chromium
// versions (and phones on a captive Wi-Fi) keep claiming online on a page the
// service worker answered with no network.
const BROWSERS = [
  { browser: 'as this Chromium reports it', claimOnline: false },
  { browser: 'while the browser claims to be online throughout', claimOnline: true },
];
const OFFLINE = 'You are offline.';
const UNREACHABLE = "Can't reach the server.";

describe('offline once visited', () => {
  let cook: TestAccount;
  let reader: TestAccount;
  let title: string;
  let recipeId: string;

  beforeAll(async () => {
    cook = await createAccount('offcook', 'Olga Offline');
    reader = await createAccount('offreader', 'Rita Reader');
  });

  beforeEach(async () => {
    title = `Offline Stew ${randomUUID().slice(0, 6)}`;
    recipeId = await createRecipeFor(cook.uid, cook.name, title, { ingredients: ['Beans', 'Carrots'] });
    await likeAndWishlistAs(reader.uid, recipeId);
  });

  afterEach(async () => {
    await session.context.setOffline(false);
    await deleteRecipesOwnedBy(cook.uid);
  });

  test.for(BROWSERS)(
    'a visited recipe and the wishlist open again with no network, with the offline notice, $browser',
    async ({ claimOnline }) => {
      const page = await signIn(session, reader, '/', PHONE, { serviceWorkers: 'allow' });
      const { context } = session;
      if (claimOnline) await claimOnlineThroughout(context);
      // Installed: from here on every page loaded goes through the service worker, which keeps it.
      await controlledByServiceWorker(page);
      await page.goto(`/recipes/${recipeId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Carrots').first().waitFor();
      await page.goto('/wishlist');
      await page.getByText(title).first().waitFor();
      // A page reached inside the app fetches no HTML: the app asks the worker to keep it.
      await hydrated(page);
      await page.evaluate(`history.pushState({}, '', '/aboutUs'); dispatchEvent(new PopStateEvent('popstate'))`);
      await page.getByRole('heading', { name: 'Meet the team' }).waitFor();
      await expect
        .poll(() => page.evaluate(`caches.open('pages').then((cache) => cache.match('/aboutUs')).then(Boolean)`))
        .toBe(true);
      expect(await page.getByText(OFFLINE).count()).toBe(0);

      await context.setOffline(true);
      await page.goto(`/recipes/${recipeId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Carrots').first().waitFor();
      await page.getByText(OFFLINE).waitFor();
      // One notice, the same whatever navigator.onLine claims.
      expect(await page.getByText(UNREACHABLE).count()).toBe(0);
      await screenshot(page, `offline-recipe-phone${claimOnline ? '-claiming-online' : ''}`);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      await page.goto('/wishlist');
      await page.getByText(title).first().waitFor();
      await page.getByText(OFFLINE).waitFor();
      expect(await page.getByText(UNREACHABLE).count()).toBe(0);
      await screenshot(page, `offline-wishlist-phone${claimOnline ? '-claiming-online' : ''}`);

      await page.goto('/aboutUs');
      await page.getByRole('heading', { name: 'Meet the team' }).waitFor();

      // Back online, the notice goes away by itself, and no other takes its place.
      await context.setOffline(false);
      await page.getByText(OFFLINE).waitFor({ state: 'detached' });
      await page.getByText(UNREACHABLE).waitFor({ state: 'detached' });
    },
  );
});

describe('installable', () => {
  test('the manifest names the app, its colours and icons that exist in the sizes it says', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toMatch(/<meta name="theme-color" content="#c2410c"/);

    const response = await fetch(`${BASE_URL}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Recipe Book',
      short_name: 'Recipes',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c2410c',
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) {
      const image = Buffer.from(await (await fetch(`${BASE_URL}${icon.src}`)).arrayBuffer());
      // A PNG's IHDR chunk holds its width and height at bytes 16–23.
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${image.readUInt32BE(16)}x${image.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  test('Chromium finds nothing in the app that stops installing it', async () => {
    const { page, context } = session;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's fresh profiles are incognito, where Chromium never installs apps; nothing else may be in the way.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });
});
