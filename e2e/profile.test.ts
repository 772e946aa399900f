// Profile: the Edit Profile modal saves to the Auth profile and renames the
// user's recipes, and the new name and photo are kept after a reload. The
// dialog's fields, checks and closing, and Settings' password link, are
// component tests (web/src/features/auth/components/edit-profile-form.test.tsx,
// profile-summary.test.tsx, account-settings.test.tsx); the link reaching the
// Auth emulator is accounts.test.ts's "forgot password".
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import { browserSession, screenshot } from './support/browser';
import { createRecipeFor, deleteRecipe, recipeDisplayName } from './support/firestore';
import { signIn } from './support/sign-in';

const session = browserSession();
let page: Page;
let account: TestAccount;
beforeEach(async () => {
  account = await createAccount('profile', 'Pat Profile');
  page = await signIn(session, account, '/profile');
});

const editDialog = () => page.getByRole('dialog', { name: 'Edit Profile' });

it('saves name and photo to the account and the new name onto the user’s recipes', async () => {
  const recipeId = await createRecipeFor(account.uid, 'Pat Profile', `Profile test salad ${account.uid}`);
  try {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await editDialog().getByLabel('Name').fill('Pat Renamed');
    await editDialog().getByLabel('Photo URL').fill('/images/team/recipe-editor.webp');
    await editDialog().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved. Your name is updated on 1 recipe.' }).waitFor();
    await editDialog().waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 2, name: 'Pat Renamed' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Pat Renamed' }).waitFor();
    await screenshot(page, 'profile-saved');
    expect(await recipeDisplayName(recipeId)).toBe('Pat Renamed');

    // Kept by the Auth emulator, not just on screen.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Pat Renamed' }).waitFor();
    expect(await page.getByRole('img', { name: 'Photo of Pat Renamed' }).getAttribute('src')).toBe(
      '/images/team/recipe-editor.webp',
    );
  } finally {
    await deleteRecipe(recipeId);
  }
});
