// Metric, US or As written, on the real build: the server renders "As written"
// and the browser switches after hydration, without a hydration error, to the
// first default of its language (en-GB → metric, en-US → US, whose lines fit a
// phone, sent converted by the server so that the page fetches the conversion
// code only for other servings); a signed-in cook's choice is kept on their account, which another
// browser then follows, and converts their shopping list. The switch itself,
// the converted and scaled lines, the keyboard and the choice kept on the
// device: recipe-detail.test.tsx and units-control.test.tsx.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createAccount, logInThroughForm } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  BASE_URL,
  DESKTOP,
  hydrated,
  launchBrowser,
  newContext,
  expectNoSidewaysScroll,
  PHONE,
  screenshot,
  SLOW,
  trackConsoleErrors,
  trackPageErrors,
  type Viewport,
} from './support/browser';
import { shoppingItemsOf } from './support/shopping-list';
import { SEED_RECIPES } from '../scripts/seed/recipes';
import { savedUnitsOf } from './support/units';

const SETTLED = { timeout: 15_000, interval: 250 };

// The demo layer cake, for 12, written in grams and millilitres.
const CAKE_ID = 'chocolate-cherry-layer-cake';
const CAKE = `/recipes/${CAKE_ID}`;
const cake = SEED_RECIPES.find(({ id }) => id === CAKE_ID);
if (!cake) throw new Error(`The demo recipe ${CAKE_ID} is gone from scripts/seed/recipes.ts`);
const AS_WRITTEN = cake.content.ingredients;
// Flour has a known weight per cup; caster sugar and cocoa do not, so they go to ounces.
const IN_US = [
  '1¾ cups plain flour',
  '2⅔ oz cocoa powder',
  '10½ oz caster sugar',
  '2 tsp baking powder',
  '3 eggs',
  '1 cup milk',
  '⅝ cup vegetable oil',
  '1⅔ cups double cream, whipped with 2 tbsp icing sugar',
  '7 oz dark chocolate and 150 ml cream for the ganache',
  '12 fresh cherries',
];
// For 24, scaled and converted in one step.
const IN_US_FOR_24 = [
  '3⅔ cups plain flour',
  '5¼ oz cocoa powder',
  '1⅓ lb caster sugar',
  '4 tsp baking powder',
  '6 eggs',
  '2 cups milk',
  '1¼ cups vegetable oil',
  '3⅓ cups double cream, whipped with 2 tbsp icing sugar',
  '14 oz dark chocolate and 150 ml cream for the ganache',
  '24 fresh cherries',
];
const BAKE_US =
  '2. Divide between three lined 20 cm tins and bake at 350 °F (gas mark 4) for 25 minutes; cool completely.';
const BAKE_METRIC =
  '2. Divide between three lined 20 cm tins and bake at 180 °C (gas mark 4) for 25 minutes; cool completely.';

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Uncaught errors and console errors of every page opened, checked after each test. */
let problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  const found = problems;
  problems = [];
  expect(found, 'errors in the pages (a hydration error among them)').toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

/** A new browser profile speaking `locale`, and its page, watched for errors. */
async function openBrowser(locale: string, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, viewport, { locale });
  contexts.push(context);
  const page = await context.newPage();
  const uncaught = trackPageErrors(page);
  const consoleErrors = trackConsoleErrors(page);
  page.on('close', () => {
    problems.push(...consoleErrors.map((error) => `console: ${error}`));
    problems.push(...uncaught.map((error) => `uncaught: ${error}`));
  });
  return page;
}

const ingredients = (page: Page) => page.getByTestId('ingredients-list').getByRole('listitem').allInnerTexts();
/** The bake step as read on screen: its duration is a timer button, whose name adds a hint for screen readers. */
const bakeStep = async (page: Page) =>
  (await page.getByTestId('instructions-list').getByRole('listitem').nth(1).textContent())
    ?.replace(' (start a timer)', '')
    .trim();
/** Picks a choice as a cook does, on its label (the radio itself is drawn as part of the switch). */
const pick = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name: 'Units' })
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
const checkedUnits = async (page: Page) =>
  (await page.getByRole('radiogroup', { name: 'Units' }).getByRole('radio', { checked: true }).getAttribute('value')) ??
  '';

