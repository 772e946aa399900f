// Add Recipe around the form: the draft kept on this device (localStorage) until the recipe is added
// or discarded, the add (toast with a link, form reset) or its refusal (typed values kept), and an
// import from a link: its question before replacing what the cook typed, and its source link.
import type { RecipeInput } from '@recipe-book/schema/recipe';
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeAll, beforeEach, expect, it, type Mock, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import type { RecipeOwner } from '../api/add-recipe';
import { AddRecipeForm } from './add-recipe-form';
import type { ImportDraft } from './import-from-link';

const OWNER: RecipeOwner = { uid: 'cook-ada', displayName: 'Ada Adder' };
const DRAFT_KEY = `recipe-book:add-recipe-draft:${OWNER.uid}`;
const SOURCE = 'https://nonnas-kitchen.example/carbonara';
const IMPORTED: ImportedRecipe = {
  sourceUrl: SOURCE,
  draft: {
    title: 'Spaghetti Carbonara',
    image: 'https://nonnas-kitchen.example/carbonara.webp',
    ingredients: ['400 g spaghetti', '150 g guanciale, diced'],
    instructions: ['Boil the pasta.', 'Fry the guanciale until crisp. Keep the fat.'],
    cuisine: 'Italian',
    prepTime: 15,
    cookTime: 20,
    servings: 2,
    categories: ['Dinner'],
  },
};

type Add = (input: RecipeInput, owner: RecipeOwner) => Promise<string>;

// The form downloads its checks on first use: have them here before a test waits for them.
beforeAll(async () => {
  await import('./recipe-form-schema');
});
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  toastStore.remove();
});

async function renderAddRecipe({
  add = vi.fn<Add>(async () => 'new-recipe-id'),
  importDraft = vi.fn<ImportDraft>(async () => ({ imported: IMPORTED })),
}: { add?: Mock<Add>; importDraft?: Mock<ImportDraft> } = {}) {
  const rendered = await renderWithRouter(
    <>
      <AddRecipeForm owner={OWNER} add={add} importDraft={importDraft} />
      <AlertHost />
      <Toaster />
    </>,
    { path: '/addRecipe' },
  );
  return { ...rendered, add, importDraft };
}

const field = (label: string) => screen.getByLabelText(label);
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const draftNotice = () => screen.queryByText(/^Draft saved on this device\./);
const discardButton = () => screen.queryByRole('button', { name: 'Discard draft' });

async function type(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.paste(text);
}

async function fillValidRecipe() {
  await type('Image URL', '/images/recipes/tomato-soup.webp');
  await type('Title', 'Tomato soup');
  await type('Ingredients', 'Tomatoes, Onion\nSalt');
  await type('Instructions', 'Chop everything. Simmer for 20 minutes.\nServe hot');
  await userEvent.selectOptions(field('Cuisine'), 'Mexican');
  await type('Prep time (minutes)', '35');
  await type('Servings', '6');
  await userEvent.click(checkbox('Lunch'));
}

async function importCarbonara() {
  await type('Recipe page URL', SOURCE);
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
}

it('keeps what was typed on this device, and opens it again next time', async () => {
  const first = await renderAddRecipe();
  expect(draftNotice()).toBeNull();
  await type('Title', 'Half-typed stew');
  await type('Ingredients', 'Beans, Stock');
  await userEvent.click(checkbox('Vegan'));
  expect(draftNotice()).toHaveRole('status');
  expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
    title: 'Half-typed stew',
    ingredients: 'Beans, Stock',
    categories: ['Vegan'],
  });
  first.unmount();

  await renderAddRecipe();
  expect(field('Title')).toHaveValue('Half-typed stew');
  expect(field('Ingredients')).toHaveValue('Beans, Stock');
  expect(checkbox('Vegan')).toBeChecked();
  expect(draftNotice()).toBeInTheDocument();
});

it('discards the draft only once the cook confirms', async () => {
  await renderAddRecipe();
  await type('Title', 'Half-typed stew');

  await userEvent.click(discardButton() as HTMLElement);
  const confirm = screen.getByRole('alertdialog', { name: 'Discard this draft?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(field('Title')).toHaveValue('Half-typed stew');
  expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

  await userEvent.click(discardButton() as HTMLElement);
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: 'Discard this draft?' })).getByRole('button', {
      name: 'Discard draft',
    }),
  );
  expect(field('Title')).toHaveValue('');
  expect(discardButton()).toBeNull();
  expect(draftNotice()).toBeNull();
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
});

