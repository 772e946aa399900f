// The shopping list, through the real rules, as one cook's journey: a
// recipe's ingredients go onto the list from its page, the toast's link leads
// to the list grouped by recipe, an item is added by hand, one removed, the
// combined view adds up equal ingredients and ticks them together, print shows
// the list alone, ticked items and a recipe's items are cleared; then a tick
// made offline survives a reload and reaches another device once back online.
// The page's states (empty, counts, the views, the form's messages and the
// 500-item limit, share as text) are component tests beside
// web/src/features/shopping-list/components/; a visitor's press going to log in
// is web/src/lib/use-sign-in-first.test.tsx; the API's limit is
// functions/test/meal-plan.test.ts.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import {
  browserSession,
  claimOnlineThroughout,
  controlledByServiceWorker,
  DESKTOP,
  hydrated,
  PHONE,
  SLOW,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { shoppingItemsOf } from './support/shopping-list';
import { signedInContext } from './support/sign-in';

const session = browserSession();
/** Writes can take a while to reach the server on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let cook: TestAccount;
let curry: { id: string; title: string };
let cake: { id: string; title: string };

beforeAll(async () => {
  const tag = randomUUID().slice(0, 6);
  cook = await createAccount('shopper', 'Sally Shopper');
  // Curry serves 4 as written, the cake 2: both are added as written.
  curry = { id: '', title: `Butter curry ${tag}` };
  curry.id = await createRecipeFor('e2e-shop-author', 'Shop Author', curry.title, {
    servings: 4,
    ingredients: ['200 g butter', '2 onions', 'salt, to taste'],
  });
  cake = { id: '', title: `Onion cake ${tag}` };
  cake.id = await createRecipeFor('e2e-shop-author', 'Shop Author', cake.title, {
    servings: 2,
    ingredients: ['150 g butter, softened', '1 onion', '1 kg flour'],
  });
});

afterAll(async () => {
  await deleteRecipe(curry.id);
  await deleteRecipe(cake.id);
});

const box = (p: Page, text: string) => p.getByRole('checkbox', { name: text });
const textsOnServer = async () => (await shoppingItemsOf(cook.uid)).map((item) => item.text);
const tickedOnServer = async () =>
  (await shoppingItemsOf(cook.uid)).filter((item) => item.checked).map((item) => item.text);

/** Opens the recipe page and adds its ingredients, waiting for the toast. */
async function addRecipe(page: Page, recipeId: string, count: number) {
  await page.goto(`/recipes/${recipeId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await page.getByText(`Added ${count} items to your shopping list.`).waitFor();
}

it(
  'adds from recipe pages and by hand, combines, ticks and clears; an offline tick reaches another device',
  SLOW,
  async () => {
    // The service worker installs (support/browser.ts blocks it elsewhere): the list opens offline.
    const context = await signedInContext(session.browser, cook, DESKTOP, { serviceWorkers: 'allow' });
    // As some Chromium versions and phones on a captive Wi-Fi do, the page never
    // learns from the browser that the network went (e2e/offline.test.ts covers both).
    await claimOnlineThroughout(context);
    const page = await session.useContext(context);
    try {
      await addRecipe(page, curry.id, 3);
      await addRecipe(page, cake.id, 3);
      expect(await shoppingItemsOf(cook.uid)).toEqual([
        { text: '1 kg flour', quantity: 1, unit: 'kilogram', recipeId: cake.id, checked: false },
        { text: '1 onion', quantity: 1, unit: null, recipeId: cake.id, checked: false },
        { text: '150 g butter, softened', quantity: 150, unit: 'gram', recipeId: cake.id, checked: false },
        { text: '2 onions', quantity: 2, unit: null, recipeId: curry.id, checked: false },
        { text: '200 g butter', quantity: 200, unit: 'gram', recipeId: curry.id, checked: false },
        { text: 'salt, to taste', quantity: null, unit: null, recipeId: curry.id, checked: false },
      ]);

      // The toast's link leads to the list, grouped by recipe.
      await page.getByRole('link', { name: 'View list' }).click();
      await page.getByRole('heading', { level: 1, name: 'Shopping list' }).waitFor();
      const currySection = page.getByRole('region', { name: curry.title });
      await currySection.getByText('salt, to taste').waitFor();
      expect(await currySection.getByTestId('shopping-line').allInnerTexts()).toEqual([
        '200 g butter',
        '2 onions',
        'salt, to taste',
      ]);
      expect(await page.getByRole('region', { name: cake.title }).getByTestId('shopping-line').allInnerTexts()).toEqual(
        ['150 g butter, softened', '1 onion', '1 kg flour'],
      );

      // By hand: the item in its own group, read for its amount.
      await page.getByRole('textbox', { name: 'Add an item' }).fill('2 lemons');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText('Added “2 lemons” to your shopping list.').waitFor();
      await page.getByRole('region', { name: 'Added by hand' }).getByText('2 lemons').waitFor();
      await expect
        .poll(async () => (await shoppingItemsOf(cook.uid)).find((item) => item.text === '2 lemons'), SETTLED)
        .toEqual({ text: '2 lemons', quantity: 2, unit: null, recipeId: null, checked: false });

      await page.getByRole('button', { name: 'Remove salt, to taste' }).click();
      await box(page, 'salt, to taste').waitFor({ state: 'detached' });
      await expect.poll(async () => (await shoppingItemsOf(cook.uid)).length, SETTLED).toBe(6);

      // Combined: a line that adds up both butters ticks every item behind it.
      await page.locator('label', { hasText: 'Combined' }).click();
      await box(page, '350 g butter').check();
      await expect.poll(tickedOnServer, SETTLED).toEqual(['150 g butter, softened', '200 g butter']);

      // Print shows the list alone.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Share' }).isVisible()).toBe(false);
      expect(await page.getByRole('textbox', { name: 'Add an item' }).isVisible()).toBe(false);
      expect(await box(page, '350 g butter').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('button', { name: 'Clear ticked' }).click();
      await page.getByRole('alertdialog', { name: 'Remove 2 items?' }).getByRole('button', { name: 'Remove' }).click();
      await box(page, '350 g butter').waitFor({ state: 'detached' });
      await expect.poll(textsOnServer, SETTLED).toEqual(['1 kg flour', '1 onion', '2 lemons', '2 onions']);
      expect(await page.getByRole('button', { name: 'Clear ticked' }).isDisabled()).toBe(true);

      await page.locator('label', { hasText: 'By recipe' }).click();
      await page.getByRole('button', { name: `Remove all items of ${cake.title}` }).click();
      await page.getByRole('alertdialog', { name: 'Remove 2 items?' }).getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('region', { name: cake.title }).waitFor({ state: 'detached' });
      await expect.poll(textsOnServer, SETTLED).toEqual(['2 lemons', '2 onions']);

      // Loaded through the worker, so the page opens again with no network.
      await controlledByServiceWorker(page);
      await page.goto('/shoppingList');
      await box(page, '2 onions').waitFor();
      await expect
        .poll(() => page.evaluate(`caches.open('pages').then((cache) => cache.match('/shoppingList')).then(Boolean)`))
        .toBe(true);

      await context.setOffline(true);
      await box(page, '2 onions').check();
      await page.reload();
      await page.getByText('You are offline.').waitFor();
      expect(await page.getByText("Can't reach the server.").count()).toBe(0);
      await box(page, '2 onions').waitFor();
      expect(await box(page, '2 onions').isChecked()).toBe(true);
      // Only this device has it so far.
      expect(await tickedOnServer()).toEqual([]);

      await context.setOffline(false);
      await expect.poll(tickedOnServer, SETTLED).toEqual(['2 onions']);
    } finally {
      await context.setOffline(false);
    }

    const phone = await signedInContext(session.browser, cook, PHONE);
    try {
      const other = await phone.newPage();
      await other.goto('/shoppingList');
      await box(other, '2 onions').waitFor();
      expect(await box(other, '2 onions').isChecked()).toBe(true);
      expect(await box(other, '2 lemons').isChecked()).toBe(false);
    } finally {
      await phone.close();
    }
  },
);
