// Add Recipe on the real backend: a successful add that resets the form and
// shows up everywhere. The form's messages, focus, image preview, draft and a
// refused add are component tests (recipe-form.test.tsx, add-recipe-form.test.tsx);
// the Add page's axe check and phone/desktop screenshots with a message shown
// are in nutrition-video.test.ts.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import type { TestAccount } from './support/accounts';
import { addRecipeJourney } from './support/add-recipe';
import { screenshot, SLOW } from './support/browser';
import { readRecipe, recipeIdsOwnedBy } from './support/manage';

const journey = addRecipeJourney('add', 'Ada Adder');
let page: Page;
let account: TestAccount;
beforeEach(() => ({ page, account } = journey));

const field = (label: string) => page.getByLabel(label, { exact: true });
const submit = () => page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
const draftKey = () => `recipe-book:add-recipe-draft:${account.uid}`;

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
