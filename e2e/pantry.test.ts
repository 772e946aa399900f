// The pantry, through the real rules and the REST API, as one cook's journey:
// what they bought, typed on the shopping list and ticked, goes into the
// pantry in one tap; the toast's link leads to the pantry, which lists those
// foods, and "What can I cook?" finds a recipe made of them, "You have
// everything". A food removed turns it into "Missing: lemon", and "Add the
// missing to the shopping list" puts lemon on the list under that recipe;
// "I used it up" moves a food from the pantry onto the list. Then on a phone:
// the sidebar leads to the pantry, which fits the width. The page's states
// (empty, the 200 limit, a text that names no food, loading and failing) are
// component tests beside web/src/features/pantry/components/.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { pantryPath, USERS } from '@recipe-book/schema/paths';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, hydrated, LIVE, expectNoSidewaysScroll, PHONE, screenshot, SLOW } from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { readDocument } from './support/manage';
import { shoppingItemsOf } from './support/shopping-list';
import { signedInContext, signIn } from './support/sign-in';

const session = browserSession();
/** Writes can take a while to reach the server on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
const BOUGHT = ['200 g halloumi', '1 courgette', '1 lemon'];
let cook: TestAccount;
let traybake: { id: string; title: string };

beforeAll(async () => {
  const tag = randomUUID().slice(0, 6);
  cook = await createAccount('pantry', 'Pia Pantry');
  // Public (the sample's visibility), made of three foods and a staple, which is never missing.
  traybake = { id: '', title: `Halloumi traybake ${tag}` };
  traybake.id = await createRecipeFor('e2e-pantry-author', 'Pantry Author', traybake.title, {
    ingredients: ['200 g halloumi, sliced', '1 courgette', '1 lemon', 'salt'],
  });
});

afterAll(async () => {
  await deleteRecipe(traybake.id);
});

/** The foods of the cook's pantry as the server has them, in alphabetical order. */
async function pantryOnServer(): Promise<string[]> {
  const foods = (await readDocument(pantryPath(`${USERS}/${cook.uid}`)))?.['foods'];
  return Array.isArray(foods) ? foods.map(String).sort() : [];
}

/** The traybake's card in "What can I cook?". */
const traybakeCard = (page: Page) =>
  page.getByRole('region', { name: 'What can I cook?' }).getByRole('listitem').filter({ hasText: traybake.title });

it(
  'fills the pantry from the ticked shopping, finds what it can cook, and shops for what is missing',
  SLOW,
  async () => {
    const page = await signIn(session, cook, '/shoppingList');
    for (const line of BOUGHT) {
      await page.getByRole('textbox', { name: 'Add an item' }).fill(line);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText(`Added “${line}” to your shopping list.`).waitFor();
    }
    // Nothing ticked, nothing to put away.
    expect(await page.getByRole('button', { name: 'Add ticked to pantry' }).count()).toBe(0);
    for (const line of BOUGHT) await page.getByRole('checkbox', { name: line, exact: true }).check();

    await page.getByRole('button', { name: 'Add ticked to pantry' }).click();
    await page.getByText('Added 3 foods to your pantry.').waitFor();
    await expect.poll(pantryOnServer, SETTLED).toEqual(['courgette', 'halloumi', 'lemon']);

    // The toast's link leads to the pantry: the foods, and the recipe made of them.
    await page.getByRole('link', { name: 'View pantry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pantry' }).waitFor();
    for (const food of ['courgette', 'halloumi', 'lemon']) {
      await page.getByRole('button', { name: `Remove ${food}`, exact: true }).waitFor();
    }
    await page.getByText('3 of 200 foods').waitFor();
    await traybakeCard(page).getByText('You have everything').waitFor(LIVE);
    await screenshot(page, 'pantry-desktop');

    // Without the lemon, the card says what is missing, once the server has the change.
    await page.getByRole('button', { name: 'Remove lemon', exact: true }).click();
    await page.getByText('Removed lemon from your pantry.').waitFor();
    await expect.poll(pantryOnServer, SETTLED).toEqual(['courgette', 'halloumi']);
    await traybakeCard(page).getByText('Missing: lemon').waitFor(LIVE);

    await traybakeCard(page).getByRole('button', { name: 'Add the missing to the shopping list' }).click();
    await page.getByText('Added 1 item to your shopping list: lemon.').waitFor();
    await traybakeCard(page).getByText('Added to your shopping list.').waitFor();
    await expect
      .poll(async () => (await shoppingItemsOf(cook.uid)).filter((item) => item.recipeId === traybake.id), SETTLED)
      .toEqual([{ text: 'lemon', quantity: null, unit: null, recipeId: traybake.id, checked: false }]);

    // Used up: off the pantry, onto the list.
    await page.getByRole('button', { name: 'I used it up: courgette' }).click();
    await page.getByText('Courgette used up: added to your shopping list.').waitFor();
    await expect.poll(pantryOnServer, SETTLED).toEqual(['halloumi']);
    await expect
      .poll(async () => (await shoppingItemsOf(cook.uid)).some((item) => item.text === 'courgette'), SETTLED)
      .toBe(true);

    // The list shows the lemon under the recipe that needs it, and the courgette with what was typed.
    await page.goto('/shoppingList');
    await hydrated(page);
    await page
      .getByRole('region', { name: traybake.title })
      .getByRole('checkbox', { name: 'lemon', exact: true })
      .waitFor();
    await page
      .getByRole('region', { name: 'Added by hand' })
      .getByRole('checkbox', { name: 'courgette', exact: true })
      .waitFor();

    // On a phone, the sidebar leads to the pantry, which fits the width.
    const phone = await signedInContext(session.browser, cook, PHONE);
    try {
      const small = await phone.newPage();
      await small.goto('/shoppingList');
      await hydrated(small);
      await small.getByRole('button', { name: 'Open menu' }).click();
      await small.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pantry' }).click();
      await small.getByRole('heading', { level: 1, name: 'Pantry' }).waitFor();
      await traybakeCard(small).getByText('Missing: courgette, lemon').waitFor(LIVE);
      await expectNoSidewaysScroll(small);
      expect(await seriousAccessibilityViolations(small)).toEqual([]);
      await screenshot(small, 'pantry-phone');
    } finally {
      await phone.close();
    }
  },
);
