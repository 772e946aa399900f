// My Recipes on the real backend, one journey of the owner with a fan watching
// their Wishlist in a browser profile of their own: the Update dialog opens
// offline from the service worker's cache and Save says why it failed,
// changing nothing; online, Update writes only the fields that changed (an
// imported recipe's source removed; the fan's like kept); Delete, once
// confirmed, takes the recipe away with the backend's cascade (the fan's like
// and wishlist entry), live on the fan's Wishlist. The list's states, the
// dialog's validation, Cancel and Escape, its source link and the delete
// confirmation and failure messages are component tests
// (my-recipes-list.test.tsx, update-recipe-dialog.test.tsx); the cascade's
// every case is functions/test/cascade.test.ts; who may write is
// tests/rules/recipes.test.ts; the dialog's axe, dialogs-accessibility.test.ts.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { browserSession, controlledByServiceWorker, DESKTOP, screenshot, SLOW } from './support/browser';
import { createRecipeFor, documentExists } from './support/firestore';
import { deleteRecipesOwnedBy, likeAndWishlistAs, readRecipe, setRecipeFields } from './support/manage';
import { signedInPage, signIn } from './support/sign-in';

const session = browserSession();
const SOURCE = 'https://nonnas-kitchen.example/salad';
let page: Page;
let owner: TestAccount;
let title: string;
let recipeId: string;
const others: TestAccount[] = [];
const contexts: BrowserContext[] = [];

beforeEach(async () => {
  owner = await createAccount('mine', 'Mia Mine');
  title = `Manage salad ${randomUUID().slice(0, 8)}`;
  // What the journey reads back and changes.
  recipeId = await createRecipeFor(owner.uid, owner.name, title, {
    ingredients: ['Lettuce', 'Tomato'],
    servings: 4,
    cookTime: 0,
  });
  // One instruction of two sentences: rewriting the list would split it. Imported from a page.
  await setRecipeFields(recipeId, { instructions: ['Mix well. Then rest.'], sourceUrl: SOURCE });
  // The service worker keeps the app's files for the offline step.
  page = await signIn(session, owner, '/myRecipes', DESKTOP, { serviceWorkers: 'allow' });
  await page.getByRole('heading', { level: 1, name: 'My Recipes' }).waitFor();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  for (const account of [owner, ...others.splice(0)]) await deleteRecipesOwnedBy(account.uid);
});

/** Another user, signed in in a browser profile of their own. */
async function otherUser(name: string, path: string): Promise<{ account: TestAccount; page: Page }> {
  const account = await createAccount('other', name);
  others.push(account);
  const otherPage = await signedInPage(session.browser, account, path);
  contexts.push(otherPage.context());
  return { account, page: otherPage };
}

const card = () => page.getByTestId('my-recipe-card').filter({ hasText: title });
const dialog = () => page.getByRole('dialog', { name: 'Update Recipe' });
const field = (label: string) => dialog().getByLabel(label, { exact: true });

it(
  'updates (offline first, then online) and deletes a recipe a fan has saved, live on their Wishlist',
  SLOW,
  async () => {
    const { account: fan, page: fanPage } = await otherUser('Finn Fan', '/wishlist');
    await likeAndWishlistAs(fan.uid, recipeId);
    await fanPage.getByTestId('recipe-card').filter({ hasText: title }).waitFor();
    await card().getByText('1 Like', { exact: false }).waitFor();

    // Offline: the Update dialog's code comes on first use, from the service worker's cache once it keeps the app's files.
    await controlledByServiceWorker(page);
    await session.context.setOffline(true);
    await card()
      .getByRole('button', { name: `Update ${title}` })
      .click();
    await field('Title').fill('Typed offline');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Recipe not saved. We couldn't reach the server. Check your connection and try again." })
      .waitFor();
    expect(await field('Title').inputValue()).toBe('Typed offline');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await session.context.setOffline(false);
    expect((await readRecipe(recipeId))?.['title']).toBe(title);

    // Online: the dialog opens on the recipe as stored.
    await card()
      .getByRole('button', { name: `Update ${title}` })
      .click();
    await dialog().waitFor();
    expect(await field('Title').inputValue()).toBe(title);
    expect(await field('Ingredients').inputValue()).toBe('Lettuce\nTomato');
    expect(await field('Instructions').inputValue()).toBe('Mix well. Then rest.');
    expect(await field('Servings').inputValue()).toBe('4');
    await screenshot(page, 'manage-update-dialog', { fullPage: false });

    const newTitle = `${title} deluxe`;
    await field('Title').fill(newTitle);
    await field('Prep time (minutes)').fill('25');
    await field('Servings').fill('2');
    await dialog().getByRole('checkbox', { name: 'Vegan' }).check();
    await dialog().getByRole('button', { name: 'Remove the source link' }).click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Recipe updated.' }).waitFor();
    await dialog().waitFor({ state: 'hidden' });
    const updated = page.getByTestId('my-recipe-card').filter({ hasText: newTitle });
    await updated.getByText('25 mins').waitFor();
    await updated.getByText('Vegan').waitFor();

    const stored = await readRecipe(recipeId);
    expect(stored).toMatchObject({
      title: newTitle,
      prepTime: 25,
      servings: 2,
      cookTime: 0,
      categories: ['Lunch', 'Vegan'],
      instructions: ['Mix well. Then rest.'],
      ingredients: ['Lettuce', 'Tomato'],
      // The fan's like, counted since the dialog opened, is not written over.
      likeCount: 1,
      ownerUid: owner.uid,
    });
    expect(stored).not.toHaveProperty('sourceUrl');
    expect(String(stored?.['updatedAt']) > String(stored?.['createdAt'])).toBe(true);

    // Delete, once confirmed.
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this recipe?' });
    await updated.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'was deleted.' }).waitFor();
    await updated.waitFor({ state: 'detached' });
    await page.getByText("You haven't added any recipes yet!").waitFor();
    expect(await readRecipe(recipeId)).toBeUndefined();

    // The backend's cascade removes the fan's like and wishlist entry; their open Wishlist follows.
    await expect
      .poll(
        async () =>
          (await documentExists(`recipes/${recipeId}/likes/${fan.uid}`)) ||
          (await documentExists(`users/${fan.uid}/wishlist/${recipeId}`)),
        { timeout: 20_000, interval: 250 },
      )
      .toBe(false);
    await fanPage.getByText('Your wishlist is empty.').waitFor();
  },
);
