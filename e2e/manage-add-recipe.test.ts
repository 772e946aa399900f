// Add Recipe: every validation message on its field (announced, focus on the
// first bad field), the live image preview, the draft kept on this device, and
// a successful add that resets the form and shows up everywhere.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import type { TestAccount } from './support/accounts';
import { addRecipeJourney, SLOW } from './support/add-recipe';
import { seriousAccessibilityViolations } from './support/axe';
import { DESKTOP, isFocused, PHONE, screenshot } from './support/browser';
import { readRecipe, recipeIdsOwnedBy } from './support/manage';

const journey = addRecipeJourney('add', 'Ada Adder');
const { session } = journey;
let page: Page;
let account: TestAccount;
beforeEach(() => ({ page, account } = journey));

const field = (label: string) => page.getByLabel(label, { exact: true });
const submit = () => page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
const draftKey = () => `recipe-book:add-recipe-draft:${account.uid}`;

/** The message is shown as an alert and is the field's description. */
async function expectMessage(label: string, message: string) {
  await page.getByRole('alert').filter({ hasText: message }).waitFor();
  const input = field(label);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const descriptions = await Promise.all(
    describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(descriptions.join(' ')).toContain(message);
}

async function fillValidRecipe(title: string) {
  await field('Image URL').fill('/images/recipes/tomato-soup.webp');
  await field('Title').fill(title);
  await field('Ingredients').fill('Tomatoes, Onion\nSalt');
  await field('Instructions').fill('Chop everything. Simmer for 20 minutes.\nServe hot');
  await field('Cuisine').selectOption('Mexican');
  await field('Prep time (minutes)').fill('35');
  await field('Cook time (minutes)').fill('20');
  await field('Servings').fill('6');
  await page.getByRole('checkbox', { name: 'Lunch' }).check();
  await page.getByRole('checkbox', { name: 'Dinner' }).check();
}

it('shows every validation message beside its field and focuses the first bad one', SLOW, async () => {
  expect(await field('Likes').inputValue()).toBe('0');
  expect(await field('Likes').getAttribute('readonly')).not.toBeNull();
  expect(await field('Cuisine').inputValue()).toBe('Italian');
  expect(await field('Servings').inputValue()).toBe('4');
  expect(await field('Cook time (minutes)').inputValue()).toBe('0');

  // Leaving the emptied field says what is wrong at once (the form checks a field once touched).
  await field('Servings').fill('');
  await field('Servings').blur();
  await page.getByRole('alert').filter({ hasText: 'Servings is required' }).waitFor();
  await submit();
  await expectMessage('Image URL', 'Image is required');
  await expectMessage('Title', 'Title is required');
  await expectMessage('Ingredients', 'Add at least 1 ingredient');
  await expectMessage('Instructions', 'Add at least 1 instruction');
  await expectMessage('Prep time (minutes)', 'Prep time is required');
  await expectMessage('Servings', 'Servings is required');
  expect(await isFocused(field('Image URL'))).toBe(true);

  await field('Image URL').fill('pictures/soup.png');
  await field('Title').fill('T'.repeat(121));
  await field('Ingredients').fill(`Salt, ${'x'.repeat(201)}`);
  await field('Instructions').fill('Stir.');
  await field('Prep time (minutes)').fill('0');
  await field('Servings').fill('101');
  await field('Cook time (minutes)').fill('-5');
  await submit();
  await expectMessage('Image URL', 'Image must be an http(s) URL or a path starting with /');
  await expectMessage('Title', 'Title must be at most 120 characters');
  await expectMessage('Ingredients', 'Ingredient must be at most 200 characters (item 2)');
  await expectMessage('Prep time (minutes)', 'Prep time must be at least 1 minute');
  await expectMessage('Servings', 'Servings must be at most 100');
  await expectMessage('Cook time (minutes)', 'Cook time must be at least 0 minutes');
  expect(await field('Instructions').getAttribute('aria-invalid')).toBeNull();

  // Fixing the first field moves the focus to the next bad one on submit.
  await field('Image URL').fill('https://example.com/soup.jpg');
  await field('Prep time (minutes)').fill('1441');
  await submit();
  await expectMessage('Prep time (minutes)', 'Prep time must be at most 1440 minutes');
  expect(await isFocused(field('Title'))).toBe(true);
  await field('Prep time (minutes)').fill('12.5');
  await submit();
  await expectMessage('Prep time (minutes)', 'Prep time must be a whole number of minutes');

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `manage-add-validation-${viewport.width}`);
  }
  expect(await recipeIdsOwnedBy(account.uid)).toEqual([]);
});

