// A collection's page (/collections/{id}), as its cook and a visitor in a
// second browser see it, in one journey: the cook reorders it with the
// keyboard (the focus stays on the moved recipe, the move is stored), renames
// it and makes it public; another cook opens its link, and the server's HTML
// carries its Open Graph title, an ItemList and the new order. With that
// reader's page open, the cook's rename, reorder, a like and a new recipe
// arrive there live (a signed-in reader follows live), and a signed-out
// visitor's page, with no Firestore SDK, shows the rename when they come back
// to its tab (web/src/lib/page-freshness.ts); made private, both open pages
// say it was removed,
// and opened again it is the 404 page, while its cook still opens it. Axe and
// no sideways scroll at phone width, for the cook's and the visitor's page.
// The page's states (its recipes in order, empty, removed, not found) are
// component tests (web/src/features/collections/components/collection-view.test.tsx).
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COLLECTIONS } from '@recipe-book/schema/paths';
import { createAccount, idTokenOf, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  BASE_URL,
  browserSession,
  DESKTOP,
  hydrated,
  isFocused,
  LIVE,
  newContext,
  expectNoSidewaysScroll,
  PHONE,
  SLOW,
  switchAwayAndBack,
  trackFirestoreDownloads,
  type Viewport,
} from './support/browser';
import { createRecipeFor, deleteDocument, storedRecipeIds } from './support/firestore';
import { deleteRecipesOwnedBy } from './support/manage';
import { signedInContext, signIn } from './support/sign-in';

const session = browserSession();
/** How soon a signed-out visitor's page shows it once they come back to its tab (no CDN here; the function may start). */
const REVALIDATED_WITHIN_MS = 15_000;
let cook: TestAccount;
let titles: string[];
let recipeIds: string[];
let collectionId = '';

/** The cook's REST API call as their own (another device of theirs). */
async function asCook(method: string, path: string, body?: object): Promise<Response> {
  return fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await idTokenOf(cook)}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
}

beforeAll(async () => {
  cook = await createAccount('collector', 'Cora Collector');
  const word = randomUUID().slice(0, 6);
  titles = ['Apple crumble', 'Bean stew', 'Carrot soup', 'Date loaf'].map((title) => `${title} ${word}`);
  recipeIds = [];
  for (const title of titles) recipeIds.push(await createRecipeFor(cook.uid, cook.name, title));
  const created = await asCook('POST', '/collections', {
    name: `Weeknights ${word}`,
    description: 'Three quick suppers.',
    recipeIds: recipeIds.slice(0, 3),
    visibility: 'private',
  });
  expect(created.status).toBe(201);
  collectionId = ((await created.json()) as { id: string }).id;
});

afterAll(async () => {
  if (collectionId) await deleteDocument(`${COLLECTIONS}/${collectionId}`);
  await deleteRecipesOwnedBy(cook.uid);
});

/** In the cook's open Edit details form: `visibility` chosen and saved, the form closed. */
async function saveWithVisibility(form: Locator, visibility: 'Public' | 'Private'): Promise<void> {
  await form
    .getByRole('group', { name: 'Who can see this?' })
    .getByRole('radio', { name: new RegExp(`^${visibility}`) })
    .check();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'hidden' });
}

/** Axe and no sideways scroll at phone width, then back to `width`. */
async function fitsAPhone(who: Page, back: Viewport = DESKTOP): Promise<void> {
  await who.setViewportSize(PHONE);
  expect(await seriousAccessibilityViolations(who)).toEqual([]);
  await expectNoSidewaysScroll(who);
  await who.setViewportSize(back);
}

