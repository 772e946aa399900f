// Collections, from a new cook's first visit to /collections (New collection,
// which goes to the new collection's address) to the recipe page's Save to
// collection: ticking one of their collections, creating another with the
// recipe in it, seeing both on /collections with their counts and covers, and
// unticking again. A visitor's Save goes to log in and back. Phone and
// desktop, with axe, in the page and in the dialogs. The empty state and the
// dialogs' states are component tests beside web/src/features/collections/components/.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, DESKTOP, hydrated, PHONE, screenshot, SLOW } from './support/browser';
import { createRecipeFor } from './support/firestore';
import { deleteCollectionsOwnedBy, deleteRecipesOwnedBy, readDocument } from './support/manage';

const session = browserSession();
/** Transactions can take a while on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let page: Page;
let author: TestAccount;
let cook: TestAccount;
let tag: string;

beforeEach(async () => {
  ({ page } = session);
  tag = randomUUID().slice(0, 6);
  author = await createAccount('collauthor', 'Ada Author');
  cook = await createAccount('collcook', 'Cole Cook');
});

afterEach(async () => {
  await deleteCollectionsOwnedBy(cook.uid);
  await deleteRecipesOwnedBy(author.uid);
});

/** Axe and a screenshot at both widths; `fullPage: false` for a dialog over the page. */
async function checkBothWidths(name: string, fullPage = true) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `collections-${name}-${viewport.width}`, { fullPage });
  }
}

const recipeIdsOf = async (collectionId: string) =>
  (await readDocument(`collections/${collectionId}`))?.['recipeIds'] as string[] | undefined;

const card = (name: string) => page.getByTestId('collection-card').filter({ hasText: name });

it(
  'builds collections from /collections and from a recipe page, and shows them with counts and covers',
  SLOW,
  async () => {
    const title = `Lentil ${tag} soup`;
    const recipeId = await createRecipeFor(author.uid, author.name, title, { image: '/images/recipes/biryani.webp' });
    const first = `Weeknight ${tag}`;
    const second = `Soups ${tag}`;

    // A new cook starts one.
    await logInThroughForm(page, cook, '/login?redirect=%2Fcollections');
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
    await page.getByRole('button', { name: 'New collection' }).click();
    const create = page.getByRole('dialog', { name: 'New collection' });
    await create.getByRole('radio', { name: /^Private/ }).waitFor();
    await checkBothWidths('new-dialog', false);
    await create.getByRole('textbox', { name: 'Name' }).fill(first);
    await create.getByRole('textbox', { name: 'Description (optional)' }).fill('Quick dinners for busy days.');
    await create.getByRole('button', { name: 'Create collection' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/collections/'));
    const firstId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const stored = await readDocument(`collections/${firstId}`);
    expect(stored).toMatchObject({
      name: first,
      description: 'Quick dinners for busy days.',
      visibility: 'private',
      recipeIds: [],
      ownerUid: cook.uid,
    });

    // The recipe page: into the first collection, and into a new one made on the spot.
    await page.goto(`/recipes/${recipeId}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Save to collection' }).click();
    const picker = page.getByRole('dialog', { name: `Save “${title}” to a collection` });
    const firstBox = picker.getByRole('checkbox', { name: first });
    await firstBox.waitFor();
    expect(await firstBox.isChecked()).toBe(false);
    await firstBox.check();
    await expect.poll(() => recipeIdsOf(firstId), SETTLED).toEqual([recipeId]);
    await picker.locator('input[type=checkbox]:not([disabled])').first().waitFor();
    expect(await firstBox.isChecked()).toBe(true);

    await picker.getByRole('textbox', { name: 'Create a new collection' }).fill(second);
    await picker.getByRole('button', { name: 'Create', exact: true }).click();
    const secondBox = picker.getByRole('checkbox', { name: second });
    await secondBox.waitFor();
    expect(await secondBox.isChecked()).toBe(true);
    // Emptied once the server has the new collection (the list shows it a moment earlier, from this device).
    await expect
      .poll(() => picker.getByRole('textbox', { name: 'Create a new collection' }).inputValue(), SETTLED)
      .toBe('');
    await checkBothWidths('save-dialog', false);
    await picker.getByRole('button', { name: 'Done' }).click();
    await picker.waitFor({ state: 'hidden' });

    // Both on /collections, the one changed last first, each with its count, cover and badge.
    await page.goto('/collections');
    await card(first).getByTestId('collection-cover').and(page.locator('[data-images="1"]')).waitFor();
    await card(second).getByTestId('collection-cover').and(page.locator('[data-images="1"]')).waitFor();
    expect(await page.getByTestId('collection-card').getByRole('heading').allTextContents()).toEqual([second, first]);
    expect(await card(first).getByTestId('collection-count').textContent()).toBe('1 recipe');
    expect(await card(second).getByTestId('collection-count').textContent()).toBe('1 recipe');
    await card(second).getByTestId('visibility-badge').filter({ hasText: 'Private' }).waitFor();
    expect(await card(first).getByRole('link', { name: first }).getAttribute('href')).toBe(`/collections/${firstId}`);
    await checkBothWidths('list');

    // Unticked on the recipe page: the count drops and the cover is the placeholder again.
    await page.goto(`/recipes/${recipeId}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Save to collection' }).click();
    await picker.getByRole('checkbox', { name: first }).uncheck();
    await expect.poll(() => recipeIdsOf(firstId), SETTLED).toEqual([]);
    await picker.getByRole('button', { name: 'Done' }).click();
    await page.goto('/collections');
    await card(first).getByTestId('collection-count').filter({ hasText: '0 recipes' }).waitFor();
    await card(first).locator('[data-testid="collection-cover"][data-images="0"]').waitFor();
    await card(second).getByTestId('collection-count').filter({ hasText: '1 recipe' }).waitFor();
  },
);

it('sends a visitor who presses Save to collection to log in and back', SLOW, async () => {
  const recipeId = await createRecipeFor(author.uid, author.name, `Bean ${tag} stew`);
  await page.goto(`/recipes/${recipeId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Save to collection' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/recipes/${recipeId}`);
});
