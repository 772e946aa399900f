// Every kind of dialog the app opens passes axe (no serious or critical
// violation) and pa11y (HTML_CodeSniffer, WCAG 2 AA) while it is open: the
// menu drawer, the alerts of register, login and logout, the confirmations
// before a delete, and the Update Recipe and Edit Profile forms. One visitor
// at phone width goes through them in order, from signed out to signed in.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD, uniqueEmail, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { hydrated, launchBrowser, newContext, PHONE, screenshot, trackPageErrors } from './support/browser';
import { pa11yErrors } from './support/pa11y';
import { addReviews, createRecipeFor } from './support/firestore';
import { deleteRecipesOwnedBy } from './support/manage';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let cook: TestAccount;
/** A recipe of another cook that `cook` has reviewed. */
let reviewedId: string;
const OTHER_COOK = 'e2e-dialogs-other-cook';

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, PHONE);
  page = await context.newPage();
  errors = trackPageErrors(page);
  cook = await createAccount('dialogs', 'Dee Dialog');
  await createRecipeFor(cook.uid, cook.name, 'Dialog test soup');
  reviewedId = await createRecipeFor(OTHER_COOK, 'Other Cook', 'Dialog test stew');
  await addReviews(reviewedId, [{ uid: cook.uid, rating: 4, text: 'Hearty and quick.', at: new Date() }]);
});

afterAll(async () => {
  await browser?.close();
  if (cook) await deleteRecipesOwnedBy(cook.uid);
  await deleteRecipesOwnedBy(OTHER_COOK);
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

/** Both checkers on the page with `dialog` open, and a screenshot of the screen for people. */
async function expectAccessible(dialog: Locator, shot: string) {
  await dialog.waitFor();
  await screenshot(page, `dialog-${shot}`, { fullPage: false });
  expect(await seriousAccessibilityViolations(page), 'axe').toEqual([]);
  expect(await pa11yErrors(page), 'pa11y').toEqual([]);
}

const alert = (name: string) => page.getByRole('alertdialog', { name });

async function fillLogin(email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('signed out', () => {
  it('the menu drawer', async () => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expectAccessible(menu, 'menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('"Login Failed"', async () => {
    await page.goto('/login');
    await fillLogin(cook.email, 'Wrong12345');
    await expectAccessible(alert('Login Failed'), 'login-failed');
    await alert('Login Failed').getByRole('button', { name: 'Retry' }).click();
    await alert('Login Failed').waitFor({ state: 'hidden' });
  });

  it('"Register Successful!"', async () => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Reggie Register');
    await page.getByLabel('E-mail').fill(uniqueEmail('dialogs-register'));
    await page.getByLabel('Photo URL').fill('/images/team/head-chef.webp');
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectAccessible(alert('Register Successful!'), 'register-successful');
    await alert('Register Successful!').getByRole('button', { name: 'Continue' }).click();
  });

  it('the account menu and "LogOut Successful!"', async () => {
    await page.getByRole('button', { name: 'Account menu for Reggie Register' }).click();
    await expectAccessible(page.getByRole('menu'), 'account-menu');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectAccessible(alert('LogOut Successful!'), 'logout-successful');
    await alert('LogOut Successful!').getByRole('button', { name: 'Continue' }).click();
  });
});

describe('signed in', () => {
  it('"Login Successful!"', async () => {
    await page.goto('/login');
    await fillLogin(cook.email, cook.password);
    await expectAccessible(alert('Login Successful!'), 'login-successful');
    await alert('Login Successful!').getByRole('button', { name: 'Continue' }).click();
    await alert('Login Successful!').waitFor({ state: 'hidden' });
  });

  it('Update Recipe and the confirmation before deleting a recipe', async () => {
    await page.goto('/myRecipes');
    await page.getByRole('button', { name: 'Update Dialog test soup' }).click();
    const update = page.getByRole('dialog', { name: 'Update Recipe' });
    await expectAccessible(update, 'update-recipe');
    await update.getByRole('button', { name: 'Cancel' }).click();
    await update.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Delete Dialog test soup' }).click();
    const confirm = alert('Are you sure you want to delete this recipe?');
    await expectAccessible(confirm, 'delete-recipe');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
  });

  it('Edit Profile', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await expectAccessible(edit, 'edit-profile');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });
  });

  it('the confirmation before deleting a review', async () => {
    await page.goto(`/recipes/${reviewedId}`);
    await page.getByRole('button', { name: 'Delete review' }).click();
    const confirm = alert('Delete your review?');
    await expectAccessible(confirm, 'delete-review');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
  });
});
