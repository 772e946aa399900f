// My Recipes on the real backend: Update through the dialog (only changed
// fields written), Delete with the backend's cascade (another user's like and
// wishlist entry go, live on their Wishlist), and the Update dialog offline
// from the service worker's cache. The list's states, the dialog's Cancel and
// Escape, the delete confirmation and the failure messages are component tests
// (my-recipes-list.test.tsx, update-recipe-dialog.test.tsx); who may write is
// tests/rules/recipes.test.ts.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, controlledByServiceWorker, DESKTOP, PHONE, screenshot, SLOW } from './support/browser';
import { createRecipeFor, documentExists } from './support/firestore';
import { deleteRecipesOwnedBy, likeAndWishlistAs, readRecipe, setRecipeFields } from './support/manage';
import { signedInPage, signIn } from './support/sign-in';

const session = browserSession();
let page: Page;
let owner: TestAccount;
let title: string;
let recipeId: string;
const others: TestAccount[] = [];
const contexts: BrowserContext[] = [];

beforeEach(async () => {
  owner = await createAccount('mine', 'Mia Mine');
  title = `Manage salad ${randomUUID().slice(0, 8)}`;
  // What the tests below read back and change.
  recipeId = await createRecipeFor(owner.uid, owner.name, title, {
    ingredients: ['Lettuce', 'Tomato'],
    servings: 4,
    cookTime: 0,
  });
  // One instruction of two sentences: rewriting the list would split it.
  await setRecipeFields(recipeId, { instructions: ['Mix well. Then rest.'] });
  page = await signIn(session, owner, '/myRecipes');
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

const card = (on: Page = page) => on.getByTestId('my-recipe-card').filter({ hasText: title });
const dialog = () => page.getByRole('dialog', { name: 'Update Recipe' });
const field = (label: string) => dialog().getByLabel(label, { exact: true });

it('updates through the dialog, writing only the fields that changed', SLOW, async () => {
  await card()
    .getByRole('button', { name: `Update ${title}` })
    .click();
  await dialog().waitFor();
  expect(await field('Title').inputValue()).toBe(title);
  expect(await field('Ingredients').inputValue()).toBe('Lettuce\nTomato');
  expect(await field('Instructions').inputValue()).toBe('Mix well. Then rest.');
  expect(await page.evaluate('document.activeElement?.id')).toBe(await field('Image URL').getAttribute('id'));

  await field('Title').fill('');
  await dialog().getByRole('button', { name: 'Save' }).click();
  await dialog().getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `manage-update-dialog-${viewport.width}`);
  }

  const newTitle = `${title} deluxe`;
  await field('Title').fill(newTitle);
  await field('Prep time (minutes)').fill('25');
  expect(await field('Servings').inputValue()).toBe('4');
  await field('Servings').fill('2');
  await dialog().getByRole('checkbox', { name: 'Vegan' }).check();
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
    likeCount: 0,
    ownerUid: owner.uid,
  });
  expect(String(stored?.['updatedAt']) > String(stored?.['createdAt'])).toBe(true);
});

it('deletes after confirmation; the likes and wishlist entries go with it', SLOW, async () => {
  const { account: fan, page: fanPage } = await otherUser('Finn Fan', '/wishlist');
  await likeAndWishlistAs(fan.uid, recipeId);
  await fanPage.getByTestId('recipe-card').filter({ hasText: title }).waitFor();
  await card().getByText('1 Like', { exact: false }).waitFor();

  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this recipe?' });
  await card()
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').filter({ hasText: 'was deleted.' }).waitFor();
  await card().waitFor({ state: 'detached' });
  await page.getByText("You haven't added any recipes yet!").waitFor();
  expect(await readRecipe(recipeId)).toBeUndefined();

  // The backend's cascade removes the other user's like and wishlist entry.
  await expect
    .poll(
      async () =>
        (await documentExists(`recipes/${recipeId}/likes/${fan.uid}`)) ||
        (await documentExists(`users/${fan.uid}/wishlist/${recipeId}`)),
      { timeout: 20_000, interval: 250 },
    )
    .toBe(false);
  await fanPage.getByText('Your wishlist is empty.').waitFor();
});

it(
  "offline: the Update dialog opens from the service worker's cache, Save says why it failed, and nothing changes",
  SLOW,
  async () => {
    await card().waitFor();
    // The Update dialog's code comes on first use, from the service worker's cache once it keeps the app's files.
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
    await card().waitFor();
    expect((await readRecipe(recipeId))?.['title']).toBe(title);
  },
);
