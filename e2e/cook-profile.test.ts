// A cook's public page (/cooks/{uid}): "Shared by …" on a recipe page leads
// there; it shows the cook's name, bio and public recipes, rendered on the
// server with a ProfilePage JSON-LD; the bio is edited on the Profile page; an
// unknown cook is the 404 page. Their public collections follow their recipes
// (never an unlisted or private one), and once loaded the page follows the cook
// live: a change made elsewhere shows without a reload. At phone and desktop
// widths, with axe. The header, the collections section and the friendly word
// for a cook without a public recipe are component tests (cook-profile-header,
// cook-collections and cook-recipe-list .test.tsx under web/src/features/).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  BASE_URL,
  browserSession,
  DESKTOP,
  hydrated,
  overflowsHorizontally,
  PHONE,
  screenshot,
} from './support/browser';
import {
  createCollectionFor,
  createRecipeFor,
  deleteDocument,
  deleteRecipe,
  updateTextFields,
} from './support/firestore';
import { deleteCollectionsOwnedBy } from './support/manage';

const session = browserSession();
let cook: TestAccount;
let recipeId = '';
const title = `Profile page stew ${Date.now().toString(36)}`;
const bio = 'Stews all winter.\nSalads when the sun is out.';

beforeAll(async () => {
  cook = await createAccount('cookpage', 'Cora Cook');
  recipeId = await createRecipeFor(cook.uid, 'Cora Cook', title);
});

afterAll(async () => {
  await deleteCollectionsOwnedBy(cook.uid);
  await deleteRecipe(recipeId);
  await deleteDocument(cookProfilePath(cook.uid));
});

/** Signs in and writes the bio through the Profile page's Edit Profile dialog (which writes the public profile). */
async function saveBio(page: Page, text: string): Promise<void> {
  await logInThroughForm(page, cook, '/login?redirect=%2Fprofile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Bio').fill('x'.repeat(301));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Bio must be at most 300 characters').waitFor();
  await dialog.getByLabel('Bio').fill(text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('profile-bio').filter({ hasText: 'Stews all winter.' }).waitFor();
}

it('the bio saved on the Profile page shows on the public page, reached from "Shared by" on a recipe', async () => {
  const { page } = session;
  await saveBio(page, bio);
  await page.getByRole('link', { name: 'View your public profile' }).waitFor();

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`/recipes/${recipeId}`);
    await hydrated(page);
    await page.getByText('Shared by').getByRole('link', { name: 'Cora Cook' }).click();
    await page.waitForURL(`**/cooks/${cook.uid}`);
    await page.getByRole('heading', { level: 1, name: 'Cora Cook' }).waitFor();
    expect(await page.getByTestId('cook-bio').innerText()).toBe(bio);
    await page.getByRole('heading', { level: 2, name: 'Recipes by Cora Cook' }).waitFor();
    await page.getByRole('heading', { level: 3, name: title }).waitFor();
    // Never the e-mail, which only the signed-in cook's own Profile page shows.
    expect(await page.locator('main').innerText()).not.toContain(cook.email);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `cook-profile-${viewport.width}`);
  }
});

it('is rendered on the server with a ProfilePage JSON-LD, and opens straight from its link', async () => {
  const response = await fetch(`${BASE_URL}/cooks/${cook.uid}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? '{}') as { '@type'?: string; mainEntity?: { '@type'?: string; name?: string } },
  );
  expect(jsonLd.find((item) => item['@type'] === 'ProfilePage')?.mainEntity).toMatchObject({
    '@type': 'Person',
    name: 'Cora Cook',
  });
  expect(html).toContain(title);
  expect(html).not.toContain(cook.email);

  const { page } = session;
  await page.setViewportSize(PHONE);
  await page.goto(`/cooks/${cook.uid}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 3, name: title }).waitFor();
});

