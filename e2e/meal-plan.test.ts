// The meal planner, through the real rules: a recipe planned from its page
// lands on its day; an entry moves by keyboard (Move to…) and by dragging,
// its servings change, the planner adds a recipe and a note, and the week
// goes to the shopping list as one trip (the same recipe twice at the servings
// added up, the note skipped and named). A deleted recipe stays on the plan,
// marked, and is never shopped for. A visitor is sent to log in first.
// Settings makes a calendar link that the real API serves as a calendar app
// reads it, and a new link stops the old one at once. The planner's states
// (the week from its entries, Someday, the dialogs' refusals, the full plan)
// are component tests beside web/src/features/meal-plan/components/.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addDays, localDate, mondayOf, weekDates } from '@recipe-book/schema/calendar-date';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, logInThroughForm, type TestAccount } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import {
  browserSession,
  claimOnlineThroughout,
  controlledByServiceWorker,
  DESKTOP,
  hydrated,
  newContext,
  PHONE,
  screenshot,
  SLOW,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { dayName, mealPlanOf, planEntries, type StoredEntry } from './support/meal-plan';
import { shoppingItemsOf } from './support/shopping-list';

const session = browserSession();
/** Writes can take a while to reach the server on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let page: Page;
let cook: TestAccount;
let curry: { id: string; title: string };

beforeEach(async () => {
  ({ page } = session);
  cook = await createAccount('planner', 'Pat Planner');
  curry = { id: '', title: `Lentil curry ${randomUUID().slice(0, 6)}` };
  curry.id = await createRecipeFor('e2e-plan-author', 'Plan Author', curry.title, {
    servings: 4,
    ingredients: ['200 g lentils', '4 tomatoes'],
  });
});

afterEach(async () => {
  await session.context.setOffline(false);
  await deleteRecipe(curry.id);
});

const slot = (p: Page, date: string | null, meal: string) =>
  p.getByRole('region', { name: `${date === null ? 'Someday' : dayName(date)}, ${meal}` });
const entry = (p: Page, name: string) => p.locator('li[data-entry]', { hasText: name });

async function checkAtBothWidths(name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}

const planned = (date: string | null, meal: StoredEntry['meal'], servings: number): StoredEntry => ({
  date,
  meal,
  recipeId: curry.id,
  recipeTitle: curry.title,
  servings,
  note: '',
});

it('plans a recipe from its page, moves it by keyboard and by dragging, and shops for the week', SLOW, async () => {
  // Today as this browser reads it (the context shares the machine's time zone).
  const today = localDate();
  const week = weekDates(mondayOf(today));
  // Two other days of the same week.
  const [first, second] = week.filter((date) => date !== today) as [string, string];

  await logInThroughForm(page, cook, `/login?redirect=/recipes/${curry.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to meal plan' }).click();
  const plan = page.getByRole('dialog', { name: `Plan “${curry.title}”` });
  // A new plan has no dinner yet: today is suggested, for dinner, at the servings shown.
  expect(await plan.getByLabel('Day').inputValue()).toBe(today);
  expect(await plan.getByLabel('Meal').inputValue()).toBe('dinner');
  expect(await plan.getByLabel('Servings').inputValue()).toBe('4');
  await plan.getByRole('button', { name: 'Add to meal plan' }).click();
  await page.getByText(`Planned “${curry.title}” for ${dayName(today)}, dinner.`).waitFor();
  await expect.poll(() => mealPlanOf(cook.uid), SETTLED).toEqual([planned(today, 'dinner', 4)]);

  await page.getByRole('link', { name: 'View meal plan' }).click();
  await page.getByRole('heading', { level: 1, name: 'Meal plan' }).waitFor();
  const link = slot(page, today, 'dinner').getByRole('link', { name: curry.title });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(`/recipes/${curry.id}?servings=4`);

  // Move to… with the keyboard alone.
  await page.getByRole('button', { name: `Actions for “${curry.title}”` }).focus();
  // The menu opens on its first item, Move to….
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: `Move “${curry.title}”` });
  await move.getByLabel('Day').selectOption(first);
  await move.getByLabel('Meal').focus();
  await move.getByLabel('Meal').selectOption('lunch');
  // Past Cancel to Move.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await slot(page, first, 'lunch').getByRole('link', { name: curry.title }).waitFor();
  await expect.poll(() => mealPlanOf(cook.uid), SETTLED).toEqual([planned(first, 'lunch', 4)]);

  // Dragged to another day's dinner.
  await entry(page, curry.title).dragTo(slot(page, second, 'dinner'));
  await slot(page, second, 'dinner').getByRole('link', { name: curry.title }).waitFor();
  await expect.poll(() => mealPlanOf(cook.uid), SETTLED).toEqual([planned(second, 'dinner', 4)]);

  // Servings: 6.
  await page.getByRole('button', { name: `Actions for “${curry.title}”` }).click();
  await page.getByRole('menuitem', { name: 'Change servings' }).click();
  const servings = page.getByRole('dialog', { name: `Servings of “${curry.title}”` });
  await servings.getByLabel('Servings').fill('6');
  await servings.getByRole('button', { name: 'Save' }).click();
  await entry(page, curry.title).getByText('6 servings').waitFor();
  // The dialog gives focus back to the entry's menu button, where the cook was.
  await expect
    .poll(() => page.evaluate('document.activeElement?.getAttribute("aria-label")'))
    .toBe(`Actions for “${curry.title}”`);

  // The same recipe again on the first day, found by a word of its title, and a note.
  await page.getByRole('button', { name: `Add to ${dayName(first)}, dinner` }).click();
  const add = page.getByRole('dialog', { name: `Add to ${dayName(first)}, dinner` });
  await add.getByLabel('Find a recipe').fill(curry.title.split(' ').at(-1) ?? '');
  await add.getByRole('radio', { name: new RegExp(curry.title) }).check();
  expect(await add.getByLabel(`Servings of “${curry.title}”`).inputValue()).toBe('4');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await slot(page, first, 'dinner').getByRole('link', { name: curry.title }).waitFor();
  await page.getByRole('button', { name: `Add to ${dayName(second)}, lunch` }).click();
  const note = page.getByRole('dialog', { name: `Add to ${dayName(second)}, lunch` });
  await note.getByLabel('A note').check();
  await note.getByRole('textbox', { name: 'Note' }).fill('Leftovers');
  await note.getByRole('button', { name: 'Add', exact: true }).click();
  await slot(page, second, 'lunch').getByText('Leftovers').waitFor();
  await checkAtBothWidths('meal-plan-week');

  // One trip: the curry once, for 6 + 4 servings; the note named as skipped.
  await page.getByRole('button', { name: 'Add week to shopping list' }).click();
  await page
    .getByText(`Added 2 items to your shopping list for ${curry.title} (10 servings). Skipped: “Leftovers” (a note).`)
    .waitFor();
  await expect
    .poll(async () => (await shoppingItemsOf(cook.uid)).map((item) => item.text), SETTLED)
    .toEqual(['10 tomatoes', '500 g lentils']);
});

it(
  'keeps a deleted recipe on the plan with its title, marked removed, and leaves it off the shopping list',
  SLOW,
  async () => {
    await planEntries(cook.uid, [planned(localDate(), 'dinner', 2)]);
    await deleteRecipe(curry.id);
    await logInThroughForm(page, cook, '/mealPlan');
    await entry(page, curry.title).getByText('Recipe removed · 2 servings').waitFor();
    expect(await entry(page, curry.title).getByRole('link', { name: curry.title }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add week to shopping list' }).click();
    await page.getByText(`“${curry.title}” (recipe removed)`, { exact: false }).waitFor();
    expect(await shoppingItemsOf(cook.uid)).toEqual([]);
    expect(await mealPlanOf(cook.uid)).toEqual([planned(localDate(), 'dinner', 2)]);
  },
);

it('shows a Monday entry on Monday in far time zones, and a week link opens its week', SLOW, async () => {
  const monday = '2026-11-23';
  await planEntries(cook.uid, [planned(monday, 'dinner', 2)]);
  for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
    const context = await newContext(session.browser, DESKTOP, { timezoneId });
    try {
      const other = await context.newPage();
      // Thursday's date stands for its week.
      await logInThroughForm(other, cook, `/login?redirect=${encodeURIComponent('/mealPlan?week=2026-11-26')}`);
      await other.getByRole('heading', { name: 'Week of November 23, 2026' }).waitFor();
      await slot(other, monday, 'dinner').getByRole('link', { name: curry.title }).waitFor();
      expect(await other.getByRole('heading', { level: 3, name: 'Monday, November 23' }).count()).toBe(1);
      // The next week, and back.
      await other.getByRole('link', { name: /Next week/ }).click();
      await other.getByRole('heading', { name: 'Week of November 30, 2026' }).waitFor();
      expect(new URL(other.url()).searchParams.get('week')).toBe('2026-11-30');
    } finally {
      await context.close();
    }
  }
});

it('sends a visitor to log in first', SLOW, async () => {
  await page.goto(`/recipes/${curry.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to meal plan' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/recipes/${curry.id}`);
});

it('opens the week and the next offline, and sends a move made offline once back online', SLOW, async () => {
  const monday = mondayOf(localDate());
  const next = addDays(monday, 7);
  await planEntries(cook.uid, [planned(monday, 'dinner', 2), { ...planned(next, 'lunch', 3) }]);
  // As some Chromium versions do, the page never learns from the browser that the network went.
  await claimOnlineThroughout(session.context);
  await page.setViewportSize(PHONE);
  await logInThroughForm(page, cook, '/login?redirect=/mealPlan');
  await slot(page, monday, 'dinner').getByRole('link', { name: curry.title }).waitFor();
  await controlledByServiceWorker(page);
  await page.goto('/mealPlan');
  await slot(page, monday, 'dinner').getByRole('link', { name: curry.title }).waitFor();
  await expect
    .poll(() => page.evaluate(`caches.open('pages').then((cache) => cache.match('/mealPlan')).then(Boolean)`))
    .toBe(true);

  await session.context.setOffline(true);
  await page.reload();
  await page.getByText('You are offline.').waitFor();
  await slot(page, monday, 'dinner').getByRole('link', { name: curry.title }).waitFor();
  // Moved offline: on the plan at once, on the server only once back online.
  await page.getByRole('button', { name: `Actions for “${curry.title}”` }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  const move = page.getByRole('dialog', { name: `Move “${curry.title}”` });
  await move.getByLabel('Day').selectOption(addDays(monday, 2));
  await move.getByRole('button', { name: 'Move' }).click();
  await slot(page, addDays(monday, 2), 'dinner').getByRole('link', { name: curry.title }).waitFor();
  await page.getByText("Saved on this device; it will be sent when you're back online.").waitFor();
  await screenshot(page, 'meal-plan-offline-375');
  expect((await mealPlanOf(cook.uid)).map((stored) => stored.date)).toEqual([monday, next]);
  // The next week was kept too.
  await page.getByRole('link', { name: /Next week/ }).click();
  await slot(page, next, 'lunch').getByRole('link', { name: curry.title }).waitFor();

  await session.context.setOffline(false);
  await expect
    .poll(async () => (await mealPlanOf(cook.uid)).map((stored) => stored.date), SETTLED)
    .toEqual([addDays(monday, 2), next]);
});

it(
  'shows a new calendar link once in Settings, which a calendar app can read, and replaces it on request',
  SLOW,
  async () => {
    await planEntries(cook.uid, [planned(localDate(), 'dinner', 2)]);
    const feedOf = async (url: string) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    };
    await logInThroughForm(page, cook, '/login?redirect=/settings');
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByText('You have no calendar link yet.').waitFor();
    await feed.getByRole('button', { name: 'Create link' }).click();
    const link = feed.getByRole('textbox', { name: 'Your calendar link' });
    await link.waitFor();
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/mealplan\.ics\?key=/);
    await feed.getByText('it will not be shown again').waitFor();
    await feed.getByText('You have a calendar link, made on', { exact: false }).waitFor();
    // What a calendar app subscribed to the link reads: the planned dinner.
    const calendar = await feedOf(first);
    expect(calendar.status).toBe(200);
    expect(calendar.type).toMatch(/^text\/calendar/);
    expect(calendar.text).toContain(curry.title);
    await checkAtBothWidths('meal-plan-calendar-feed');

    await feed.getByRole('button', { name: 'Done' }).click();
    await feed.getByRole('button', { name: 'New link' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Make a new calendar link?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await link.count()).toBe(0);
    await feed.getByRole('button', { name: 'New link' }).click();
    await ask.getByRole('button', { name: 'Make a new link' }).click();
    await link.waitFor();
    const second = await link.inputValue();
    expect(second).not.toBe(first);
    // The old link stops working at once; the new one works.
    expect((await feedOf(first)).status).toBe(404);
    expect((await feedOf(second)).status).toBe(200);
  },
);
