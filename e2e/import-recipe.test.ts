// Import from a link on Add Recipe, one journey: the test serves a recipe
// page on 127.0.0.1 (the emulator's function may fetch loopback pages;
// production never can), a signed-in cook imports it, reviews the filled form,
// adds it (nothing is stored before Add Recipe), and the recipe page names the
// site it was adapted from, in the server's HTML too. Elsewhere: the server's
// refusals and their texts (functions/test/import.test.ts); a failure said
// under the field, the empty address, the busy button and the offline sentence
// (import-from-link.test.tsx, describe-error.test.ts); the question before
// replacing what the cook typed (add-recipe-form.test.tsx); the Update dialog
// keeping the source through an edit and removing it (update-recipe-dialog.test.tsx,
// and written back in manage-my-recipes.test.ts); axe and phone width of Add
// Recipe and a recipe page (routes.test.ts).
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { TestAccount } from './support/accounts';
import { addRecipeJourney } from './support/add-recipe';
import { BASE_URL, screenshot, SLOW } from './support/browser';
import { readRecipe, recipeIdsOwnedBy } from './support/manage';

const PICTURE = readFileSync(new URL('../web/public/images/recipes/spaghetti.webp', import.meta.url));
const INGREDIENTS = ['400 g spaghetti', '150 g guanciale, diced', '4 egg yolks', '50 g pecorino, finely grated'];
const INSTRUCTIONS = [
  'Boil the pasta in salted water.',
  'Fry the guanciale until crisp. Keep the fat.',
  'Toss with the yolks and cheese off the heat.',
];

/** A recipe page as many sites publish one: schema.org Recipe JSON-LD in the head. */
const recipePage = (origin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Spaghetti Carbonara | Nonna's Kitchen</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Spaghetti Carbonara',
  image: `${origin}/carbonara.webp`,
  recipeIngredient: INGREDIENTS,
  recipeInstructions: INSTRUCTIONS.map((text) => ({ '@type': 'HowToStep', text })),
  prepTime: 'PT15M',
  cookTime: 'PT20M',
  recipeYield: '2 servings',
  recipeCuisine: 'Italian',
  recipeCategory: 'Dinner',
})}</script></head>
<body><h1>Spaghetti Carbonara</h1></body></html>`;

const server = createServer(((request, response) => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  if (request.url === '/carbonara') response.writeHead(200, html).end(recipePage(origin));
  else if (request.url === '/carbonara.webp') response.writeHead(200, { 'content-type': 'image/webp' }).end(PICTURE);
  else response.writeHead(404, html).end('<p>Not found</p>');
}) satisfies RequestListener);
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const journey = addRecipeJourney('import', 'Imogen Importer');
let page: Page;
let account: TestAccount;
beforeEach(() => ({ page, account } = journey));

const field = (label: string) => page.getByLabel(label, { exact: true });
const urlField = () => field('Recipe page URL');
const importButton = () => page.getByRole('button', { name: 'Import', exact: true });

async function importFrom(path: string) {
  await urlField().fill(`${origin}${path}`);
  await importButton().click();
}

const imported = () => page.getByRole('status').filter({ hasText: 'Recipe imported from 127.0.0.1.' });

it(
  'imports a page into the form, adds it as the page wrote it, and its page says "Adapted from" the site',
  SLOW,
  async () => {
    expect(await urlField().getAttribute('type')).toBe('url');
    await importFrom('/carbonara');
    await imported().waitFor();
    await page.getByText('Draft saved on this device.').waitFor();

    expect(await field('Title').inputValue()).toBe('Spaghetti Carbonara');
    expect(await field('Image URL').inputValue()).toBe(`${origin}/carbonara.webp`);
    expect(await field('Ingredients').inputValue()).toBe(INGREDIENTS.join('\n'));
    expect(await field('Instructions').inputValue()).toBe(INSTRUCTIONS.join('\n'));
    expect(await field('Cuisine').inputValue()).toBe('Italian');
    expect(await field('Servings').inputValue()).toBe('2');
    expect(await field('Prep time (minutes)').inputValue()).toBe('15');
    expect(await field('Cook time (minutes)').inputValue()).toBe('20');
    expect(await page.getByRole('checkbox', { name: 'Dinner' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Lunch' }).isChecked()).toBe(false);
    const formSource = page.locator('form').getByRole('link', { name: '127.0.0.1 (opens in a new tab)' });
    expect(await formSource.getAttribute('href')).toBe(`${origin}/carbonara`);
    await page.locator(`figure img[src="${origin}/carbonara.webp"]:not([data-fallback])`).waitFor();

    await screenshot(page, 'import-recipe-filled');
    // Nothing is stored until the cook adds the recipe.
    expect(await recipeIdsOwnedBy(account.uid)).toEqual([]);

    await page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Recipe added successfully!' });
    await toast.waitFor();
    const [recipeId = ''] = await recipeIdsOwnedBy(account.uid);
    // Stored as the page wrote it: an item with a comma or two sentences stays one item.
    expect(await readRecipe(recipeId)).toMatchObject({
      title: 'Spaghetti Carbonara',
      image: `${origin}/carbonara.webp`,
      ingredients: INGREDIENTS,
      instructions: INSTRUCTIONS,
      cuisine: 'Italian',
      prepTime: 15,
      cookTime: 20,
      servings: 2,
      categories: ['Dinner'],
      sourceUrl: `${origin}/carbonara`,
      ownerUid: account.uid,
    });

    await toast.getByRole('link', { name: 'View recipe' }).click();
    await page.waitForURL((url) => url.pathname === `/recipes/${recipeId}`);
    await page.getByRole('heading', { level: 1, name: 'Spaghetti Carbonara' }).waitFor();
    const adaptedFrom = page.locator('p').filter({ hasText: /^Adapted from 127\.0\.0\.1/ });
    const link = adaptedFrom.getByRole('link', { name: '127.0.0.1 (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe(`${origin}/carbonara`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await screenshot(page, 'import-recipe-page');

    // Server-rendered: the page's HTML carries the link before any script runs.
    const html = await (await fetch(`${BASE_URL}/recipes/${recipeId}`)).text();
    expect(html).toContain(`href="${origin}/carbonara"`);
    expect(html).toMatch(/Adapted from(?:<!-- -->)? <a/);
  },
);
