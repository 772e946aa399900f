// The meal planner, through the real rules, as one cook's journey: a recipe
// planned from its page lands on its day; an entry moves by keyboard (Move
// to…) and by dragging, its servings change, the planner adds a recipe and a
// note, a deleted recipe stays on the plan marked, and the week goes to the
// shopping list as one trip (the same recipe twice at the servings added up,
// the note and the deleted recipe skipped and named). Then offline: the week
// and the next open with no network, and a move made offline reaches the
// server once back online. The planner's states (the week from its entries,
// Someday, a deleted recipe, the dialogs' refusals, the full plan) and a
// Monday entry in far time zones are component tests beside
// web/src/features/meal-plan/components/ (far-time-zones.test.tsx), as is
// Settings' calendar link (calendar-feed.test.tsx); the feed the API serves is
// functions/test/meal-plan-feed.test.ts, and a visitor's press going to log in
// is web/src/lib/use-sign-in-first.test.tsx.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addDays, localDate, mondayOf, weekDates } from '@recipe-book/schema/calendar-date';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/accounts';
import {
  browserSession,
  cachedFirestoreKeys,
  claimOnlineThroughout,
  controlledByServiceWorker,
  DESKTOP,
  hydrated,
  SLOW,
} from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { dayName, mealPlanOf, planEntries, type StoredEntry } from './support/meal-plan';
import { shoppingItemsOf } from './support/shopping-list';
import { signedInContext } from './support/sign-in';

const session = browserSession();
/** Writes can take a while to reach the server on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
let cook: TestAccount;
let tag: string;
let curry: { id: string; title: string };

beforeAll(async () => {
  cook = await createAccount('planner', 'Pat Planner');
  tag = randomUUID().slice(0, 6);
  curry = { id: '', title: `Lentil curry ${tag}` };
  curry.id = await createRecipeFor('e2e-plan-author', 'Plan Author', curry.title, {
    servings: 4,
    ingredients: ['200 g lentils', '4 tomatoes'],
  });
});

afterAll(async () => {
  await deleteRecipe(curry.id);
});

const slot = (p: Page, date: string | null, meal: string) =>
  p.getByRole('region', { name: `${date === null ? 'Someday' : dayName(date)}, ${meal}` });
const entry = (p: Page, name: string) => p.locator('li[data-entry]', { hasText: name });

const planned = (date: string | null, meal: StoredEntry['meal'], servings: number): StoredEntry => ({
  date,
  meal,
  recipeId: curry.id,
  recipeTitle: curry.title,
  servings,
  note: '',
});

it(
  'plans from a recipe page, moves, adds and shops for the week; offline, a move waits for the network',
  SLOW,
  async () => {
    // Today as this browser reads it (the context shares the machine's time zone).
    const today = localDate();
    const monday = mondayOf(today);
    // Three other days of the same week.
    const [first, second, third] = weekDates(monday).filter((date) => date !== today) as [string, string, string];
    const next = addDays(monday, 7);

    // The service worker installs (support/browser.ts blocks it elsewhere): the plan opens offline.
    const context = await signedInContext(session.browser, cook, DESKTOP, { serviceWorkers: 'allow' });
    // As some Chromium versions do, the page never learns from the browser that the network went.
    await claimOnlineThroughout(context);
    const page = await session.useContext(context);
    await page.goto(`/recipes/${curry.id}`);
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

    // A recipe deleted since it was planned (another device's entry, arriving live): kept with its title, marked.
    const removed = `Old stew ${tag}`;
    await planEntries(
      cook.uid,
      [{ date: first, meal: 'breakfast', recipeId: `deleted-${tag}`, recipeTitle: removed, servings: 2, note: '' }],
      'removed',
    );
    await entry(page, removed).getByText('Recipe removed · 2 servings').waitFor();
    expect(await entry(page, removed).getByRole('link').count()).toBe(0);

    // One trip: the curry once, for 6 + 4 servings; the note and the deleted recipe named as skipped.
    await page.getByRole('button', { name: 'Add week to shopping list' }).click();
    const trip = page.getByRole('status').filter({ hasText: 'Added 2 items to your shopping list' });
    await trip.waitFor();
    expect(await trip.innerText()).toContain(`for ${curry.title} (10 servings). Skipped:`);
    expect(await trip.innerText()).toContain('“Leftovers” (a note)');
    expect(await trip.innerText()).toContain(`“${removed}” (recipe removed)`);
    await expect
      .poll(async () => (await shoppingItemsOf(cook.uid)).map((item) => item.text), SETTLED)
      .toEqual(['10 tomatoes', '500 g lentils']);

    // Offline: the week and the next (read in the background) open again through the worker.
    await planEntries(cook.uid, [planned(next, 'lunch', 3)], 'next');
    await controlledByServiceWorker(page);
    await page.goto('/mealPlan');
    await slot(page, second, 'lunch').getByText('Leftovers').waitFor();
    await expect
      .poll(() => page.evaluate(`caches.open('pages').then((cache) => cache.match('/mealPlan')).then(Boolean)`))
      .toBe(true);
    const noteDate = async () => (await mealPlanOf(cook.uid)).find((stored) => stored.note === 'Leftovers')?.date;
    // The next week's entry (planEntries' id `next-0`) has reached this browser's cache before the network goes.
    await expect
      .poll(async () => (await cachedFirestoreKeys(page)).some((key) => key.includes('"next-0"')), SETTLED)
      .toBe(true);
    try {
      await context.setOffline(true);
      await page.reload();
      await page.getByText('You are offline.').waitFor();
      await slot(page, second, 'lunch').getByText('Leftovers').waitFor();
      // Moved offline: on the plan at once, on the server only once back online.
      await page.getByRole('button', { name: 'Actions for “Leftovers”' }).click();
      await page.getByRole('menuitem', { name: 'Move to…' }).click();
      const moveNote = page.getByRole('dialog', { name: 'Move “Leftovers”' });
      await moveNote.getByLabel('Day').selectOption(third);
      await moveNote.getByRole('button', { name: 'Move' }).click();
      await slot(page, third, 'lunch').getByText('Leftovers').waitFor();
      await page.getByText("Saved on this device; it will be sent when you're back online.").waitFor();
      expect(await noteDate()).toBe(second);
      // The next week was kept too, and its link opens it.
      await page.getByRole('link', { name: /Next week/ }).click();
      await slot(page, next, 'lunch').getByRole('link', { name: curry.title }).waitFor();
      expect(new URL(page.url()).searchParams.get('week')).toBe(next);

      await context.setOffline(false);
      await expect.poll(noteDate, SETTLED).toBe(third);
    } finally {
      await context.setOffline(false);
    }
  },
);