it('previews the image and falls back to the placeholder when it does not load', SLOW, async () => {
  const preview = page.getByRole('figure').locator('img');
  expect(await preview.getAttribute('data-fallback')).not.toBeNull();
  await field('Image URL').fill('/images/recipes/lasagna.webp');
  await page.locator('figure img[src="/images/recipes/lasagna.webp"]:not([data-fallback])').waitFor();
  await field('Image URL').fill('/images/recipes/no-such-picture.webp');
  await page.locator('figure img[data-fallback]').waitFor();
});

it('keeps a draft across a reload until it is discarded', SLOW, async () => {
  await field('Title').fill('Half-typed stew');
  await field('Ingredients').fill('Beans, Stock');
  await page.getByRole('checkbox', { name: 'Vegan' }).check();
  await page.getByText('Draft saved on this device.').waitFor();

  await page.reload();
  await field('Title').waitFor();
  expect(await field('Title').inputValue()).toBe('Half-typed stew');
  expect(await field('Ingredients').inputValue()).toBe('Beans, Stock');
  expect(await page.getByRole('checkbox', { name: 'Vegan' }).isChecked()).toBe(true);

  await page.getByRole('button', { name: 'Discard draft' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard this draft?' });
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  expect(await field('Title').inputValue()).toBe('Half-typed stew');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await confirm.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('button', { name: 'Discard draft' }).waitFor({ state: 'hidden' });
  expect(await field('Title').inputValue()).toBe('');
  expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(draftKey())})`)).toBeNull();
  await page.reload();
  await field('Title').waitFor();
  expect(await field('Title').inputValue()).toBe('');
});

it(
  'adds the recipe: toast with a link, form reset, draft cleared, shown in My Recipes, All Recipes and its page',
  SLOW,
  async () => {
    const title = `Manage soup ${randomUUID().slice(0, 8)}`;
    await fillValidRecipe(title);
    await submit();

    const toast = page.getByRole('status').filter({ hasText: 'Recipe added successfully!' });
    await toast.waitFor();
    expect(await field('Title').inputValue()).toBe('');
    expect(await field('Ingredients').inputValue()).toBe('');
    expect(await field('Cuisine').inputValue()).toBe('Italian');
    expect(await field('Servings').inputValue()).toBe('4');
    expect(await page.getByRole('checkbox', { name: 'Lunch' }).isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Discard draft' }).count()).toBe(0);
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(draftKey())})`)).toBeNull();
    await screenshot(page, 'manage-add-success');

    // Stored as the owner, with the text split into lists as the REST API splits it.
    const [recipeId] = await recipeIdsOwnedBy(account.uid);
    expect(recipeId).toBeDefined();
    const stored = await readRecipe(recipeId ?? '');
    expect(stored).toMatchObject({
      title,
      image: '/images/recipes/tomato-soup.webp',
      ingredients: ['Tomatoes', 'Onion', 'Salt'],
      instructions: ['Chop everything.', 'Simmer for 20 minutes.', 'Serve hot'],
      cuisine: 'Mexican',
      prepTime: 35,
      cookTime: 20,
      servings: 6,
      categories: ['Lunch', 'Dinner'],
      likeCount: 0,
      wishlistCount: 0,
      ratingCount: 0,
      ratingSum: 0,
      starCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      ownerUid: account.uid,
      displayName: 'Ada Adder',
    });
    expect(stored?.['createdAt']).toBe(stored?.['updatedAt']);

    await toast.getByRole('link', { name: 'View recipe' }).click();
    await page.waitForURL((url) => url.pathname === `/recipes/${recipeId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goto('/myRecipes');
    await page.getByTestId('my-recipe-card').filter({ hasText: title }).waitFor();

    await page.goto('/allRecipes');
    await page.getByTestId('recipe-card').filter({ hasText: title }).waitFor();
  },
);

it(
  'offline: says the recipe was not added and keeps everything typed, then adds it once back online',
  SLOW,
  async () => {
    const title = `Offline pie ${randomUUID().slice(0, 8)}`;
    await fillValidRecipe(title);
    await session.context.setOffline(true);
    await submit();
    await page
      .getByRole('status')
      .filter({ hasText: "Recipe not added. We couldn't reach the server. Check your connection and try again." })
      .waitFor();
    expect(await field('Title').inputValue()).toBe(title);
    expect(await field('Prep time (minutes)').inputValue()).toBe('35');
    expect(await recipeIdsOwnedBy(account.uid)).toEqual([]);

    await session.context.setOffline(false);
    await submit();
    await page.getByRole('status').filter({ hasText: 'Recipe added successfully!' }).waitFor();
    expect(await recipeIdsOwnedBy(account.uid)).toHaveLength(1);
  },
);