it('an unknown cook is the 404 page', async () => {
  const { page } = session;
  const missing = await page.goto('/cooks/no-such-cook');
  expect(missing?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: /doesn't exist on the menu/ }).waitFor();
  await screenshot(page, 'cook-profile-not-found');
});

it("lists the cook's public collections after their recipes, never an unlisted or private one", async () => {
  const suffix = Date.now().toString(36);
  const shelves = {
    older: await createCollectionFor(cook.uid, `Soup shelf ${suffix}`, { visibility: 'public', recipeIds: [recipeId] }),
    newer: await createCollectionFor(cook.uid, `Bread shelf ${suffix}`, { visibility: 'public' }),
  };
  await createCollectionFor(cook.uid, `By link shelf ${suffix}`, { visibility: 'unlisted', recipeIds: [recipeId] });
  await createCollectionFor(cook.uid, `Secret shelf ${suffix}`, { visibility: 'private' });

  const html = await (await fetch(`${BASE_URL}/cooks/${cook.uid}`)).text();
  expect(html).toContain(`Soup shelf ${suffix}`);
  // Most recently changed first.
  expect(html.indexOf(`Bread shelf ${suffix}`)).toBeLessThan(html.indexOf(`Soup shelf ${suffix}`));
  expect(html).not.toContain(`By link shelf ${suffix}`);
  expect(html).not.toContain(`Secret shelf ${suffix}`);

  const { page } = session;
  await page.goto(`/cooks/${cook.uid}`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Collections by Cora Cook' });
  const soup = section.getByTestId('collection-card').filter({ hasText: `Soup shelf ${suffix}` });
  // The cover read in the browser: the recipe's picture.
  await soup.locator('[data-testid="collection-cover"][data-images="1"]').waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, `cook-profile-collections-${viewport.width}`);
  }

  await page.getByRole('link', { name: `Soup shelf ${suffix}` }).click();
  await page.waitForURL(`**/collections/${shelves.older}`);
});

it('follows the cook live once loaded: a new bio, a renamed collection and a new recipe show without a reload', async () => {
  const suffix = Date.now().toString(36);
  const shelf = await createCollectionFor(cook.uid, `Pie shelf ${suffix}`, { visibility: 'public' });
  const hidden = await createCollectionFor(cook.uid, `Later shelf ${suffix}`, { visibility: 'private' });
  const { page } = session;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/cooks/${cook.uid}`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Collections by Cora Cook' });
  await section.getByRole('heading', { level: 3, name: `Pie shelf ${suffix}` }).waitFor();

  // The page starts following once loaded and idle (the SDK loads then): the first change may take that long.
  const newBio = `Pies now, ${suffix}.`;
  const newTitle = `Profile page pie ${suffix}`;
  await updateTextFields(cookProfilePath(cook.uid), { bio: newBio });
  const newRecipe = await createRecipeFor(cook.uid, 'Cora Cook', newTitle);
  try {
    await page.getByTestId('cook-bio').filter({ hasText: newBio }).waitFor({ timeout: 15_000 });
    await page.getByText('A new recipe was shared since this page opened.').waitFor({ timeout: 15_000 });

    // Followed now: each change elsewhere shows within 2 s, without a reload (which would drop this mark).
    await page.evaluate(() => Object.assign(globalThis, { openSinceChanges: true }));
    await updateTextFields(`collections/${shelf}`, { name: `Pie and tart shelf ${suffix}` }, { touched: true });
    await section.getByRole('heading', { level: 3, name: `Pie and tart shelf ${suffix}` }).waitFor({ timeout: 2_000 });
    await updateTextFields(`collections/${hidden}`, { visibility: 'public' }, { touched: true });
    await section.getByRole('heading', { level: 3, name: `Later shelf ${suffix}` }).waitFor({ timeout: 2_000 });
    await updateTextFields(cookProfilePath(cook.uid), { bio });
    await page.getByTestId('cook-bio').filter({ hasText: 'Stews all winter.' }).waitFor({ timeout: 2_000 });
    expect(await page.evaluate(() => 'openSinceChanges' in globalThis)).toBe(true);

    // The new recipe joins the list when the reader asks, and the header counts it once the trigger has.
    await page.getByRole('button', { name: 'Show it' }).click();
    await page.getByRole('heading', { level: 3, name: newTitle }).waitFor();
    await page.getByTestId('cook-totals').getByText('2', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  } finally {
    await deleteRecipe(newRecipe);
  }
});
