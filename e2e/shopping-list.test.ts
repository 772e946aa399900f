// The shopping list, through the real rules: a recipe's ingredients go onto
// the list from its page (a visitor is sent to log in first), grouped by
// recipe or combined across recipes; ticks made offline survive a reload and
// reach another device once back online; remove, clear ticked, add by hand,
// print, and the 500-item limit counted on the server. The page's states (empty,
// counts, the views, the form's messages, share as text) are component tests
// beside web/src/features/shopping-list/components/.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  BASE_URL,
  browserSession,
  claimOnlineThroughout,
  controlledByServiceWorker,
  DESKTOP,
  hydrated,
  newContext,
  PHONE,
  screenshot,
  SLOW,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { fillShoppingList, shoppingItemsOf } from './support/shopping-list';

const session = browserSession();
/** Writes can take a while to reach the server on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let page: Page;
let cook: TestAccount;
let curry: { id: string; title: string };
let cake: { id: string; title: string };

beforeEach(async () => {
  ({ page } = session);
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

afterEach(async () => {
  await session.context.setOffline(false);
  await deleteRecipe(curry.id);
  await deleteRecipe(cake.id);
});

const addButton = (p: Page) => p.getByRole('button', { name: 'Add to shopping list' });
const box = (p: Page, text: string) => p.getByRole('checkbox', { name: text });

/** Opens the recipe page and adds its ingredients, waiting for the toast. */
async function addRecipe(recipeId: string, count: number) {
  await page.goto(`/recipes/${recipeId}`);
  await hydrated(page);
  await addButton(page).click();
  await page.getByText(`Added ${count} items to your shopping list.`).waitFor();
}

async function checkAtBothWidths(name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}

it('adds a recipe from its page, groups by recipe, and adds up equal ingredients of two recipes', SLOW, async () => {
  await logInThroughForm(page, cook, `/login?redirect=/recipes/${curry.id}`);
  await addRecipe(curry.id, 3);
  await addRecipe(cake.id, 3);
  expect(await shoppingItemsOf(cook.uid)).toEqual([
    { text: '1 kg flour', quantity: 1, unit: 'kilogram', recipeId: cake.id, checked: false },
    { text: '1 onion', quantity: 1, unit: null, recipeId: cake.id, checked: false },
    { text: '150 g butter, softened', quantity: 150, unit: 'gram', recipeId: cake.id, checked: false },
    { text: '2 onions', quantity: 2, unit: null, recipeId: curry.id, checked: false },
    { text: '200 g butter', quantity: 200, unit: 'gram', recipeId: curry.id, checked: false },
    { text: 'salt, to taste', quantity: null, unit: null, recipeId: curry.id, checked: false },
  ]);

  // The toast's link leads to the list.
  await page.getByRole('link', { name: 'View list' }).click();
  await page.getByRole('heading', { level: 1, name: 'Shopping list' }).waitFor();
  const currySection = page.getByRole('region', { name: curry.title });
  await currySection.getByText('salt, to taste').waitFor();
  expect(await currySection.getByTestId('shopping-line').allInnerTexts()).toEqual([
    '200 g butter',
    '2 onions',
    'salt, to taste',
  ]);
  expect(await page.getByRole('region', { name: cake.title }).getByTestId('shopping-line').allInnerTexts()).toEqual([
    '150 g butter, softened',
    '1 onion',
    '1 kg flour',
  ]);
  await checkAtBothWidths('shopping-list-by-recipe');

  // The recipe's title leads back to it.
  await currySection.getByRole('link', { name: curry.title }).click();
  await page.getByRole('heading', { level: 1, name: curry.title }).waitFor();
  await page.goBack();

  await page.locator('label', { hasText: 'Combined' }).click();
  await page.getByText('350 g butter').waitFor();

  // A combined line ticks every item it adds up.
  await box(page, '350 g butter').check();
  await expect
    .poll(
      async () => (await shoppingItemsOf(cook.uid)).filter((item) => item.checked).map((item) => item.text),
      SETTLED,
    )
    .toEqual(['150 g butter, softened', '200 g butter']);
});

