// Toasts: top-right, 5000 ms, coloured, paused on hover and while
// the window is in the background, and dismissed by dragging or the × button.
// Playwright's clock runs the page's time: it flows as usual, and where a test
// must show that a toast stays, the clock jumps past its whole life instead of
// the test waiting it out.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import { DESKTOP, launchBrowser, newContext } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  await context.clock.install();
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** An error toast, made by asking a reset link for an unknown e-mail. */
async function showToast(): Promise<Locator> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(uniqueEmail('toast'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'No account uses this e-mail address.' });
  await toast.waitFor();
  return toast;
}

/** The element's background as sRGB numbers (Tailwind's colours compute to lab(), so paint a pixel). */
function backgroundRgb(element: Locator): Promise<number[]> {
  return element.evaluate((node) => {
    const canvas = node.ownerDocument.createElement('canvas').getContext('2d');
    canvas.fillStyle = node.ownerDocument.defaultView.getComputedStyle(node).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data].slice(0, 3);
  });
}

beforeEach(async () => {
  await page.mouse.move(0, DESKTOP.height - 1);
});

it('appears top-right in red and goes after about 5 seconds', async () => {
  const toast = await showToast();
  const shownAt = Date.now();
  const box = await toast.boundingBox();
  expect(box && DESKTOP.width - (box.x + box.width)).toBeLessThan(40);
  expect(box?.y).toBeLessThan(40);
  const [red, green, blue] = await backgroundRgb(toast);
  expect(red).toBeGreaterThan(150);
  expect(Math.max(green ?? 255, blue ?? 255)).toBeLessThan(60);
  await toast.waitFor({ state: 'hidden', timeout: 10_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(4_000);
  // Loose above: a busy two-core machine may be slow to notice; the lower bound is the point.
  expect(shownFor).toBeLessThan(9_000);
});

/** Longer than a toast's whole life: only a pause keeps it on screen through this jump. */
const PAST_ITS_LIFE_MS = 6_000;

it('waits while the pointer is over it', async () => {
  const toast = await showToast();
  await toast.hover();
  await page.clock.runFor(PAST_ITS_LIFE_MS);
  expect(await toast.isVisible()).toBe(true);
  await page.mouse.move(0, DESKTOP.height - 1);
  await page.clock.runFor(PAST_ITS_LIFE_MS);
  await toast.waitFor({ state: 'hidden', timeout: 8_000 });
});

it('waits while the window is in the background', async () => {
  const toast = await showToast();
  await page.evaluate("window.dispatchEvent(new Event('blur'))");
  await page.clock.runFor(PAST_ITS_LIFE_MS);
  expect(await toast.isVisible()).toBe(true);
  await page.evaluate("window.dispatchEvent(new Event('focus'))");
  await page.clock.runFor(PAST_ITS_LIFE_MS);
  await toast.waitFor({ state: 'hidden', timeout: 8_000 });
});

it('is dismissed by dragging it sideways or with its × button', async () => {
  const dragged = await showToast();
  const box = await dragged.boundingBox();
  if (!box) throw new Error('toast has no box');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await dragged.waitFor({ state: 'hidden', timeout: 2_000 });

  const closed = await showToast();
  await closed.getByRole('button', { name: 'Dismiss notification' }).click();
  await closed.waitFor({ state: 'hidden', timeout: 2_000 });
});
