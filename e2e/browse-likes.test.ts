// Likes are real: a like writes the user's own document with its counter,
// survives a reload, and is seen by another user (live on the detail page).
// The toggles' pressed, busy and rolled-back states: toggle-button.test.tsx;
// the wishlist saved from a card and removed: manage-wishlist.test.ts.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { madeUpWord } from './support/browse-data';
import { browserSession, hydrated, SLOW } from './support/browser';
import { createRecipeFor, deleteDocument, deleteRecipe, documentExists } from './support/firestore';
import { signedInContext, signIn } from './support/sign-in';

const session = browserSession();
let page: Page;
let alice: TestAccount;
let recipeId: string;
let tag: string;
const cleanup: string[] = [];

beforeEach(async () => {
  ({ page } = session);
  tag = madeUpWord();
  alice = await createAccount('like-a', 'Alice Liker');
  recipeId = await createRecipeFor(`e2e-owner-${tag}`, 'Browse Tester', `${tag} lentil stew`);
});
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map(deleteDocument));
  await deleteRecipe(recipeId);
});

const likeCount = (p: Page) => p.getByTestId('detail-likes').locator('dd').innerText();
const likeLabel = (p: Page) => p.getByTestId('detail-likes').locator('dt').textContent();

it('likes and unlikes on the detail page: red, counted, kept after reload, live for a second user', SLOW, async () => {
  cleanup.push(`recipes/${recipeId}/likes/${alice.uid}`);
  page = await signIn(session, alice, `/recipes/${recipeId}`);
  await page.getByText('0 people interested in this recipe!').waitFor();
  const like = page.getByTestId('like-button');
  expect(await like.getAttribute('aria-pressed')).toBe('false');

  await like.click();
  await expect.poll(() => likeCount(page), SLOW).toBe('1');
  expect(await like.getAttribute('aria-pressed')).toBe('true');
  expect(await like.getAttribute('class')).toContain('bg-red-600');
  await page.getByText('1 people interested in this recipe!').waitFor();
  expect(await likeLabel(page)).toBe('Like');
  await expect.poll(() => documentExists(`recipes/${recipeId}/likes/${alice.uid}`), SLOW).toBe(true);

  await page.reload();
  await expect.poll(() => likeCount(page), SLOW).toBe('1');
  await expect.poll(() => like.getAttribute('aria-pressed'), SLOW).toBe('true');

  // Bob, in his own browser profile, sees Alice's like and adds his own.
  const bob = await createAccount('like-b', 'Bob Liker');
  cleanup.push(`recipes/${recipeId}/likes/${bob.uid}`);
  const bobContext = await signedInContext(session.browser, bob);
  try {
    const bobPage = await bobContext.newPage();
    await bobPage.goto(`/recipes/${recipeId}`);
    await hydrated(bobPage);
    await expect.poll(() => likeCount(bobPage), SLOW).toBe('1');
    const bobLike = bobPage.getByTestId('like-button');
    await expect.poll(() => bobLike.getAttribute('aria-pressed'), SLOW).toBe('false');
    await bobLike.click();
    await expect.poll(() => likeCount(bobPage), SLOW).toBe('2');
    // Alice's open page follows without a reload.
    await expect.poll(() => likeCount(page), SLOW).toBe('2');
    expect(await likeLabel(page)).toBe('Likes');

    await like.click();
    await expect.poll(() => likeCount(page), SLOW).toBe('1');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => likeCount(bobPage), SLOW).toBe('1');
    await expect.poll(() => documentExists(`recipes/${recipeId}/likes/${alice.uid}`), SLOW).toBe(false);
  } finally {
    await bobContext.close();
  }
});
