// The Save to collection dialog's body: with no collection yet it says to name the first one; each
// collection is a box checked while the recipe is in it, busy while the change is written, kept as asked
// until the live list agrees; a refused change is said inside the dialog. The writes are `changes`.
import type { Collection } from '@recipe-book/schema/collection';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CollectionFullError } from '../api/recipe-order';
import { PickerChoices, type PickerChanges } from './collection-picker';

const recipe = { id: 'lentil', title: 'Lentil soup' };

const aCollection = (id: string, name: string, recipeIds: string[] = []): Collection => ({
  id,
  name,
  description: '',
  recipeIds,
  visibility: 'private',
  ownerUid: 'cole',
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

const weeknight = aCollection('weeknight', 'Weeknight', ['stew']);
const soups = aCollection('soups', 'Soups', ['lentil', 'stew']);

function showPicker(collections: Collection[] | undefined, changes?: PickerChanges) {
  const props = { recipe, newCollection: <p>The new collection form</p>, changes };
  const view = render(<PickerChoices {...props} collections={collections} />);
  return { rerender: (next: Collection[]) => view.rerender(<PickerChoices {...props} collections={next} />) };
}

/** A write the test settles when it wants: the box's busy state shows in between. */
function pendingWrite() {
  let settle: (outcome?: unknown) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const write = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        settle = resolve;
        refuse = reject;
      }),
  );
  return { write, settle: () => settle(), refuse: (error: unknown) => refuse(error) };
}

it('says it is loading the collections, then, with none, to name the first one below', () => {
  const { rerender } = showPicker(undefined);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your collections…');
  rerender([]);
  expect(screen.getByText('You have no collections yet: name your first one below.')).toBeInTheDocument();
  expect(screen.getByText('The new collection form')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

it('checks the collections the recipe is in, each with its count', () => {
  showPicker([weeknight, soups]);
  expect(screen.getByRole('group', { name: 'Your collections' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /^Weeknight/ })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /^Soups/ })).toBeChecked();
  expect(screen.getByText('1 recipe')).toBeInTheDocument();
  expect(screen.getByText('2 recipes')).toBeInTheDocument();
});

it('saves the recipe into a ticked collection: busy while written, checked until the list has it', async () => {
  const { write, settle } = pendingWrite();
  const { rerender } = showPicker([weeknight, soups], { add: write, remove: vi.fn() });
  const box = screen.getByRole('checkbox', { name: /^Weeknight/ });
  await userEvent.click(box);
  expect(write).toHaveBeenCalledWith('weeknight', 'lentil');
  expect(box).toBeChecked();
  expect(box).toBeDisabled();
  expect(box).toHaveAttribute('aria-busy', 'true');

  settle();
  await vi.waitFor(() => expect(box).toBeEnabled());
  // Written, but the live list has not shown it yet: the box stays as the cook asked.
  expect(box).toBeChecked();
  rerender([{ ...weeknight, recipeIds: ['stew', 'lentil'] }, soups]);
  expect(box).toBeChecked();
  expect(screen.getAllByText('2 recipes')).toHaveLength(2);
});

it('takes the recipe out of an unticked collection', async () => {
  const remove = vi.fn(() => Promise.resolve());
  showPicker([weeknight, soups], { add: vi.fn(), remove });
  await userEvent.click(screen.getByRole('checkbox', { name: /^Soups/ }));
  expect(remove).toHaveBeenCalledWith('soups', 'lentil');
  expect(screen.getByRole('checkbox', { name: /^Soups/ })).not.toBeChecked();
});

it('says inside the dialog why a change was refused, and shows the box as it is', async () => {
  const { write, refuse } = pendingWrite();
  showPicker([weeknight], { add: write, remove: vi.fn() });
  const box = screen.getByRole('checkbox', { name: /^Weeknight/ });
  await userEvent.click(box);
  const full = new CollectionFullError();
  refuse(full);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `“Lentil soup” was not saved to “Weeknight”. ${full.message}`,
  );
  expect(box).not.toBeChecked();
  expect(box).toBeEnabled();
});
