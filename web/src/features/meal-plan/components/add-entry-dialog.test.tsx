// The planner's Add dialog for a slot: a recipe must be chosen from the search first; an empty note is
// refused in the shared schema's words under the field; a note is added to the slot and the dialog closes.
// The write is the planner's `onAdd`; here the schema's check alone.
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { checkEntry } from '../api/check-entry';
import { AddEntryDialog } from './add-entry-dialog';

const slot = { date: '2026-11-24', meal: 'lunch' as const };

function openDialog() {
  // As the planner's add does first: the shared schema checks the entry (position aside).
  const onAdd = vi.fn(async (entry: Omit<MealPlanEntryInput, 'position'>) => {
    await checkEntry({ ...entry, position: 0 });
  });
  const onClose = vi.fn();
  render(<AddEntryDialog uid="pat" slot={slot} onAdd={onAdd} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Add to Tuesday, November 24, lunch' });
  const add = () => userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  return { onAdd, onClose, dialog, add };
}

it('asks for a recipe from the search before adding one', async () => {
  const { dialog, onAdd, add } = openDialog();
  expect(within(dialog).getByRole('radio', { name: 'A recipe' })).toBeChecked();
  await add();
  expect(within(dialog).getByText('Choose a recipe from the search results.')).toBeInTheDocument();
  expect(onAdd).not.toHaveBeenCalled();
});

it('refuses an empty note in the schema’s words, then adds the note to the slot and closes', async () => {
  const { dialog, onAdd, onClose, add } = openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'A note' }));
  await add();
  expect(await within(dialog).findByText('Choose a recipe or write a note')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();

  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Leftovers');
  await add();
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onAdd).toHaveBeenLastCalledWith({
    ...slot,
    recipeId: null,
    recipeTitle: null,
    servings: null,
    note: 'Leftovers',
  });
});
