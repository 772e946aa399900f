// Wishlist on the real backend: saved from a recipe card, listed newest first
// on /wishlist (linked from the avatar menu and the sidebar), removed there or
// from a card with the counter moving along. The empty state is a component
// test (wishlist-list.test.tsx); a deleted recipe dropping out live is seen in
// manage-my-recipes.test.ts (the fan's wishlist after a delete).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, DESKTOP, hydrated, PHONE, screenshot, SLOW } from './support/browser';
import { createRecipeFor, documentExists } from './support/firestore';
import { deleteRecipesOwnedBy, readRecipe } from './support/manage';
import { signIn } from './support/sign-in';

const session = browserSession();
/** Writes and server counts can take a while on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let page: Page;
let cook: TestAccount;
let saver: TestAccount;
/** A word only this test's titles contain, to find them with the search box. */
let tag: string;

beforeEach(async () => {
  tag = `wl${randomUUID().slice(0, 6)}`;
  cook = await createAccount('wishcook', 'Cody Cook');
  saver = await createAccount('saver', 'Sam Saver');
  page = await signIn(session, saver, '/wishlist');
  await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
});

afterEach(async () => {
  await deleteRecipesOwnedBy(cook.uid);
});

const wishlistCount = async (recipeId: string) => (await readRecipe(recipeId))?.['wishlistCount'];
const cardTitles = () => page.getByTestId('recipe-card').getByRole('heading').allTextContents();

it('its empty state leads to All Recipes, and it is linked from the avatar menu and the sidebar', SLOW, async () => {
  await page.getByText('Your wishlist is empty.').waitFor();
  await page.getByRole('link', { name: 'Browse All Recipes' }).click();
  await page.waitForURL((url) => url.pathname === '/allRecipes');

  await page.getByRole('button', { name: 'Account menu for Sam Saver' }).click();
  await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  await page.waitForURL((url) => url.pathname === '/wishlist');

  await page.goto('/');
  // Before hydration the Menu button has no handler yet: a click then is lost.
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Wishlist' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
});

it(
  'saves from a card, lists newest first, and removes from the page and from a card with the counter',
  SLOW,
  async () => {
    const first = `Lentil ${tag} soup`;
    const second = `Bean ${tag} stew`;
    const firstId = await createRecipeFor(cook.uid, cook.name, first);
    const secondId = await createRecipeFor(cook.uid, cook.name, second);

    await page.goto(`/allRecipes?q=${tag}`);
    // One save at a time: two saves in flight together can get the same server
    // time, and then "newest first" has no order to show between them.
    for (const [title, id] of [
      [first, firstId],
      [second, secondId],
    ] as const) {
      await page.getByRole('button', { name: `Save ${title} to wishlist` }).click();
      await page.getByRole('button', { name: `Remove ${title} from wishlist` }).waitFor();
      await expect.poll(() => wishlistCount(id), SETTLED).toBe(1);
    }

    await page.goto('/wishlist');
    await page.getByTestId('recipe-card').first().waitFor();
    expect(await cardTitles()).toEqual([second, first]);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `manage-wishlist-${viewport.width}`);
    }

    await page.getByRole('button', { name: `Remove ${second} from my wishlist` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${second}” was removed from your wishlist.` })
      .waitFor();
    await page.getByTestId('recipe-card').filter({ hasText: second }).waitFor({ state: 'detached' });
    expect(await wishlistCount(secondId)).toBe(0);
    expect(await documentExists(`users/${saver.uid}/wishlist/${secondId}`)).toBe(false);

    // The card's own bookmark removes too.
    await page.getByRole('button', { name: `Remove ${first} from wishlist` }).click();
    await page.getByText('Your wishlist is empty.').waitFor();
    await expect.poll(() => wishlistCount(firstId), SETTLED).toBe(0);
  },
);
