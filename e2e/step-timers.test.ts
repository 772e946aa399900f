// Timers in the steps: the durations in a recipe's steps are buttons (already
// in the server's HTML); a tap starts a countdown in a tray that stays in
// sight, several at once; they survive a reload (they count from their end
// time), pause, take a minute more and cancel; a finished one beeps, vibrates,
// notifies, is announced by the tray's live region and marks the page's
// title until dismissed. Playwright's clock runs the page's time, so nothing
// here waits for minutes to pass.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { madeUpWord } from './support/browse-data';
import {
  BASE_URL,
  browserSession,
  hydrated,
  isFocused,
  overflowsHorizontally,
  PHONE,
  screenshot,
  trackConsoleErrors,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';

const SLOW = { timeout: 60_000 };
const MINUTE = 60_000;
const STEPS = [
  'Preheat the oven to 180 °C and chop 2 onions.',
  'Soften the onions in the oil in a wide pan.',
  'Add the beans and stock and simmer for 20 minutes, stirring now and then.',
  'Bake for 10–12 min until bubbling.',
  'Rest for an hour and a half before serving.',
];

// What a finished timer does besides the tray, recorded: the beep's tones,
// vibrations and notifications (through the service worker or not).
const RECORD_ALARMS = `
  window.__alarms = { tones: 0, vibrations: 0, notifications: [] };
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () {
    window.__alarms.tones += 1;
    return createOscillator.call(this);
  };
  navigator.vibrate = () => { window.__alarms.vibrations += 1; return true; };
  const showNotification = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    window.__alarms.notifications.push(title);
    return showNotification.call(this, title, options);
  };
  const Original = window.Notification;
  window.Notification = class extends Original {
    constructor(title, options) { super(title, options); window.__alarms.notifications.push(title); }
  };
`;

interface Alarms {
  tones: number;
  vibrations: number;
  notifications: string[];
}

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
  await session.context.addInitScript(RECORD_ALARMS);
  await page.clock.install();
});

const tray = () => page.getByRole('region', { name: 'Cooking timers' });
const liveRegion = () => tray().getByRole('status');
const row = (label: string) => tray().getByRole('listitem').filter({ hasText: label });
const remaining = async (label: string) => {
  const [minutes = 0, seconds = 0] = (await row(label).getByRole('timer').innerText()).split(':').map(Number);
  return (minutes * 60 + seconds) * 1000;
};
const alarms = () => page.evaluate('window.__alarms') as Promise<Alarms>;

const SIMMER = 'Step 3 · 20 min';
const BAKE = 'Step 4 · 10 min (lower end of 10–12 min)';

async function openRecipe() {
  await page.goto(`/recipes/${id}`);
  await hydrated(page);
}

it('renders the durations as buttons on the server, and starts, keeps, pauses and finishes timers', SLOW, async () => {
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

  // Two timers at once; the range counts its lower end and says so. A tap does not tick the step.
  await steps.getByRole('button', { name: '20 minutes (start a timer)', exact: true }).click();
  await row(SIMMER).waitFor();
  await steps.getByRole('button', { name: '10–12 min (start a timer for the lower end)' }).click();
  await row(BAKE).waitFor();
  expect(await page.getByRole('checkbox', { name: /simmer for 20 minutes/ }).isChecked()).toBe(false);
  expect(await row(SIMMER).getByRole('link', { name: title }).count()).toBe(1);
  // A second tap on a running duration starts no twin.
  await steps.getByRole('button', { name: '20 minutes (start a timer)', exact: true }).click();
  expect(await tray().getByRole('listitem').count()).toBe(2);

  // A reload keeps both, counting from their end times.
  await page.clock.fastForward(MINUTE);
  await page.reload();
  await hydrated(page);
  await row(BAKE).waitFor();
  expect(await remaining(SIMMER)).toBeLessThanOrEqual(19 * MINUTE);
  expect(await remaining(SIMMER)).toBeGreaterThan(18 * MINUTE);
  expect(await remaining(BAKE)).toBeLessThanOrEqual(9 * MINUTE);
  expect(await remaining(BAKE)).toBeGreaterThan(8 * MINUTE);

  // Pause holds the time; Resume counts on from it.
  await tray()
    .getByRole('button', { name: `Pause timer ${SIMMER}` })
    .click();
  await row(SIMMER).getByText('Paused').waitFor();
  const paused = await remaining(SIMMER);
  await page.clock.fastForward(2 * MINUTE);
  expect(await remaining(SIMMER)).toBe(paused);
  await tray()
    .getByRole('button', { name: `Resume timer ${SIMMER}` })
    .click();
  await row(SIMMER).getByText('Paused').waitFor({ state: 'detached' });

  // A minute more for the bake.
  const before = await remaining(BAKE);
  await tray()
    .getByRole('button', { name: `+1 min for timer ${BAKE}` })
    .click();
  await expect.poll(() => remaining(BAKE)).toBeGreaterThan(before + 50_000);

  // The bake ends: announced, marked in the title, beeped, vibrated and notified; it stays, done.
  await page.clock.fastForward(before + MINUTE + 2000);
  await expect.poll(() => liveRegion().innerText()).toBe(`${BAKE} is done (${title}).`);
  expect(await page.title()).toMatch(/^⏰ Step 4 done · /);
  expect(await row(BAKE).getByRole('timer').innerText()).toBe('Done');
  const rang = await alarms();
  expect(rang.tones).toBe(3);
  expect(rang.vibrations).toBe(1);
  expect(rang.notifications).toEqual([`${BAKE} is done`]);
  expect(await remaining(SIMMER)).toBeGreaterThan(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'step-timers-done-desktop', { fullPage: false });

  // Dismiss gives the title back; Cancel removes the last timer and the tray with it.
  await tray()
    .getByRole('button', { name: `Dismiss timer ${BAKE}` })
    .click();
  await expect.poll(() => page.title()).not.toMatch(/⏰/);
  expect(await isFocused(tray().getByRole('button', { name: `Pause timer ${SIMMER}` }))).toBe(true);
  await tray()
    .getByRole('button', { name: `Cancel timer ${SIMMER}` })
    .click();
  await tray().waitFor({ state: 'detached' });
  expect(await page.evaluate('localStorage.getItem("recipe-book:step-timers")')).toBeNull();
  expect(consoleErrors).toEqual([]);
});

it(
  'on a phone, keeps the tray in sight at the bottom without hiding the page or scrolling sideways',
  SLOW,
  async () => {
    await page.setViewportSize({ width: 360, height: PHONE.height });
    await openRecipe();
    // From the keyboard: focus the duration and press Enter.
    await page.getByRole('button', { name: 'an hour and a half (start a timer)' }).focus();
    await page.keyboard.press('Enter');
    const label = 'Step 5 · 1 hr 30 min';
    await row(label).waitFor();
    expect(await row(label).getByRole('timer').innerText()).toMatch(/^1:(30|29):\d\d$/);
    await page.getByRole('button', { name: '20 minutes (start a timer)', exact: true }).click();
    await row(SIMMER).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
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
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
  },
);
