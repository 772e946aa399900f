// Servings that scale, on the real build: the scaling code arrives only when
// the control is reached, the choice is kept in the URL (replacing the history
// entry), and a shared link opens scaled, already in the server's HTML. The
// scaled lines, ticks kept, the keyboard and the limits: recipe-detail.test.tsx;
// a link with servings out of range: servings.test.ts.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { madeUpWord } from './support/browse-data';
import { BASE_URL, browserSession, hydrated, screenshot } from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';

const AS_WRITTEN = [
  '400 g spaghetti',
  '2–3 cloves garlic, crushed',
  '1½ cups chicken stock',
  'salt, to taste',
  '2 tbsp olive oil',
];
const FOR_SIX = [
  '600 g spaghetti',
  '3–4½ cloves garlic, crushed',
  '2¼ cups chicken stock',
  'salt, to taste',
  '3 tbsp olive oil',
];

const session = browserSession();
let page: Page;
let id: string;

beforeAll(async () => {
  id = await createRecipeFor('e2e-servings-owner', 'Sam Servings', `${madeUpWord()} garlic spaghetti`, {
    servings: 4,
    cookTime: 15,
    ingredients: AS_WRITTEN,
  });
});
afterAll(async () => {
  await deleteRecipe(id);
});
beforeEach(() => {
  ({ page } = session);
});

const ingredients = () => page.getByTestId('ingredients-list').getByRole('listitem').allInnerTexts();
const shownServings = () => page.getByTestId('servings-shown').innerText();
const servingsInUrl = () => new URL(page.url()).searchParams.get('servings');

it('scales the ingredients to 6 and back, with the servings in the URL', async () => {
  // The scaling code comes once the servings control is reached, not with the page.
  const scalingCode: string[] = [];
  const noteScalingCode = (request: Request) => {
    if (/\/assets\/(scale-ingredients|kitchen-quantity)-/.test(request.url())) scalingCode.push(request.url());
  };
  page.on('request', noteScalingCode);
  // Everything the page fetches on its own: a visitor's page keeps no connection open (no Firestore), so the
  // network goes idle once it has loaded.
  await page.goto(`/recipes/${id}`, { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(await ingredients()).toEqual(AS_WRITTEN);
  await page.getByText('As written, for 4 servings.').waitFor();
  expect(scalingCode).toEqual([]);

  const more = page.getByRole('button', { name: 'More servings' });
  await more.hover();
  await expect.poll(() => scalingCode.length).toBe(2);
  page.off('request', noteScalingCode);
  await more.click();
  await expect.poll(shownServings).toBe('5');
  await more.click();
  await expect.poll(shownServings).toBe('6');
  await expect.poll(ingredients).toEqual(FOR_SIX);
  await expect.poll(servingsInUrl).toBe('6');
  await page.getByText('Scaled from 4 servings: check the amounts as you cook.').waitFor();
  await screenshot(page, 'browse-servings-desktop');

  // Back to the recipe as written: the URL loses the servings.
  await page.getByRole('button', { name: '1×: 4 servings' }).click();
  await expect.poll(ingredients).toEqual(AS_WRITTEN);
  await expect.poll(servingsInUrl).toBeNull();
  expect(await page.getByRole('button', { name: '1×: 4 servings' }).getAttribute('aria-pressed')).toBe('true');

  // The choices replace the history entry: Back leaves the recipe.
  await page.getByRole('button', { name: '½×: 2 servings' }).click();
  await expect.poll(servingsInUrl).toBe('2');
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(`/recipes/${id}`);
});

it('opens a shared scaled link scaled, already in the HTML the server sends', async () => {
  // The ingredient list as rendered (the head's description and JSON-LD keep the lines as written).
  const html = await (await fetch(`${BASE_URL}/recipes/${id}?servings=6`)).text();
  const listed = [...html.matchAll(/<label for="[^"]*" class="[^"]*">([^<]*)<\/label>/g)].map((match) => match[1]);
  expect(listed.slice(0, FOR_SIX.length)).toEqual(FOR_SIX);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/recipes/${id}?servings=6`);
  await hydrated(page);
  expect(await ingredients()).toEqual(FOR_SIX);
  expect(await shownServings()).toBe('6');
  // The canonical page is the recipe as written; Share passes on the servings shown.
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${BASE_URL}/recipes/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByText('Link copied to the clipboard.').waitFor();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${BASE_URL}/recipes/${id}?servings=6`);
});
