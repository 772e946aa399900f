// Profile: the Edit Profile modal saves to the Auth profile and renames the
// user's recipes; Settings sends a password change link.
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm, oobCodesFor, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { browserSession, screenshot } from './support/browser';
import { createRecipeFor, deleteRecipe, recipeDisplayName } from './support/firestore';

const session = browserSession();
let page: Page;
let account: TestAccount;
beforeEach(async () => {
  ({ page } = session);
  account = await createAccount('profile', 'Pat Profile');
  await logInThroughForm(page, account, '/login?redirect=%2Fprofile');
});

const editDialog = () => page.getByRole('dialog', { name: 'Edit Profile' });

it('shows name, e-mail and photo, and the modal checks its fields', async () => {
  await page.getByRole('heading', { level: 2, name: 'Pat Profile' }).waitFor();
  await page.getByText(account.email).waitFor();
  expect(await page.getByRole('img', { name: 'Photo of Pat Profile' }).getAttribute('src')).toBe(account.photoURL);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = editDialog();
  await dialog.waitFor();
  expect(await dialog.getByLabel('E-mail').inputValue()).toBe(account.email);
  expect(await dialog.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
  await dialog.getByLabel('Name').fill('');
  await dialog.getByLabel('Photo URL').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Name is required').waitFor();
  await dialog.getByText('Photo URL is required').waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'profile-edit-validation');

  // Cancel keeps the old values; the close button closes too.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 2, name: 'Pat Profile' }).waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  expect(await dialog.getByLabel('Name').inputValue()).toBe('Pat Profile');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

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

it('Settings sends a password change link for an e-mail account', async () => {
  await page.getByRole('button', { name: 'Account menu for Pat Profile' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByText('with e-mail and password').waitFor();
  await page.getByRole('button', { name: 'Send password change link' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `We sent a password reset link to ${account.email}` })
    .waitFor();
  expect((await oobCodesFor(account.email)).map((code) => code.requestType)).toContain('PASSWORD_RESET');
});
