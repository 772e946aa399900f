// Timers in the steps, on the real build: the durations in a recipe's steps
// are buttons already in the server's HTML; on a phone a tap (or Enter) starts
// a countdown in a tray that stays in sight at the bottom, several at once,
// and goes along to another page. Playwright's clock runs the page's time.
// The tray's controls, finishing and its alarm: timer-tray.test.tsx.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { madeUpWord } from './support/browse-data';
import {
  BASE_URL,
  browserSession,
  hydrated,
  expectNoSidewaysScroll,
  PHONE,
  screenshot,
  SLOW,
  trackConsoleErrors,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';

const STEPS = [
  'Preheat the oven to 180 °C and chop 2 onions.',
  'Soften the onions in the oil in a wide pan.',
  'Add the beans and stock and simmer for 20 minutes, stirring now and then.',
  'Bake for 10–12 min until bubbling.',
  'Rest for an hour and a half before serving.',
];

const session = browserSession();
let page: Page;
let id: string;
let title: string;
let consoleErrors: string[];

beforeAll(async () => {
  title = `${madeUpWord()} baked beans`;
  id = await createRecipeFor('e2e-timers-owner', 'Tess Timer', title, { instructions: STEPS });
});
afterAll(async () => {
  await deleteRecipe(id);
});
beforeEach(async () => {
  ({ page } = session);
  consoleErrors = trackConsoleErrors(page);
  await session.context.grantPermissions(['notifications']);
  await page.clock.install();
});

const tray = () => page.getByRole('region', { name: 'Cooking timers' });
const row = (label: string) => tray().getByRole('listitem').filter({ hasText: label });

const SIMMER = 'Step 3 · 20 min';

async function openRecipe() {
  await page.goto(`/recipes/${id}`);
  await hydrated(page);
}

// Starting, pausing, a minute more, finishing (announced, beeped, vibrated, notified, in the title),
// Dismiss and Cancel, and the timers kept across a reload: timer-tray.test.tsx on Vitest's fake clock.
it('renders the durations as buttons on the server, which hydration keeps', SLOW, async () => {
  // The buttons are in the server's HTML, so hydration has nothing to change.
  const html = await (await fetch(`${BASE_URL}/recipes/${id}`)).text();
  expect(html.match(/data-step-timer="true"/g)).toHaveLength(3);
  await openRecipe();
  const steps = page.getByTestId('instructions-list');
  expect(await steps.getByRole('button').allTextContents()).toEqual([
    '20 minutes (start a timer)',
    '10–12 min (start a timer for the lower end)',
    'an hour and a half (start a timer)',
  ]);
  expect(await tray().count()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

it(
  'on a phone, keeps the tray in sight at the bottom without hiding the page or scrolling sideways',
  SLOW,
  async () => {
    await page.setViewportSize(PHONE);
    await openRecipe();
    // From the keyboard: focus the duration and press Enter.
    await page.getByRole('button', { name: 'an hour and a half (start a timer)' }).focus();
    await page.keyboard.press('Enter');
    const label = 'Step 5 · 1 hr 30 min';
    await row(label).waitFor();
    expect(await row(label).getByRole('timer').innerText()).toMatch(/^1:(30|29):\d\d$/);
    await page.getByRole('button', { name: '20 minutes (start a timer)', exact: true }).click();
    await row(SIMMER).waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'step-timers-phone', { fullPage: false });

    // Stays at the bottom of the window while scrolling, and the page's end scrolls clear above it.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const box = await tray().boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(box?.y ?? 0);
    await screenshot(page, 'step-timers-phone-page-end', { fullPage: false });

    // The tray goes along to other pages, naming its recipe.
    await page.goto('/allRecipes');
    await hydrated(page);
    await row(label).getByRole('link', { name: title }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(consoleErrors).toEqual([]);
  },
);