it(
  'its cook reorders, renames and shares it; another cook opens it and follows it live, then gets the 404 once private',
  SLOW,
  async () => {
    const path = `/collections/${collectionId}`;
    const page = await signIn(session, cook, path);
    const itemTitles = () => page.getByTestId('collection-item').getByRole('heading', { level: 2 }).allTextContents();
    await page.getByRole('button', { name: 'Edit details' }).waitFor();
    await expect.poll(itemTitles).toEqual(titles.slice(0, 3));
    await fitsAPhone(page);

    // The keyboard: Carrot soup up one place; the focus stays on it and the move is announced.
    const moveUp = page.getByRole('button', { name: `Move up: ${titles[2]}` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect.poll(itemTitles).toEqual([titles[0], titles[2], titles[1]]);
    await page
      .getByRole('status')
      .filter({ hasText: `Moved ${titles[2]} to position 2 of 3` })
      .waitFor();
    expect(await isFocused(moveUp)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(itemTitles).toEqual([titles[2], titles[0], titles[1]]);
    // At the top its Move up is disabled: the focus goes to its Move down.
    expect(await isFocused(page.getByRole('button', { name: `Move down: ${titles[2]}` }))).toBe(true);
    // The order is stored (the page shows a move at once; its write follows); the visitor reads it back below.
    await expect
      .poll(() => storedRecipeIds(`${COLLECTIONS}/${collectionId}`))
      .toEqual([recipeIds[2], recipeIds[0], recipeIds[1]]);

    // Rename it: an empty name is refused with the shared schema's message; then a new name, public.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const form = page.getByRole('form', { name: 'Edit collection details' });
    await form.getByLabel('Name').fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required').waitFor();
    const name = `Quick suppers ${randomUUID().slice(0, 4)}`;
    await form.getByLabel('Name').fill(name);
    await saveWithVisibility(form, 'Public');
    await page.getByRole('heading', { level: 1, name }).waitFor();

    const renamed = `Renamed ${randomUUID().slice(0, 4)}`;
    const reader = await createAccount('reader', 'Rita Reader');
    const visitorContext = await signedInContext(session.browser, reader, PHONE);
    const strangerContext = await newContext(session.browser, DESKTOP);
    const strangerFirestore = trackFirestoreDownloads(strangerContext);
    try {
      // Another cook opens its link: the server's HTML has its card, its ItemList and the new order.
      const visitor = await visitorContext.newPage();
      const visitorTitles = () => visitor.getByTestId('recipe-card').getByRole('heading', { level: 2 });
      const response = await visitor.goto(path);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<meta property="og:title" content="${name} · Recipe Book"`);
      expect(html).toContain('"@type":"ItemList"');
      await visitor.getByRole('heading', { level: 1, name }).waitFor();
      await hydrated(visitor);
      expect(await visitorTitles().allTextContents()).toEqual([titles[2], titles[0], titles[1]]);
      expect(await visitor.getByRole('button', { name: 'Edit details' }).count()).toBe(0);
      await fitsAPhone(visitor, PHONE);
      const stranger = await strangerContext.newPage();
      await stranger.goto(path);
      await hydrated(stranger);

      // Renamed with a new description: the visitor's heading and text follow, no reload.
      await page.getByRole('button', { name: 'Edit details' }).click();
      await form.getByLabel('Name').fill(renamed);
      await form.getByLabel(/^Description/).fill('Now with soup.');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden' });
      await visitor.getByRole('heading', { level: 1, name: renamed }).waitFor(LIVE);
      await visitor.getByText('Now with soup.').waitFor(LIVE);
      await switchAwayAndBack(stranger);
      await stranger.getByRole('heading', { level: 1, name: renamed }).waitFor({ timeout: REVALIDATED_WITHIN_MS });

      // Reordered by a click: the visitor's cards follow.
      await page.getByRole('button', { name: `Move up: ${titles[0]}` }).click();
      await expect
        .poll(() => storedRecipeIds(`${COLLECTIONS}/${collectionId}`))
        .toEqual([recipeIds[0], recipeIds[2], recipeIds[1]]);
      await expect.poll(() => visitorTitles().allTextContents(), LIVE).toEqual([titles[0], titles[2], titles[1]]);

      // A recipe's own change: the cook likes one (through the REST API), its card's count follows.
      const likes = () =>
        visitor.getByTestId('recipe-card').filter({ hasText: titles[0] }).getByTestId('like-count').textContent();
      expect(await likes()).toBe('0');
      expect((await asCook('PATCH', `/recipes/details/${recipeIds[0]}`)).ok).toBe(true);
      await expect.poll(likes, LIVE).toBe('1');

      // A fourth recipe added from the cook's other device (the REST API): the visitor's page shows its card too.
      const added = await asCook('PATCH', `/collections/${collectionId}`, {
        recipeIds: [recipeIds[0], recipeIds[2], recipeIds[1], recipeIds[3]],
      });
      expect(added.status).toBe(200);
      await expect
        .poll(() => visitorTitles().allTextContents(), LIVE)
        .toEqual([titles[0], titles[2], titles[1], titles[3]]);
      await visitor.getByText(/· 4 recipes$/).waitFor();

      // Made private: the rules refuse the reader's listener, and the open page says the collection is gone.
      await page.getByRole('button', { name: 'Edit details' }).click();
      await saveWithVisibility(form, 'Private');
      await visitor
        .getByRole('heading', { level: 1, name: 'This collection was removed or made private' })
        .waitFor(LIVE);
      await visitor.getByRole('link', { name: 'Browse all recipes' }).waitFor();
      expect(await visitorTitles().count()).toBe(0);
      await switchAwayAndBack(stranger);
      await stranger
        .getByRole('heading', { level: 1, name: 'This collection was removed or made private' })
        .waitFor({ timeout: REVALIDATED_WITHIN_MS });
      expect(strangerFirestore, "what the signed-out visitor's page fetched of Firestore").toEqual([]);
      await fitsAPhone(visitor, PHONE);

      // Opened again, it is the 404 page, with nothing of the collection.
      expect((await visitor.goto(path))?.status()).toBe(404);
      await visitor.getByRole('heading', { name: 'Collection not found' }).waitFor();
      expect(await visitor.content()).not.toContain(renamed);
    } finally {
      await Promise.all([visitorContext.close(), strangerContext.close()]);
    }

    // Its cook still opens it: the server answers 404, the browser reads it once signed in.
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
  },
);