it('keeps a tick made offline through a reload, and another device sees it once back online', SLOW, async () => {
  const { context } = session;
  // As some Chromium versions and phones on a captive Wi-Fi do, the page never
  // learns from the browser that the network went (e2e/offline.test.ts covers both).
  await claimOnlineThroughout(context);
  await page.setViewportSize(PHONE);
  await logInThroughForm(page, cook, '/login?redirect=/shoppingList');
  await page.getByText('Your shopping list is empty.').waitFor();
  await controlledByServiceWorker(page);
  await addRecipe(curry.id, 3);
  // Loaded through the worker, so the page opens again with no network.
  await page.goto('/shoppingList');
  await box(page, '2 onions').waitFor();
  await expect
    .poll(() => page.evaluate(`caches.open('pages').then((cache) => cache.match('/shoppingList')).then(Boolean)`))
    .toBe(true);

  await context.setOffline(true);
  await box(page, '2 onions').check();
  expect(await box(page, '2 onions').isChecked()).toBe(true);
  await page.reload();
  await page.getByText('You are offline.').waitFor();
  expect(await page.getByText("Can't reach the server.").count()).toBe(0);
  await box(page, '2 onions').waitFor();
  expect(await box(page, '2 onions').isChecked()).toBe(true);
  await screenshot(page, 'shopping-list-offline-375');
  // Only this device has it so far.
  expect((await shoppingItemsOf(cook.uid)).find((item) => item.text === '2 onions')?.checked).toBe(false);

  await context.setOffline(false);
  await expect
    .poll(async () => (await shoppingItemsOf(cook.uid)).find((item) => item.text === '2 onions')?.checked, SETTLED)
    .toBe(true);

  const phone = await newContext(session.browser, PHONE);
  try {
    const other = await phone.newPage();
    await logInThroughForm(other, cook, '/login?redirect=/shoppingList');
    await box(other, '2 onions').waitFor();
    expect(await box(other, '2 onions').isChecked()).toBe(true);
    expect(await box(other, '200 g butter').isChecked()).toBe(false);
  } finally {
    await phone.close();
  }
});

it('adds by hand, prints the list alone, removes one, clears ticked and a recipe', SLOW, async () => {
  await logInThroughForm(page, cook, `/login?redirect=/recipes/${curry.id}`);
  await addRecipe(curry.id, 3);
  await page.goto('/shoppingList');
  await box(page, '200 g butter').waitFor();

  // By hand: the item in its own group.
  const field = page.getByRole('textbox', { name: 'Add an item' });
  await field.fill('2 lemons');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Added “2 lemons” to your shopping list.').waitFor();
  const byHand = page.getByRole('region', { name: 'Added by hand' });
  await byHand.getByText('2 lemons').waitFor();
  expect((await shoppingItemsOf(cook.uid)).find((item) => item.text === '2 lemons')).toEqual({
    text: '2 lemons',
    quantity: 2,
    unit: null,
    recipeId: null,
    checked: false,
  });

  await box(page, '2 onions').check();

  // Print shows the list alone.
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('button', { name: 'Share' }).isVisible()).toBe(false);
  expect(await page.getByRole('textbox', { name: 'Add an item' }).isVisible()).toBe(false);
  expect(await box(page, '200 g butter').isVisible()).toBe(true);
  await screenshot(page, 'shopping-list-print');
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Remove salt, to taste' }).click();
  await box(page, 'salt, to taste').waitFor({ state: 'detached' });
  await expect.poll(async () => (await shoppingItemsOf(cook.uid)).length, SETTLED).toBe(3);

  await box(page, '2 lemons').check();
  await page.getByRole('button', { name: 'Clear ticked' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove 2 items?' });
  await ask.getByRole('button', { name: 'Remove' }).click();
  await byHand.waitFor({ state: 'detached' });
  await expect
    .poll(async () => (await shoppingItemsOf(cook.uid)).map((item) => item.text), SETTLED)
    .toEqual(['200 g butter']);
  expect(await page.getByRole('button', { name: 'Clear ticked' }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: `Remove all items of ${curry.title}` }).click();
  await page.getByRole('alertdialog', { name: 'Remove 1 item?' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Your shopping list is empty.').waitFor();
  await expect.poll(async () => (await shoppingItemsOf(cook.uid)).length, SETTLED).toBe(0);
});

it('sends a signed-out visitor to log in and back', SLOW, async () => {
  await page.goto(`/recipes/${curry.id}`);
  await hydrated(page);
  await addButton(page).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await logInThroughForm(page, cook, page.url().replace(BASE_URL, ''));
  await page.waitForURL((url) => url.pathname === `/recipes/${curry.id}`);
  await addButton(page).click();
  await page.getByText('Added 3 items to your shopping list.').waitFor();

  const visitor = await newContext(session.browser);
  try {
    const other = await visitor.newPage();
    await other.goto('/shoppingList');
    await other.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/shoppingList');
  } finally {
    await visitor.close();
  }
});

it('refuses what would take the list past 500 items, and says how many fit', SLOW, async () => {
  await fillShoppingList(cook.uid, 498);
  await logInThroughForm(page, cook, `/login?redirect=/recipes/${curry.id}`);
  await hydrated(page);
  await addButton(page).click();
  await page
    .getByText(
      'The ingredients were not added. Your shopping list can hold at most 500 items. It has 498, so only 2 more fit (this would add 3). Clear ticked items or remove some first.',
    )
    .waitFor();
  expect((await shoppingItemsOf(cook.uid)).length).toBe(498);
});
