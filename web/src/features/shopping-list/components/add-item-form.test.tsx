// Adding an item by hand: an empty line is refused under the field, a full list says how many fit
// and keeps what was typed, and an added item empties the field and says so. The write is the
// form's `add` port; here a stand-in.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ShoppingListFullError } from '../api/add-shopping-items';
import { AddItemForm, type AddItemFormProps } from './add-item-form';

const place = { path: 'users/cook' };
const field = () => screen.getByRole('textbox', { name: 'Add an item' });
const addButton = () => screen.getByRole('button', { name: 'Add' });

beforeAll(async () => {
  // The form downloads its check (the schema) on first use: load it once here, not inside a test's wait.
  await import('../shopping-list-item');
});
afterEach(() => {
  toastStore.remove();
});

function showForm(add: NonNullable<AddItemFormProps['add']> = vi.fn(() => Promise.resolve('sent' as const))) {
  render(
    <>
      <AddItemForm place={place} add={add} />
      <Toaster />
    </>,
  );
  return add;
}

it('refuses an empty line under the field, which gets the focus, and writes nothing', async () => {
  const add = showForm();
  await userEvent.click(addButton());
  expect(await screen.findByText('Item is required')).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveFocus();
  expect(add).not.toHaveBeenCalled();
});

it('adds what was typed, read for its amount, then empties the field and says so', async () => {
  const add = showForm();
  await userEvent.type(field(), '2 lemons');
  await userEvent.click(addButton());
  expect(await screen.findByText('Added “2 lemons” to your shopping list.')).toBeInTheDocument();
  expect(add).toHaveBeenCalledWith(place, [
    expect.objectContaining({ text: '2 lemons', quantity: 2, unit: null, recipeId: null, checked: false }),
  ]);
  expect(field()).toHaveValue('');
  expect(field()).not.toHaveAttribute('aria-invalid', 'true');
});

it('says how many fit when the list is at its 500 items, keeping what was typed', async () => {
  showForm(vi.fn(() => Promise.reject(new ShoppingListFullError(500, 1))));
  await userEvent.type(field(), 'kitchen roll');
  await userEvent.click(addButton());
  expect(
    await screen.findByText(
      'That item was not added. Your shopping list can hold at most 500 items. It has 500, so nothing more fits (this would add 1). Clear ticked items or remove some first.',
    ),
  ).toBeInTheDocument();
  expect(field()).toHaveValue('kitchen roll');
});

it('names how many more fit when a few do (a recipe of 3 onto a list of 498)', () => {
  expect(new ShoppingListFullError(498, 3).message).toBe(
    'Your shopping list can hold at most 500 items. It has 498, so only 2 more fit (this would add 3). Clear ticked items or remove some first.',
  );
  expect(new ShoppingListFullError(499, 3).message).toContain('so only 1 more fits (this would add 3)');
});

it('says nothing was sent yet when the item waits offline (the write settles later)', async () => {
  showForm(vi.fn(() => Promise.resolve('queued' as const)));
  await userEvent.type(field(), 'milk');
  await userEvent.click(addButton());
  await vi.waitFor(() => expect(field()).toHaveValue(''));
  expect(screen.queryByText('Added “milk” to your shopping list.')).not.toBeInTheDocument();
});