it('adds the recipe as its owner, links to it, and empties the form and the draft', async () => {
  const { add } = await renderAddRecipe();
  await fillValidRecipe();
  await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

  const added = await screen.findByText('Recipe added successfully!', { exact: false });
  expect(within(added).getByRole('link', { name: 'View recipe' })).toHaveAttribute('href', '/recipes/new-recipe-id');
  expect(add).toHaveBeenCalledWith(
    expect.objectContaining({
      title: 'Tomato soup',
      image: '/images/recipes/tomato-soup.webp',
      ingredients: ['Tomatoes', 'Onion', 'Salt'],
      instructions: ['Chop everything.', 'Simmer for 20 minutes.', 'Serve hot'],
      cuisine: 'Mexican',
      prepTime: 35,
      cookTime: 0,
      servings: 6,
      categories: ['Lunch'],
    }),
    OWNER,
  );
  expect(field('Title')).toHaveValue('');
  expect(field('Ingredients')).toHaveValue('');
  expect(field('Cuisine')).toHaveValue('Italian');
  expect(field('Servings')).toHaveValue(4);
  expect(checkbox('Lunch')).not.toBeChecked();
  expect(discardButton()).toBeNull();
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
});

it('says why the recipe was not added, and keeps everything typed', async () => {
  const add = vi.fn<Add>(async () => {
    throw Object.assign(new Error('offline'), { code: 'unavailable' });
  });
  await renderAddRecipe({ add });
  await fillValidRecipe();
  await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

  await screen.findByText("Recipe not added. We couldn't reach the server. Check your connection and try again.");
  expect(field('Title')).toHaveValue('Tomato soup');
  expect(field('Prep time (minutes)')).toHaveValue(35);
  expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
});

it('fills an empty form from the import, with the page as its source, and adds it as the page wrote it', async () => {
  const { add, importDraft } = await renderAddRecipe();
  await importCarbonara();
  await screen.findByText(/^Recipe imported from nonnas-kitchen\.example\./);
  expect(importDraft).toHaveBeenCalledWith(SOURCE);
  expect(screen.queryByRole('alertdialog')).toBeNull();

  expect(field('Title')).toHaveValue('Spaghetti Carbonara');
  expect(field('Image URL')).toHaveValue('https://nonnas-kitchen.example/carbonara.webp');
  expect(field('Ingredients')).toHaveValue('400 g spaghetti\n150 g guanciale, diced');
  expect(field('Instructions')).toHaveValue('Boil the pasta.\nFry the guanciale until crisp. Keep the fat.');
  expect(field('Servings')).toHaveValue(2);
  expect(field('Prep time (minutes)')).toHaveValue(15);
  expect(field('Cook time (minutes)')).toHaveValue(20);
  expect(checkbox('Dinner')).toBeChecked();
  expect(checkbox('Lunch')).not.toBeChecked();
  const form = screen.getByRole('button', { name: 'Add Recipe' }).closest('form') as HTMLElement;
  expect(within(form).getByRole('link', { name: 'nonnas-kitchen.example (opens in a new tab)' })).toHaveAttribute(
    'href',
    SOURCE,
  );
  expect(draftNotice()).toBeInTheDocument();

  // Nothing is stored until the cook adds it.
  expect(add).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0]?.[0]).toMatchObject({
    ingredients: IMPORTED.draft.ingredients,
    instructions: IMPORTED.draft.instructions,
    sourceUrl: SOURCE,
  });
});

it('asks before replacing what the cook typed, and adds without the source once it is removed', async () => {
  const { add } = await renderAddRecipe();
  await type('Title', 'My own pasta');
  await importCarbonara();
  const question = await screen.findByRole('alertdialog', { name: 'Replace the form with the imported recipe?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Keep the form' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(field('Title')).toHaveValue('My own pasta');
  expect(screen.queryByText(/^Recipe imported from/)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  const again = await screen.findByRole('alertdialog', { name: 'Replace the form with the imported recipe?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Replace' }));
  await screen.findByText(/^Recipe imported from nonnas-kitchen\.example\./);
  expect(field('Title')).toHaveValue('Spaghetti Carbonara');

  await userEvent.click(screen.getByRole('button', { name: 'Remove the source link' }));
  expect(screen.queryByText('Adapted from', { exact: false })).toBeNull();
  expect(field('Image URL')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0]?.[0]).toMatchObject({ title: 'Spaghetti Carbonara' });
  expect(add.mock.calls[0]?.[0]).not.toHaveProperty('sourceUrl');
});