it('renders as written on the server, then shows a British browser metric after hydration', SLOW, async () => {
  // The server cannot know the device's choice: its HTML has the recipe as written and "As written" chosen.
  const response = await fetch(`${BASE_URL}${CAKE}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html.match(/>225 g plain flour</g)).toHaveLength(1);
  const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((match) => match[0]);
  const checked = radios.filter((radio) => radio.includes('checked=""'));
  expect(checked.map((radio) => /value="([^"]*)"/.exec(radio)?.[1])).toEqual(['asWritten']);

  const page = await openBrowser('en-GB');
  await page.goto(CAKE);
  await hydrated(page);
  // In Britain the first default is metric: the lines are metric already, the oven gets its gas mark.
  await expect.poll(() => checkedUnits(page)).toBe('metric');
  expect(await ingredients(page)).toEqual(AS_WRITTEN);
  await expect.poll(() => bakeStep(page)).toBe(BAKE_METRIC);
});

it(
  'starts in US units for an American browser, converted by the server, whose longer lines fit a phone',
  SLOW,
  async () => {
    const page = await openBrowser('en-US', PHONE);
    // The server sends the lines converted (lib/units/lines-in-units.ts): the page fetches the conversion
    // code only for other servings, once the servings control is reached.
    const conversionCode: string[] = [];
    const noteConversionCode = (request: Request) => {
      if (/\/assets\/(units|oven-temperatures|convert)-/.test(request.url())) conversionCode.push(request.url());
    };
    page.on('request', noteConversionCode);
    // Everything the page fetches on its own: a visitor's page keeps no connection open, so the network goes idle.
    await page.goto(CAKE, { waitUntil: 'networkidle' });
    await hydrated(page);
    await expect.poll(() => ingredients(page)).toEqual(IN_US);
    expect(await bakeStep(page)).toBe(BAKE_US);
    expect(await checkedUnits(page)).toBe('us');
    expect(conversionCode).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'units-recipe-us-phone');

    const more = page.getByRole('button', { name: 'More servings' });
    await more.hover();
    await expect.poll(() => conversionCode.length).toBeGreaterThan(0);
    page.off('request', noteConversionCode);
    await page.getByRole('button', { name: '2×: 24 servings' }).click();
    await expect.poll(() => ingredients(page)).toEqual(IN_US_FOR_24);
    expect(await bakeStep(page)).toBe(BAKE_US);
  },
);

it('follows a signed-in cook to another browser, and converts their shopping list', SLOW, async () => {
  const cook = await createAccount('units', 'Una Units');
  // First browser: the cook chooses US on the recipe; their account keeps it.
  const first = await openBrowser('en-GB');
  await logInThroughForm(first, cook, `/login?redirect=${CAKE}`);
  await first.getByRole('heading', { level: 1, name: 'Chocolate Cherry Layer Cake' }).waitFor();
  await hydrated(first);
  await expect.poll(() => checkedUnits(first)).toBe('metric');
  await pick(first, 'US');
  await expect.poll(() => ingredients(first)).toEqual(IN_US);
  await expect.poll(() => savedUnitsOf(cook.uid), SETTLED).toBe('us');

  // Second browser, same cook, a British browser that never chose: US, from the account.
  const second = await openBrowser('en-GB', PHONE);
  await logInThroughForm(second, cook, `/login?redirect=${CAKE}`);
  await second.getByRole('heading', { level: 1, name: 'Chocolate Cherry Layer Cake' }).waitFor();
  await hydrated(second);
  await expect.poll(() => checkedUnits(second), SETTLED).toBe('us');
  await expect.poll(() => ingredients(second)).toEqual(IN_US);

  // The list keeps the lines as added (as written) and shows them in the cook's units.
  await second.getByRole('button', { name: 'Add to shopping list' }).click();
  await second.getByText('Added 10 items to your shopping list.').waitFor();
  await second.getByRole('link', { name: 'View list' }).click();
  await second.getByRole('heading', { level: 1, name: 'Shopping list' }).waitFor();
  const lines = () => second.getByTestId('shopping-line').allInnerTexts();
  await expect.poll(lines).toEqual(IN_US);
  expect((await shoppingItemsOf(cook.uid)).map((item) => item.text).sort()).toEqual([...AS_WRITTEN].sort());
  await expectNoSidewaysScroll(second);
  expect(await seriousAccessibilityViolations(second)).toEqual([]);
  await screenshot(second, 'units-shopping-list-us-phone');

  await pick(second, 'As written');
  await expect.poll(lines).toEqual(AS_WRITTEN);
  await expect.poll(() => savedUnitsOf(cook.uid), SETTLED).toBe('asWritten');
  // The first browser follows the account live.
  await expect.poll(() => ingredients(first), SETTLED).toEqual(AS_WRITTEN);
});
