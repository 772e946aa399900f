// A recipe page's "Add to meal plan" dialog: the day suggested, dinner and the servings shown; planned,
// it says where with the way to that week; a full plan (1,000 entries) is refused saying how many fit,
// and a bad number in the schema's words, under the servings. The write is the dialog's `add` port.
import { localDate, mondayOf } from '@recipe-book/schema/calendar-date';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import { MealPlanFullError } from '../api/add-meal-plan-entries';
import { checkEntry } from '../api/check-entry';
import { dayName } from '../day-names';
import { PlanDialog } from './plan-for-cook';

const recipe = { id: 'curry', title: 'Lentil curry' };
const place = { path: 'users/pat' };
const today = localDate();

afterEach(() => {
  toastStore.remove();
});

type Add = NonNullable<Parameters<typeof PlanDialog>[0]['add']>;

/** Checks each entry with the shared schema, as the real write does first, then answers `sent`. */
const checkedAdd: Add = async (_place, entries) => {
  await Promise.all(entries.map(checkEntry));
  return 'sent';
};

async function openDialog(add: Add = checkedAdd) {
  const write = vi.fn(add);
  const onClose = vi.fn();
  await renderWithRouter(
    <>
      <PlanDialog recipe={recipe} servings={4} place={place} day={today} onClose={onClose} add={write} />
      <Toaster />
    </>,
    { path: '/recipes/curry' },
  );
  const dialog = screen.getByRole('dialog', { name: 'Plan “Lentil curry”' });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Add to meal plan' }));
  return { write, onClose, dialog, submit };
}

it('suggests the free day, dinner, and the servings the page shows', async () => {
  const { dialog } = await openDialog();
  expect(within(dialog).getByLabelText('Day')).toHaveValue(today);
  expect(within(dialog).getByLabelText('Meal')).toHaveValue('dinner');
  expect(within(dialog).getByLabelText('Servings')).toHaveValue('4');
});

it('plans the recipe, says for when, with the way to that week, and closes', async () => {
  const { write, onClose, submit } = await openDialog();
  await submit();
  const toast = await screen.findByText(`Planned “Lentil curry” for ${dayName(today)}, dinner.`, { exact: false });
  expect(within(toast).getByRole('link', { name: 'View meal plan' })).toHaveAttribute(
    'href',
    `/mealPlan?week=${mondayOf(today)}`,
  );
  expect(write).toHaveBeenCalledWith(place, [
    expect.objectContaining({
      date: today,
      meal: 'dinner',
      recipeId: 'curry',
      recipeTitle: 'Lentil curry',
      servings: 4,
      note: '',
    }),
  ]);
  expect(onClose).toHaveBeenCalled();
});

it('says the plan is full and how many fit, under the servings, and stays open', async () => {
  const { dialog, onClose, submit } = await openDialog(() => Promise.reject(new MealPlanFullError(1000, 1)));
  await submit();
  expect(
    await within(dialog).findByText(
      'Your meal plan can hold at most 1000 entries. It has 1000, so nothing more fits (this would add 1). Delete past meals first.',
    ),
  ).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Servings')).toHaveAttribute('aria-invalid', 'true');
  expect(onClose).not.toHaveBeenCalled();
});

it('refuses servings that are not a number from 1 in the schema’s words', async () => {
  const { dialog, onClose, submit } = await openDialog();
  const servings = within(dialog).getByLabelText('Servings');
  await userEvent.clear(servings);
  await userEvent.type(servings, '0');
  await submit();
  expect(await within(dialog).findByText('Servings must be at least 1')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
