// My Recipes as read: the empty state with its way to Add Recipe, and each own recipe's card with
// everything it holds and its Update button; Delete asks first, then deletes and says so, or says why not.
import type { Recipe } from '@recipe-book/schema/recipe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { Toaster } from '@/components/ui/toaster';
import { aRecipe } from '@/test/recipe-fixture';
import { renderWithRouter } from '@/test/render-with-router';
import { DeleteRecipeButton } from './delete-recipe-button';
import { MyRecipesView } from './my-recipes-list';

const SALAD = aRecipe({ id: 'salad-1', title: 'Garden salad' });

afterEach(() => {
  toastStore.remove();
});

it('shows the empty state with a way to add the first recipe', async () => {
  const { router } = await renderWithRouter(<MyRecipesView recipes={[]} onUpdate={vi.fn()} />, {
    path: '/myRecipes',
  });
  expect(screen.getByRole('status')).toHaveTextContent("You haven't added any recipes yet!");
  const addFirst = screen.getByRole('link', { name: 'Add Your First Recipe' });
  expect(addFirst).toHaveAttribute('href', '/addRecipe');
  await userEvent.click(addFirst);
  await waitFor(() => expect(router.state.location.pathname).toBe('/addRecipe'));
});

it('shows a spinner while the recipes load', async () => {
  await renderWithRouter(<MyRecipesView recipes={undefined} onUpdate={vi.fn()} />);
  expect(screen.getByText('Loading your recipes…')).toBeInTheDocument();
  expect(screen.queryByText("You haven't added any recipes yet!")).toBeNull();
});

it('lists each recipe with everything it holds, and Update opens it', async () => {
  const onUpdate = vi.fn<(recipe: Recipe) => void>();
  await renderWithRouter(<MyRecipesView recipes={[SALAD]} onUpdate={onUpdate} />);
  const card = screen.getByTestId('my-recipe-card');
  for (const part of ['Others', '10 mins', '0 Likes', 'Lettuce', 'Tomato', 'Mix well. Then rest.']) {
    expect(card).toHaveTextContent(part);
  }
  expect(within(card).getByRole('list', { name: 'Categories' })).toHaveTextContent('Lunch');
  expect(within(card).getByRole('link', { name: 'Garden salad' })).toHaveAttribute('href', '/recipes/salad-1');
  expect(within(card).getByRole('button', { name: 'Delete Garden salad' })).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Update Garden salad' }));
  expect(onUpdate).toHaveBeenCalledWith(SALAD);
});

async function renderDelete(remove: (recipeId: string) => Promise<void>) {
  await renderWithRouter(
    <>
      <DeleteRecipeButton recipe={SALAD} remove={remove} />
      <AlertHost />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete Garden salad' }));
  return screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this recipe?' });
}

it('asks before deleting, and Cancel deletes nothing', async () => {
  const remove = vi.fn(async () => undefined);
  const confirm = await renderDelete(remove);
  expect(confirm).toHaveAccessibleDescription(
    '“Garden salad” will be deleted for good, with its likes and wishlist saves.',
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(remove).not.toHaveBeenCalled();
});

it('deletes once confirmed, busy meanwhile, and says so', async () => {
  let done: () => void = () => undefined;
  const remove = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
  const confirm = await renderDelete(remove);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(remove).toHaveBeenCalledWith('salad-1');
  expect(screen.getByRole('button', { name: 'Delete Garden salad' })).toHaveAttribute('aria-busy', 'true');
  done();
  await screen.findByText('“Garden salad” was deleted.');
});

it('says why the recipe was not deleted, and lets the cook try again', async () => {
  const remove = vi.fn(async () => {
    throw Object.assign(new Error('offline'), { code: 'unavailable' });
  });
  const confirm = await renderDelete(remove);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await screen.findByText("Recipe not deleted. We couldn't reach the server. Check your connection and try again.");
  expect(screen.getByRole('button', { name: 'Delete Garden salad' })).not.toHaveAttribute('aria-busy', 'true');
});
