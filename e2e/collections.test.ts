// Collections, in one journey: a new cook's first visit to /collections (New
// collection, which goes to the new collection's address), then the recipe
// page's Save to collection: ticking their collection, creating another with
// the recipe in it, and unticking the first again; /collections then shows
// both with their counts, covers and badges, the one changed last first. Axe
// at phone width in both dialogs (the list page's own checks are in
// routes.test.ts). The empty state and the dialogs' states are component tests
// beside web/src/features/collections/components/; a visitor's Save going to
// log in is web/src/lib/use-sign-in-first.test.tsx.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, DESKTOP, hydrated, PHONE, SLOW } from './support/browser';
import { createRecipeFor } from './support/firestore';
import { deleteCollectionsOwnedBy, deleteRecipesOwnedBy, readDocument } from './support/manage';
import { signIn } from './support/sign-in';

const session = browserSession();
/** Transactions can take a while on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let author: TestAccount;
let cook: TestAccount;
let tag: string;

beforeAll(async () => {
  tag = randomUUID().slice(0, 6);
  author = await createAccount('collauthor', 'Ada Author');
  cook = await createAccount('collcook', 'Cole Cook');
});

afterAll(async () => {
  await deleteCollectionsOwnedBy(cook.uid);
  await deleteRecipesOwnedBy(author.uid);
});

/** Axe at phone width with a dialog open, then back to desktop width. */
async function accessibleOnAPhone(page: Page) {
  await page.setViewportSize(PHONE);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

const recipeIdsOf = async (collectionId: string) =>
  (await readDocument(`collections/${collectionId}`))?.['recipeIds'] as string[] | undefined;

it(
  'builds collections from /collections and from a recipe page, and shows them with counts and covers',
  SLOW,
  async () => {
    const title = `Lentil ${tag} soup`;
    const recipeId = await createRecipeFor(author.uid, author.name, title, { image: '/images/recipes/biryani.webp' });
    const first = `Weeknight ${tag}`;
    const second = `Soups ${tag}`;

    // A new cook starts one.
    const page = await signIn(session, cook, '/collections');
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
    await page.getByRole('button', { name: 'New collection' }).click();
    const create = page.getByRole('dialog', { name: 'New collection' });
    await create.getByRole('radio', { name: /^Private/ }).waitFor();
    await accessibleOnAPhone(page);
    await create.getByRole('textbox', { name: 'Name' }).fill(first);
    await create.getByRole('textbox', { name: 'Description (optional)' }).fill('Quick dinners for busy days.');
    await create.getByRole('button', { name: 'Create collection' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/collections/'));
    const firstId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await readDocument(`collections/${firstId}`)).toMatchObject({
      name: first,
      description: 'Quick dinners for busy days.',
      visibility: 'private',
      recipeIds: [],
      ownerUid: cook.uid,
    });

    // The recipe page: into the first collection, into a new one made on the spot, and out of the first again.
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
    await accessibleOnAPhone(page);

    await picker.locator('input[type=checkbox]:not([disabled])').first().waitFor();
    await firstBox.uncheck();
    await expect.poll(() => recipeIdsOf(firstId), SETTLED).toEqual([]);
    await picker.getByRole('button', { name: 'Done' }).click();
    await picker.waitFor({ state: 'hidden' });

    // Both on /collections, the one changed last (the first, unticked) first, each with its count, cover and badge.
    await page.goto('/collections');
    const card = (name: string) => page.getByTestId('collection-card').filter({ hasText: name });
    await card(second).locator('[data-testid="collection-cover"][data-images="1"]').waitFor();
    await card(first).locator('[data-testid="collection-cover"][data-images="0"]').waitFor();
    expect(await page.getByTestId('collection-card').getByRole('heading').allTextContents()).toEqual([first, second]);
    expect(await card(first).getByTestId('collection-count').textContent()).toBe('0 recipes');
    expect(await card(second).getByTestId('collection-count').textContent()).toBe('1 recipe');
    await card(second).getByTestId('visibility-badge').filter({ hasText: 'Private' }).waitFor();
    expect(await card(first).getByRole('link', { name: first }).getAttribute('href')).toBe(`/collections/${firstId}`);
  },
);
