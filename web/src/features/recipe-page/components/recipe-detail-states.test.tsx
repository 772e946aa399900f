// What the recipe page shows without a recipe: not found (with the ways on), removed while open
// (announced), and a failed read (the reason in words, Retry, and a way to All Recipes).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { RecipeLoadErrorMessage, RecipeNotFound, RecipeRemoved } from './recipe-detail-states';

it('says the recipe is not found, with links to All Recipes and Home', async () => {
  const { router } = await renderWithRouter(<RecipeNotFound />, { path: '/recipes/no-such-recipe' });
  expect(screen.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeInTheDocument();
  expect(screen.getByText("This recipe doesn't exist, or its cook has removed it.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('link', { name: 'Browse all recipes' }));
  expect(router.state.location.pathname).toBe('/allRecipes');
});

it('announces a recipe removed while it was open', async () => {
  await renderWithRouter(<RecipeRemoved />);
  expect(screen.getByRole('status')).toHaveTextContent('This recipe was removed');
});

it('says why the recipe could not be read, and Retry asks again', async () => {
  const retry = vi.fn();
  await renderWithRouter(
    <RecipeLoadErrorMessage error={Object.assign(new Error('offline'), { code: 'unavailable' })} onRetry={retry} />,
  );
  const alert = screen.getByRole('alert');
  expect(screen.getByRole('heading', { level: 1, name: "We couldn't load this recipe" })).toBeInTheDocument();
  expect(alert).toHaveTextContent("We couldn't reach the server. Check your connection and try again.");
  expect(screen.getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/allRecipes');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
