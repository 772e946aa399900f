// A cook's public page (/cooks/{uid}): "Shared by …" on a recipe page leads
// there; it shows the cook's name, bio and public recipes, rendered on the
// server with a ProfilePage JSON-LD; the bio is edited on the Profile page; a
// cook without a public recipe gets a friendly word; an unknown cook is the 404
// page. At phone and desktop widths, with axe.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { BASE_URL, browserSession, DESKTOP, hydrated, overflowsHorizontally, screenshot } from './support/browser';
import { createRecipeFor, deleteDocument, deleteRecipe } from './support/firestore';

const PHONE_390 = { width: 390, height: 844 } as const;
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

  for (const viewport of [PHONE_390, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`/recipes/${recipeId}`);
    await hydrated(page);
    await page.getByText('Shared by').getByRole('link', { name: 'Cora Cook' }).click();
    await page.waitForURL(`**/cooks/${cook.uid}`);
    await page.getByRole('heading', { level: 1, name: 'Cora Cook' }).waitFor();
    expect(await page.getByTestId('cook-bio').innerText()).toBe(bio);
    await page.getByRole('heading', { level: 2, name: 'Recipes by Cora Cook' }).waitFor();
    await page.getByRole('heading', { level: 3, name: title }).waitFor();
    await page.getByText(/^Member since /).waitFor();
    expect(await page.getByTestId('cook-totals').innerText()).toMatch(/Public recipes/);
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
  await page.setViewportSize(PHONE_390);
  await page.goto(`/cooks/${cook.uid}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 3, name: title }).waitFor();
});

it('a cook without a public recipe has a page with a friendly word; an unknown cook is the 404 page', async () => {
  const newcomer = await createAccount('cooknew', 'Nina Newcomer');
  const { page } = session;
  try {
    // Registering writes the public profile; this account was made straight in Auth, so its first save does.
    await logInThroughForm(page, newcomer, '/login?redirect=%2Fprofile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('dialog', { name: 'Edit Profile' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
    for (const viewport of [PHONE_390, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/cooks/${newcomer.uid}`);
      await hydrated(page);
      await page
        .getByTestId('cook-no-recipes')
        .getByText('Nina Newcomer has not shared a public recipe yet.')
        .waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `cook-profile-empty-${viewport.width}`);
    }
  } finally {
    await deleteDocument(cookProfilePath(newcomer.uid));
  }

  const missing = await page.goto('/cooks/no-such-cook');
  expect(missing?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: /doesn't exist on the menu/ }).waitFor();
  await screenshot(page, 'cook-profile-not-found');
});
