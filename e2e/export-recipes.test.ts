// "Download my recipes" on the Dashboard: the file a cook takes to Mealie or
// Tandoor holds every own recipe as schema.org Recipe JSON-LD; offline it
// says why nothing was saved; with no recipe there is nothing to export.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { BASE_URL, browserSession, screenshot } from './support/browser';
import { createRecipeFor } from './support/firestore';
import { deleteRecipesOwnedBy } from './support/manage';

const session = browserSession();
const SLOW = { timeout: 120_000 };
let page: Page;
let account: TestAccount;

beforeEach(async () => {
  ({ page } = session);
  account = await createAccount('export', 'Erin Export');
});

afterEach(async () => {
  await deleteRecipesOwnedBy(account.uid);
});

const downloadButton = () => page.getByRole('button', { name: 'Download my recipes' });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

async function openDashboard() {
  await logInThroughForm(page, account, '/login?redirect=%2Fdashboard');
  await page.getByText('Welcome back, Erin Export!').waitFor();
}

/** The Recipe objects of the file the download saved. */
async function recipesInDownload(): Promise<Record<string, unknown>[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton().click()]);
  expect(download.suggestedFilename()).toMatch(/^recipe-book-recipes-\d{4}-\d\d-\d\d\.json$/);
  const saved = await download.path();
  return JSON.parse(await readFile(saved, 'utf8')) as Record<string, unknown>[];
}

it('downloads every own recipe as schema.org Recipe JSON-LD, and says how many', SLOW, async () => {
  const tag = randomUUID().slice(0, 6);
  const soup = await createRecipeFor(account.uid, account.name, `Export soup ${tag}`, {
    ingredients: ['1 l stock', '2 carrots'],
  });
  const pie = await createRecipeFor(account.uid, account.name, `Export pie ${tag}`, {
    ingredients: ['300 g flour', '4 apples', '100 g butter'],
    cookTime: 45,
  });
  await openDashboard();
  const list = page.getByRole('region', { name: 'Your recipes' });
  await list.getByRole('link', { name: `Export pie ${tag}` }).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const recipes = await recipesInDownload();
  await toast('Exported 2 recipes').waitFor();
  expect(recipes).toHaveLength(2);
  // Newest first, as the Dashboard lists them.
  expect(recipes).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      '@id': `${BASE_URL}/recipes/${pie}`,
      name: `Export pie ${tag}`,
      author: { '@type': 'Person', name: 'Erin Export' },
      recipeIngredient: ['300 g flour', '4 apples', '100 g butter'],
      cookTime: 'PT45M',
    }),
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      '@id': `${BASE_URL}/recipes/${soup}`,
      name: `Export soup ${tag}`,
      recipeIngredient: ['1 l stock', '2 carrots'],
    }),
  ]);
  expect(await downloadButton().isEnabled()).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'export-recipes-done');
});

it('offline: says the recipes were not exported, then exports them once back online', SLOW, async () => {
  await createRecipeFor(account.uid, account.name, `Offline export ${randomUUID().slice(0, 6)}`);
  await openDashboard();
  await page.getByText('Offline export').waitFor();
  await session.context.setOffline(true);
  await downloadButton().click();
  await toast("Your recipes were not exported. We couldn't reach the server.").waitFor();

  await session.context.setOffline(false);
  expect(await recipesInDownload()).toHaveLength(1);
  await toast('Exported 1 recipe to').waitFor();
});

it('has nothing to export for a cook without recipes', SLOW, async () => {
  await openDashboard();
  await page.getByText('You haven’t added any recipes yet.').waitFor();
  await page.getByText('Nothing to export yet: add a recipe first.').waitFor();
  expect(await downloadButton().isDisabled()).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
