// The Wishlist page's list as read: a spinner while it loads, and the empty state that says how to
// save a recipe and leads to All Recipes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { WishlistRecipes } from './wishlist-list';

it('shows the empty state with a way to All Recipes', async () => {
  const { router } = await renderWithRouter(<WishlistRecipes recipes={[]} uid="cook-sam" />, { path: '/wishlist' });
  const empty = screen.getByRole('status');
  expect(empty).toHaveTextContent('Your wishlist is empty.');
  expect(empty).toHaveTextContent('Save recipes you want to cook with the bookmark on any recipe.');
  const browse = screen.getByRole('link', { name: 'Browse All Recipes' });
  expect(browse).toHaveAttribute('href', '/allRecipes');
  await userEvent.click(browse);
  await waitFor(() => expect(router.state.location.pathname).toBe('/allRecipes'));
});

it('shows a spinner, not the empty state, while the wishlist loads', async () => {
  await renderWithRouter(<WishlistRecipes recipes={undefined} uid="cook-sam" />);
  expect(screen.getByText('Loading your wishlist…')).toBeInTheDocument();
  expect(screen.queryByText('Your wishlist is empty.')).toBeNull();
});
