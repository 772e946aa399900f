// The planner's week from the entries handed in: seven days Monday first with today marked, each
// meal's entries in its slot (a recipe linked at its servings, a note, a deleted recipe marked), Someday,
// the shopping buttons (week, day, selected) and Change servings refusing a bad number in the schema's words.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { checkEntry } from '../api/check-entry';
import type { MealPlanEntry } from '../meal-plan-entry';
import { PlannerWeek, type PlannerWeekProps } from './meal-planner';
import type { PlannerActions } from './use-planner-actions';

const MONDAY = '2026-11-23';
const TODAY = '2026-11-25';

let next = 0;
function anEntry(fields: Partial<MealPlanEntry>): MealPlanEntry {
  next += 1;
  return {
    id: `e${next}`,
    date: MONDAY,
    meal: 'dinner',
    recipeId: null,
    recipeTitle: null,
    servings: null,
    note: '',
    position: next,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...fields,
  };
}
const recipe = (fields: Partial<MealPlanEntry>) =>
  anEntry({ recipeId: 'curry', recipeTitle: 'Lentil curry', servings: 4, ...fields });

const curry = recipe({ date: '2026-11-24', meal: 'dinner' });
const leftovers = anEntry({ date: '2026-11-24', meal: 'lunch', note: 'Leftovers' });
const fruit = anEntry({ date: null, meal: 'snack', note: 'Fruit' });

function fakeActions(): PlannerActions {
  return {
    add: vi.fn(async () => {}),
    move: vi.fn(),
    duplicate: vi.fn(),
    // The shared schema checks the entry as it would be, as the real edit does before it writes.
    edit: vi.fn(async (entry: MealPlanEntry, changes) => {
      const { id: _id, createdAt: _created, updatedAt: _updated, ...input } = entry;
      await checkEntry({ ...input, ...changes });
    }),
    remove: vi.fn(async () => {}),
    copyWeek: vi.fn(async () => {}),
  };
}

async function showWeek(props: Partial<PlannerWeekProps> = {}) {
  const all: PlannerWeekProps = {
    uid: 'pat',
    member: undefined,
    monday: MONDAY,
    today: TODAY,
    week: [curry, leftovers],
    someday: [fruit],
    actions: fakeActions(),
    trip: { shop: vi.fn(async () => {}), busy: undefined },
    useRecipe: () => ({ image: undefined }),
    ...props,
  };
  await renderWithRouter(<PlannerWeek {...all} />, { path: '/mealPlan' });
  return all;
}

const slot = (name: string) => screen.getByRole('region', { name });

it('shows the seven days of the week, Monday first, with today marked', async () => {
  await showWeek();
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Monday, November 23',
    'Tuesday, November 24',
    'Wednesday, November 25Today',
    'Thursday, November 26',
    'Friday, November 27',
    'Saturday, November 28',
    'Sunday, November 29',
    'Someday',
  ]);
  const today = screen.getByText('Today').closest('li');
  expect(today).toHaveAttribute('aria-current', 'date');
  expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
});

it("puts a day's entries in their meals: a recipe linked at its servings, a note as written", async () => {
  await showWeek();
  const dinner = slot('Tuesday, November 24, dinner');
  expect(within(dinner).getByRole('link', { name: 'Lentil curry' })).toHaveAttribute(
    'href',
    '/recipes/curry?servings=4',
  );
  expect(within(dinner).getByText('4 servings')).toBeInTheDocument();
  expect(within(slot('Tuesday, November 24, lunch')).getByText('Leftovers')).toBeInTheDocument();
  expect(within(slot('Monday, November 23, dinner')).queryAllByRole('listitem')).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add to Monday, November 23, breakfast' })).toBeInTheDocument();
});

it('keeps what has no date under Someday, by meal', async () => {
  await showWeek();
  const someday = screen.getByRole('region', { name: 'Someday' });
  expect(
    within(someday).getByText('Meals and notes without a date yet. Drag them to a day, or use Move to….'),
  ).toBeInTheDocument();
  expect(within(slot('Someday, snack')).getByText('Fruit')).toBeInTheDocument();
  expect(within(slot('Someday, dinner')).queryAllByRole('listitem')).toEqual([]);
});

it('keeps a deleted recipe on the plan with its title, marked removed, with no link', async () => {
  await showWeek({ useRecipe: () => null });
  const dinner = slot('Tuesday, November 24, dinner');
  expect(within(dinner).getByText('Lentil curry')).toBeInTheDocument();
  expect(within(dinner).getByText('Recipe removed · 4 servings')).toBeInTheDocument();
  expect(within(dinner).queryByRole('link')).not.toBeInTheDocument();
});

it('shops for the week, for a day with meals (not an empty one), and for the entries selected', async () => {
  const { trip } = await showWeek();
  await userEvent.click(screen.getByRole('button', { name: 'Add week to shopping list' }));
  expect(trip.shop).toHaveBeenLastCalledWith([curry, leftovers], 'this week', 'week');

  expect(screen.getByRole('button', { name: 'Shop for this day (Monday, November 23)' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Shop for this day (Tuesday, November 24)' }));
  expect(trip.shop).toHaveBeenLastCalledWith([curry, leftovers], 'Tuesday, November 24', '2026-11-24');

  const selected = screen.getByRole('button', { name: 'Add selected to shopping list (0)' });
  expect(selected).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Fruit” for the shopping list' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Lentil curry” for the shopping list' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add selected to shopping list (2)' }));
  expect(trip.shop).toHaveBeenLastCalledWith([curry, fruit], 'the selected entries', 'selected');
});

it('shows the week’s trip at work, and offers no copy of an empty week', async () => {
  await showWeek({ week: [], trip: { shop: vi.fn(), busy: 'week' } });
  expect(screen.getByRole('button', { name: 'Add week to shopping list' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Copy week…' })).toBeDisabled();
});

it('refuses servings out of range in the schema’s words, then saves a good number', async () => {
  const { actions } = await showWeek();
  await userEvent.click(screen.getByRole('button', { name: 'Actions for “Lentil curry”' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Change servings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Servings of “Lentil curry”' });
  const servings = within(dialog).getByRole('textbox', { name: 'Servings' });
  expect(servings).toHaveValue('4');
  await userEvent.clear(servings);
  await userEvent.type(servings, '0');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Servings must be at least 1')).toBeInTheDocument();
  expect(servings).toHaveValue('0');

  await userEvent.clear(servings);
  await userEvent.type(servings, '6');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(actions.edit).toHaveBeenLastCalledWith(curry, { servings: 6 });
});
