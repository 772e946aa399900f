// Wishlist on the real backend, one journey: saved from recipe cards on All
// Recipes, listed newest first on /wishlist, removed there (with its toast)
// and from a card's own bookmark, the counters moving along. Elsewhere: the
// empty state and its way to All Recipes (wishlist-list.test.tsx); the links
// to /wishlist in the avatar menu and the sidebar (user-menu.test.tsx,
// app-shell.test.tsx); a deleted recipe dropping out live
// (manage-my-recipes.test.ts, the fan's Wishlist); axe and phone width
// (routes.test.ts).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { browserSession, screenshot, SLOW } from './support/browser';
import { createRecipeFor, documentExists } from './support/firestore';
import { deleteRecipesOwnedBy, readRecipe } from './support/manage';
import { signIn } from './support/sign-in';

const session = browserSession();
/** Writes and server counts can take a while on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let page: Page;
let cook: TestAccount;
let saver: TestAccount;
/** A word only this file's titles contain, to find them with the search box. */
const tag = `wl${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  cook = await createAccount('wishcook', 'Cody Cook');
  saver = await createAccount('saver', 'Sam Saver');
});

afterAll(async () => {
  if (cook) await deleteRecipesOwnedBy(cook.uid);
});

const wishlistCount = async (recipeId: string) => (await readRecipe(recipeId))?.['wishlistCount'];
const cardTitles = () => page.getByTestId('recipe-card').getByRole('heading').allTextContents();

it(
  'saves from a card, lists newest first, and removes from the page and from a card with the counter',
  SLOW,
  async () => {
    const first = `Lentil ${tag} soup`;
    const second = `Bean ${tag} stew`;
    const firstId = await createRecipeFor(cook.uid, cook.name, first);
    const secondId = await createRecipeFor(cook.uid, cook.name, second);

    page = await signIn(session, saver, `/allRecipes?q=${tag}`);
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
    await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
    // Each card comes as its recipe is read: wait for both.
    await expect.poll(cardTitles, SETTLED).toEqual([second, first]);
    await screenshot(page, 'manage-wishlist');

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
