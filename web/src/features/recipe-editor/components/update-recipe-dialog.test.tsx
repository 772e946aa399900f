// The Update Recipe dialog: it opens on the recipe as stored with the focus on the first field, checks
// like Add Recipe, saves only the fields that changed (an imported recipe keeps its source unless it is
// removed), and Cancel, Escape or a refused write never lose or save what was typed by mistake.
import type { RecipePatch } from '@recipe-book/schema/recipe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { aRecipe } from '@/test/recipe-fixture';
import { renderWithRouter } from '@/test/render-with-router';
import { UpdateRecipeDialog } from './update-recipe-dialog';

type Save = (recipeId: string, patch: RecipePatch) => Promise<void>;

// Italian, the list's first cuisine: happy-dom ignores the value react-hook-form gives a <select> as
// it mounts (a browser shows it), so another cuisine would read back as a change here.
const SALAD = aRecipe({ id: 'salad-1', cuisine: 'Italian', prepTime: 10, servings: 4, categories: ['Lunch'] });
const IMPORTED = aRecipe({
  id: 'carbonara-1',
  title: 'Carbonara',
  cuisine: 'Italian',
  sourceUrl: 'https://nonnas-kitchen.example/x',
});

// The form downloads its checks on first use: have them here before a test waits for them.
beforeAll(async () => {
  await import('./recipe-form-schema');
});
afterEach(() => {
  toastStore.remove();
});

async function renderDialog(recipe = SALAD, save = vi.fn<Save>(async () => undefined)) {
  const onClose = vi.fn();
  const { unmount } = await renderWithRouter(
    <>
      <UpdateRecipeDialog recipe={recipe} onClose={onClose} save={save} />
      <Toaster />
    </>,
    { path: '/myRecipes' },
  );
  return { onClose, save, unmount, dialog: screen.getByRole('dialog', { name: 'Update Recipe' }) };
}

const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label);
const saveButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' });

async function retype(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text !== '') await userEvent.paste(text);
}

it('opens on the recipe as stored, one list item per line, with the focus on the first field', async () => {
  await renderDialog();
  expect(field('Title')).toHaveValue('Garden salad');
  expect(field('Ingredients')).toHaveValue('Lettuce\nTomato');
  expect(field('Instructions')).toHaveValue('Mix well. Then rest.');
  expect(field('Servings')).toHaveValue(4);
  expect(field('Image URL')).toHaveFocus();
  expect(within(screen.getByRole('dialog')).queryByLabelText('Likes')).toBeNull();
});

it('checks the fields as Add Recipe does, and saves nothing while one is refused', async () => {
  const { save, onClose } = await renderDialog();
  await retype('Title', '');
  await userEvent.click(saveButton());
  expect(await screen.findByText('Title is required')).toHaveRole('alert');
  expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Title')).toHaveFocus();
  expect(save).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

it('saves only the fields that changed, says so and closes', async () => {
  const { save, onClose } = await renderDialog();
  await retype('Title', 'Garden salad deluxe');
  await retype('Prep time (minutes)', '25');
  await retype('Servings', '2');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Vegan' }));
  await userEvent.click(saveButton());

  await screen.findByText('Recipe updated.');
  // The untouched two-sentence instruction is not split up and rewritten.
  expect(save).toHaveBeenCalledWith('salad-1', {
    title: 'Garden salad deluxe',
    prepTime: 25,
    servings: 2,
    categories: ['Lunch', 'Vegan'],
  });
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes without writing when nothing changed', async () => {
  const { save, onClose } = await renderDialog();
  await userEvent.click(saveButton());
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(save).not.toHaveBeenCalled();
});

it('discards the edits on Cancel, on Escape and on the close button', async () => {
  for (const close of ['Cancel', 'Escape', 'Close'] as const) {
    const { save, onClose, dialog, unmount } = await renderDialog();
    await retype('Title', 'Not kept');
    // Escape makes the browser fire `cancel` at the open <dialog>.
    if (close === 'Escape') fireEvent(dialog, new Event('cancel', { cancelable: true }));
    else await userEvent.click(within(dialog).getByRole('button', { name: close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
    unmount();
  }
});

it('keeps what was typed and says why when the write is refused', async () => {
  const refused = vi.fn<Save>(async () => {
    throw Object.assign(new Error('denied'), { code: 'permission-denied' });
  });
  const { onClose } = await renderDialog(SALAD, refused);
  await retype('Title', 'Forged title');
  await userEvent.click(saveButton());
  await screen.findByText(/^Recipe not saved\. You don't have permission to do that\./);
  expect(field('Title')).toHaveValue('Forged title');
  expect(onClose).not.toHaveBeenCalled();
});

it('keeps an imported recipe’s source through an edit', async () => {
  const { save } = await renderDialog(IMPORTED);
  const source = within(screen.getByRole('dialog')).getByRole('link', {
    name: 'nonnas-kitchen.example (opens in a new tab)',
  });
  expect(source).toHaveAttribute('href', 'https://nonnas-kitchen.example/x');
  await retype('Title', 'Carbonara as I make it');
  await userEvent.click(saveButton());
  await waitFor(() => expect(save).toHaveBeenCalledWith('carbonara-1', { title: 'Carbonara as I make it' }));
});

it('sends the source as cleared once it is removed', async () => {
  const { save } = await renderDialog(IMPORTED);
  await userEvent.click(screen.getByRole('button', { name: 'Remove the source link' }));
  expect(screen.queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
  await userEvent.click(saveButton());
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0]?.[1]).toEqual({ sourceUrl: undefined });
  expect(save.mock.calls[0]?.[1]).toHaveProperty('sourceUrl');
});
