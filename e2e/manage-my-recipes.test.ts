// My Recipes: the user's own recipes with everything they hold, the Update
// dialog (only changed fields written; Cancel and Escape discard), Delete with
// its confirmation and the backend cascade, the empty state, and what another
// user can and cannot do.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, controlledByServiceWorker, DESKTOP, newContext, PHONE, screenshot } from './support/browser';
import { createRecipeFor, documentExists } from './support/firestore';
import { deleteRecipesOwnedBy, likeAndWishlistAs, readRecipe, setRecipeFields } from './support/manage';

const session = browserSession();
/** Each journey signs in and checks pages at two widths: generous on a shared, busy machine. */
const SLOW = { timeout: 120_000 };
let page: Page;
let owner: TestAccount;
let title: string;
let recipeId: string;
const others: TestAccount[] = [];
const contexts: BrowserContext[] = [];

beforeEach(async () => {
  ({ page } = session);
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
  await logInThroughForm(page, owner, '/login?redirect=%2FmyRecipes');
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
  const context = await newContext(session.browser);
  contexts.push(context);
  const otherPage = await context.newPage();
  await logInThroughForm(otherPage, account, `/login?redirect=${encodeURIComponent(path)}`);
  return { account, page: otherPage };
}

const card = (on: Page = page) => on.getByTestId('my-recipe-card').filter({ hasText: title });
const dialog = () => page.getByRole('dialog', { name: 'Update Recipe' });
const field = (label: string) => dialog().getByLabel(label, { exact: true });

it('lists the recipe with everything it holds, and passes axe at phone and desktop width', SLOW, async () => {
  await card().waitFor();
  const text = await card().textContent();
  for (const part of ['Others', '10 mins', '0 Likes', 'Lunch', 'Lettuce', 'Tomato', 'Mix well. Then rest.']) {
    expect(text).toContain(part);
  }
  await card()
    .getByRole('button', { name: `Update ${title}` })
    .waitFor();
  await card()
    .getByRole('button', { name: `Delete ${title}` })
    .waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `manage-my-recipes-${viewport.width}`);
  }
});

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

it('Cancel and Escape discard the edits', SLOW, async () => {
  for (const close of ['Cancel', 'Escape'] as const) {
    await card()
      .getByRole('button', { name: `Update ${title}` })
      .click();
    expect(await field('Title').inputValue()).toBe(title);
    await field('Title').fill('Not kept');
    if (close === 'Cancel') await dialog().getByRole('button', { name: 'Cancel' }).click();
    else await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await card().waitFor();
  }
  expect((await readRecipe(recipeId))?.['title']).toBe(title);
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
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await readRecipe(recipeId)).toBeDefined();

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

it('shows the empty state with a way to add the first recipe', SLOW, async () => {
  const { page: newcomer } = await otherUser('Nia New', '/myRecipes');
  await newcomer.getByText("You haven't added any recipes yet!").waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    await newcomer.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(newcomer)).toEqual([]);
    await screenshot(newcomer, `manage-my-recipes-empty-${viewport.width}`);
  }
  await newcomer.getByRole('link', { name: 'Add Your First Recipe' }).click();
  await newcomer.getByRole('heading', { level: 1, name: 'Add Recipe' }).waitFor();
});

it(
  'another user gets no Update or Delete, and a write on a recipe they do not own is refused with a visible error',
  SLOW,
  async () => {
    const { account: other, page: otherPage } = await otherUser('Oli Other', `/recipes/${recipeId}`);
    await otherPage.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await otherPage.getByRole('button', { name: /Update|Delete/ }).count()).toBe(0);
    await otherPage.goto('/myRecipes');
    await otherPage.getByText("You haven't added any recipes yet!").waitFor();
    expect(await otherPage.getByText(title).count()).toBe(0);

    // The app's own update path on a recipe the user does not own: the dialog is
    // open on their own recipe when it is handed to someone else, then Save.
    const theirTitle = `Oli's soup ${randomUUID().slice(0, 8)}`;
    const theirs = await createRecipeFor(other.uid, other.name, theirTitle);
    const theirCard = otherPage.getByTestId('my-recipe-card').filter({ hasText: theirTitle });
    await theirCard.getByRole('button', { name: `Update ${theirTitle}` }).click();
    const otherDialog = otherPage.getByRole('dialog', { name: 'Update Recipe' });
    await setRecipeFields(theirs, { ownerUid: owner.uid });
    await theirCard.waitFor({ state: 'detached' });
    await otherDialog.getByLabel('Title', { exact: true }).fill('Forged title');
    await otherDialog.getByRole('button', { name: 'Save' }).click();
    await otherPage
      .getByRole('status')
      .filter({ hasText: "Recipe not saved. You don't have permission to do that." })
      .waitFor();
    expect(await otherDialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Forged title');
    await screenshot(otherPage, 'manage-forged-write-refused');
    expect((await readRecipe(theirs))?.['title']).toBe(theirTitle);
    await setRecipeFields(theirs, { ownerUid: other.uid });
  },
);

it('offline: Save and Delete say why they failed, and nothing changes', SLOW, async () => {
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

  await card()
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this recipe?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('status').filter({ hasText: 'Recipe not deleted.' }).waitFor();
  await session.context.setOffline(false);
  await card().waitFor();
  expect((await readRecipe(recipeId))?.['title']).toBe(title);
});
